/** Reads of the subscriptions area: plans held, wallet ledger, tax invoices (writes are payments/repo.fulfil). */
import type { Db } from '../../db/knex';

export interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: string;
  plan_type: string;
  amount: number | string;
  status: string;
  starts_at: number | string;
  ends_at: number | string;
  payment_order_id: number | null;
}

export const toSub = (r: SubscriptionRow) => ({
  id: Number(r.id),
  planId: r.plan_id,
  planType: r.plan_type,
  amount: Number(r.amount),
  status: r.status,
  startDate: Number(r.starts_at),
  endDate: Number(r.ends_at),
});
export type Sub = ReturnType<typeof toSub>;

/** The plan in force at `at` (the latest started), else the last one that ended (for "expired"). */
export async function currentOrLast(
  db: Db,
  userId: number,
  at: number,
): Promise<SubscriptionRow | undefined> {
  const live = await db('subscriptions')
    .where({ user_id: userId, status: 'active' })
    .where('starts_at', '<=', at)
    .where('ends_at', '>', at)
    .orderBy([
      { column: 'starts_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .first();
  if (live) return live;
  return db('subscriptions')
    .where({ user_id: userId })
    .whereIn('status', ['active', 'superseded'])
    .where('starts_at', '<=', at)
    .orderBy('ends_at', 'desc')
    .first();
}

/** Plans bought to start later (an upgrade for next month/year, a downgrade at the cycle's end). */
export async function scheduled(db: Db, userId: number, at: number): Promise<SubscriptionRow[]> {
  return db('subscriptions')
    .where({ user_id: userId, status: 'active' })
    .where('starts_at', '>', at)
    .orderBy('starts_at', 'asc');
}

export async function walletBalance(db: Db, userId: number): Promise<number> {
  const r = await db('wallet_ledger')
    .where({ user_id: userId, wallet_type: 'export' })
    .sum({ s: 'amount' })
    .first();
  return Math.round(Number(r?.s ?? 0) * 100) / 100;
}

export async function ledgerRows(db: Db, userId: number, limit = 200) {
  const rows: Array<{
    id: number;
    amount: number | string;
    reason: string;
    created_at: number | string;
    order_id: string | null;
  }> = await db('wallet_ledger as w')
    .leftJoin('payment_orders as p', 'p.id', 'w.payment_order_id')
    .where('w.user_id', userId)
    .orderBy('w.id', 'desc')
    .limit(limit)
    .select('w.id', 'w.amount', 'w.reason', 'w.created_at', 'p.order_id');
  return rows.map((r) => ({
    id: Number(r.id),
    amount: Number(r.amount),
    reason: r.reason,
    date: Number(r.created_at),
    orderId: r.order_id,
  }));
}

export async function paymentRows(db: Db, userId: number, limit = 200) {
  const rows: Array<Record<string, unknown>> = await db('payment_orders')
    .where({ user_id: userId })
    .orderBy('id', 'desc')
    .limit(limit)
    .select('order_id', 'purpose', 'plan_id', 'total', 'status', 'payment_id', 'created_at', 'paid_at');
  return rows.map((r) => ({
    orderId: String(r.order_id),
    purpose: String(r.purpose),
    planId: (r.plan_id as string | null) ?? null,
    total: Number(r.total),
    status: String(r.status),
    paymentId: (r.payment_id as string | null) ?? null,
    createdAt: Number(r.created_at),
    paidAt: r.paid_at === null ? null : Number(r.paid_at),
  }));
}

export interface InvoiceRow {
  id: number;
  invoice_no: string;
  kind: 'invoice' | 'credit';
  fy: string;
  seq: number;
  user_id: number;
  recipient_name: string;
  recipient_gstin: string | null;
  recipient_ie_code: string | null;
  recipient_address?: string | null;
  place_of_supply?: string | null;
  supplier_gstin: string;
  sac: string;
  description: string;
  taxable: number | string;
  cgst: number | string;
  sgst: number | string;
  igst: number | string;
  total: number | string;
  created_at: number | string;
  order_id?: string | null;
}

export const toInvoice = (r: InvoiceRow) => ({
  invoiceNo: r.invoice_no,
  kind: r.kind,
  userId: Number(r.user_id),
  recipientName: r.recipient_name,
  recipientGstin: r.recipient_gstin,
  recipientIeCode: r.recipient_ie_code,
  recipientAddress: r.recipient_address ?? null,
  placeOfSupply: r.place_of_supply ?? null,
  supplierGstin: r.supplier_gstin,
  sac: r.sac,
  description: r.description,
  taxable: Number(r.taxable),
  cgst: Number(r.cgst),
  sgst: Number(r.sgst),
  igst: Number(r.igst),
  total: Number(r.total),
  date: Number(r.created_at),
  orderId: r.order_id ?? null,
});
export type TaxInvoice = ReturnType<typeof toInvoice>;

export async function invoices(
  db: Db,
  f: { userId: number | null; kind?: 'invoice' | 'credit'; search?: string },
  limit = 500,
): Promise<TaxInvoice[]> {
  const q = db('tax_invoices as t')
    .leftJoin('payment_orders as p', 'p.id', 't.payment_order_id')
    .orderBy('t.id', 'desc')
    .limit(limit)
    .select('t.*', 'p.order_id');
  if (f.userId !== null) q.where('t.user_id', f.userId);
  if (f.kind) q.where('t.kind', f.kind);
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q.where((w) =>
      w
        .where('t.invoice_no', 'like', like)
        .orWhere('t.recipient_name', 'like', like)
        .orWhere('t.recipient_ie_code', 'like', like),
    );
  }
  return (await q).map(toInvoice);
}

export async function invoiceByNo(db: Db, invoiceNo: string): Promise<TaxInvoice | null> {
  const r = await db('tax_invoices as t')
    .leftJoin('payment_orders as p', 'p.id', 't.payment_order_id')
    .where('t.invoice_no', invoiceNo)
    .first('t.*', 'p.order_id');
  return r ? toInvoice(r) : null;
}

export async function accountOf(db: Db, userId: number) {
  const r = await db('users')
    .where({ id: userId })
    .first('id', 'user_type', 'parent_user_id', 'name', 'email', 'ie_code');
  return r
    ? {
        id: Number(r.id),
        userType: Number(r.user_type),
        parentUserId: r.parent_user_id === null ? null : Number(r.parent_user_id),
        name: String(r.name),
        email: (r.email as string | null) ?? null,
        ieCode: (r.ie_code as string | null) ?? null,
      }
    : null;
}

/** Subscriptions ending within [from, to) that are not followed by another plan (for the reminders). */
export async function endingBetween(db: Db, from: number, to: number) {
  const rows: Array<SubscriptionRow & { email: string | null; name: string }> = await db('subscriptions as s')
    .join('users as u', 'u.id', 's.user_id')
    .where('s.status', 'active')
    .where('s.ends_at', '>=', from)
    .where('s.ends_at', '<', to)
    .whereNotExists(function () {
      this.select('*')
        .from('subscriptions as n')
        .whereRaw('n.user_id = s.user_id')
        .where('n.status', 'active')
        .whereRaw('n.ends_at > s.ends_at');
    })
    .select('s.*', 'u.email', 'u.name');
  return rows;
}

/** What a plan's limits count this month: orders of the exporter since the 1st (IST), its users. */
export async function usage(db: Db, holder: number, monthStart: number) {
  const o = await db('orders')
    .where({ exporter_id: holder })
    .where('created_at', '>=', monthStart)
    .count({ n: '*' })
    .first();
  const u = await db('users').where({ parent_user_id: holder, user_type: 3 }).count({ n: '*' }).first();
  return { ordersThisMonth: Number(o?.n ?? 0), users: Number(u?.n ?? 0) };
}
