import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  canUploadProof,
  docketParamSchema,
  DOCUMENT_MSG,
  documentDescription,
  formatDateDMY,
  isSuperAdmin,
  PROOF_LABELS,
  PROOF_TYPES,
  type ProofType,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  expectSuccess,
  FailureAlert,
  Loading,
  PageHeader,
  TextField,
  useApiMutation,
  useApiQuery,
  useAuth,
  useToast,
} from '@exportdesk/portal-kit';
import { Breadcrumbs, EXPORT_PROOF_DOCS, HOME, MANAGE_DOCS, MY_PBE } from './Breadcrumbs';
import {
  docketStatus,
  listProofs,
  openDocketFile,
  uploadAdditional,
  uploadProofs,
  type DocketStatus,
  type ProofFile,
} from './proofCalls';
import './proof.css';

/** "Accepted types: png, jpeg, pdf" (001 §5): what the chooser offers; the server decides by content. */
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
const ACCEPTED_NAME = /\.(png|jpe?g|pdf)$/i;

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

/**
 * Proof of export documents (/proofOfExport/{docket}; 001 §2.5, §5, §7): rows PBE, RBI, Export
 * Invoice, Postal Receipts (several png, jpeg or pdf files each) and Additional Documents, each with
 * a chooser, Upload and View. Upload only for roles core's `canUploadProof` allows.
 */
export default function ProofOfExport() {
  const { principal } = useAuth();
  const navigate = useNavigate();
  const raw = useParams().id ?? '';
  const parsed = docketParamSchema.safeParse({ docket: raw });
  const docket = parsed.success ? parsed.data.docket : null;
  const docketQuery = useApiQuery(['docket-status', docket], (signal) => docketStatus(docket ?? '', signal), {
    enabled: docket !== null,
    keepPrevious: true,
  });
  const status: DocketStatus | null = docketQuery.data ?? null;

  if (!principal) return null;
  const superAdmin = isSuperAdmin(principal);
  const back = () => navigate(superAdmin ? '/pbe' : '/exportProof/1');
  const upload = canUploadProof(principal);

  return (
    <>
      <Breadcrumbs
        items={
          superAdmin
            ? [HOME, MANAGE_DOCS, MY_PBE, { label: docket ?? raw }]
            : [HOME, EXPORT_PROOF_DOCS, { label: docket ?? raw }]
        }
      />
      <PageHeader
        title="Proof of Export"
        subtitle={
          docket ? (
            <>
              Docket <strong>{docket}</strong> · png, jpeg or pdf, up to 1 MB each
            </>
          ) : undefined
        }
        actions={
          <Button variant="secondary" onClick={back}>
            Back
          </Button>
        }
      />
      {!docket ? (
        <Alert kind="error">{parsed.error ? parsed.error.issues[0]?.message : 'Docket not found.'}</Alert>
      ) : docketQuery.failure ? (
        <FailureAlert failure={docketQuery.failure} onRetry={docketQuery.retry} />
      ) : !status ? (
        <Loading />
      ) : (
        <div className="proof-rows">
          {PROOF_TYPES.map((t) => (
            <ProofRow key={t} docket={docket} type={t} canUpload={upload} />
          ))}
          <AdditionalRow
            docket={docket}
            status={status}
            canUpload={status.actions.includes('upload-additional')}
            onChanged={docketQuery.retry}
          />
        </div>
      )}
    </>
  );
}

function FileList({ docket, files, label }: { docket: string; files: ProofFile[]; label: string }) {
  const open = useApiMutation((id: number) => openDocketFile(docket, id));
  if (!files.length) return <p className="proof-files__empty">No files uploaded yet.</p>;
  return (
    <ul className="proof-files" aria-label={label}>
      {files.map((f) => (
        <li key={f.id}>
          <span>
            <span className="proof-files__name">{f.fileName}</span>
            <span className="proof-files__meta">
              {f.desc ? `${f.desc} · ` : ''}
              {kb(f.size)}
              {f.createdAt ? ` · ${formatDateDMY(new Date(f.createdAt))}` : ''}
            </span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Open ${f.fileName}`}
            onClick={() => void open.run(f.id)}
          >
            Open
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** One proof row: choose several files, Upload (all or none), View the uploaded ones. */
function ProofRow({ docket, type, canUpload }: { docket: string; type: ProofType; canUpload: boolean }) {
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

/** Additional Documents: the docket's `other` files (a PDF with a description 5–40 characters). */
function AdditionalRow({
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
    const d = documentDescription.safeParse(desc);
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
