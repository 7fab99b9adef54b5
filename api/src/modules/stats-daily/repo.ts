// long-file: the rebuild's source queries and the reads of what they stored belong together (same rows)
/**
 * Queries of the daily aggregates (migration 160; knex, MySQL and SQLite). Days are UTC day
 * numbers (epoch ms / 1 day) in half-open ranges [from, to). The source queries group a range's
 * dockets, orders, pickups and carrier invoices by (day, exporter, key): the rebuild writes what
 * they return, and the stats routes run the same ones, live, on the days not built (today).
 */
import type { Knex } from 'knex';
import type { Db } from '../../db/knex';

export type Conn = Db | Knex.Transaction;
export const DAY = 86_400_000;
/** The all-exporters owner of a day's rows (no user has id 0). */
export const ALL = 0;
export type Kind = 'currency' | 'country' | 'pickup' | 'carrier';

/** One day's docket figures: what a daily row stores and what the service adds up. */
export interface DayFigures {
  dockets: number;
  parcels: number;
  fobInr: number;
  pending: number;
  pbeCount: number;
  pbeMs: number;
  pickupCount: number;
  pickupMs: number;
}

export interface DailyRow extends DayFigures {
  exporterId: number;
  dayNo: number;
  fpo: string;
}
export interface KeyRow {
  kind: Kind;
  exporterId: number;
  dayNo: number;
  k: string;
  n: number;
  amount: number;
}
export interface DayRange {
  from: number;
  to: number;
  /** ms: the range starts here, not at day `from`'s start (the live rest of a part-built day) */
  since?: number;
  /** ms, exclusive: the range ends here, not at day `to` (today, built so far) */
  until?: number;
}
/** The range's instants [start, end) ms. */
export const bounds = (r: DayRange) => ({ start: r.since ?? r.from * DAY, end: r.until ?? r.to * DAY });

// A figure the database could not sum (NaN, Infinity) counts as 0, as in the stats repo.
export const num = (v: unknown) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};
const dayOf = (db: Conn, col: string) => db.raw(`(${col} - (${col} % ${DAY})) / ${DAY}`);

/** The range's dockets, optionally of one exporter. */
const docketsIn = (db: Conn, r: DayRange, exporterId: number | null, alias = 'd') => {
  const { start, end } = bounds(r);
  const q = db(`dockets as ${alias}`)
    .where(`${alias}.created_at`, '>=', start)
    .andWhere(`${alias}.created_at`, '<', end);
  return exporterId ? q.andWhere(`${alias}.exporter_id`, exporterId) : q;
};

/** Docket figures per (day, exporter, FPO): counts, parcels, FOB, PBE pending, turnaround sums. */
export async function sourceDaily(db: Conn, r: DayRange, exporterId: number | null): Promise<DailyRow[]> {
  const day = dayOf(db, 'd.created_at');
  const fpo = db.raw("coalesce(d.fpo_code, '')");
  // both at once (a pool on MySQL; SQLite queues them on its one connection)
  const [rows, picked]: Array<Array<Record<string, unknown>>> = await Promise.all([
    docketsIn(db, r, exporterId)
      .select({ dayNo: day, exporterId: 'd.exporter_id', fpo })
      .count({ dockets: '*' })
      .sum({ parcels: 'd.box_count', fob: 'd.fob_inr' })
      .select(
        db.raw('sum(case when d.shipping_bill_no is null then 1 else 0 end) as pending'),
        db.raw('sum(case when d.shipping_bill_date is null then 0 else 1 end) as pbe_n'),
        db.raw(
          'sum(case when d.shipping_bill_date is null then 0 else d.shipping_bill_date - d.created_at end) as pbe_ms',
        ),
      )
      .groupBy(day)
      .groupBy(['d.exporter_id', fpo]),
    docketsIn(db, r, exporterId)
      .join('docket_pickups as p', 'p.docket_id', 'd.id')
      .where('p.status', 'Picked Up')
      .select({ dayNo: day, exporterId: 'd.exporter_id', fpo })
      .count({ n: '*' })
      .select(db.raw('sum(p.updated_at - d.created_at) as ms'))
      .groupBy(day)
      .groupBy(['d.exporter_id', fpo]),
  ]);
  const key = (x: Record<string, unknown>) =>
    `${Math.round(num(x.dayNo))}|${num(x.exporterId)}|${String(x.fpo)}`;
  const pickups = new Map(picked.map((x) => [key(x), x]));
  return rows.map((x) => ({
    exporterId: num(x.exporterId),
    dayNo: Math.round(num(x.dayNo)),
    fpo: String(x.fpo ?? ''),
    dockets: num(x.dockets),
    parcels: num(x.parcels),
    fobInr: num(x.fob),
    pending: num(x.pending),
    pbeCount: num(x.pbe_n),
    pbeMs: num(x.pbe_ms),
    pickupCount: num(pickups.get(key(x))?.n),
    pickupMs: num(pickups.get(key(x))?.ms),
  }));
}

/**
 * Keyed figures per (day, exporter): currency, country, pickup status and courier carrier; with
 * no exporter, also the all-exporters country rows (distinct box ids across exporters, not a sum).
 */
export async function sourceKeys(
  db: Conn,
  r: DayRange,
  exporterId: number | null,
  kinds: readonly Kind[] = ['currency', 'country', 'pickup', 'carrier'],
  /** a read of all exporters needs only their owner-0 country rows, not each exporter's */
  allOnly = false,
): Promise<KeyRow[]> {
  const day = dayOf(db, 'd.created_at');
  const out: KeyRow[] = [];
  const push = (kind: Kind, rows: Array<Record<string, unknown>>, owner?: number) => {
    // rows of several queries: the order of `out` does not matter (keyed by kind, owner, day, key)
    for (const x of rows)
      out.push({
        kind,
        exporterId: owner ?? num(x.exporterId),
        dayNo: Math.round(num(x.dayNo)),
        k: String(x.k ?? 'Pending'),
        n: num(x.n),
        amount: num(x.amount),
      });
  };
  const orders = () => docketsIn(db, r, exporterId).join('orders as o', 'o.docket_id', 'd.id');
  const cday = dayOf(db, 'c.created_at');
  const queries: Record<Kind, () => Array<Promise<void>>> = {
    currency: () => [
      orders()
        .select({ dayNo: day, exporterId: 'd.exporter_id', k: 'o.currency' })
        .count({ n: '*' })
        .sum({ amount: 'o.fob_foreign' })
        .groupBy(day)
        .groupBy(['d.exporter_id', 'o.currency'])
        .then((rows) => push('currency', rows)),
    ],
    country: () => [
      ...(allOnly && !exporterId
        ? []
        : [
            orders()
              .select({ dayNo: day, exporterId: 'd.exporter_id', k: 'o.consignee_country' })
              .countDistinct({ n: 'o.box_id' })
              .groupBy(day)
              .groupBy(['d.exporter_id', 'o.consignee_country'])
              .then((rows) => push('country', rows)),
          ]),
      ...(exporterId
        ? []
        : [
            orders()
              .select({ dayNo: day, k: 'o.consignee_country' })
              .countDistinct({ n: 'o.box_id' })
              .groupBy(day)
              .groupBy(['o.consignee_country'])
              .then((rows) => push('country', rows, ALL)),
          ]),
    ],
    pickup: () => [
      docketsIn(db, r, exporterId)
        .leftJoin('docket_pickups as p', 'p.docket_id', 'd.id')
        .select({ dayNo: day, exporterId: 'd.exporter_id', k: 'p.status' })
        .count({ n: '*' })
        .groupBy(day)
        .groupBy(['d.exporter_id', 'p.status'])
        .then((rows) => push('pickup', rows)),
    ],
    carrier: () => {
      const q = db('carrier_invoices as c')
        .whereNotNull('c.exporter_id')
        .andWhere('c.created_at', '>=', bounds(r).start)
        .andWhere('c.created_at', '<', bounds(r).end);
      if (exporterId) q.andWhere('c.exporter_id', exporterId);
      return [
        q
          .select({ dayNo: cday, exporterId: 'c.exporter_id', k: 'c.carrier' })
          .count({ n: '*' })
          .sum({ amount: 'c.amount_debited' })
          .groupBy(cday)
          .groupBy(['c.exporter_id', 'c.carrier'])
          .then((rows) => push('carrier', rows)),
      ];
    },
  };
  await Promise.all(kinds.flatMap((k) => queries[k]()));
  return out;
}

/**
 * (exporter, country, box id) of the range's orders that also occur on another day: the exporter's
 * own when its other occurrence is its own, and the all-exporters one (owner 0) for every match.
 */
export async function sourceRepeats(db: Conn, r: DayRange) {
  const rows: Array<{ e1: unknown; e2: unknown; country: string; box: string }> = await docketsIn(
    db,
    r,
    null,
    'd1',
  )
    .join('orders as o1', 'o1.docket_id', 'd1.id')
    .join('orders as o2', function () {
      this.on('o2.box_id', '=', 'o1.box_id').andOn('o2.consignee_country', '=', 'o1.consignee_country');
    })
    .join('dockets as d2', 'd2.id', 'o2.docket_id')
    .whereRaw(`(d2.created_at - (d2.created_at % ${DAY})) <> (d1.created_at - (d1.created_at % ${DAY}))`)
    .distinct({
      e1: 'd1.exporter_id',
      e2: 'd2.exporter_id',
      country: 'o1.consignee_country',
      box: 'o1.box_id',
    });
  const out = new Map<string, { exporter_id: number; country: string; box_id: string }>();
  const add = (exporter: number, country: string, box: string) =>
    out.set(`${exporter}|${country}|${box}`, { exporter_id: exporter, country, box_id: box });
  for (const x of rows) {
    add(ALL, x.country, x.box);
    if (num(x.e1) === num(x.e2)) add(num(x.e1), x.country, x.box);
  }
  return [...out.values()];
}

const BATCH = 200;
async function insertAll(trx: Conn, table: string, rows: Array<Record<string, unknown>>) {
  for (let i = 0; i < rows.length; i += BATCH) await trx(table).insert(rows.slice(i, i + BATCH));
}

/** Replaces the range's rows (one transaction): the days' figures as the source says now. */
export async function replaceRange(
  db: Db,
  r: DayRange,
  daily: DailyRow[],
  keys: KeyRow[],
  repeats: Array<{ exporter_id: number; country: string; box_id: string }>,
  at: number,
): Promise<void> {
  await db.transaction(async (trx) => {
    for (const t of ['stats_daily', 'stats_daily_keys', 'stats_days'])
      await trx(t).where('day_no', '>=', r.from).andWhere('day_no', '<', r.to).del();
    await insertAll(
      trx,
      'stats_daily',
      daily.map((x) => ({
        exporter_id: x.exporterId,
        day_no: x.dayNo,
        fpo_code: x.fpo,
        dockets: x.dockets,
        parcels: x.parcels,
        fob_inr: x.fobInr,
        pending: x.pending,
        pbe_count: x.pbeCount,
        pbe_ms: x.pbeMs,
        pickup_count: x.pickupCount,
        pickup_ms: x.pickupMs,
      })),
    );
    await insertAll(
      trx,
      'stats_daily_keys',
      keys.map((x) => ({
        kind: x.kind,
        exporter_id: x.exporterId,
        day_no: x.dayNo,
        k: x.k,
        n: x.n,
        amount: x.amount,
      })),
    );
    for (let i = 0; i < repeats.length; i += BATCH)
      await trx('stats_box_repeats')
        .insert(repeats.slice(i, i + BATCH))
        .onConflict(['exporter_id', 'country', 'box_id'])
        .ignore();
    const days = [];
    for (let d = r.from; d < r.to; d++) days.push({ day_no: d, built_at: at, built_to: r.until ?? null });
    await insertAll(trx, 'stats_days', days);
  });
}

/** The first day with a docket or a carrier invoice (null: none yet): the sweep starts there. */
export async function firstDay(db: Conn): Promise<number | null> {
  const d = await db('dockets').min({ t: 'created_at' }).first();
  const c = await db('carrier_invoices').whereNotNull('exporter_id').min({ t: 'created_at' }).first();
  const ts = [d?.t, c?.t].filter((t) => t !== null && t !== undefined).map(num);
  return ts.length ? Math.floor(Math.min(...ts) / DAY) : null;
}

/** The wholly built days of a range (a day built part-way, today, is not). */
export async function builtDays(db: Conn, r: DayRange): Promise<number[]> {
  const rows: Array<{ day_no: unknown }> = await db('stats_days')
    .where('day_no', '>=', r.from)
    .andWhere('day_no', '<', r.to)
    .whereNull('built_to')
    .select('day_no');
  return rows.map((x) => num(x.day_no));
}

/**
 * The built days of a range with when each was built (the stored-figures cache's key) and, for a
 * day built part-way, up to when (ms; null: the whole day).
 */
export async function builtStamps(
  db: Conn,
  r: DayRange,
): Promise<Array<{ day: number; at: number; to: number | null }>> {
  const rows: Array<{ day_no: unknown; built_at: unknown; built_to: unknown }> = await db('stats_days')
    .where('day_no', '>=', r.from)
    .andWhere('day_no', '<', r.to)
    .select('day_no', 'built_at', 'built_to');
  return rows.map((x) => ({
    day: num(x.day_no),
    at: num(x.built_at),
    to: x.built_to === null || x.built_to === undefined ? null : num(x.built_to),
  }));
}

/** The box ids an owner has seen on more than one day. */
export async function knownRepeats(db: Conn, owner: number): Promise<string[]> {
  const rows: Array<{ box_id: string }> = await db('stats_box_repeats')
    .where('exporter_id', owner)
    .distinct('box_id');
  return rows.map((x) => x.box_id);
}

/** The days of these dockets are no longer built: answered live until rebuilt. Returns them. */
export async function markDocketDaysStale(db: Conn, docketIds: number[]): Promise<number[]> {
  const rows: Array<{ created_at: unknown }> = await db('dockets')
    .whereIn('id', docketIds)
    .select('created_at');
  const days = [...new Set(rows.map((x) => Math.floor(num(x.created_at) / DAY)))];
  if (days.length) await db('stats_days').whereIn('day_no', days).del();
  return days;
}

// ── Reads of built days: one GROUP BY per figure over ≤ 366 rows per owner and year ──

const stored = (db: Conn, table: string, r: DayRange) =>
  db(table).where('day_no', '>=', r.from).andWhere('day_no', '<', r.to);

export async function storedDays(db: Conn, r: DayRange, owner: number) {
  const rows: Array<Record<string, unknown>> = await stored(db, 'stats_daily', r)
    .andWhere('exporter_id', owner)
    .groupBy('day_no')
    .select('day_no')
    .sum({
      dockets: 'dockets',
      parcels: 'parcels',
      fob: 'fob_inr',
      pending: 'pending',
      pbe_n: 'pbe_count',
      pbe_ms: 'pbe_ms',
      pickup_n: 'pickup_count',
      pickup_ms: 'pickup_ms',
    });
  return rows;
}

export async function storedFpos(db: Conn, r: DayRange, owner: number) {
  const rows: Array<Record<string, unknown>> = await stored(db, 'stats_daily', r)
    .andWhere('exporter_id', owner)
    .groupBy('fpo_code')
    .select('fpo_code')
    .sum({ dockets: 'dockets', parcels: 'parcels' });
  return rows.map((x) => ({
    fpo: String(x.fpo_code ?? ''),
    dockets: num(x.dockets),
    parcels: num(x.parcels),
  }));
}

export async function storedExporters(db: Conn, r: DayRange) {
  const rows: Array<Record<string, unknown>> = await stored(db, 'stats_daily', r)
    .andWhere('exporter_id', '>', ALL)
    .groupBy('exporter_id')
    .select('exporter_id')
    .sum({ dockets: 'dockets', fob: 'fob_inr' });
  return rows.map((x) => ({ exporterId: num(x.exporter_id), dockets: num(x.dockets), fobInr: num(x.fob) }));
}

export async function storedKeys(db: Conn, r: DayRange, owner: number, kinds: Kind[]) {
  const rows: Array<Record<string, unknown>> = await stored(db, 'stats_daily_keys', r)
    .whereIn('kind', kinds)
    .andWhere('exporter_id', owner)
    .groupBy('kind', 'k')
    .select('kind', 'k')
    .sum({ n: 'n', amount: 'amount' });
  return rows.map((x) => ({
    kind: String(x.kind) as Kind,
    k: String(x.k),
    n: num(x.n),
    amount: num(x.amount),
  }));
}

/** Names of these exporters (the top exporters table). */
export async function exporterNames(db: Conn, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows: Array<{ id: unknown; name: unknown }> = await db('users')
    .whereIn('id', ids)
    .select('id', 'name');
  return new Map(rows.map((x) => [num(x.id), String(x.name)]));
}

export interface BoxDays {
  country: string;
  box: string;
  days: number;
}
/** One key per (country, box): JSON, as either may hold any character. */
export const boxKey = (b: { country: string; box: string }) => JSON.stringify([b.country, b.box]);

const DAYS_OF = `count(distinct (d.created_at - (d.created_at % ${DAY})))`;

/**
 * Days (in these ranges of days, or the period [start, end) ms) on which each (country, box) of
 * these box ids occurs, for one owner: looked up by orders(box_id), never by scanning the period.
 */
export async function boxDays(
  db: Conn,
  boxIds: readonly string[],
  within: DayRange[],
  exporterId: number | null,
): Promise<Map<string, BoxDays>> {
  const out = new Map<string, BoxDays>();
  for (let i = 0; i < boxIds.length && within.length; i += 500) {
    const q = db('orders as o')
      .join('dockets as d', 'd.id', 'o.docket_id')
      .whereIn('o.box_id', boxIds.slice(i, i + 500))
      .where((w) => {
        for (const r of within)
          w.orWhere((x) =>
            x.where('d.created_at', '>=', bounds(r).start).andWhere('d.created_at', '<', bounds(r).end),
          );
      });
    if (exporterId) q.andWhere('d.exporter_id', exporterId);
    const rows: Array<Record<string, unknown>> = await q
      .groupBy('o.consignee_country', 'o.box_id')
      .select({ country: 'o.consignee_country', box: 'o.box_id' })
      .select(db.raw(`${DAYS_OF} as days`));
    for (const x of rows) {
      const b = { country: String(x.country), box: String(x.box), days: num(x.days) };
      out.set(boxKey(b), b);
    }
  }
  return out;
}

/**
 * The live ranges' (country, box) whose box id is on another docket too (any day), with the days
 * of the live ranges each occurs on: the boxes that may have been counted on a built day as well.
 */
export async function liveBoxesSeenElsewhere(db: Conn, live: DayRange[], exporterId: number | null) {
  const out = new Map<string, BoxDays>();
  for (const r of live) {
    const rows: Array<Record<string, unknown>> = await docketsIn(db, r, exporterId)
      .join('orders as o', 'o.docket_id', 'd.id')
      .whereExists((q) =>
        q
          .select(db.raw('1'))
          .from('orders as o2')
          .whereRaw('o2.box_id = o.box_id')
          .andWhereRaw('o2.docket_id <> o.docket_id'),
      )
      .groupBy('o.consignee_country', 'o.box_id')
      .select({ country: 'o.consignee_country', box: 'o.box_id' })
      .select(db.raw(`${DAYS_OF} as days`));
    for (const x of rows) {
      const b = { country: String(x.country), box: String(x.box), days: num(x.days) };
      const seen = out.get(boxKey(b));
      if (seen) seen.days += b.days;
      else out.set(boxKey(b), b);
    }
  }
  return out;
}
