// long-file: the rebuild, the period split and the fold of stored and live figures share one state (the cache)
/**
 * The daily aggregates of the dashboard and analytics (issue 29 item 4). A day's rows are rebuilt
 * from the source tables (replace, never increment: a re-run writes the same rows) by the
 * `stats-daily` job: on a schedule for the days that completed and for today up to a few minutes
 * ago, and for a docket's day when it changes (its day is marked stale at once, so it is answered
 * live until rebuilt). Reads split a period into built days (the stored rows) and the rest (today's
 * last minutes, stale days: the same source queries, live), and fold both into one set of
 * figures: answers equal the live computation.
 */
import { STATS_MAX_DAYS } from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import * as repo from './repo';
import { StoredCache } from './stored-cache';
import { ALL, DAY, num, type DailyRow, type DayFigures, type DayRange, type KeyRow, type Kind } from './repo';

/** Days per rebuild transaction: a week of a million-parcel year is ~20,000 orders grouped. */
export const REBUILD_CHUNK_DAYS = 7;
/**
 * A day is built wholly once it ended this long ago, and today up to this long ago (a docket
 * stamped 23:59:59 may commit just after): the live part of a one-year view is these minutes.
 */
export const BUILD_GRACE_MS = 5 * 60_000;
/**
 * How often the workers build the days that completed (and any missing or stale one) and today
 * so far: each run adds about a minute to today's built part, read live until then.
 */
export const SWEEP_EVERY_MS = 60_000;

export type StatsDailyJob = { from: number; to: number } | { sweep: true };

export type { DayFigures } from './repo';
type Pair = { n: number; amount: number };
export interface Figures {
  days: Map<number, DayFigures>;
  fpos: Map<string, { dockets: number; parcels: number }>;
  keys: Record<Kind, Map<string, Pair>>;
  exporters: Map<number, { dockets: number; fobInr: number }>;
  /** the exporters' names (users.name): the live query's join */
  names: Map<number, string>;
}
/** The stored part of a period's figures (cached: stored-cache.ts). */
interface Stored {
  days: Array<DayFigures & { dayNo: number }>;
  fpos: Array<{ fpo: string; dockets: number; parcels: number }>;
  keys: Array<{ kind: Kind; k: string; n: number; amount: number }>;
  exporters: Array<{ exporterId: number; dockets: number; fobInr: number }>;
  /** the owner's known repeated (country, box): the built days each occurs on */
  repeatDays: Map<string, repo.BoxDays>;
  /** the box ids repeatDays was looked up for: one of them not in it is on no built day */
  repeatBoxes: Set<string>;
  names: Map<number, string>;
}
export interface Needs {
  keys: Kind[];
  fpos?: boolean;
  exporters?: boolean;
}

const add = <K>(m: Map<K, Record<string, number>>, k: K, v: Record<string, number>) => {
  const cur = m.get(k);
  if (!cur) m.set(k, { ...v });
  else for (const f of Object.keys(v)) cur[f] = (cur[f] ?? 0) + v[f];
};

const dayFields = (r: DailyRow | Record<string, unknown>): DayFigures => ({
  dockets: num(r.dockets),
  parcels: num(r.parcels),
  fobInr: num('fob' in r ? r.fob : r.fobInr),
  pending: num(r.pending),
  pbeCount: num('pbe_n' in r ? r.pbe_n : r.pbeCount),
  pbeMs: num('pbe_ms' in r ? r.pbe_ms : r.pbeMs),
  pickupCount: num('pickup_n' in r ? r.pickup_n : r.pickupCount),
  pickupMs: num('pickup_ms' in r ? r.pickup_ms : r.pickupMs),
});

/** Owner 0 rows of a day: the exporters' rows summed (country is counted apart: distinct boxes). */
export function withAllRows(daily: DailyRow[], keys: KeyRow[]) {
  const d = new Map<string, DailyRow>();
  for (const r of daily) {
    for (const owner of [r.exporterId, ALL]) {
      const id = `${owner}|${r.dayNo}|${r.fpo}`;
      const cur = d.get(id);
      if (!cur) d.set(id, { ...r, exporterId: owner });
      else
        for (const [f, v] of Object.entries(dayFields(r)) as Array<[keyof DayFigures, number]>) cur[f] += v;
    }
  }
  const k = new Map<string, KeyRow>();
  for (const r of keys) {
    // country's owner-0 rows come from the source; a pickup's "no row" and "Pending" are one key
    const owners = r.kind === 'country' ? [r.exporterId] : [r.exporterId, ALL];
    for (const owner of owners) {
      const id = `${r.kind}|${owner}|${r.dayNo}|${r.k}`;
      const cur = k.get(id);
      if (!cur) k.set(id, { ...r, exporterId: owner });
      else {
        cur.n += r.n;
        cur.amount += r.amount;
      }
    }
  }
  return { daily: [...d.values()], keys: [...k.values()] };
}

/** Consecutive days of a sorted list as ranges. */
function ranges(days: number[]): DayRange[] {
  const out: DayRange[] = [];
  for (const d of days) {
    const last = out[out.length - 1];
    if (last && last.to === d) last.to = d + 1;
    else out.push({ from: d, to: d + 1 });
  }
  return out;
}

/** The stored part of a period: its ranges of built days and what they hold (cached). */
interface StoredPart {
  ranges: DayRange[];
  stored: Promise<Stored>;
}

export class StatsDailyService {
  private readonly stored = new StoredCache<Stored>();
  constructor(private readonly db: Db) {}

  /** Rebuilds one range's rows from the source (one transaction). */
  private async build(r: DayRange, at: number) {
    const rows = withAllRows(
      await repo.sourceDaily(this.db, r, null),
      await repo.sourceKeys(this.db, r, null),
    );
    const repeats = await repo.sourceRepeats(this.db, r);
    await repo.replaceRange(this.db, r, rows.daily, rows.keys, repeats, at);
  }

  /**
   * Rebuilds the days [from, to) from the source, a chunk of days per transaction; today, if in
   * the range, up to the grace before `at` (the rest of it is answered live), later days never.
   */
  async rebuild(r: DayRange, at = Date.now()): Promise<{ days: number }> {
    const today = Math.floor(at / DAY);
    const to = Math.min(r.to, today);
    for (let from = r.from; from < to; from += REBUILD_CHUNK_DAYS)
      await this.build({ from, to: Math.min(to, from + REBUILD_CHUNK_DAYS) }, at);
    const withToday = r.from <= today && r.to > today && (await this.buildToday(at)) !== null;
    return { days: Math.max(0, to - r.from) + (withToday ? 1 : 0) };
  }

  /**
   * Builds today up to BUILD_GRACE_MS ago (a docket stamped before may still commit; the rest of
   * the day is read live): returns up to when, or null in the day's first minutes (all live).
   */
  async buildToday(at = Date.now()): Promise<number | null> {
    const day = Math.floor(at / DAY);
    const until = at - BUILD_GRACE_MS;
    if (until <= day * DAY) return null;
    await this.build({ from: day, to: day + 1, until }, at);
    return until;
  }

  /**
   * The scheduled run: builds every completed day of the last 3 years not wholly built (new,
   * stale, or built part-way while it was today), then today up to a few minutes ago.
   */
  async sweep(now = Date.now()): Promise<{ days: number; todayTo: number | null }> {
    const to = Math.floor((now - BUILD_GRACE_MS) / DAY);
    const first = await repo.firstDay(this.db);
    if (first === null) return { days: 0, todayTo: null }; // no data: every day is answered live, and cheaply
    const from = Math.max(first, to - STATS_MAX_DAYS);
    const built = new Set(await repo.builtDays(this.db, { from, to }));
    const missing: number[] = [];
    for (let d = from; d < to; d++) if (!built.has(d)) missing.push(d);
    for (const r of ranges(missing)) await this.rebuild(r, now);
    return { days: missing.length, todayTo: await this.buildToday(now) };
  }

  /**
   * The period [start, end) ms as wholly built days, days built part-way (today: read stored up
   * to `until`, live after it) and the rest (read live), with a signature of each stored kind
   * (their days and build times: any rebuild or stale mark moves it).
   */
  async split(start: number, end: number) {
    const first = Math.floor(start / DAY);
    const last = Math.ceil(end / DAY);
    const stamps = await repo.builtStamps(this.db, { from: first, to: last });
    const byDay = new Map(stamps.map((x) => [x.day, x]));
    const whole: number[] = [];
    const liveDays: number[] = [];
    const part: DayRange[] = [];
    const tails: DayRange[] = [];
    for (let d = first; d < last; d++) {
      const s = byDay.get(d);
      if (!s) liveDays.push(d);
      else if (s.to === null) whole.push(d);
      else {
        part.push({ from: d, to: d + 1, until: s.to });
        tails.push({ from: d, to: d + 1, since: s.to });
      }
    }
    const sign = (xs: typeof stamps) => `${xs.length}:${xs.reduce((t, x) => t + x.at + (x.to ?? 0), 0)}`;
    return {
      whole: ranges(whole),
      part,
      live: [...ranges(liveDays), ...tails],
      signatures: {
        whole: sign(stamps.filter((x) => x.to === null)),
        part: sign(stamps.filter((x) => x.to !== null)),
      },
    };
  }

  /** What the built days say (one GROUP BY per figure and range), with what the fold needs beside. */
  private async readStored(built: DayRange[], owner: number, needs: Needs): Promise<Stored> {
    const parts = await Promise.all(
      built.map((r) =>
        Promise.all([
          repo.storedDays(this.db, r, owner),
          needs.fpos ? repo.storedFpos(this.db, r, owner) : [],
          needs.keys.length ? repo.storedKeys(this.db, r, owner, needs.keys) : [],
          needs.exporters ? repo.storedExporters(this.db, r) : [],
        ]),
      ),
    );
    const exporters = parts.flatMap((p) => p[3]);
    const exporterId = owner === ALL ? null : owner;
    const [known, names] = await Promise.all([
      needs.keys.includes('country') ? repo.knownRepeats(this.db, owner) : [],
      repo.exporterNames(this.db, [...new Set(exporters.map((x) => x.exporterId))]),
    ]);
    const repeatDays = await repo.boxDays(this.db, known, built, exporterId);
    return {
      days: parts.flatMap((p) => p[0].map((x) => ({ dayNo: Math.round(num(x.day_no)), ...dayFields(x) }))),
      fpos: parts.flatMap((p) => p[1]),
      keys: parts.flatMap((p) => p[2]),
      exporters,
      repeatDays,
      repeatBoxes: new Set(known),
      names,
    };
  }

  /**
   * By country, how many more times boxes were counted than there are distinct boxes: each
   * (country, box) counted in `n` parts of the period (a built day, today's built part, a live
   * day, today's live minutes) adds `n - 1`. Candidates: each stored part's known repeats (with
   * the built days they occur on, cached) and the live parts' boxes found on another docket too.
   * A part knows the days of every box id it looked up (0 when absent); a candidate box it did
   * not (a repeat newer than the part's cache entry, a live box) is looked up by box id.
   */
  private async repeatedBoxes(
    storedParts: StoredPart[],
    live: DayRange[],
    exporterId: number | null,
  ): Promise<Map<string, number>> {
    const [parts, seen] = await Promise.all([
      Promise.all(storedParts.map((p) => p.stored)),
      repo.liveBoxesSeenElsewhere(this.db, live, exporterId),
    ]);
    const total = new Map<string, repo.BoxDays>();
    for (const b of [...parts.flatMap((s) => [...s.repeatDays.values()]), ...seen.values()])
      total.set(repo.boxKey(b), { ...b, days: seen.get(repo.boxKey(b))?.days ?? 0 });
    await Promise.all(
      storedParts.map(async (p, i) => {
        const { repeatDays, repeatBoxes } = parts[i];
        const unknown = [...total.values()].filter((b) => !repeatBoxes.has(b.box)).map((b) => b.box);
        const found = await repo.boxDays(this.db, [...new Set(unknown)], p.ranges, exporterId);
        for (const [key, t] of total) t.days += (repeatDays.get(key) ?? found.get(key))?.days ?? 0;
      }),
    );
    const out = new Map<string, number>();
    for (const b of total.values())
      if (b.days > 1) out.set(b.country, (out.get(b.country) ?? 0) + b.days - 1);
    return out;
  }

  /**
   * The period's figures from the aggregates and, for what is not built, the source; null when no
   * day of the period is built (the caller's live queries answer it whole). The completed days'
   * stored part and today's are cached apart: today's is rebuilt every sweep, the year's is not.
   */
  async figures(start: number, end: number, exporterId: number | null, needs: Needs) {
    const { whole, part, live, signatures } = await this.split(start, end);
    if (!whole.length && !part.length) return null;
    const owner = exporterId ?? ALL;
    const storedParts: StoredPart[] = (
      [
        [whole, signatures.whole],
        [part, signatures.part],
      ] as const
    )
      .filter(([rs]) => rs.length)
      .map(([rs, signature]) => {
        const key = [owner, needs.keys.join(','), needs.fpos, needs.exporters, signature];
        for (const r of rs) key.push(`${r.from}-${r.to}-${r.until ?? ''}`);
        return {
          ranges: rs,
          stored: this.stored.get(key.join('|'), () => this.readStored(rs, owner, needs)),
        };
      });
    const f: Figures = {
      days: new Map(),
      fpos: new Map(),
      keys: { currency: new Map(), country: new Map(), pickup: new Map(), carrier: new Map() },
      exporters: new Map(),
      names: new Map(),
    };
    const days = f.days as unknown as Map<number, Record<string, number>>;
    const keyOf = (kind: Kind) => f.keys[kind] as unknown as Map<string, Record<string, number>>;
    // Boxes counted in several parts (the distinct count per period), looked up beside the rest.
    const repeats = needs.keys.includes('country')
      ? this.repeatedBoxes(storedParts, live, exporterId)
      : Promise.resolve(new Map<string, number>());
    const named = Promise.all(storedParts.map((p) => p.stored)).then(
      (ss) => new Set(ss.flatMap((s) => [...s.names.keys()])),
    );
    await Promise.all([
      repeats,
      ...storedParts.map(async (p) => {
        const s = await p.stored;
        for (const { dayNo, ...x } of s.days) add(days, dayNo, x);
        for (const x of s.fpos) add(f.fpos, x.fpo, { dockets: x.dockets, parcels: x.parcels });
        for (const x of s.keys) add(keyOf(x.kind), x.k, { n: x.n, amount: x.amount });
        for (const x of s.exporters) add(f.exporters, x.exporterId, { dockets: x.dockets, fobInr: x.fobInr });
        for (const [id, name] of s.names) f.names.set(id, name);
      }),
      ...live.map(async (r) => {
        const [d, k] = await Promise.all([
          repo.sourceDaily(this.db, r, exporterId),
          needs.keys.length ? repo.sourceKeys(this.db, r, exporterId, needs.keys, true) : [],
        ]);
        const rows = withAllRows(d, k);
        for (const x of rows.daily.filter((y) => y.exporterId === owner)) {
          add(days, x.dayNo, { ...dayFields(x) });
          add(f.fpos, x.fpo, { dockets: x.dockets, parcels: x.parcels });
        }
        if (needs.exporters) {
          const mine = rows.daily.filter((y) => y.exporterId !== ALL);
          for (const x of mine) add(f.exporters, x.exporterId, { dockets: x.dockets, fobInr: x.fobInr });
          // an exporter with dockets on the live days only (new today) is named here
          const known = await named;
          const ids = [...new Set(mine.map((x) => x.exporterId))].filter((id) => !known.has(id));
          for (const [id, name] of await repo.exporterNames(this.db, ids)) f.names.set(id, name);
        }
        for (const x of rows.keys.filter((y) => y.exporterId === owner && needs.keys.includes(y.kind)))
          add(keyOf(x.kind), x.k, { n: x.n, amount: x.amount });
      }),
    ]);
    // Distinct boxes per period: a box counted in several parts comes off (parts - 1) times.
    for (const [country, extra] of await repeats) {
      const c = f.keys.country.get(country);
      if (c) c.n -= extra;
    }
    return f;
  }
}

/** Inside another area's unit of work: these dockets' days are answered live until rebuilt. */
export const markDocketDaysStale = (trx: repo.Conn, docketIds: number[]) =>
  repo.markDocketDaysStale(trx, docketIds);

/**
 * These dockets changed (a shipping bill, a pickup): their days are answered live from now on and
 * a rebuild of each is queued. Call it after the change committed. It never throws: a rebuild that
 * cannot be queued (Redis down) is logged, and the scheduled sweep builds the stale day later.
 */
export async function touchDockets(ctx: Pick<AppContext, 'db' | 'queues' | 'log'>, docketIds: number[]) {
  try {
    const days = await repo.markDocketDaysStale(ctx.db, docketIds);
    for (const d of days) await ctx.queues.get<StatsDailyJob>('stats-daily').add({ from: d, to: d + 1 });
  } catch (err) {
    ctx.log.warn(
      { err: (err as Error).message, docketIds },
      'stats-daily: rebuild not queued; the sweep will',
    );
  }
}

/**
 * The on-demand rebuild (POST stats/daily/rebuild): queues the days of [start, end) ms that have
 * ended (today is the sweep's, built every minute) as one job; answers which days it queued.
 */
export async function queueRebuild(
  ctx: Pick<AppContext, 'queues'>,
  start: number,
  end: number,
  now = Date.now(),
) {
  const from = Math.floor(start / DAY);
  const to = Math.min(Math.ceil(end / DAY), Math.floor(now / DAY));
  if (to <= from) return { days: 0 };
  await ctx.queues.get<StatsDailyJob>('stats-daily').add({ from, to });
  return { days: to - from };
}
