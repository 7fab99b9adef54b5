/**
 * The inbox (issue 17; 000 §4.5 chat events): conversations between a user and support. Support
 * is the super admins (they see every conversation); everyone else holding 'inbox.use' sees only
 * their own, one per user. A message is stored first, then announced on the socket
 * ('add-message' to the owner and every super admin, 'chat-list' so lists refresh); a page that
 * missed an event reloads from here on (re)connect, so nothing is lost with a dropped socket.
 * 'typing' (ephemeral, never stored) and 'online-offline' (presence per user, across API
 * instances through the socket's Redis adapter) reach only the conversation's participants.
 * Text is stored verbatim (a <script> stays text: the portal renders it as text, never as HTML).
 * A message may carry one file: PDF, PNG or JPEG by its first bytes, at most 1 MB, kept in the
 * one file storage; only the conversation's participants may download it.
 */
import { randomUUID } from 'node:crypto';
import {
  FILE_KIND_EXT,
  fileNameForKind,
  DOCUMENT_LIMITS,
  FILE_MIME,
  INBOX_MSG,
  type InboxPresenceEvent as PresenceEvent,
  type InboxTypingEvent as TypingEvent,
  INBOX_TEXT_MAX,
  isSuperAdmin,
  sniffFileKind,
  type Principal,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import type { Events } from '../../context';
import type { Storage } from '../../lib/storage';
import { invalid, notFound, tooLarge, unsupported } from '../../errors';
import * as repo from './repo';

export { INBOX_MSG };
/** The composer's rule (core), so the page and the service refuse the same text. */
export const INBOX_MAX_TEXT = INBOX_TEXT_MAX;
export const INBOX_MAX_FILE_BYTES = DOCUMENT_LIMITS.uploadMaxBytes;

/** The socket events of 000 §4.5 the inbox sends. */
export const INBOX_EVENTS = {
  list: 'chat-list',
  message: 'add-message',
  typing: 'typing',
  presence: 'online-offline',
} as const;

export interface InboxUser extends Principal {
  userId: number;
  name?: string;
}

export class InboxService {
  constructor(
    private readonly db: Db,
    private readonly events: Events,
    private readonly storage: Storage,
  ) {}

  private support = (u: Principal) => isSuperAdmin(u);

  /** The conversation if this user may see it; another user's is "not found" (no existence leak). */
  private async open(u: InboxUser, id: number) {
    const c = await repo.conversation(this.db, id);
    if (!c || (!this.support(u) && c.ownerUserId !== u.userId)) throw notFound(INBOX_MSG.notFound);
    return c;
  }

  /** The owner and every super admin: who gets a conversation's events. */
  private async participants(ownerUserId: number): Promise<Set<number>> {
    return new Set([ownerUserId, ...(await repo.supportUserIds(this.db))]);
  }

  conversations(u: InboxUser) {
    return repo.conversations(this.db, this.support(u) ? null : u.userId);
  }

  async messages(u: InboxUser, id: number) {
    const c = await this.open(u, id);
    return repo.messages(this.db, c.id, c.ownerUserId);
  }

  private async target(u: InboxUser, conversationId: number | undefined) {
    if (conversationId) return this.open(u, conversationId);
    if (this.support(u)) throw invalid(INBOX_MSG.pickConversation);
    return { id: await repo.ensureConversation(this.db, u.userId), ownerUserId: u.userId };
  }

  private checkText(raw: string | undefined, required: boolean): string {
    const text = (raw ?? '').trim();
    if (required && !text) throw invalid(INBOX_MSG.empty);
    if (text.length > INBOX_MAX_TEXT) throw invalid(INBOX_MSG.tooLong);
    return text;
  }

  async send(u: InboxUser, input: { conversationId?: number; text: string }) {
    const text = this.checkText(input.text, true);
    const c = await this.target(u, input.conversationId);
    return this.deliver(u, c, text, null);
  }

  /** A message with one file: checked whole (kind by content, size) before anything is stored. */
  async sendFile(
    u: InboxUser,
    input: { conversationId?: number; text?: string; fileName: string; data: Buffer | null },
  ) {
    const text = this.checkText(input.text, false);
    const data = input.data;
    if (!data) throw invalid(INBOX_MSG.noFile);
    if (!data.length) throw invalid(INBOX_MSG.emptyFile);
    if (data.length > INBOX_MAX_FILE_BYTES) throw tooLarge(INBOX_MSG.tooLarge);
    // By content, not by name: a renamed .exe starts with "MZ", not "%PDF-".
    const kind = sniffFileKind(data);
    if (kind !== 'pdf' && kind !== 'png' && kind !== 'jpeg') throw unsupported(INBOX_MSG.kinds);
    const c = await this.target(u, input.conversationId);
    const ext = FILE_KIND_EXT[kind];
    const key = `inbox/${c.id}/${randomUUID()}.${ext}`;
    // The file before its row: a row never points at a missing file.
    await this.storage.put(key, data);
    // Kept and served with the extension of what it is (issue 23): "invoice.exe" → "invoice.pdf".
    const name = fileNameForKind(input.fileName, kind, 'attachment');
    return this.deliver(u, c, text, { key, name, mime: FILE_MIME[kind], size: data.length });
  }

  private async deliver(
    u: InboxUser,
    c: { id: number; ownerUserId: number },
    text: string,
    file: repo.NewAttachment | null,
  ) {
    const id = await repo.insertMessage(this.db, c.id, u.userId, text, file);
    const msg = await repo.message(this.db, id, c.ownerUserId);
    // Rows first, events second: the recipients' pages also reload on (re)connect.
    for (const userId of await this.participants(c.ownerUserId)) {
      this.events.toUser(userId, INBOX_EVENTS.message, msg);
      this.events.toUser(userId, INBOX_EVENTS.list, { conversationId: c.id });
    }
    return msg;
  }

  /** A message's file, for a participant of its conversation only (others: not found). */
  async attachment(u: InboxUser, messageId: number) {
    const f = await repo.attachment(this.db, messageId);
    if (!f) throw notFound(INBOX_MSG.fileNotFound);
    const c = await repo.conversation(this.db, f.conversationId);
    if (!c || (!this.support(u) && c.ownerUserId !== u.userId)) throw notFound(INBOX_MSG.fileNotFound);
    return { data: this.storage.stream(f.key), fileName: f.name, contentType: f.mime, size: f.size };
  }

  /** Marks read what the other side wrote; answers how many rows changed. */
  async read(u: InboxUser, id: number) {
    const c = await this.open(u, id);
    const bySupport = this.support(u) && c.ownerUserId !== u.userId;
    const marked = await repo.markRead(this.db, c.id, c.ownerUserId, bySupport);
    // The reader's other tabs (and the other side's list) update their unread counts.
    for (const userId of await this.participants(c.ownerUserId))
      this.events.toUser(userId, INBOX_EVENTS.list, { conversationId: c.id });
    return { conversationId: c.id, marked: Number(marked) };
  }

  /**
   * "typing": sent to the conversation's other participants, never stored. A conversation this
   * user may not see is ignored silently (a socket event has no answer to carry an error).
   */
  async typing(u: InboxUser, conversationId: number, typing: boolean) {
    const c = await repo.conversation(this.db, conversationId);
    if (!c || (!this.support(u) && c.ownerUserId !== u.userId)) return false;
    const event: TypingEvent = {
      conversationId: c.id,
      userId: u.userId,
      name: u.name ?? '',
      fromSupport: u.userId !== c.ownerUserId,
      typing,
    };
    for (const userId of await this.participants(c.ownerUserId))
      if (userId !== u.userId) this.events.toUser(userId, INBOX_EVENTS.typing, event);
    return true;
  }

  /**
   * Who is online, for the page's first paint (events keep it current): support sees its
   * conversations' owners; an owner sees whether any support user is online.
   */
  async presence(u: InboxUser): Promise<{ onlineUserIds: number[]; supportOnline: boolean }> {
    const supportIds = await repo.supportUserIds(this.db);
    if (this.support(u)) {
      const owners = await repo.ownerUserIds(this.db);
      const online = await this.events.online(owners);
      return { onlineUserIds: owners.filter((id) => online.has(id)), supportOnline: true };
    }
    const online = await this.events.online(supportIds);
    return { onlineUserIds: [], supportOnline: online.size > 0 };
  }

  /**
   * A tab of `u` opened or closed (`online` is whether `u` still has a tab anywhere). An owner's
   * presence goes to support; a support user's changes "is support online" for the owners who
   * are online (nobody else would see it).
   */
  async presenceChanged(u: InboxUser, online: boolean) {
    const supportIds = await repo.supportUserIds(this.db);
    if (this.support(u)) {
      const supportOnline = online || (await this.events.online(supportIds)).size > 0;
      const owners = await this.events.online(await repo.ownerUserIds(this.db));
      const event: PresenceEvent = { userId: u.userId, support: true, online: supportOnline };
      for (const userId of owners) this.events.toUser(userId, INBOX_EVENTS.presence, event);
      return;
    }
    if (!(await repo.hasConversation(this.db, u.userId))) return;
    const event: PresenceEvent = { userId: u.userId, support: false, online };
    for (const userId of supportIds) this.events.toUser(userId, INBOX_EVENTS.presence, event);
  }

  /** Still online after a tab closed: another tab of this user is open on some instance. */
  async stillOnline(userId: number) {
    return (await this.events.online([userId])).has(userId);
  }
}
