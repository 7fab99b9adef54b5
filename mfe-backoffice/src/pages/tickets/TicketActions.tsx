import { allowedTicketStatuses, canDeleteTicket, type TicketStatus } from '@exportdesk/core';
import { Button } from '@exportdesk/portal-kit';
import type { TicketRow } from './api';

/** "A status dropdown offers Approved, Rejected, In Process and Resolved, with some options disabled" */
const DROPDOWN: TicketStatus[] = ['Approved', 'Rejected', 'In Process', 'Resolved'];

export interface ActionHandlers {
  change: (t: TicketRow, to: TicketStatus) => void;
  remove: (t: TicketRow) => void;
  assign: (t: TicketRow) => void;
  task: (t: TicketRow) => void;
}

/** Row actions by status (002 §2.11). */
export function TicketActions({ t, on }: { t: TicketRow; on: ActionHandlers }) {
  const allowed = allowedTicketStatuses(t.status);
  const hasDropdown = t.status !== 'Assigned';
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', gap: 6, alignItems: 'flex-start', minWidth: 110 }}
    >
      {hasDropdown && (
        <select
          className="ed-input"
          aria-label={`Status of ${t.ticketId}`}
          value={t.status}
          onChange={(e) => on.change(t, e.target.value as TicketStatus)}
          style={{ padding: '4px 6px', width: 'auto' }}
        >
          {!DROPDOWN.includes(t.status) && (
            <option value={t.status} disabled>
              {t.status}
            </option>
          )}
          {DROPDOWN.map((s) => (
            <option key={s} value={s} disabled={s !== t.status && !allowed.includes(s)}>
              {s}
            </option>
          ))}
        </select>
      )}
      {canDeleteTicket(t.status) && (
        <Button size="sm" variant="danger" aria-label={`Delete ${t.ticketId}`} onClick={() => on.remove(t)}>
          Delete
        </Button>
      )}
      {t.status === 'In Process' && (
        <Button size="sm" onClick={() => on.assign(t)}>
          Assign
        </Button>
      )}
      {t.status === 'Assigned' && (
        <Button size="sm" variant="secondary" onClick={() => on.task(t)}>
          Assigned
        </Button>
      )}
      {t.status === 'Resolved' && (t.pmsId?.length ?? 0) > 5 && (
        <Button size="sm" variant="ghost" onClick={() => on.task(t)}>
          View Task
        </Button>
      )}
      {t.type === 'Demo Request' && (
        // "A toggle switch flips a ticket between Approved and Pending"; "A Demo Request ticket shows a checkbox with its status"
        <label className="ed-row" style={{ gap: 4, fontSize: 13 }}>
          <input
            type="checkbox"
            checked={t.status === 'Approved'}
            disabled={t.status !== 'Approved' && t.status !== 'Pending'}
            onChange={(e) => on.change(t, e.target.checked ? 'Approved' : 'Pending')}
          />
          {t.status}
        </label>
      )}
    </div>
  );
}
