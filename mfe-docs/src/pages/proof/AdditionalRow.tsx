// Its own file: Additional Documents take a description and read their files from the docket status.
import { useRef, useState, type FormEvent } from 'react';
import { DOCUMENT_MSG, documentDescription, LABELLED } from '@exportdesk/core';
import { Button, expectSuccess, TextField, useApiMutation } from '@exportdesk/portal-kit';
import { FileList } from './ProofFileList';
import { uploadAdditional, type DocketStatus, type ProofFile } from './proofCalls';

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
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [desc, setDesc] = useState('');
  const [descError, setDescError] = useState<string | undefined>();
  const [shown, setShown] = useState(false);
  const files: ProofFile[] = status.other.map((f) => ({
    id: f.id,
    fileName: f.fileName,
    fileType: 'application/pdf',
    size: f.size,
    createdAt: f.createdAt,
    desc: f.desc,
  }));

  const upload = useApiMutation(
    async (v: { files: File[]; desc: string }) => {
      for (const f of v.files) expectSuccess(await uploadAdditional(docket, f, v.desc));
    },
    {
      success: 'File uploaded.',
      onSuccess: () => {
        setChosen([]);
        setDesc('');
        if (input.current) input.current.value = '';
        setShown(true);
        onChanged();
      },
    },
  );
  const busy = upload.busy;
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen.length) return;
    const d = documentDescription.safeParse(desc, LABELLED);
    if (!d.success) return setDescError(DOCUMENT_MSG.description);
    void upload.run({ files: chosen, desc: d.data });
  };

  return (
    <section className="ed-card proof-row" aria-labelledby="proof-other-title">
      <h2 className="proof-row__title" id="proof-other-title">
        Additional Documents
        <small>{files.length} file(s)</small>
      </h2>
      {canUpload ? (
        <form
          className="proof-row__pick"
          id="proof-other-form"
          onSubmit={send}
          noValidate
          aria-label="Additional document upload"
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
            onChange={(e) => setChosen(Array.from(e.target.files ?? []))}
          />
          <TextField
            label="Description"
            placeholder="5 to 40 characters"
            value={desc}
            maxLength={40}
            error={descError}
            touched={descError !== undefined}
            onChange={(e) => {
              setDesc(e.target.value);
              setDescError(undefined);
            }}
          />
        </form>
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
            busy={busy}
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
