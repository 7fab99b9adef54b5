import { useEffect, useState } from 'react';
import {
  paginate,
  TICKET_PAGE_SIZE,
  TICKET_STATUS_FILTERS,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  ticketDeleteQuestion,
  type TicketStatus,
} from '@exportdesk/core';
import {
  Button,
  ConfirmDialog,
  Loading,
  PageHeader,
  Pager,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@exportdesk/portal-kit';
import { ticketsApi, type TicketRow } from './api';
import { AssignPanel } from './AssignPanel';
import { CommentsPanel } from './CommentsPanel';
import { DetailsPanel } from './DetailsPanel';
import { TaskPanel } from './TaskPanel';
import { TicketActions } from './TicketActions';

type Panel = { kind: 'details' | 'comments' | 'assign' | 'task'; ticketId: string } | null;

/** The super admin's ticket screen, /viewtickets (002 §2.11, §4). */
export default function ViewTickets() {
  const toast = useToast();
  const [status, setStatus] = useState<string>('All');
  const [typeChoice, setTypeChoice] = useState<string>('All');
  const [type, setType] = useState<string>('All'); // applied with View
  const [page, setPage] = useState(1);
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<TicketRow | null>(null);

  const list = useApiQuery(
    ['tickets', status, type, page],
    async () => (await ticketsApi.list(status, type, page)).extra,
    { toastFailure: true },
  );
  const rows: TicketRow[] | null = list.answer ? (list.data ?? []) : list.failure ? [] : null;
  const total = list.answer ? Number(list.answer.count ?? rows?.length ?? 0) : 0;
  useEffect(() => {
    if (list.answer && !list.data?.length)
      toast.show({ kind: 'info', message: 'No Record Found', duration: 3000 });
  }, [list.answer]);

  /** "After any change the list reloads from page 1." */
  const reload = () => (page === 1 ? list.retry() : setPage(1));
  const afterChange = { onSuccess: reload, onFailure: () => void reload() };
  const changer = useApiMutation(
    (v: { t: TicketRow; to: TicketStatus }) => ticketsApi.update(v.t.ticketId, v.to),
    { ...afterChange, success: (r) => r.message },
  );
  const remover = useApiMutation((t: TicketRow) => ticketsApi.remove(t.ticketId), afterChange);
  const change = (t: TicketRow, to: TicketStatus) => void changer.run({ t, to });
  function remove(t: TicketRow) {
    setDeleting(null);
    void remover.run(t);
  }

  const pager = paginate(total, page, TICKET_PAGE_SIZE);
  return (
    <>
      <PageHeader title={`${status} Tickets`} subtitle={rows ? `Total ${total} Tickets Found` : undefined} />
      <div
        style={{ display: 'grid', gridTemplateColumns: '140px minmax(0, 1fr)', gap: 20, alignItems: 'start' }}
      >
        <nav aria-label="Ticket status" className="ed-card" style={{ padding: 8 }}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {TICKET_STATUS_FILTERS.map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className={`ed-btn ed-btn--${s === status ? 'primary' : 'ghost'} ed-btn--block`}
                  aria-current={s === status ? 'true' : undefined}
                  onClick={() => {
                    setStatus(s);
                    setPage(1);
                  }}
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div style={{ minWidth: 0 }}>
          <div className="ed-row" style={{ marginBottom: 12 }}>
            <select
              className="ed-input"
              aria-label="Request type"
              value={typeChoice}
              onChange={(e) => setTypeChoice(e.target.value)}
              style={{ maxWidth: 240 }}
            >
              <option value="All">All</option>
              {TICKET_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TICKET_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
            <Button
              onClick={() => {
                setType(typeChoice);
                setPage(1);
              }}
            >
              View
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                setTypeChoice('All');
                setType('All');
                setPage(1);
              }}
            >
              Reset
            </Button>
          </div>
          {rows === null ? (
            <Loading />
          ) : rows.length === 0 ? (
            <div className="ed-empty">No Record Found</div>
          ) : (
            <div className="ed-table-wrap">
              {/* ten columns of the spec: a tighter table; words stay whole (issue 27), a laptop
                  scrolls the table in its box to reach Action */}
              <style>{'.tickets-table th, .tickets-table td { padding: 8px 8px; font-size: 13px; }'}</style>
              <table className="ed-table tickets-table" data-testid="tickets-table">
                <caption className="ed-sr-only">Tickets</caption>
                <thead>
                  <tr>
                    {[
                      'S.No',
                      'Ticket Id',
                      'Title',
                      'Type',
                      'Name',
                      'Email',
                      'Mobile',
                      'Created By',
                      'Comments',
                      'Action',
                    ].map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((t, i) => (
                    <tr key={t._id}>
                      <td data-label="S.No">{pager.startIndex + i + 1}</td>
                      <td data-label="Ticket Id">
                        <button
                          type="button"
                          className="ed-btn ed-btn--ghost ed-btn--sm"
                          onClick={() => setPanel({ kind: 'details', ticketId: t.ticketId })}
                        >
                          {t.ticketId}
                        </button>
                      </td>
                      <td data-label="Title">{t.title}</td>
                      <td data-label="Type">{t.type}</td>
                      <td data-label="Name">{t.name}</td>
                      <td data-label="Email">{t.email}</td>
                      <td data-label="Mobile" style={{ overflowWrap: 'normal' }}>
                        {t.mobile.split(',').map((m) => (
                          <div key={m}>{m.trim()}</div>
                        ))}
                      </td>
                      <td data-label="Created By">{t.createdBy}</td>
                      <td data-label="Comments">
                        <button
                          type="button"
                          className="ed-btn ed-btn--secondary ed-btn--sm"
                          aria-label={`Comments of ${t.ticketId}`}
                          onClick={() => setPanel({ kind: 'comments', ticketId: t.ticketId })}
                        >
                          {t.comments}
                        </button>
                      </td>
                      <td data-label="Action">
                        <TicketActions
                          t={t}
                          on={{
                            change,
                            remove: setDeleting,
                            assign: (x) => setPanel({ kind: 'assign', ticketId: x.ticketId }),
                            task: (x) => setPanel({ kind: 'task', ticketId: x.ticketId }),
                          }}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pager={pager} onPage={setPage} label="Ticket pages" />
        </div>
      </div>
      {panel?.kind === 'details' && <DetailsPanel ticketId={panel.ticketId} onClose={() => setPanel(null)} />}
      {panel?.kind === 'comments' && (
        <CommentsPanel ticketId={panel.ticketId} onClose={() => setPanel(null)} onChanged={list.retry} />
      )}
      {panel?.kind === 'assign' && (
        <AssignPanel
          ticketId={panel.ticketId}
          onClose={() => setPanel(null)}
          onDone={() => {
            setPanel(null);
            reload();
          }}
        />
      )}
      {panel?.kind === 'task' && <TaskPanel ticketId={panel.ticketId} onClose={() => setPanel(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title="Delete ticket"
        text={deleting ? ticketDeleteQuestion(deleting.ticketId) : ''}
        confirmLabel="Delete"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
