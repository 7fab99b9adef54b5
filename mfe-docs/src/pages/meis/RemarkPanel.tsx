import { useState } from 'react';
import { formatDateDMY, remarkError, type MeisApplication } from '@exportdesk/core';
import { Button, TextArea, useApiMutation } from '@exportdesk/portal-kit';
import { addRemark } from './meisCalls';

const stamp = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  return `${formatDateDMY(d)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

/**
 * The remark thread in a side panel (001 §2.13): the thread, a text area, Close and Add Remark.
 * 'Please enter min 15 character' under 15; the box is hidden once Approved.
 */
export function RemarkPanel({
  app,
  onClose,
  onAdded,
}: {
  app: MeisApplication;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useApiMutation((t: string) => addRemark(app.refNo, t), {
    success: 'Remark added.',
    onSuccess: () => {
      setText('');
      onAdded();
    },
  });
  return (
    <aside className="meis-panel" role="dialog" aria-label={`Remarks of ${app.refNo}`}>
      <header className="meis-panel__head">
        <h2>Remarks · {app.refNo}</h2>
      </header>
      <ol className="meis-thread">
        {app.remarks.length === 0 && <li className="ed-muted">No remarks yet.</li>}
        {app.remarks.map((r, i) => (
          <li key={i}>
            <strong>{r.by}</strong> <span className="ed-muted">{stamp(r.date)}</span>
            <p>{r.text}</p>
          </li>
        ))}
      </ol>
      {app.status !== 'Approved' && (
        <TextArea
          label="Remark"
          rows={4}
          value={text}
          error={error ?? undefined}
          touched={!!error}
          onChange={(e) => setText(e.target.value)}
        />
      )}
      <div className="ed-row">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        {app.status !== 'Approved' && (
          <Button
            disabled={add.busy}
            onClick={() => {
              const e = remarkError(text);
              setError(e);
              if (!e) void add.run(text.trim());
            }}
          >
            Add Remark
          </Button>
        )}
      </div>
    </aside>
  );
}
