import type { ReactNode } from 'react';
import { isImageFileName } from '@exportdesk/core';
import { Modal, useApiQuery } from '@exportdesk/portal-kit';
import { ticketDate, ticketsApi, type TicketDetails } from './api';

function Attachment({ ticketId, fileName }: { ticketId: string; fileName: string }) {
  // A file that cannot be read says "No file to view" in its place (no toast).
  const file = useApiQuery(
    ['ticket-file', ticketId, fileName],
    async () => (await ticketsApi.file(ticketId, fileName)).extra,
  );
  const src = file.loading ? null : file.data ? `data:${file.data.fileType};base64,${file.data.base64}` : '';
  if (src === null) return <span className="ed-muted">Loading…</span>;
  if (!src) return <span className="ed-muted">No file to view</span>;
  // "an image is detected by the file name ...; other files show as a download link"
  return isImageFileName(fileName) ? (
    <a href={src} download={fileName} title="Download">
      <img
        src={src}
        alt={fileName}
        style={{ maxWidth: 220, maxHeight: 160, borderRadius: 8, border: '1px solid var(--ed-border)' }}
      />
    </a>
  ) : (
    <a href={src} download={fileName}>
      {fileName}
    </a>
  );
}

/** The ticket detail panel with its rows (002 §2.11 "Ticket detail rows"). */
export function DetailsPanel({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  const details = useApiQuery(
    ['ticket-details', ticketId],
    async () => (await ticketsApi.details(ticketId)).extra,
    { toastFailure: true },
  );
  const t: TicketDetails | null = details.data ?? null;

  const rows: Array<[string, ReactNode]> = t
    ? [
        ['Type of Request', t.type],
        ['Category', t.title],
        ...(t.type === 'Demo Request'
          ? ([
              ['Demo Date', t.demo?.date ?? ''],
              ['Demo Time', t.demo?.timeSlot ?? ''],
            ] as Array<[string, ReactNode]>)
          : []),
        ['Status', t.status],
        ['Reported By', t.reportedBy.name],
        ...(t.status !== 'Pending'
          ? ([['Reviewed By', t.reviewedBy?.name ?? '']] as Array<[string, ReactNode]>)
          : []),
        [
          'Images/Files',
          t.images.length ? (
            <div className="ed-row">
              {t.images.map((f) => (
                <Attachment key={f} ticketId={t.ticketId} fileName={f} />
              ))}
            </div>
          ) : (
            '—'
          ),
        ],
        ['Comments', String(t.comments)],
        ['Updated At', ticketDate(t.updatedAt, true)],
        ['Description', t.desc ?? '—'],
        [
          'URL',
          t.url ? (
            <a
              href={/^https?:/i.test(t.url) ? t.url : `https://${t.url}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t.url}
            </a>
          ) : (
            '—'
          ),
        ],
      ]
    : [];

  return (
    <Modal open title={`Ticket ${ticketId}`} onClose={onClose}>
      {!t ? (
        <p className="ed-muted">Loading…</p>
      ) : (
        <table className="ed-table" data-testid="ticket-details">
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row" style={{ width: 150 }}>
                  {k}
                </th>
                <td>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
