// Own file: the inbox's socket side (tabs → service): typing and presence, no HTTP.
/**
 * What an open tab sends to the inbox over the live socket (000 §4.5): `typing`
 * `{ conversationId, typing }`, throttled per tab, and its presence (a tab opening or closing
 * changes 'online-offline'). Payloads are untrusted; a bad one is dropped.
 */
import { can } from '@exportdesk/core';
import type { Events, LiveClient } from '../../context';
import type { Logger } from '../../lib/logger';
import type { InboxService, InboxUser } from './service';

/** A tab forwards "typing" at most this often per conversation ("stopped typing" always passes). */
export const TYPING_THROTTLE_MS = 1500;

const typingPayload = (p: unknown): { conversationId: number; typing: boolean } | null => {
  if (!p || typeof p !== 'object') return null;
  const { conversationId, typing } = p as Record<string, unknown>;
  const id = Number(conversationId);
  if (!Number.isInteger(id) || id <= 0) return null;
  return { conversationId: id, typing: typing !== false };
};

export function listenToTabs(events: Events, inbox: InboxService, log: Logger) {
  const failed = (err: unknown) => log.warn({ err }, 'inbox live event failed');
  events.onConnect((client: LiveClient) => {
    const user: InboxUser = { ...client.user, roles: client.user.roles ?? [] };
    if (!can(user, 'inbox.use')) return;
    void inbox.presenceChanged(user, true).catch(failed);
    client.onClose(() => {
      void (async () => {
        if (!(await inbox.stillOnline(user.userId))) await inbox.presenceChanged(user, false);
      })().catch(failed);
    });
    // A read-only "View as" session (issue 14) watches; it does not type.
    if (client.user.impersonatedBy) return;
    const lastSent = new Map<number, number>();
    // One tab's typing events go out in the order it sent them ("stopped" never overtakes "typing").
    let queue: Promise<unknown> = Promise.resolve();
    client.on('typing', (payload) => {
      const p = typingPayload(payload);
      if (!p) return;
      const t = Date.now();
      if (p.typing) {
        if (t - (lastSent.get(p.conversationId) ?? 0) < TYPING_THROTTLE_MS) return;
        lastSent.set(p.conversationId, t);
      } else lastSent.delete(p.conversationId);
      queue = queue.then(() => inbox.typing(user, p.conversationId, p.typing)).catch(failed);
    });
  });
}
