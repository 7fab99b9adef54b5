// Its own file: Upload Export Proof asks for a docket in a modal before it opens the proof page.
import { useState, type FormEvent } from 'react';
import { docketParamSchema, firstIssueMessage, LABELLED } from '@exportdesk/core';
import { Button, Modal, TextField } from '@exportdesk/portal-kit';

/** "The docket for Upload Export Proof must match PMB plus 13 digits" (core's docket rule and message). */
export function UploadExportProofModal({
  open,
  onClose,
  onOpen,
}: {
  open: boolean;
  onClose: () => void;
  onOpen: (docket: string) => void;
}) {
  const [docket, setDocket] = useState('');
  const [error, setError] = useState<string | undefined>();
  const close = () => {
    setDocket('');
    setError(undefined);
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = docketParamSchema.safeParse({ docket }, LABELLED);
    if (!parsed.success) return setError(firstIssueMessage(parsed.error));
    close();
    onOpen(parsed.data.docket);
  };
  return (
    <Modal
      open={open}
      title="Upload Export Proof"
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form="proof-docket-form">
            Continue
          </Button>
        </>
      }
    >
      <form id="proof-docket-form" onSubmit={submit} noValidate aria-label="Docket for export proof">
        <TextField
          label="Docket No."
          placeholder="PMB followed by 13 digits"
          value={docket}
          maxLength={20}
          autoComplete="off"
          error={error}
          touched={error !== undefined}
          onChange={(e) => {
            setDocket(e.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Modal>
  );
}
