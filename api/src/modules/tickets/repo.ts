import type { Db } from '../../db/knex';
import { json, now } from '../../db/knex';
import { TICKET_PAGE_SIZE, type TicketStatus, type TicketTask, type TicketType } from '@exportdesk/core';

export interface NewTicket {
  type: TicketType;
  title: string;
  name: string;
  company?: string | null;
  email: string;
  mobile: string;
  description?: string | null;
  url?: string | null;
  demoDate?: string | null;
  demoTimeSlot?: string | null;
  createdByUserId?: number | null;
  createdBy?: string | null;
  images?: string[];
}

export interface TicketRow {
  id: number;
  ticketNo: string;
  type: TicketType;
  title: string;
  name: string;
  company: string | null;
  email: string;
  mobile: string;
  description: string | null;
  url: string | null;
  demoDate: string | null;
  demoTimeSlot: string | null;
  status: TicketStatus;
  createdBy: string | null;
  createdByUserId: number | null;
  reviewedBy: string | null;
  images: string[];
  pmsId: string | null;
  task: TicketTask | null;
  comments: number;
  createdAt: number;
  updatedAt: number;
}

/** The number people see: TKT and six digits of the id (more once past a million). */
export const ticketNoOf = (id: number) => `TKT${String(id).padStart(6, '0')}`;

/** A `tickets` row as the drivers hand it back (BIGINT may come as a string, JSON as text). */
interface StoredTicket {
  id: number | string;
  ticket_no: string;
  type: TicketType;
  title: string;
  name: string;
  company: string | null;
  email: string;
  mobile: string;
  description: string | null;
  url: string | null;
  demo_date: string | null;
  demo_time_slot: string | null;
  status: TicketStatus;
  created_by: string | null;
  created_by_user_id: number | string | null;
  reviewed_by: string | null;
  images: string | null;
  pms_id: string | null;
  task: string | null;
  comment_count?: number | string;
  created_at: number | string;
  updated_at: number | string;
}

/** What a count query answers. */
type Counted = { n?: number | string } | undefined;

const toTicket = (r: StoredTicket): TicketRow => ({
  id: Number(r.id),
  ticketNo: r.ticket_no,
  type: r.type,
  title: r.title,
  name: r.name,
  company: r.company ?? null,
  email: r.email,
  mobile: r.mobile,
  description: r.description ?? null,
  url: r.url ?? null,
  demoDate: r.demo_date ?? null,
  demoTimeSlot: r.demo_time_slot ?? null,
  status: r.status,
  createdBy: r.created_by ?? null,
  createdByUserId: r.created_by_user_id == null ? null : Number(r.created_by_user_id),
  reviewedBy: r.reviewed_by ?? null,
  images: json<string[]>(r.images, []),
  pmsId: r.pms_id ?? null,
  task: json<TicketTask | null>(r.task, null),
  comments: Number(r.comment_count ?? 0),
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
});

export async function insertTicket(db: Db, t: NewTicket): Promise<{ id: number; ticketNo: string }> {
  const ts = now();
  return db.transaction(async (trx) => {
    const [id] = await trx('tickets').insert({
      type: t.type,
      title: t.title,
      name: t.name,
      company: t.company ?? null,
      email: t.email,
      mobile: t.mobile,
      description: t.description ?? null,
      url: t.url || null,
      demo_date: t.demoDate || null,
      demo_time_slot: t.demoTimeSlot || null,
      status: 'Pending',
      created_by_user_id: t.createdByUserId ?? null,
      created_by: t.createdBy ?? null,
      images: JSON.stringify(t.images ?? []),
      created_at: ts,
      updated_at: ts,
    });
    const ticketNo = ticketNoOf(Number(id));
    await trx('tickets').where({ id }).update({ ticket_no: ticketNo });
    return { id: Number(id), ticketNo };
  });
}

export interface TicketFilter {
  status: string;
  type: string;
}

function filtered(db: Db, f: TicketFilter) {
  const q = db('tickets');
  if (f.status !== 'All') q.where('tickets.status', f.status);
  if (f.type !== 'All') q.where('tickets.type', f.type);
  return q;
}

export async function listTickets(db: Db, f: TicketFilter, page: number): Promise<TicketRow[]> {
  const comments = db('ticket_comments')
    .count('*')
    .where('ticket_comments.ticket_id', db.ref('tickets.id'))
    .as('comment_count');
  const rows: StoredTicket[] = await filtered(db, f)
    .select('tickets.*', comments)
    .orderBy('tickets.id', 'desc')
    .limit(TICKET_PAGE_SIZE)
    .offset((page - 1) * TICKET_PAGE_SIZE);
  return rows.map(toTicket);
}

export async function countTickets(db: Db, f: TicketFilter): Promise<number> {
  const r: Counted = await filtered(db, f).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

/** By ticket number (TKT000123) or by the internal id the list rows carry as _id. */
export async function findTicket(db: Db, ref: string): Promise<TicketRow | null> {
  const q = db('tickets');
  if (/^\d+$/.test(ref)) q.where({ id: Number(ref) });
  else q.where({ ticket_no: ref.toUpperCase() });
  const r: StoredTicket | undefined = await q.first();
  if (!r) return null;
  const c: Counted = await db('ticket_comments').where({ ticket_id: r.id }).count({ n: '*' }).first();
  return toTicket({ ...r, comment_count: c?.n ?? 0 });
}

/** Changes the status only if it is still `from`, so two admins cannot both move one ticket. */
export async function changeStatus(
  db: Db,
  id: number,
  from: TicketStatus,
  to: TicketStatus,
  reviewer: { userId: number; name: string },
  extra: { pmsId?: string; task?: unknown } = {},
): Promise<boolean> {
  const n = await db('tickets')
    .where({ id, status: from })
    .update({
      status: to,
      reviewed_by_user_id: reviewer.userId,
      reviewed_by: reviewer.name,
      ...(extra.pmsId ? { pms_id: extra.pmsId } : {}),
      ...(extra.task ? { task: JSON.stringify(extra.task) } : {}),
      updated_at: now(),
    });
  return n === 1;
}

export async function deleteIfPending(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (trx) => {
    const row = await trx('tickets').where({ id, status: 'Pending' }).first('id');
    if (!row) return false;
    await trx('ticket_comments').where({ ticket_id: id }).delete();
    return (await trx('tickets').where({ id, status: 'Pending' }).delete()) === 1;
  });
}

export async function listComments(db: Db, ticketId: number) {
  const rows: Array<{ id: number; text: string; name: string; created_at: number | string }> = await db(
    'ticket_comments',
  )
    .where({ ticket_id: ticketId })
    .orderBy('id', 'asc')
    .select('id', 'text', 'name', 'created_at');
  return rows.map((r) => ({ _id: String(r.id), text: r.text, name: r.name, date: Number(r.created_at) }));
}

export async function addComment(
  db: Db,
  ticketId: number,
  text: string,
  user: { userId: number; name: string },
): Promise<number> {
  const ts = now();
  return db.transaction(async (trx) => {
    const [id] = await trx('ticket_comments').insert({
      ticket_id: ticketId,
      text,
      user_id: user.userId,
      name: user.name,
      created_at: ts,
    });
    await trx('tickets').where({ id: ticketId }).update({ updated_at: ts });
    return Number(id);
  });
}

/** Back-office people a ticket can be assigned to (the spec's "PMS users"). */
export async function listAssignees(db: Db) {
  const rows: Array<{ id: number; name: string; email: string | null; username: string }> = await db('users')
    .where({ user_type: 10, is_active: true })
    .orderBy('name')
    .select('id', 'name', 'email', 'username');
  return rows.map((r) => ({ _id: String(r.id), name: r.name, email: r.email ?? '', code: r.username }));
}
