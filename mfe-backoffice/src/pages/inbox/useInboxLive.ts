/**
 * The inbox page's live side (issue 17; 000 §4.5): 'add-message' shows the message in the open
 * thread at once (it carries the stored row; `thread()` adds it to the fetched messages) and
 * reloads the list, 'chat-list' reloads the list, 'typing' shows who is typing, 'online-offline'
 * keeps the online dots.
 * Rows are stored before events go out, so on every (re)connect the page reloads everything it
 * may have missed; while the socket is down it falls back to a slow reload.
 */
import { useEffect, useRef, useState } from 'react';
import { emitLive, useApiQuery, useLiveEvent, useLiveState } from '@exportdesk/portal-kit';
import { loadPresence, type InboxMessage, type PresenceEvent, type TypingEvent } from './inboxCalls';

/** Reload period while the socket is down (with it up, events drive the page). */
export const FALLBACK_MS = 15_000;
/** "typing…" goes away this long after the last typing event (the sender repeats it while typing). */
export const TYPING_SHOWN_MS = 4000;
/** The composer sends "typing" at most this often. */
export const TYPING_EVERY_MS = 2000;

export function useInboxLive(opts: { active: number | null; reload: () => void; reloadThread: () => void }) {
  const { active, reload, reloadThread } = opts;
  const { connected } = useLiveState();
  const presence = useApiQuery(['inbox', 'presence'], (s) => loadPresence(s));
  const [online, setOnline] = useState<Map<number, boolean>>(new Map());
  const [supportOnline, setSupportOnline] = useState<boolean | null>(null);
  const [typing, setTyping] = useState<Map<number, { name: string; until: number }>>(new Map());
  // Messages of the open thread that came whole on the socket, kept apart from the fetched thread:
  // a fetch that started before one was saved (after our own send, say) answers later without it.
  const [arrived, setArrived] = useState<InboxMessage[]>([]);
  useEffect(() => setArrived([]), [active]);

  const calls = useRef({ reload, reloadThread, active, reloadPresence: presence.retry });
  useEffect(() => {
    calls.current = { reload, reloadThread, active, reloadPresence: presence.retry };
  });

  // Every (re)connect: reload what may have been missed. Socket down: reload slowly.
  useEffect(() => {
    const all = () => {
      calls.current.reload();
      if (calls.current.active !== null) calls.current.reloadThread();
    };
    if (connected) {
      all();
      void calls.current.reloadPresence();
      return;
    }
    const timer = window.setInterval(all, FALLBACK_MS);
    window.addEventListener('online', all);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', all);
    };
  }, [connected]);

  useLiveEvent<InboxMessage>('add-message', (m) => {
    calls.current.reload();
    if (m?.conversationId === calls.current.active)
      setArrived((xs) => (xs.some((x) => x.id === m.id) ? xs : [...xs, m]));
    // their message arrived: they stopped typing
    setTyping((t) => {
      if (!t.has(m?.conversationId)) return t;
      const next = new Map(t);
      next.delete(m.conversationId);
      return next;
    });
  });
  useLiveEvent('chat-list', () => {
    calls.current.reload();
    void calls.current.reloadPresence();
  });
  useLiveEvent<TypingEvent>('typing', (e) => {
    if (!e || typeof e.conversationId !== 'number') return;
    setTyping((t) => {
      const next = new Map(t);
      if (e.typing) next.set(e.conversationId, { name: e.name, until: Date.now() + TYPING_SHOWN_MS });
      else next.delete(e.conversationId);
      return next;
    });
  });
  useLiveEvent<PresenceEvent>('online-offline', (e) => {
    if (!e) return;
    if (e.support) setSupportOnline(e.online);
    else setOnline((o) => new Map(o).set(e.userId, e.online));
  });

  // Forget "typing…" that was never followed by "stopped" (a closed tab).
  const hasTyping = typing.size > 0;
  useEffect(() => {
    if (!hasTyping) return;
    const timer = window.setInterval(() => {
      setTyping((t) => {
        const now = Date.now();
        const next = new Map([...t].filter(([, v]) => v.until > now));
        return next.size === t.size ? t : next;
      });
    }, 1000);
    return () => window.clearInterval(timer);
  }, [hasTyping]);

  // Fresh presence answers replace what events said before them.
  const updatedAt = presence.updatedAt;
  useEffect(() => {
    if (!updatedAt) return;
    setOnline(new Map());
    setSupportOnline(null);
  }, [updatedAt]);
  const initial = presence.data;
  const isOnline = (userId: number) => online.get(userId) ?? initial?.onlineUserIds.includes(userId) ?? false;

  const lastSent = useRef(0);
  const sendTyping = (conversationId: number | null, now: boolean) => {
    if (conversationId === null) return;
    const t = Date.now();
    if (now && t - lastSent.current < TYPING_EVERY_MS) return;
    lastSent.current = now ? t : 0;
    emitLive('typing', { conversationId, typing: now });
  };

  return {
    connected,
    isOnline,
    supportOnline: supportOnline ?? initial?.supportOnline ?? false,
    typingIn: (conversationId: number | null) =>
      conversationId === null ? null : (typing.get(conversationId)?.name ?? null),
    sendTyping,
    /** the open thread's fetched messages with those that arrived live (until the effect above
     *  clears them, `arrived` may still hold the previous thread's: hence the filter) */
    thread: (fetched: InboxMessage[]) =>
      withArrived(
        fetched,
        arrived.filter((m) => m.conversationId === active),
      ),
  };
}

/** The fetched thread and the messages that arrived live, once each, in id (sending) order. */
export function withArrived(fetched: InboxMessage[], arrived: InboxMessage[]): InboxMessage[] {
  const known = new Set(fetched.map((m) => m.id));
  const extra = arrived.filter((m) => !known.has(m.id));
  return extra.length ? [...fetched, ...extra].sort((a, b) => a.id - b.id) : fetched;
}
