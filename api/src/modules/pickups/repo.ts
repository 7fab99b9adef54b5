// long-file: every query of the pickups area (a docket's pickup, the Pickup Requests desk, the monthly subscriptions) in its one repo.
/** A docket's pickup (`docket_pickups`: no row is Pending) and who is told when one is requested. */
import { formatDateDMY, type DocketPickup, type PickupAnswer } from '@exportdesk/core';
import { bool, json, type Db } from '../../db/knex';

export interface PickupRow {
  status: 'Pending' | 'Scheduled' | 'Picked Up';
  pickupDate: number | null;
  updatedBy: number | null;
  updatedAt: number | null;
  /** the pickup desk's answer (migration 098), null until answered */
  answer: 'Confirmed' | 'Rescheduled' | 'Declined' | null;
  answerReason: string | null;
}

interface StoredPickup {
  status: PickupRow['status'];
  pickup_date: number | string | null;
  updated_by: number | null;
  updated_at: number | string;
  answer?: PickupRow['answer'];
  answer_reason?: string | null;
}

/** The docket's pickup; no row yet is Pending. */
export async function pickup(db: Db, docketId: number): Promise<PickupRow> {
  const r: StoredPickup | undefined = await db('docket_pickups').where({ docket_id: docketId }).first();
  if (!r)
    return {
      status: 'Pending',
      pickupDate: null,
      updatedBy: null,
      updatedAt: null,
      answer: null,
      answerReason: null,
    };
  return {
    status: r.status,
    pickupDate: r.pickup_date === null || r.pickup_date === undefined ? null : Number(r.pickup_date),
    updatedBy: r.updated_by,
    updatedAt: Number(r.updated_at),
    answer: r.answer ?? null,
    answerReason: r.answer_reason ?? null,
  };
}

/** The pickup as the documents tab and the pickup calls answer it (the day as DD-MM-YYYY). */
export async function docketPickup(db: Db, docketId: number): Promise<DocketPickup> {
  const r = await pickup(db, docketId);
  return {
    status: r.status,
    pickupDate: r.pickupDate === null ? null : formatDateDMY(new Date(r.pickupDate)),
    updatedAt: r.updatedAt,
    // The desk's answer only once given (the docket page shows it, with a decline's reason).
    ...(r.answer ? { answer: r.answer } : {}),
    ...(r.answer && r.answerReason ? { answerReason: r.answerReason } : {}),
  };
}

/** Picked Up or back to Scheduled, only from the state the caller read (no lost update between two agents). */
export async function setPickupStatus(
  db: Db,
  docketId: number,
  from: string,
  to: string,
  userId: number,
): Promise<boolean> {
  return (
    (await db('docket_pickups')
      .where({ docket_id: docketId, status: from })
      .update({ status: to, updated_by: userId, updated_at: Date.now() })) > 0
  );
}

/** The super admins, who are told live when a pickup is requested. */
export async function superAdminIds(db: Db): Promise<number[]> {
  const admins: Array<{ id: number | string; roles: unknown }> = await db('users')
    .where({ user_type: 10, is_active: true })
    .select('id', 'roles');
  return admins.filter((u) => json<string[]>(u.roles, []).includes('isSuperAdmin')).map((u) => Number(u.id));
}

// ── Monthly pickup subscriptions (issue 15; `pickup_subscriptions`, migration 097) ──

export interface SubscriptionRow {
  userId: number;
  rate: number;
  startDate: number;
  endDate: number;
  totalPickupRequests: number;
  noPbePerMonth: number;
  remainingNoPbePerMonth: number;
  noParcelsPerPickup: number;
  remark: string | null;
  updatedAt: number;
}

const subRow = (r: Record<string, unknown>): SubscriptionRow => ({
  userId: Number(r.user_id),
  rate: Number(r.rate),
  startDate: Number(r.start_date),
  endDate: Number(r.end_date),
  totalPickupRequests: Number(r.total_pickup_requests),
  noPbePerMonth: Number(r.no_pbe_per_month),
  remainingNoPbePerMonth: Number(r.remaining_no_pbe_per_month),
  noParcelsPerPickup: Number(r.no_parcels_per_pickup),
  remark: (r.remark as string | null) ?? null,
  updatedAt: Number(r.updated_at),
});

export async function subscription(db: Db, userId: number): Promise<SubscriptionRow | undefined> {
  const r = await db('pickup_subscriptions').where({ user_id: userId }).first();
  return r ? subRow(r) : undefined;
}

export interface SubscriberFilter {
  search: string;
  from: number | null;
  to: number | null;
}

const subscribers = (db: Db, f: SubscriberFilter) => {
  const q = db('users as u')
    .leftJoin('pickup_subscriptions as s', 's.user_id', 'u.id')
    .where('u.user_type', 1);
  if (f.search) {
    const like = `%${f.search.replace(/[!%_]/g, (c) => `!${c}`).toLowerCase()}%`;
    q.where((w) =>
      w
        .whereRaw(`lower(u.ie_code) like ? escape '!'`, [like])
        .orWhereRaw(`lower(u.name) like ? escape '!'`, [like]),
    );
  }
  // Both dates: the subscriptions running at some time between them.
  if (f.from !== null && f.to !== null) q.where('s.start_date', '<=', f.to).where('s.end_date', '>=', f.from);
  return q;
};

export async function countSubscribers(db: Db, f: SubscriberFilter): Promise<number> {
  const r = await subscribers(db, f).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export interface Subscriber {
  userId: number;
  name: string;
  ieCode: string | null;
  email: string | null;
  subscription: SubscriptionRow | null;
}

export async function subscriberPage(
  db: Db,
  f: SubscriberFilter,
  offset: number,
  limit: number,
): Promise<Subscriber[]> {
  const rows: Array<Record<string, unknown>> = await subscribers(db, f)
    .orderBy('u.id', 'asc')
    .offset(offset)
    .limit(limit)
    .select('u.id as uid', 'u.name', 'u.ie_code', 'u.email', 's.*');
  return rows.map((r) => ({
    userId: Number(r.uid),
    name: String(r.name),
    ieCode: (r.ie_code as string | null) ?? null,
    email: (r.email as string | null) ?? null,
    subscription: r.user_id === null || r.user_id === undefined ? null : subRow(r),
  }));
}

export async function isExporterAdmin(db: Db, userId: number): Promise<boolean> {
  return !!(await db('users').where({ id: userId, user_type: 1 }).first('id'));
}

/** Activates (or renews) a user's subscription: every field at once. */
export async function upsertSubscription(
  db: Db,
  userId: number,
  s: Omit<SubscriptionRow, 'userId' | 'updatedAt' | 'remainingNoPbePerMonth'> & { customerEmail?: string },
  by: number,
): Promise<void> {
  const t = Date.now();
  const row = {
    rate: s.rate,
    start_date: s.startDate,
    end_date: s.endDate,
    total_pickup_requests: s.totalPickupRequests,
    no_pbe_per_month: s.noPbePerMonth,
    remaining_no_pbe_per_month: s.noPbePerMonth,
    no_parcels_per_pickup: s.noParcelsPerPickup,
    customer_email: s.customerEmail ?? null,
    remark: s.remark ?? null,
    updated_by: by,
    updated_at: t,
  };
  await db.transaction(async (trx) => {
    const n = await trx('pickup_subscriptions').where({ user_id: userId }).update(row);
    if (!n) await trx('pickup_subscriptions').insert({ user_id: userId, created_at: t, ...row });
  });
}

const COUNT_COLUMN = {
  noPbePerMonth: 'no_pbe_per_month',
  noParcelsPerPickup: 'no_parcels_per_pickup',
  totalPickupRequests: 'total_pickup_requests',
} as const;

/** One count edited inline; a new PBEs-per-month also resets what is left of it this month. */
export async function setSubscriptionCount(
  db: Db,
  userId: number,
  field: keyof typeof COUNT_COLUMN,
  value: number,
  by: number,
): Promise<boolean> {
  const set: Record<string, unknown> = {
    [COUNT_COLUMN[field]]: value,
    updated_by: by,
    updated_at: Date.now(),
  };
  if (field === 'noPbePerMonth') set.remaining_no_pbe_per_month = value;
  return (await db('pickup_subscriptions').where({ user_id: userId }).update(set)) > 0;
}

export type Consumed = 'none' | 'used' | 'exhausted';

/**
 * Schedules a docket's pickup, taking one request from the exporter's subscription when this is a
 * new request (not a moved date): one transaction, the take a single guarded UPDATE (two requests
 * racing for the last one: exactly one gets the row). 'none': the exporter has no subscription
 * (pay per pickup, as before); 'exhausted': nothing written.
 */
export async function schedulePickupCounted(
  db: Db,
  docketId: number,
  exporterId: number,
  day: number,
  userId: number,
  isNewRequest: boolean,
  at = Date.now(),
): Promise<Consumed> {
  return db.transaction(async (trx) => {
    let consumed: Consumed = 'none';
    if (isNewRequest && (await trx('pickup_subscriptions').where({ user_id: exporterId }).first('id'))) {
      const n = await trx('pickup_subscriptions')
        .where({ user_id: exporterId })
        .where('total_pickup_requests', '>', 0)
        .where('remaining_no_pbe_per_month', '>', 0)
        .where('end_date', '>', at)
        .decrement('total_pickup_requests', 1);
      if (!n) return 'exhausted';
      consumed = 'used';
    }
    const row = {
      status: 'Scheduled',
      pickup_date: day,
      requested_by: userId,
      requested_at: at,
      updated_by: userId,
      updated_at: at,
      answer: null,
      answer_reason: null,
      answered_by: null,
      answered_at: null,
      ...(consumed === 'used' ? { counted: true } : {}),
    };
    const n = await trx('docket_pickups').where({ docket_id: docketId }).update(row);
    if (!n) await trx('docket_pickups').insert({ docket_id: docketId, ...row });
    return consumed;
  });
}

// ── Pickup Requests: the super admin's list and answers (migration 098) ──

/** exporters: whose dockets' requests (null = every exporter's, the super admin's desk). */
const requests = (db: Db, open: boolean, exporters: number[] | null) => {
  const q = db('docket_pickups as p')
    .join('dockets as d', 'd.id', 'p.docket_id')
    .join('users as u', 'u.id', 'd.exporter_id')
    .whereNotNull('p.requested_at');
  if (exporters) q.whereIn('d.exporter_id', exporters.length ? exporters : [-1]);
  if (open)
    q.where('p.status', 'Scheduled').where((w) => w.whereNull('p.answer').orWhere('p.answer', 'Rescheduled'));
  return q;
};

export async function countRequests(db: Db, open: boolean, exporters: number[] | null): Promise<number> {
  const r = await requests(db, open, exporters).count({ n: '*' }).first();
  return Number(r?.n ?? 0);
}

export async function requestPage(
  db: Db,
  open: boolean,
  exporters: number[] | null,
  offset: number,
  limit: number,
) {
  const rows: Array<Record<string, unknown>> = await requests(db, open, exporters)
    .orderBy([
      { column: 'p.pickup_date', order: 'asc' },
      { column: 'p.requested_at', order: 'asc' },
    ])
    .offset(offset)
    .limit(limit)
    .select(
      'd.docket_no',
      'd.box_count',
      'u.name',
      'u.ie_code',
      'p.status',
      'p.pickup_date',
      'p.requested_at',
      'p.answer',
      'p.answer_reason',
    );
  return rows.map((r) => ({
    docketNo: String(r.docket_no),
    exporter: String(r.name),
    ieCode: (r.ie_code as string | null) ?? null,
    status: String(r.status),
    pickupDate: r.pickup_date === null ? null : formatDateDMY(new Date(Number(r.pickup_date))),
    requestedAt: r.requested_at === null ? null : Number(r.requested_at),
    answer: (r.answer as 'Confirmed' | 'Rescheduled' | 'Declined' | null) ?? null,
    answerReason: (r.answer_reason as string | null) ?? null,
    boxCount: Number(r.box_count),
  }));
}

/** The super admin's answer, only while the pickup is Scheduled (not Pending, not Picked Up). */
export async function answerRequest(
  db: Db,
  docketId: number,
  answer: 'Confirmed' | 'Rescheduled' | 'Declined',
  reason: string,
  day: number | null,
  by: number,
): Promise<boolean> {
  const t = Date.now();
  const set: Record<string, unknown> = {
    answer,
    answer_reason: reason || null,
    answered_by: by,
    answered_at: t,
    updated_by: by,
    updated_at: t,
  };
  if (answer === 'Declined') Object.assign(set, { status: 'Pending', pickup_date: null, counted: false });
  if (answer === 'Rescheduled') set.pickup_date = day;
  return db.transaction(async (trx) => {
    const before: { counted: unknown } | undefined = await trx('docket_pickups')
      .where({ docket_id: docketId, status: 'Scheduled' })
      .first('counted');
    if (!before) return false;
    const n = await trx('docket_pickups').where({ docket_id: docketId, status: 'Scheduled' }).update(set);
    if (!n) return false;
    // A declined request gives its pickup back to the exporter's subscription.
    if (answer === 'Declined' && bool(before.counted)) {
      const d: { exporter_id: number } | undefined = await trx('dockets')
        .where({ id: docketId })
        .first('exporter_id');
      if (d)
        await trx('pickup_subscriptions')
          .where({ user_id: d.exporter_id })
          .increment('total_pickup_requests', 1);
    }
    return true;
  });
}

export async function answerOf(db: Db, docketId: number) {
  const r: { answer: string | null; answer_reason: string | null } | undefined = await db('docket_pickups')
    .where({ docket_id: docketId })
    .first('answer', 'answer_reason');
  return { answer: (r?.answer as PickupAnswer | null) ?? null, answerReason: r?.answer_reason ?? null };
}
