import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  INBOX_TEXT_MAX as MAX,
  inboxComposerSchema,
  isSuperAdmin,
  type InboxComposerValues,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  FormFileField,
  FormTextArea,
  Loading,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useAuth,
  useSchemaForm,
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

/** The composer's empty state. The file rule (PDF, PNG or JPEG, 1 MB) is core's, as the server's. */
const EMPTY: InboxComposerValues = { text: '', file: undefined };

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
  const threadEnd = useRef<HTMLDivElement>(null);

  const list = useApiQuery(['inbox', 'conversations'], (s) => listConversations(s));
  const conversations = list.data ?? [];
  // An exporter has one conversation: it opens by itself; support picks one.
  const active = picked ?? (!support && conversations[0] ? conversations[0].id : null);
  const thread = useApiQuery(['inbox', 'messages', active], (s) => listMessages(active ?? 0, s), {
    enabled: active !== null,
  });
  const { retry: reloadList } = list;
  const { retry: reloadThread } = thread;
  const live = useInboxLive({
    active,
    reload: () => void reloadList(),
    reloadThread: () => void reloadThread(),
  });
  const messages: InboxMessage[] = live.thread(thread.data ?? []);

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

  const form = useSchemaForm(inboxComposerSchema, EMPTY);
  const [text, file] = form.watch(['text', 'file']);
  const fileError = form.formState.errors.file?.message;
  const sent = (answer: { data?: InboxMessage }) => {
    form.reset(EMPTY);
    if (answer.data && picked === null && !support) setPicked(answer.data.conversationId);
    void reloadList();
    void reloadThread();
  };
  const send = useApiMutation(sendMessage, { onSuccess: sent });
  const sendFile = useApiMutation(sendAttachment, { onSuccess: sent });
  const download = useApiMutation(downloadAttachment, { show: 'toast' });
  const busy = send.busy || sendFile.busy;
  // Nothing to send yet: Send is off and Enter does nothing (no message to show for it).
  const empty = !text.trim() && !file;
  const submit = (m: { text: string; file?: File }) => {
    if (busy) return;
    live.sendTyping(active, false);
    const conversationId = active ?? undefined;
    if (m.file) void sendFile.run({ conversationId, text: m.text, file: m.file });
    else void send.run({ conversationId, text: m.text });
  };
  const onKey = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter starts a new line.
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      if (!empty) void form.handleSubmit(submit)();
    }
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
            <SchemaForm form={form} onValid={submit} className="ibx-composer">
              <FormTextArea
                name="text"
                id="ibx-text"
                label="Message"
                rows={2}
                maxLength={MAX}
                onChange={(e) => live.sendTyping(active, e.target.value.trim().length > 0)}
                onKeyDown={onKey}
                onBlur={() => live.sendTyping(active, false)}
                placeholder="Type a message (Enter sends, Shift+Enter for a new line)"
              />
              <FormFileField
                name="file"
                id="ibx-file"
                className="ibx-attach"
                label="Attach a file (PDF, PNG or JPEG, max 1 MB)"
                accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
                // A file of the wrong kind or size is named as it is chosen, before sending.
                onFile={() => void form.trigger('file')}
              />
              <div className="ibx-composer-row">
                <small>
                  {text.length}/{MAX}
                </small>
                <Button type="submit" busy={busy} disabled={empty || Boolean(fileError)}>
                  Send
                </Button>
              </div>
            </SchemaForm>
          )}
        </section>
      </div>
    </div>
  );
}
