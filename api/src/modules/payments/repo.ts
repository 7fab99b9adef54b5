// long-file: the one activation transaction (order, subscription, wallet, invoice numbering) and its row-locked helpers stay together.
/**
 * Payment orders, webhook events, and the one transaction that turns a verified payment into what
 * it paid for: the order goes created → paid under a row lock (a second verify or webhook finds it
 * paid and changes nothing), then the subscription (unique per payment order), the wallet entries
 * (append-only) and the GST tax invoice, numbered from the per-year counter under a row lock.
 */
import {
  SUBSCRIPTION_SAC,
  cycleEnd,
  gstByPlaceOfSupply,
  placeOfSupply,
  shortFinancialYear,
  taxInvoiceNumber,
} from '@exportdesk/core';
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import { isDuplicateKey } from '../../db/duplicate-key';

export interface OrderDetail {
  planId?: string;
  planType?: 'monthly' | 'yearly';
  /** The plan's list price (what later changes compare against), not what this order charged. */
  planAmount?: number;
  startsAt?: number;
  endsAt?: number;
  /** The subscription an upgrade paid now replaces. */
  supersedeId?: number;
  /** AD Code Registration: the bank details the fee registers (issue 23). */
  adCode?: { adCode: string; bankName: string; branch: string };
  description: string;
}

export interface PaymentOrderRow {
  id: number;
  order_id: string;
  user_id: number;
  purpose: 'plan' | 'adcode';
  plan_id: string | null;
  change_kind: string | null;
  user_res: string | null;
  taxable: number | string;
  gst: number | string;
  total: number | string;
  provider: string;
  /** refused: paid, but for something already paid (a second AD-code fee); never applied. */
  status: 'created' | 'paid' | 'failed' | 'refused';
  payment_id: string | null;
  detail: string | null;
  created_at: number | string;
  paid_at: number | string | null;
}

export interface NewOrder {
  orderId: string;
  userId: number;
  purpose: 'plan' | 'adcode';
  planId: string | null;
  changeKind: string | null;
  userRes: string | null;
  taxable: number;
  gst: number;
  total: number;
  provider: string;
  detail: OrderDetail;
  /** Held while the order is open; one order per key (the AD-code fee's `adcode:<userId>`). */
  openKey?: string | null;
}

/** The key of a user's one open, or one paid, AD-code order (migration 135). */
export const adCodeKey = (userId: number) => `adcode:${userId}`;

/** Inserts the order; false when its open key is already held by another open order. */
export async function insertOrder(db: Db, o: NewOrder): Promise<boolean> {
  try {
    await insertRow(db, o);
    return true;
  } catch (err) {
    if (o.openKey && isDuplicateKey(err)) return false;
    throw err;
  }
}

async function insertRow(db: Db, o: NewOrder): Promise<void> {
  await db('payment_orders').insert({
    order_id: o.orderId,
    user_id: o.userId,
    purpose: o.purpose,
    plan_id: o.planId,
    change_kind: o.changeKind,
    user_res: o.userRes,
    taxable: o.taxable,
    gst: o.gst,
    total: o.total,
    provider: o.provider,
    status: 'created',
    detail: JSON.stringify(o.detail),
    open_key: o.openKey ?? null,
    created_at: now(),
  });
}

/** The open order holding `key`, if any. */
export async function orderByOpenKey(db: Db, key: string): Promise<PaymentOrderRow | undefined> {
  return db('payment_orders').where({ open_key: key, status: 'created' }).first();
}

/** While an order is still open, what it pays for may be corrected (the latest answer wins). */
export async function setOpenOrderDetail(db: Db, id: number, detail: OrderDetail): Promise<void> {
  await db('payment_orders')
    .where({ id, status: 'created' })
    .update({ detail: JSON.stringify(detail) });
}

/** The details of the user's paid AD-code order, else of its open one (null: neither). */
export async function adCodeDetails(
  db: Db,
  userId: number,
): Promise<NonNullable<OrderDetail['adCode']> | null> {
  const row: { detail: string | null } | undefined = await db('payment_orders')
    .where({ user_id: userId, purpose: 'adcode' })
    .whereIn('status', ['paid', 'created'])
    .orderByRaw("case when status = 'paid' then 0 else 1 end")
    .orderBy('id', 'desc')
    .first('detail');
  const detail = row?.detail ? (JSON.parse(row.detail) as OrderDetail) : null;
  return detail?.adCode ?? null;
}

export async function orderByOrderId(db: Db, orderId: string): Promise<PaymentOrderRow | undefined> {
  return db('payment_orders').where({ order_id: orderId }).first();
}

export async function markFailed(db: Db, orderId: string): Promise<void> {
  // A failed order frees its open key: the next ask makes a new order.
  await db('payment_orders')
    .where({ order_id: orderId, status: 'created' })
    .update({ status: 'failed', open_key: null });
}

/** A payment for something already paid: kept (for a refund) but never applied. */
export async function markRefused(db: Db, orderId: string, paymentId: string): Promise<void> {
  await db('payment_orders')
    .where({ order_id: orderId })
    .whereIn('status', ['created', 'failed'])
    .update({ status: 'refused', payment_id: paymentId, open_key: null });
}

/** Has this user paid the AD code registration fee already? */
export async function adCodePaid(db: Db, userId: number): Promise<boolean> {
  return !!(await db('payment_orders')
    .where({ user_id: userId, purpose: 'adcode', status: 'paid' })
    .first('id'));
}

/** Records a webhook event id; false when it was seen before (a replay). */
export async function firstSeenEvent(
  db: Db,
  eventId: string,
  provider: string,
  kind: string,
): Promise<boolean> {
  try {
    await db('payment_webhook_events').insert({ event_id: eventId, provider, kind, received_at: now() });
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

export interface Recipient {
  name: string;
  gstin: string | null;
  ieCode: string | null;
  /** the address on record (the profile's pickup address), one line per part */
  address: string;
  /** its state as typed, for the place of supply of a buyer without a GSTIN */
  state: string;
}

/** The profile's address JSON { line1, line2, city, state, pinCode } as printed lines and its state. */
function addressOf(json: unknown): { address: string; state: string } {
  try {
    const a = (typeof json === 'string' && json ? JSON.parse(json) : {}) as Record<string, unknown>;
    const s = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    const last = [s(a.city), s(a.state), s(a.pinCode)].filter(Boolean).join(', ');
    return {
      address: [s(a.line1), s(a.line2), last].filter(Boolean).join('\n').slice(0, 400),
      state: s(a.state),
    };
  } catch {
    return { address: '', state: '' };
  }
}

/** Who the invoice is made out to: the account's name, GSTIN, IE code and address at the moment of payment. */
async function recipientOf(userId: number, trx: Knex.Transaction): Promise<Recipient> {
  const u = await trx('users').where({ id: userId }).first('name', 'gstin', 'ie_code', 'pickup_address');
  return {
    name: String(u?.name ?? ''),
    gstin: u?.gstin || null,
    ieCode: u?.ie_code || null,
    ...addressOf(u?.pickup_address),
  };
}

export interface Supplier {
  gstin: string;
}

export interface Fulfilled {
  /** True only for the call that activated it; repeats answer false and change nothing. */
  activated: boolean;
  /** Paid for what was already paid (a second AD-code fee): not applied, the order is 'refused'. */
  refused?: boolean;
  order: PaymentOrderRow;
  invoiceNo: string | null;
  creditNoteNo: string | null;
}

const DEADLOCK = /deadlock|ER_LOCK_DEADLOCK|SQLITE_BUSY|Lock wait timeout/i;

/** Makes sure the year's counter row exists, outside the payment's transaction (no lock upgrade there). */
async function ensureCounter(db: Db, kind: 'invoice' | 'credit', fy: string) {
  await db('invoice_counters').insert({ kind, fy, last_seq: 0 }).onConflict(['kind', 'fy']).ignore();
}

/** The next number of the year: the counter row is locked (FOR UPDATE) until the payment's transaction ends. */
async function nextNumber(trx: Knex.Transaction, kind: 'invoice' | 'credit', fy: string): Promise<number> {
  const row = await trx('invoice_counters').where({ kind, fy }).forUpdate().first('last_seq');
  const seq = Number(row?.last_seq ?? 0) + 1;
  await trx('invoice_counters').where({ kind, fy }).update({ last_seq: seq });
  return seq;
}

async function writeInvoice(
  trx: Knex.Transaction,
  kind: 'invoice' | 'credit',
  fy: string,
  at: number,
  o: { userId: number; paymentOrderId: number; description: string; taxable: number },
  recipient: Recipient,
  supplier: Supplier,
): Promise<string> {
  const seq = await nextNumber(trx, kind, fy);
  const invoiceNo = taxInvoiceNumber(kind, fy, seq);
  const place = placeOfSupply({
    supplierGstin: supplier.gstin,
    recipientGstin: recipient.gstin,
    recipientState: recipient.state,
  });
  const split = gstByPlaceOfSupply(o.taxable, supplier.gstin, place.code);
  await trx('tax_invoices').insert({
    invoice_no: invoiceNo,
    kind,
    fy,
    seq,
    user_id: o.userId,
    payment_order_id: o.paymentOrderId,
    recipient_name: recipient.name,
    recipient_gstin: recipient.gstin,
    recipient_ie_code: recipient.ieCode,
    recipient_address: recipient.address || null,
    place_of_supply: place.code || null,
    supplier_gstin: supplier.gstin,
    sac: SUBSCRIPTION_SAC,
    description: o.description.slice(0, 200),
    taxable: split.taxable,
    cgst: split.cgst,
    sgst: split.sgst,
    igst: split.igst,
    total: split.total,
    created_at: at,
  });
  return invoiceNo;
}

async function ledger(
  trx: Knex.Transaction,
  userId: number,
  amount: number,
  reason: string,
  orderId: number,
  at: number,
) {
  await trx('wallet_ledger').insert({
    user_id: userId,
    wallet_type: 'export',
    amount,
    reason: reason.slice(0, 200),
    payment_order_id: orderId,
    created_at: at,
  });
}

/**
 * A verified payment: activate what the order paid for, exactly once. The order row is locked
 * (MySQL FOR UPDATE; SQLite runs one writer at a time) and moved created → paid with a guarded
 * update, so concurrent verify calls and webhooks find it paid and return activated: false.
 */
export async function fulfil(
  db: Db,
  orderId: string,
  paymentId: string,
  supplier: Supplier,
): Promise<Fulfilled | null> {
  const at = now();
  const fy = shortFinancialYear(at);
  await ensureCounter(db, 'invoice', fy);
  await ensureCounter(db, 'credit', fy);
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        const order: PaymentOrderRow | undefined = await trx('payment_orders')
          .where({ order_id: orderId })
          .forUpdate()
          .first();
        if (!order) return null;
        if (order.status === 'paid') return { activated: false, order, invoiceNo: null, creditNoteNo: null };
        // An AD-code order takes the user's one paid key: a second fee paid breaks the unique
        // index here, the transaction rolls back and the payment is refused (below).
        const moved = await trx('payment_orders')
          .where({ id: order.id, status: order.status })
          .whereIn('status', ['created', 'failed'])
          .update({
            status: 'paid',
            payment_id: paymentId,
            paid_at: at,
            open_key: null,
            paid_key: order.purpose === 'adcode' ? adCodeKey(order.user_id) : null,
          });
        if (!moved) return { activated: false, order, invoiceNo: null, creditNoteNo: null };
        const detail: OrderDetail = order.detail ? JSON.parse(order.detail) : { description: 'Payment' };
        const total = Number(order.total);
        let creditNoteNo: string | null = null;
        const recipient = await recipientOf(order.user_id, trx);

        if (order.purpose === 'plan' && detail.planId) {
          let startsAt = detail.startsAt ?? at;
          let endsAt = detail.endsAt ?? cycleEnd(detail.planId, at);
          if (order.change_kind === 'new') {
            startsAt = at;
            endsAt = cycleEnd(detail.planId, at);
          }
          if (order.change_kind === 'upgrade' && order.user_res === 'Yes') {
            if (detail.supersedeId)
              await trx('subscriptions')
                .where({ id: detail.supersedeId, status: 'active' })
                .update({ status: 'superseded' });
            creditNoteNo = await cancelScheduled(trx, order, at, fy, recipient, supplier);
          }
          await trx('subscriptions').insert({
            user_id: order.user_id,
            plan_id: detail.planId,
            plan_type: detail.planType ?? 'monthly',
            amount: detail.planAmount ?? Number(order.taxable),
            status: 'active',
            starts_at: startsAt,
            ends_at: endsAt,
            created_at: at,
            payment_order_id: order.id,
          });
        }
        await ledger(trx, order.user_id, total, `Payment received (${order.order_id})`, order.id, at);
        await ledger(trx, order.user_id, -total, detail.description, order.id, at);
        const invoiceNo = await writeInvoice(
          trx,
          'invoice',
          fy,
          at,
          {
            userId: order.user_id,
            paymentOrderId: order.id,
            description: detail.description,
            taxable: Number(order.taxable),
          },
          recipient,
          supplier,
        );
        return { activated: true, order: { ...order, status: 'paid' as const }, invoiceNo, creditNoteNo };
      });
    } catch (err) {
      if (isDuplicateKey(err) && /paid_key/.test(String((err as Error)?.message))) {
        await markRefused(db, orderId, paymentId);
        const order = await orderByOrderId(db, orderId);
        return order ? { activated: false, refused: true, order, invoiceNo: null, creditNoteNo: null } : null;
      }
      if (attempt < 4 && DEADLOCK.test(String((err as Error)?.message))) continue;
      throw err;
    }
  }
}

/**
 * "A downgrade then an upgrade in the same cycle": the downgrade paid for a plan starting at the
 * cycle's end; an upgrade paid now cancels it, and what it paid goes back to the wallet with a
 * credit note (ours: the spec names credit notes, not when they are made).
 */
async function cancelScheduled(
  trx: Knex.Transaction,
  order: PaymentOrderRow,
  at: number,
  fy: string,
  recipient: Recipient,
  supplier: Supplier,
): Promise<string | null> {
  const scheduled: Array<{ id: number; payment_order_id: number | null; plan_id: string }> = await trx(
    'subscriptions',
  )
    .where({ user_id: order.user_id, status: 'active' })
    .where('starts_at', '>', at)
    .select('id', 'payment_order_id', 'plan_id');
  let last: string | null = null;
  for (const s of scheduled) {
    await trx('subscriptions').where({ id: s.id }).update({ status: 'cancelled' });
    if (!s.payment_order_id) continue;
    const paid: PaymentOrderRow | undefined = await trx('payment_orders')
      .where({ id: s.payment_order_id })
      .first();
    if (!paid) continue;
    await ledger(
      trx,
      order.user_id,
      Number(paid.total),
      `Credit: ${s.plan_id} cancelled by an upgrade`,
      paid.id,
      at,
    );
    last = await writeInvoice(
      trx,
      'credit',
      fy,
      at,
      {
        userId: order.user_id,
        paymentOrderId: paid.id,
        description: `Credit note: ${s.plan_id} starting next cycle, cancelled`,
        taxable: Number(paid.taxable),
      },
      recipient,
      supplier,
    );
  }
  return last;
}
