// Its own file: Additional Documents take a description and read their files from the docket status.
import { useRef, useState } from 'react';
import { additionalDocumentFormSchema, DOCUMENT_LIMITS, type AdditionalDocumentForm } from '@exportdesk/core';
import {
  Button,
  expectSuccess,
  FormTextField,
  SchemaForm,
  useFormMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { FileList } from './ProofFileList';
import { uploadAdditional, type DocketStatus, type ProofFile } from './proofCalls';

const EMPTY: AdditionalDocumentForm = { desc: '', files: [] };

/** Additional Documents: the docket's `other` files (a PDF with a description 5–40 characters). */
export function AdditionalRow({
  docket,
  status,
  canUpload,
  onChanged,
}: {
  docket: string;
  status: DocketStatus;
  canUpload: boolean;
  onChanged: () => void;
}) {
  // A file input can only be cleared by hand: reset() empties the form, this the chooser.
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const form = useSchemaForm(additionalDocumentFormSchema, EMPTY);
  const chosen = form.watch('files');
  const files: ProofFile[] = status.other.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    fileType: 'application/pdf',
    size: f.size,
    createdAt: f.createdAt,
    desc: f.desc,
  }));

  // Each chosen file goes up with the one description; a refusal naming the description shows under it.
  const upload = useFormMutation(
    form,
    async (v: { files: File[]; desc: string }) => {
      for (const f of v.files) expectSuccess(await uploadAdditional(docket, f, v.desc));
    },
    {
      success: 'File uploaded.',
      onSuccess: () => {
        form.reset(EMPTY);
        if (input.current) input.current.value = '';
        setShown(true);
        onChanged();
      },
    },
  );

  return (
    <section className="ed-card proof-row" aria-labelledby="proof-other-title">
      <h2 className="proof-row__title" id="proof-other-title">
        Additional Documents
        <small>{files.length} file(s)</small>
      </h2>
      {canUpload ? (
        <SchemaForm
          form={form}
          className="proof-row__pick"
          id="proof-other-form"
          aria-label="Additional document upload"
          onValid={(v) => void upload.run(v)}
        >
          <label className="ed-sr-only" htmlFor="proof-other">
            Additional document files
          </label>
          <input
            id="proof-other"
            ref={input}
            type="file"
            multiple
            accept=".pdf,application/pdf"
            onChange={(e) => form.setValue('files', Array.from(e.target.files ?? []))}
          />
          <FormTextField
            name="desc"
            label="Description"
            placeholder={`${DOCUMENT_LIMITS.descriptionMin} to ${DOCUMENT_LIMITS.descriptionMax} characters`}
            maxLength={DOCUMENT_LIMITS.descriptionMax}
          />
        </SchemaForm>
      ) : (
        <div className="proof-row__pick">
          <span className="ed-muted">View only</span>
        </div>
      )}
      <div className="proof-row__actions">
        {canUpload && (
          <Button
            type="submit"
            form="proof-other-form"
            busy={upload.busy}
            disabled={!chosen.length}
            aria-label="Upload Additional Documents"
          >
            Upload
          </Button>
        )}
        <Button
          variant="secondary"
          onClick={() => setShown((s) => !s)}
          aria-expanded={shown}
          aria-label="View Additional Documents"
        >
          View
        </Button>
      </div>
      {shown && <FileList docket={docket} files={files} label="Additional Documents files" />}
    </section>
  );
}
