// Its own file: both kinds of proof row list their uploaded files the same way.
import { formatDateDMY } from '@exportdesk/core';
import { Button, useApiMutation } from '@exportdesk/portal-kit';
import { openDocketFile, type ProofFile } from './proofCalls';

const kb = (n: number) => `${Math.max(1, Math.round(n / 1024))} KB`;

/** The uploaded files of one row, each with Open (fetched with the session's token). */
export function FileList({ docket, files, label }: { docket: string; files: ProofFile[]; label: string }) {
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
