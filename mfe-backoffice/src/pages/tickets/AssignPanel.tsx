import { useState } from 'react';
import { TICKET_PRIORITIES, ticketTaskSchema, firstIssueMessage, LABELLED } from '@exportdesk/core';
import {
  Alert,
  Button,
  Modal,
  TextArea,
  TextField,
  useApiMutation,
  useApiQuery,
} from '@exportdesk/portal-kit';
import { ticketsApi, type Assignee } from './api';

/** "Deadline format dd.mm.yyyy" from the date input's yyyy-mm-dd. */
const toDeadline = (iso: string) => (iso ? iso.split('-').reverse().join('.') : '');

/** Assign an In Process ticket as a task: priority, deadline, assignees, title and description (002 §2.11). */
export function AssignPanel({
  ticketId,
  onClose,
  onDone,
}: {
  ticketId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const staff = useApiQuery(['ticket-assignees'], async () => (await ticketsApi.assignees()).extra);
  const people: Assignee[] = staff.data ?? [];
  const [search, setSearch] = useState('');
  const [v, setV] = useState({
    priority: 'Medium',
    deadline: '',
    title: '',
    description: '',
    selectedUser: [] as string[],
  });
  const [ownError, setError] = useState<string | null>(null);
  const assigning = useApiMutation(
    (task: typeof v & { taskType: string }) => ticketsApi.update(ticketId, 'Assigned', task),
    { onSuccess: onDone, onFailure: (f) => (setError(f.message), true) },
  );
  const busy = assigning.busy;
  const error = ownError ?? staff.error;

  const shown = people.filter((p) =>
    `${p.name} ${p.email} ${p.code}`.toLowerCase().includes(search.toLowerCase()),
  );
  const toggle = (id: string) =>
    setV((s) => ({
      ...s,
      selectedUser: s.selectedUser.includes(id)
        ? s.selectedUser.filter((x) => x !== id)
        : [...s.selectedUser, id],
    }));

  function assign() {
    const task = { ...v, deadline: toDeadline(v.deadline), taskType: 'General' };
    const check = ticketTaskSchema.safeParse(task, LABELLED);
    if (!check.success) return setError(firstIssueMessage(check.error));
    void assigning.run(task);
  }

  const selectedNames = people.filter((p) => v.selectedUser.includes(p._id)).map((p) => p.name);
  return (
    <Modal
      open
      title={ticketId}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={busy} onClick={assign}>
            Assign
          </Button>
        </>
      }
    >
      <div className="ed-stack" data-testid="assign-panel">
        <div className="ed-row" style={{ alignItems: 'flex-start' }}>
          <div className="ed-field">
            <label className="ed-field__label" htmlFor="assign-priority">
              Priority
            </label>
            <select
              id="assign-priority"
              className="ed-input"
              value={v.priority}
              onChange={(e) => setV({ ...v, priority: e.target.value })}
            >
              {TICKET_PRIORITIES.map((p) => (
                <option key={p}>{p}</option>
              ))}
            </select>
          </div>
          <TextField
            label="Deadline"
            type="date"
            value={v.deadline}
            onChange={(e) => setV({ ...v, deadline: e.target.value })}
          />
        </div>
        <fieldset className="ed-field" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="ed-field__label">
            Assignees{' '}
            {selectedNames.length > 0 && (
              <span className="ed-muted">
                ({selectedNames.slice(0, 3).join(', ')}
                {selectedNames.length > 3 ? ` +${selectedNames.length - 3}` : ''})
              </span>
            )}
          </legend>
          <div className="ed-row">
            <input
              className="ed-input"
              placeholder="Search"
              aria-label="Search assignees"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              style={{ flex: 1 }}
            />
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setV({ ...v, selectedUser: shown.map((p) => p._id) })}
            >
              Select All
            </Button>
          </div>
          <div style={{ maxHeight: 140, overflowY: 'auto', marginTop: 6 }}>
            {shown.map((p) => (
              <label key={p._id} className="ed-row" style={{ gap: 8 }}>
                <input
                  type="checkbox"
                  checked={v.selectedUser.includes(p._id)}
                  onChange={() => toggle(p._id)}
                />{' '}
                {p.name} <span className="ed-muted">{p.email}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Title" value={v.title} onChange={(e) => setV({ ...v, title: e.target.value })} />
        <TextArea
          label="Description"
          rows={3}
          value={v.description}
          onChange={(e) => setV({ ...v, description: e.target.value })}
        />
        {error && (
          <Alert kind="error" title="Oops!">
            {error}
          </Alert>
        )}
      </div>
    </Modal>
  );
}
