// Its own file: the customs user's PBE editor is a modal with its own form and call.
import { useState } from 'react';
import { pbeNumberFormSchema } from '@exportdesk/core';
import {
  Alert,
  Button,
  firstFormError,
  FormTextField,
  Modal,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { type DocketItem } from '../pbe/pbeCalls';
import { dmy, dmyToIso } from './pbeDate';
import { setPbeNumber } from './proofCalls';

/**
 * The customs user's PBE No. and date of a docket (PUT …/pbe), checked with core's schema first.
 * The modal says one thing at a time: the first failed rule, or the server's refusal, in one
 * alert; so the fields show no message of their own (two at once would say the same thing twice).
 */
export function PbeNumberModal({
  item,
  onClose,
  onSaved,
}: {
  item: DocketItem;
  onClose: () => void;
  onSaved: (bill: string, date: number, message: string) => void;
}) {
  const form = useSchemaForm(pbeNumberFormSchema, {
    bill: item.shippingBillDetails.bill ?? '',
    date: item.shippingBillDetails.date === null ? '' : dmyToIso(dmy(item.shippingBillDetails.date)),
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useApiMutation(
    (v: { bill: string; date: string }) => setPbeNumber(item.tempSBill, v.bill, v.date),
    {
      onFailure: (f) => (setRefusal(f.message), true),
      onSuccess: (r) =>
        r.data &&
        onSaved(
          r.data.shippingBillDetails.bill,
          r.data.shippingBillDetails.date,
          r.message ?? 'PBE details updated.',
        ),
    },
  );
  const error = firstFormError(form.formState.errors) ?? refusal;
  const editing = () => {
    form.clearErrors();
    setRefusal(null);
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
          <Button type="submit" form="proof-pbe-form" busy={send.busy}>
            Save
          </Button>
        </>
      }
    >
      <SchemaForm
        form={form}
        id="proof-pbe-form"
        className="ed-stack"
        aria-label="PBE details"
        onValid={(v) => {
          setRefusal(null);
          void send.run(v);
        }}
      >
        <FormTextField
          name="bill"
          label="PBE No."
          maxLength={40}
          autoComplete="off"
          touched={false}
          onChange={editing}
        />
        <FormTextField name="date" label="PBE date" type="date" touched={false} onChange={editing} />
        {error && <Alert kind="error">{error}</Alert>}
      </SchemaForm>
    </Modal>
  );
}
