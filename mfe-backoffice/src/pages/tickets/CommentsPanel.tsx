import { useEffect, useState } from 'react';
import { Button, Modal, TextArea, useToast } from '@exportdesk/portal-kit';
import { ticketDate, ticketsApi, type Comment } from './api';

/** "a comment chat per ticket (empty state 'Add your first comment', button Add Comment)" */
export function CommentsPanel({ ticketId, onClose, onChanged }: { ticketId: string; onClose: () => void; onChanged: () => void }) {
  const toast = useToast();
  const [comments, setComments] = useState<Comment[] | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const load = () =>
    ticketsApi
      .comments(ticketId)
      .then((r) => setComments(r.data.comments))
      .catch((e) => toast.show({ kind: 'error', message: (e as Error).message }));
  useEffect(() => void load(), [ticketId]);

  async function add() {
    setBusy(true);
    try {
      await ticketsApi.addComment(ticketId, text);
      setText('');
      await load();
      onChanged();
    } catch (e) {
      toast.show({ kind: 'error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={`Comments · ${ticketId}`} onClose={onClose}>
      <div className="ed-stack" data-testid="ticket-comments">
        {comments === null ? (
          <p className="ed-muted">Loading…</p>
        ) : comments.length === 0 ? (
          <p className="ed-empty" style={{ padding: 16 }}>Add your first comment</p>
        ) : (
          <ul className="ed-timeline">
            {comments.map((c) => (
              <li key={c._id}>
                <strong>{c.name}</strong>
                <span>{c.text}</span>
                <span className="ed-muted" style={{ fontSize: 12 }}>{ticketDate(c.date, true)}</span>
              </li>
            ))}
          </ul>
        )}
        <TextArea label="Comment" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
        <div>
          <Button busy={busy} disabled={!text.trim()} onClick={add}>Add Comment</Button>
        </div>
      </div>
    </Modal>
  );
}
