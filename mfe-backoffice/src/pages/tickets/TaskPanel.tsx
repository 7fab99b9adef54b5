import { Modal, useApiQuery } from '@exportdesk/portal-kit';
import { ticketDate, ticketsApi, type Task } from './api';

/** The task an assigned ticket became (002 §2.11 "Task detail rows"; "a 'No Data Found' state"). */
export function TaskPanel({ ticketId, onClose }: { ticketId: string; onClose: () => void }) {
  // A ticket without its task answers a refusal: shown as the spec's 'No Data Found' state.
  const q = useApiQuery(['ticket-task', ticketId], async () => (await ticketsApi.task(ticketId)).extra);
  const task: Task | null | undefined = q.answer ? (q.data ?? null) : q.failure ? null : undefined;
  const d = (ms?: number) => (ms ? ticketDate(ms).replace(/-/g, '/') : '—'); // "task dates dd/MM/yyyy"
  const rows: Array<[string, string]> = task
    ? [
        ['Task Code', task.code],
        ['Assignee', task.members.map((m) => m.name).join(', ')],
        ['Status', task.status],
        ['Title', task.title],
        ['Description', task.description],
        ['Task Type', task.taskType],
        ['Created At', d(task.createdAt)],
        ['Deadline', task.deadline],
        ['Created By', task.createdBy?.name ?? '—'],
        ['Completed By', task.completedBy?.name ?? '—'],
        ['Last Updated At', d(task.updatedAt ?? task.createdAt)],
        [
          'Comments',
          task.comments.length ? task.comments.map((c) => `${c.name}: ${c.comment}`).join('\n') : '—',
        ],
      ]
    : [];
  return (
    <Modal open title={`Task · ${ticketId}`} onClose={onClose}>
      {task === undefined ? (
        <p className="ed-muted">Loading…</p>
      ) : !task ? (
        <p className="ed-empty">No Data Found</p>
      ) : (
        <table className="ed-table" data-testid="task-details">
          <tbody>
            {rows.map(([k, v]) => (
              <tr key={k}>
                <th scope="row" style={{ width: 150 }}>
                  {k}
                </th>
                <td style={{ whiteSpace: 'pre-wrap' }}>{v}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
