/**
 * The inbox (issue 17; 000 §4.5 chat events): conversations between a user and support. Support
 * is the super admins (they see every conversation); everyone else holding 'inbox.use' sees only
 * their own, one per user. A message is stored first, then announced on the socket
 * ('add-message' to the owner and every super admin, 'chat-list' so lists refresh); a page that
 * missed an event reloads from here on (re)connect, so nothing is lost with a dropped socket.
 * Text is stored verbatim (a <script> stays text: the portal renders it as text, never as HTML).
 */
import { isSuperAdmin, type Principal } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { Events } from '../../context';
import { invalid, notFound } from '../../errors';
import * as repo from './repo';

export const INBOX_MSG = {
  empty: 'Please enter a message.',
  tooLong: 'Message can be at most 2000 characters.',
  notFound: 'Conversation not found.',
  pickConversation: 'Please select a conversation.',
} as const;
export const INBOX_MAX_TEXT = 2000;

export interface InboxUser extends Principal {
  userId: number;
}

export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
  ) {}

  private support = (u: InboxUser) => isSuperAdmin(u);

  /** The conversation if this user may see it; another user's is "not found" (no existence leak). */
  private async open(u: InboxUser, id: number) {
    const c = await repo.conversation(this.db, id);
    if (!c || (!this.support(u) && c.ownerUserId !== u.userId)) throw notFound(INBOX_MSG.notFound);
    return c;
  }

  conversations(u: InboxUser) {
    return repo.conversations(this.db, this.support(u) ? null : u.userId);
  }

  async messages(u: InboxUser, id: number) {
    const c = await this.open(u, id);
    return repo.messages(this.db, c.id, c.ownerUserId);
  }

  async send(u: InboxUser, input: { conversationId?: number; text: string }) {
    const text = input.text.trim();
    if (!text) throw invalid(INBOX_MSG.empty);
    if (text.length > INBOX_MAX_TEXT) throw invalid(INBOX_MSG.tooLong);
    let c: { id: number; ownerUserId: number };
    if (input.conversationId) c = await this.open(u, input.conversationId);
    else if (this.support(u)) throw invalid(INBOX_MSG.pickConversation);
    else c = { id: await repo.ensureConversation(this.db, u.userId), ownerUserId: u.userId };
    const id = await repo.insertMessage(this.db, c.id, u.userId, text);
    const msg = await repo.message(this.db, id, c.ownerUserId);
    // Rows first, events second: the recipients' pages also reload on (re)connect.
    const to = new Set([c.ownerUserId, ...(await repo.supportUserIds(this.db))]);
    for (const userId of to) {
      this.events.toUser(userId, 'add-message', msg);
      this.events.toUser(userId, 'chat-list', { conversationId: c.id });
    }
    return msg;
  }

  /** Marks read what the other side wrote; answers how many rows changed. */
  async read(u: InboxUser, id: number) {
    const c = await this.open(u, id);
    const bySupport = this.support(u) && c.ownerUserId !== u.userId;
    const marked = await repo.markRead(this.db, c.id, c.ownerUserId, bySupport);
    return { conversationId: c.id, marked: Number(marked) };
  }
}
