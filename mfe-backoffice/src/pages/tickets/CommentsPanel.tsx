import { useState } from 'react';
import { Button, Modal, TextArea, useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { ticketDate, ticketsApi, type Comment } from './api';

/** "a comment chat per ticket (empty state 'Add your first comment', button Add Comment)" */
export function CommentsPanel({
  ticketId,
  onClose,
  onChanged,
}: {
  ticketId: string;
  onClose: () => void;
  onChanged: () => void;
}) {
  const list = useApiQuery(
    ['ticket-comments', ticketId],
    async () => (await ticketsApi.comments(ticketId)).extra,
    { toastFailure: true },
  );
  const comments: Comment[] | null = list.data?.comments ?? null;
  const [text, setText] = useState('');
  const adding = useApiMutation((t: string) => ticketsApi.addComment(ticketId, t), {
    onSuccess: () => {
      setText('');
      list.retry();
      onChanged();
    },
  });
  const busy = adding.busy;
  const add = () => void adding.run(text);

  return (
    <Modal open title={`Comments · ${ticketId}`} onClose={onClose}>
      <div className="ed-stack" data-testid="ticket-comments">
        {comments === null ? (
          <p className="ed-muted">Loading…</p>
        ) : comments.length === 0 ? (
          <p className="ed-empty" style={{ padding: 16 }}>
            Add your first comment
          </p>
        ) : (
          <ul className="ed-timeline">
            {comments.map((c) => (
              <li key={c._id}>
                <strong>{c.name}</strong>
                <span>{c.text}</span>
                <span className="ed-muted" style={{ fontSize: 12 }}>
                  {ticketDate(c.date, true)}
                </span>
              </li>
            ))}
          </ul>
        )}
        <TextArea label="Comment" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <div>
          <Button busy={busy} disabled={!text.trim()} onClick={add}>
            Add Comment
          </Button>
        </div>
      </div>
    </Modal>
  );
}
