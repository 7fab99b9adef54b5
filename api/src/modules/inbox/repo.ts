/** Inbox rows (knex; MySQL and SQLite): conversations (one per user with support) and messages. */
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import type { InboxConversation, InboxMessage } from '@exportdesk/core';

/** A conversation and a message as answered: core's wire shapes (the inbox contracts). */
export type ConversationRow = InboxConversation;
export type MessageRow = InboxMessage;

export interface NewAttachment {
  key: string;
  name: string;
  mime: string;
  size: number;
}

const MESSAGE_COLUMNS = [
  'm.id',
  'm.conversation_id',
  'm.sender_user_id',
  'u.name',
  'm.text',
  'm.created_at',
  'm.read_at',
  'm.attachment_name',
  'm.attachment_mime',
  'm.attachment_size',
] as const;

// Rows as the database answers them: MySQL may answer a BIGINT or a SUM as a string.
type Id = number | string;

/** An inbox_messages row with its sender's name (MESSAGE_COLUMNS). */
interface MessageRecord {
  id: Id;
  conversation_id: Id;
  sender_user_id: Id;
  name: string;
  text: string;
  created_at: Id;
  read_at?: Id | null;
  attachment_name?: string | null;
  attachment_mime: string;
  attachment_size: Id;
}

/** A conversation of the list, with its owner and its counts. */
interface ConversationRecord {
  id: Id;
  owner_user_id: Id;
  name: string;
  username: string;
  last_message_at: Id;
  unread?: Id | null;
  last_id: Id | null;
}

function messageOf(r: MessageRecord, ownerUserId: number): MessageRow {
  return {
    id: Number(r.id),
    conversationId: Number(r.conversation_id),
    senderUserId: Number(r.sender_user_id),
    senderName: r.name,
    fromSupport: Number(r.sender_user_id) !== ownerUserId,
    text: r.text,
    createdAt: Number(r.created_at),
    readAt: r.read_at == null ? null : Number(r.read_at),
    attachment:
      r.attachment_name == null
        ? null
        : { name: r.attachment_name, mime: r.attachment_mime, size: Number(r.attachment_size) },
  };
}

export async function conversation(db: Db, id: number): Promise<{ id: number; ownerUserId: number } | null> {
  const r = await db('inbox_conversations').where({ id }).first('id', 'owner_user_id');
  return r ? { id: Number(r.id), ownerUserId: Number(r.owner_user_id) } : null;
}

/**
 * The conversations a side sees with its unread count: support (`ownerUserId` null) every one,
 * counting the owners' unread messages; an owner its own, counting support's unread messages.
 * One grouped query, newest conversation first.
 */
export async function conversations(db: Db, ownerUserId: number | null): Promise<ConversationRow[]> {
  const q = db('inbox_conversations as c')
    .join('users as u', 'u.id', 'c.owner_user_id')
    .leftJoin('inbox_messages as m', 'm.conversation_id', 'c.id')
    .groupBy('c.id', 'c.owner_user_id', 'c.last_message_at', 'u.name', 'u.username')
    .orderBy([
      { column: 'c.last_message_at', order: 'desc' },
      { column: 'c.id', order: 'desc' },
    ])
    .select(
      'c.id',
      'c.owner_user_id',
      'c.last_message_at',
      'u.name',
      'u.username',
      db.raw(
        ownerUserId === null
          ? 'SUM(CASE WHEN m.read_at IS NULL AND m.sender_user_id = c.owner_user_id THEN 1 ELSE 0 END) AS unread'
          : 'SUM(CASE WHEN m.read_at IS NULL AND m.sender_user_id <> c.owner_user_id THEN 1 ELSE 0 END) AS unread',
      ),
      db.raw('MAX(m.id) AS last_id'),
    );
  if (ownerUserId !== null) q.where('c.owner_user_id', ownerUserId);
  const rows: ConversationRecord[] = await q;
  const lastIds = rows.map((r) => Number(r.last_id)).filter((n) => n > 0);
  const texts = new Map<number, string>();
  if (lastIds.length) {
    const last: Array<{ id: number; text: string }> = await db('inbox_messages')
      .whereIn('id', lastIds)
      .select('id', 'text');
    for (const l of last) texts.set(Number(l.id), l.text);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    ownerUserId: Number(r.owner_user_id),
    ownerName: r.name,
    ownerUsername: r.username,
    lastMessageAt: Number(r.last_message_at),
    lastText: texts.get(Number(r.last_id)) ?? null,
    unread: Number(r.unread ?? 0),
  }));
}

export async function messages(db: Db, conversationId: number, ownerUserId: number): Promise<MessageRow[]> {
  const rows: MessageRecord[] = await db('inbox_messages as m')
    .join('users as u', 'u.id', 'm.sender_user_id')
    .where('m.conversation_id', conversationId)
    .orderBy('m.id', 'asc')
    .select(...MESSAGE_COLUMNS);
  return rows.map((r) => messageOf(r, ownerUserId));
}

/** The owner's conversation, opened on their first message (the unique owner index keeps it one). */
export async function ensureConversation(db: Db, ownerUserId: number): Promise<number> {
  const found = await db('inbox_conversations').where({ owner_user_id: ownerUserId }).first('id');
  if (found) return Number(found.id);
  const t = now();
  try {
    const [id] = await db('inbox_conversations').insert({
      owner_user_id: ownerUserId,
      created_at: t,
      last_message_at: t,
    });
    return Number(id);
  } catch (err) {
    // two first messages at once: the other insert won, use its row
    const again = await db('inbox_conversations').where({ owner_user_id: ownerUserId }).first('id');
    if (again) return Number(again.id);
    throw err;
  }
}

/** Stores one message (with its stored file, if any) and moves the conversation up, together. */
export async function insertMessage(
  db: Db,
  conversationId: number,
  senderUserId: number,
  text: string,
  attachment: NewAttachment | null = null,
): Promise<number> {
  const t = now();
  return db.transaction(async (trx) => {
    const [id] = await trx('inbox_messages').insert({
      conversation_id: conversationId,
      sender_user_id: senderUserId,
      text,
      created_at: t,
      read_at: null,
      attachment_key: attachment?.key ?? null,
      attachment_name: attachment?.name ?? null,
      attachment_mime: attachment?.mime ?? null,
      attachment_size: attachment?.size ?? null,
    });
    await trx('inbox_conversations').where({ id: conversationId }).update({ last_message_at: t });
    return Number(id);
  });
}

export async function message(db: Db, id: number, ownerUserId: number): Promise<MessageRow> {
  const r = await db('inbox_messages as m')
    .join('users as u', 'u.id', 'm.sender_user_id')
    .where('m.id', id)
    .first(...MESSAGE_COLUMNS);
  return messageOf(r, ownerUserId);
}

/** A message's file and its conversation (for the participant check), or null. */
export async function attachment(
  db: Db,
  messageId: number,
): Promise<{ conversationId: number; key: string; name: string; mime: string; size: number } | null> {
  const r = await db('inbox_messages')
    .where({ id: messageId })
    .whereNotNull('attachment_key')
    .first('conversation_id', 'attachment_key', 'attachment_name', 'attachment_mime', 'attachment_size');
  return r
    ? {
        conversationId: Number(r.conversation_id),
        key: r.attachment_key,
        name: r.attachment_name,
        mime: r.attachment_mime,
        size: Number(r.attachment_size),
      }
    : null;
}

/** The users who have a conversation with support (whom support's presence concerns). */
export async function ownerUserIds(db: Db): Promise<number[]> {
  const rows: Array<{ owner_user_id: number }> = await db('inbox_conversations').select('owner_user_id');
  return rows.map((r) => Number(r.owner_user_id));
}

/** Marks read what the other side wrote: support reads the owner's messages, the owner support's. */
export async function markRead(db: Db, conversationId: number, ownerUserId: number, bySupport: boolean) {
  const q = db('inbox_messages').where({ conversation_id: conversationId }).whereNull('read_at');
  if (bySupport) q.where('sender_user_id', ownerUserId);
  else q.whereNot('sender_user_id', ownerUserId);
  return q.update({ read_at: now() });
}

/** Support's user ids: the active super admins (userType 10 holding isSuperAdmin). */
export async function supportUserIds(db: Db): Promise<number[]> {
  const rows: Array<{ id: number; roles: string | null }> = await db('users')
    .where({ user_type: 10, is_active: true })
    .select('id', 'roles');
  return rows.filter((r) => String(r.roles ?? '').includes('isSuperAdmin')).map((r) => Number(r.id));
}

export async function hasConversation(db: Db, ownerUserId: number): Promise<boolean> {
  return !!(await db('inbox_conversations').where({ owner_user_id: ownerUserId }).first('id'));
}
