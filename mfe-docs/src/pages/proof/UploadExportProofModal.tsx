// Its own file: Upload Export Proof asks for a docket in a modal before it opens the proof page.
import { docketParamSchema } from '@exportdesk/core';
import { Button, FormTextField, Modal, SchemaForm, useSchemaForm } from '@exportdesk/portal-kit';

const EMPTY = { docket: '' };

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
  // The route's own param schema: it trims and upper-cases, so 'pmb…' opens 'PMB…'.
  const form = useSchemaForm(docketParamSchema, EMPTY);
  const close = () => {
    form.reset(EMPTY);
    onClose();
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
      <SchemaForm
        form={form}
        id="proof-docket-form"
        aria-label="Docket for export proof"
        onValid={(v) => {
          close();
          onOpen(v.docket);
        }}
      >
        <FormTextField
          name="docket"
          label="Docket No."
          placeholder="PMB followed by 13 digits"
          maxLength={20}
          autoComplete="off"
        />
      </SchemaForm>
    </Modal>
  );
}
