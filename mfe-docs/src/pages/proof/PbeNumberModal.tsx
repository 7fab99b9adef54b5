// Its own file: the customs user's PBE editor is a modal with its own form state and call.
import { useState, type FormEvent } from 'react';
import { firstIssueMessage, pbeNumberSchema, LABELLED } from '@exportdesk/core';
import { Alert, Button, Modal, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { type DocketItem } from '../pbe/pbeCalls';
import { dmy, dmyToIso, isoToDmy } from './pbeDate';
import { setPbeNumber } from './proofCalls';

/** The customs user's PBE No. and date of a docket (PUT …/pbe), checked with core's schema first. */
export function PbeNumberModal({
  item,
  onClose,
  onSaved,
}: {
  item: DocketItem;
  onClose: () => void;
  onSaved: (bill: string, date: number, message: string) => void;
}) {
  const [bill, setBill] = useState(item.shippingBillDetails.bill ?? '');
  const [date, setDate] = useState(
    item.shippingBillDetails.date === null ? '' : dmyToIso(dmy(item.shippingBillDetails.date)),
  );
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(
    (v: { bill: string; date: string }) => setPbeNumber(item.tempSBill, v.bill, v.date),
    {
      onFailure: (f) => (setError(f.message), true),
      onSuccess: (r) =>
        r.data &&
        onSaved(
          r.data.shippingBillDetails.bill,
          r.data.shippingBillDetails.date,
          r.message ?? 'PBE details updated.',
        ),
    },
  );
  const busy = send.busy;
  const save = (e: FormEvent) => {
    e.preventDefault();
    const parsed = pbeNumberSchema.safeParse({ bill, date: isoToDmy(date) }, LABELLED);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    void send.run(parsed.data);
  };
  return (
    <Modal
      open
      title={`PBE No./date of ${item.tempSBill}`}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="proof-pbe-form" busy={busy}>
            Save
          </Button>
        </>
      }
    >
      <form id="proof-pbe-form" className="ed-stack" onSubmit={save} noValidate aria-label="PBE details">
        <TextField
          label="PBE No."
          value={bill}
          maxLength={40}
          onChange={(e) => {
            setBill(e.target.value);
            setError(null);
          }}
          autoComplete="off"
        />
        <TextField
          label="PBE date"
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setError(null);
          }}
        />
        {error && <Alert kind="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
