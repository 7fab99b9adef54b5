import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
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
import {
  downloadAttachment,
  listConversations,
  listMessages,
  markRead,
  sendAttachment,
  sendMessage,
  type InboxMessage,
} from './inboxCalls';
import { useInboxLive } from './useInboxLive';
import './inbox.css';

const MAX = 2000;
/** The server's rule (PDF, PNG or JPEG by content, 1 MB), checked here first by size and type. */
const FILE_MAX_BYTES = 1024 * 1024;
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const FILE_MSG = {
  tooLarge: 'File is too large, max 1MB file is permitted',
  kinds: 'Only PDF, PNG or JPEG files can be attached.',
};

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const time = (ms: number) =>
  new Date(ms).toLocaleString('en-IN', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

/**
 * Inbox (issue 17): an exporter's conversation with support; super admins see every conversation
 * with unread badges and online dots. Live over the socket (useInboxLive): new messages, "typing…",
 * presence. Messages are shown as text (React escapes them: a <script> stays text); a file sent
 * with a message downloads through the API (participants only).
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
  const live = useInboxLive({
    active,
    reload: () => void reloadList(),
    reloadThread: () => void reloadThread(),
    addMessage: (m) =>
      thread.setAnswer((old) =>
        old?.data && !old.data.some((x) => x.id === m.id) ? { ...old, data: [...old.data, m] } : old,
      ),
  });

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

  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const sent = (answer: { data?: InboxMessage }) => {
    setText('');
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    if (answer.data && picked === null && !support) setPicked(answer.data.conversationId);
    void reloadList();
    void reloadThread();
  };
  const send = useApiMutation(sendMessage, { onSuccess: sent });
  const sendFile = useApiMutation(sendAttachment, { onSuccess: sent });
  const download = useApiMutation(downloadAttachment, { show: 'toast' });
  const busy = send.busy || sendFile.busy;
  const trimmed = text.trim();
  const submit = () => {
    if ((!trimmed && !file) || trimmed.length > MAX || busy || fileError) return;
    live.sendTyping(active, false);
    const conversationId = active ?? undefined;
    if (file) void sendFile.run({ conversationId, text: trimmed, file });
    else void send.run({ conversationId, text: trimmed });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };
  const onType = (value: string) => {
    setText(value);
    live.sendTyping(active, value.trim().length > 0);
  };
  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0] ?? null;
    setFile(f);
    setFileError(
      !f
        ? null
        : f.size > FILE_MAX_BYTES
          ? FILE_MSG.tooLarge
          : !FILE_TYPES.includes(f.type)
            ? FILE_MSG.kinds
            : null,
    );
  };
  const typingName = live.typingIn(active);
  const activeConversation = conversations.find((c) => c.id === active);

  const canWrite = support ? active !== null : true;

  return (
    <div className="ibx-page">
      <PageHeader
        title="Inbox"
        subtitle={support ? 'Conversations with exporters' : 'Write to ExportDesk support'}
      />
      {list.error && <Alert kind="error">{list.error}</Alert>}
      {(!support || !live.connected) && (
        <p className="ibx-status" role="status">
          {!support && (
            <span className="ibx-presence">
              <span className={`ibx-dot${live.supportOnline ? ' ibx-dot--on' : ''}`} aria-hidden="true" />
              {live.supportOnline ? 'Support is online' : 'Support is offline'}
            </span>
          )}
          {!live.connected && <span className="ibx-offline">Live updates paused, reconnecting…</span>}
        </p>
      )}
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
                      <span
                        className={`ibx-dot${live.isOnline(c.ownerUserId) ? ' ibx-dot--on' : ''}`}
                        role="img"
                        aria-label={live.isOnline(c.ownerUserId) ? 'online' : 'offline'}
                      />{' '}
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
          <div className="ibx-messages" role="log" aria-label="Conversation">
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
                  {m.text && <div className="ibx-msg-text">{m.text}</div>}
                  {m.attachment && (
                    <button
                      type="button"
                      className="ibx-file"
                      onClick={() => void download.run(m)}
                      disabled={download.pending?.id === m.id}
                    >
                      Download {m.attachment.name} ({size(m.attachment.size)})
                    </button>
                  )}
                </div>
              );
            })}
            <div ref={threadEnd} />
          </div>
          <p className="ibx-typing" aria-live="polite">
            {typingName
              ? `${support ? typingName || activeConversation?.ownerName || 'The exporter' : 'Support'} is typing…`
              : ''}
          </p>
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
                onChange={(e) => onType(e.target.value)}
                onKeyDown={onKey}
                onBlur={() => live.sendTyping(active, false)}
                placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
              />
              <div className="ibx-attach">
                <label htmlFor="ibx-file">Attach a file (PDF, PNG or JPEG, max 1 MB)</label>
                <input
                  id="ibx-file"
                  ref={fileInput}
                  type="file"
                  accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                  onChange={onPick}
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={fileError ? 'ibx-file-error' : undefined}
                />
                {fileError && (
                  <span id="ibx-file-error" className="ibx-error" role="alert">
                    {fileError}
                  </span>
                )}
              </div>
              <div className="ibx-composer-row">
                <small>
                  {text.length}/{MAX}
                </small>
                <Button type="submit" busy={busy} disabled={(!trimmed && !file) || !!fileError}>
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
