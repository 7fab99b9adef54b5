// Its own file: one proof row (PBE, RBI, Export Invoice, Postal Receipts) with its chooser and calls.
import { useRef, useState } from 'react';
import { DOCUMENT_MSG, PROOF_LABELS, type ProofType } from '@exportdesk/core';
import { Button, expectSuccess, useApiMutation, useToast } from '@exportdesk/portal-kit';
import { FileList } from './ProofFileList';
import { listProofs, uploadProofs, type ProofFile } from './proofCalls';

/** "Accepted types: png, jpeg, pdf" (001 §5): what the chooser offers; the server decides by content. */
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
const ACCEPTED_NAME = /\.(png|jpe?g|pdf)$/i;

/** One proof row: choose several files, Upload (all or none), View the uploaded ones. */
export function ProofRow({
  docket,
  type,
  canUpload,
}: {
  docket: string;
  type: ProofType;
  canUpload: boolean;
}) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File[]>([]);
  const [files, setFiles] = useState<ProofFile[] | null>(null);
  const [shown, setShown] = useState(false);
  const label = PROOF_LABELS[type];
  const inputId = `proof-${type}`;

  const refresh = async () => {
    const r = expectSuccess(await listProofs(docket, type));
    setFiles(r.data?.[type] ?? []);
  };
  const list = useApiMutation(refresh, { onSuccess: () => setShown(true) });
  const view = () => (shown ? setShown(false) : void list.run());
  const upload = useApiMutation(
    async (files: File[]) => {
      const r = expectSuccess(await uploadProofs(docket, type, files));
      setChosen([]);
      if (input.current) input.current.value = '';
      toast.show({ kind: 'success', message: r.message ?? 'Uploaded.' });
      await refresh();
    },
    { onSuccess: () => setShown(true) },
  );
  const busy = upload.busy;
  const send = () => {
    // "Document upload does nothing if no files are chosen."
    if (!chosen.length) return;
    if (chosen.some((f) => !ACCEPTED_NAME.test(f.name)))
      return toast.show({ kind: 'error', message: DOCUMENT_MSG.proofKinds, duration: 6000 });
    void upload.run(chosen);
  };

  return (
    <section className="ed-card proof-row" aria-labelledby={`${inputId}-title`}>
      <h2 className="proof-row__title" id={`${inputId}-title`}>
        {label}
        {files && <small>{files.length} file(s)</small>}
      </h2>
      <div className="proof-row__pick">
        {canUpload ? (
          <>
            <label className="ed-sr-only" htmlFor={inputId}>{`${label} files`}</label>
            <input
              id={inputId}
              ref={input}
              type="file"
              multiple
              accept={ACCEPT}
              onChange={(e) => setChosen(Array.from(e.target.files ?? []))}
            />
          </>
        ) : (
          <span className="ed-muted">View only</span>
        )}
      </div>
      <div className="proof-row__actions">
        {canUpload && (
          <Button busy={busy} disabled={!chosen.length} onClick={send} aria-label={`Upload ${label}`}>
            Upload
          </Button>
        )}
        <Button variant="secondary" onClick={view} aria-expanded={shown} aria-label={`View ${label}`}>
          View
        </Button>
      </div>
      {shown && files && <FileList docket={docket} files={files} label={`${label} files`} />}
    </section>
  );
}
