/**
 * Dashboard aggregates (knex; MySQL and SQLite): every figure is one GROUP BY over the period's
 * dockets (index dockets(created_at) / (exporter_id, created_at)), joined to their orders by
 * orders(docket_id, …) indexes of migration 117. No rows are looped over in Node.
 */
import type { Db } from '../../db/knex';

export interface Scope {
  start: number;
  end: number;
  exporterId: number | null;
}

const docketsIn = (db: Db, s: Scope, alias = 'd') => {
  const q = db(`dockets as ${alias}`)
    .where(`${alias}.created_at`, '>=', s.start)
    .andWhere(`${alias}.created_at`, '<', s.end);
  return s.exporterId ? q.andWhere(`${alias}.exporter_id`, s.exporterId) : q;
};

// A figure the database could not sum (NaN, Infinity) counts as 0: a dashboard shows no "NaN" (issue 23).
const num = (v: unknown) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

export async function totals(db: Db, s: Scope) {
  const r = await docketsIn(db, s)
    .count({ dockets: '*' })
    .sum({ parcels: 'd.box_count' })
    .sum({ fob: 'd.fob_inr' })
    .first();
  const pending = await docketsIn(db, s).whereNull('d.shipping_bill_no').count({ n: '*' }).first();
  return {
    dockets: num(r?.dockets),
    parcels: num(r?.parcels),
    fobInr: Math.round(num(r?.fob) * 100) / 100,
    documentsPending: num(pending?.n),
  };
}

/** Parcels and FOB per UTC day: one GROUP BY on the day number (created_at minus its remainder, portable SQL). */
export async function perDay(db: Db, s: Scope) {
  const day = db.raw('(d.created_at - (d.created_at % 86400000)) / 86400000');
  const rows: Array<Record<string, unknown>> = await docketsIn(db, s)
    .select({ dayNo: day })
    .sum({ parcels: 'd.box_count' })
    .sum({ fob: 'd.fob_inr' })
    .groupBy(day);
  return rows.map((r) => ({ dayNo: Math.round(num(r.dayNo)), parcels: num(r.parcels), fobInr: num(r.fob) }));
}

export async function byCurrency(db: Db, s: Scope) {
  const rows: Array<Record<string, unknown>> = await docketsIn(db, s)
    .join('orders as o', 'o.docket_id', 'd.id')
    .groupBy('o.currency')
    .select('o.currency')
    .sum({ fob: 'o.fob_foreign' })
    .count({ items: '*' })
    .orderBy('fob', 'desc')
    .orderBy('o.currency');
  return rows.map((r) => ({
    currency: String(r.currency),
    fob: Math.round(num(r.fob) * 100) / 100,
    items: num(r.items),
  }));
}

export async function destinations(db: Db, s: Scope, limit = 15) {
  const rows: Array<Record<string, unknown>> = await docketsIn(db, s)
    .join('orders as o', 'o.docket_id', 'd.id')
    .groupBy('o.consignee_country')
    .select('o.consignee_country as country')
    .countDistinct({ parcels: 'o.box_id' })
    .orderBy('parcels', 'desc')
    .orderBy('o.consignee_country')
    .limit(limit);
  return rows.map((r) => ({ country: String(r.country), parcels: num(r.parcels) }));
}

/**
 * Carriers: every docket's parcels go by India Post (a PBE is a postal bill); courier parcels
 * billed to the exporter in the period come from the carrier invoices (billing), per carrier.
 */
export async function carriers(db: Db, s: Scope, indiaPostParcels: number) {
  const q = db('carrier_invoices as c')
    .whereNotNull('c.exporter_id')
    .whereNot('c.carrier', 'indiapost')
    .andWhere('c.created_at', '>=', s.start)
    .andWhere('c.created_at', '<', s.end);
  if (s.exporterId) q.andWhere('c.exporter_id', s.exporterId);
  const rows: Array<{ carrier: string; parcels: unknown }> = await q
    .groupBy('c.carrier')
    .orderBy('c.carrier')
    .select('c.carrier')
    .count({ parcels: '*' });
  return [
    { carrier: 'indiapost', parcels: indiaPostParcels },
    ...rows.map((r) => ({ carrier: r.carrier, parcels: num(r.parcels) })),
  ].filter((c) => c.parcels > 0);
}

/** Pickups of the period's dockets by status; a docket without a pickup row is Pending. */
export async function pickups(db: Db, s: Scope) {
  const rows: Array<{ status: string | null; dockets: unknown }> = await docketsIn(db, s)
    .leftJoin('docket_pickups as p', 'p.docket_id', 'd.id')
    .groupBy('p.status')
    .select('p.status')
    .count({ dockets: '*' });
  const out = new Map<string, number>();
  for (const r of rows)
    out.set(r.status ?? 'Pending', (out.get(r.status ?? 'Pending') ?? 0) + num(r.dockets));
  return [...out]
    .map(([status, dockets]) => ({ status, dockets }))
    .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
}

export async function topExporters(db: Db, s: Scope, limit = 10) {
  const rows: Array<Record<string, unknown>> = await docketsIn(db, s)
    .join('users as u', 'u.id', 'd.exporter_id')
    .groupBy('d.exporter_id', 'u.name')
    .select('d.exporter_id', 'u.name')
    .count({ dockets: '*' })
    .sum({ fob: 'd.fob_inr' })
    .orderBy('fob', 'desc')
    .orderBy('d.exporter_id')
    .limit(limit);
  return rows.map((r) => ({
    exporterId: num(r.exporter_id),
    name: String(r.name),
    dockets: num(r.dockets),
    fobInr: Math.round(num(r.fob) * 100) / 100,
  }));
}

/** Analytics (super admin): one GROUP BY per figure over the period. */
export async function revenueByPlan(db: Db, s: Scope) {
  const rows: Array<Record<string, unknown>> = await db('subscriptions')
    .where('created_at', '>=', s.start)
    .andWhere('created_at', '<', s.end)
    .groupBy('plan_id')
    .select('plan_id')
    .count({ n: '*' })
    .sum({ amount: 'amount' })
    .orderBy('amount', 'desc');
  return rows.map((r) => ({
    plan: String(r.plan_id),
    subscriptions: num(r.n),
    amount: Math.round(num(r.amount) * 100) / 100,
  }));
}

export async function revenueByCarrier(db: Db, s: Scope, carrier?: string) {
  const q = db('carrier_invoices');
  if (carrier) q.where('carrier', carrier);
  const rows: Array<Record<string, unknown>> = await q
    .whereNotNull('exporter_id')
    .andWhere('created_at', '>=', s.start)
    .andWhere('created_at', '<', s.end)
    .groupBy('carrier')
    .select('carrier')
    .count({ n: '*' })
    .sum({ amount: 'amount_debited' })
    .orderBy('amount', 'desc')
    .orderBy('carrier');
  return rows.map((r) => ({
    carrier: String(r.carrier),
    parcels: num(r.n),
    amount: Math.round(num(r.amount) * 100) / 100,
  }));
}

export async function signups(db: Db, s: Scope) {
  const r = await db('users')
    .whereIn('user_type', [1, 101])
    .andWhere('created_at', '>=', s.start)
    .andWhere('created_at', '<', s.end)
    .count({ n: '*' })
    .first();
  return num(r?.n);
}

export async function trialConversions(db: Db, s: Scope) {
  const r = await db('subscriptions as s')
    .whereNot('s.plan_type', 'trial')
    .andWhere('s.created_at', '>=', s.start)
    .andWhere('s.created_at', '<', s.end)
    .whereExists((q) =>
      q
        .select(db.raw('1'))
        .from('subscriptions as t')
        .whereRaw('t.user_id = s.user_id')
        .andWhere('t.plan_type', 'trial')
        .andWhereRaw('t.created_at <= s.created_at'),
    )
    .countDistinct({ n: 's.user_id' })
    .first();
  return num(r?.n);
}

export async function parcelsPerFpo(db: Db, s: Scope) {
  const rows: Array<Record<string, unknown>> = await docketsIn(db, s)
    .groupBy('d.fpo_code')
    .select('d.fpo_code')
    .count({ dockets: '*' })
    .sum({ parcels: 'd.box_count' })
    .orderBy('parcels', 'desc')
    .orderBy('d.fpo_code');
  return rows.map((r) => ({
    fpo: r.fpo_code ? String(r.fpo_code) : 'Not assigned',
    parcels: num(r.parcels),
    dockets: num(r.dockets),
  }));
}

const HOUR = 3_600_000;

export async function turnaround(db: Db, s: Scope) {
  const pbe = await docketsIn(db, s)
    .whereNotNull('d.shipping_bill_date')
    .select(db.raw('count(*) as n, avg(?? - ??) as ms', ['d.shipping_bill_date', 'd.created_at']))
    .first();
  const pickup = await docketsIn(db, s)
    .join('docket_pickups as p', 'p.docket_id', 'd.id')
    .where('p.status', 'Picked Up')
    .select(db.raw('count(*) as n, avg(?? - ??) as ms', ['p.updated_at', 'd.created_at']))
    .first();
  const hours = (v: unknown) =>
    v === null || v === undefined ? null : Math.round((num(v) / HOUR) * 10) / 10;
  return {
    toPbeHours: hours(pbe?.ms),
    pbeCount: num(pbe?.n),
    toPickupHours: hours(pickup?.ms),
    pickupCount: num(pickup?.n),
  };
}

/** The EMS revenue figures (user, month) of the months the period touches (`ems_revenue`, YYYY-MM). */
export async function emsRevenue(db: Db, s: Scope) {
  const month = (t: number) => new Date(t).toISOString().slice(0, 7);
  const rows: Array<Record<string, unknown>> = await db('ems_revenue')
    .where('month', '>=', month(s.start))
    .andWhere('month', '<=', month(s.end - 1))
    .select('amount_inr');
  return rows.map((r) => ({ amountInr: num(r.amount_inr) }));
}
