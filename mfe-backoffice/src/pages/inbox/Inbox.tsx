import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { isSuperAdmin } from '@exportdesk/core';
import {
  Alert,
  Button,
  Loading,
  PageHeader,
  useApiMutation,
  useApiQuery,
  useAuth,
} from '@exportdesk/portal-kit';
import { listConversations, listMessages, markRead, sendMessage, type InboxMessage } from './inboxCalls';
import './inbox.css';

/** Live updates: portal-kit's socket is the shell's (no page hook), so the page reloads every 5 s and on (re)connect. */
const POLL_MS = 5000;
const MAX = 2000;

const time = (ms: number) =>
  new Date(ms).toLocaleString('en-IN', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Inbox (issue 17): an exporter's conversation with support; super admins see every conversation
 * with unread badges. Messages are shown as text (React escapes them: a <script> stays text).
 */
export default function Inbox() {
  const { principal } = useAuth();
  const support = principal ? isSuperAdmin(principal) : false;
  const [picked, setPicked] = useState<number | null>(null);
  const [text, setText] = useState('');
  const threadEnd = useRef<HTMLDivElement>(null);

  const list = useApiQuery(['inbox', 'conversations'], (s) => listConversations(s));
  const conversations = list.data ?? [];
  // An exporter has one conversation: it opens by itself; support picks one.
  const active = picked ?? (!support && conversations[0] ? conversations[0].id : null);
  const thread = useApiQuery(['inbox', 'messages', active], (s) => listMessages(active ?? 0, s), {
    enabled: active !== null,
  });
  const messages: InboxMessage[] = thread.data ?? [];

  const { retry: reloadList } = list;
  const { retry: reloadThread } = thread;
  useEffect(() => {
    const reload = () => {
      void reloadList();
      if (active !== null) void reloadThread();
    };
    const timer = window.setInterval(reload, POLL_MS);
    window.addEventListener('online', reload);
    window.addEventListener('focus', reload);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', reload);
      window.removeEventListener('focus', reload);
    };
  }, [active]);

  const read = useApiMutation((id: number) => markRead(id), { show: 'silent' });
  const unreadHere = conversations.find((c) => c.id === active)?.unread ?? 0;
  useEffect(() => {
    if (active !== null && unreadHere > 0)
      void (async () => {
        await read.run(active);
        reloadList();
      })();
  }, [active, unreadHere]);

  useEffect(() => {
    threadEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  const send = useApiMutation(sendMessage, {
    onSuccess: (answer) => {
      setText('');
      if (answer.data && picked === null && !support) setPicked(answer.data.conversationId);
      void reloadList();
      void reloadThread();
    },
  });
  const trimmed = text.trim();
  const submit = () => {
    if (!trimmed || trimmed.length > MAX || send.busy) return;
    void send.run({ conversationId: active ?? undefined, text: trimmed });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  const canWrite = support ? active !== null : true;

  return (
    <div className="ibx-page">
      <PageHeader
        title="Inbox"
        subtitle={support ? 'Conversations with exporters' : 'Write to ExportDesk support'}
      />
      {list.error && <Alert kind="error">{list.error}</Alert>}
      <div className={`ibx-grid${support ? '' : ' ibx-grid--single'}`}>
        {support && (
          <nav className="ibx-list" aria-label="Conversations">
            {list.loading && <Loading />}
            {!list.loading && conversations.length === 0 && (
              <p className="ibx-empty">No conversations yet.</p>
            )}
            <ul>
              {conversations.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`ibx-conv${c.id === active ? ' ibx-conv--active' : ''}`}
                    aria-current={c.id === active ? 'true' : undefined}
                    onClick={() => setPicked(c.id)}
                  >
                    <span className="ibx-conv-name">
                      {c.ownerName} <small>{c.ownerUsername}</small>
                    </span>
                    <span className="ibx-conv-last">{c.lastText ?? ''}</span>
                    {c.unread > 0 && (
                      <span className="ibx-badge" aria-label={`${c.unread} unread`}>
                        {c.unread}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <section className="ibx-thread" aria-label="Messages">
          <div className="ibx-messages" aria-live="polite">
            {active === null && (
              <p className="ibx-empty">
                {support ? 'Select a conversation.' : 'No messages yet. Ask support anything below.'}
              </p>
            )}
            {thread.loading && <Loading />}
            {thread.error && <Alert kind="error">{thread.error}</Alert>}
            {messages.map((m) => {
              const mine = principal ? m.fromSupport === support : false;
              return (
                <div key={m.id} className={`ibx-msg${mine ? ' ibx-msg--mine' : ''}`}>
                  <div className="ibx-msg-meta">
                    {m.fromSupport ? `${m.senderName} (support)` : m.senderName} · {time(m.createdAt)}
                  </div>
                  <div className="ibx-msg-text">{m.text}</div>
                </div>
              );
            })}
            <div ref={threadEnd} />
          </div>
          {canWrite && (
            <form
              className="ibx-composer"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <label htmlFor="ibx-text">Message</label>
              <textarea
                id="ibx-text"
                rows={2}
                maxLength={MAX}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={onKey}
                placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
              />
              <div className="ibx-composer-row">
                <small>
                  {text.length}/{MAX}
                </small>
                <Button type="submit" busy={send.busy} disabled={!trimmed}>
                  Send
                </Button>
              </div>
            </form>
          )}
        </section>
      </div>
    </div>
  );
}
