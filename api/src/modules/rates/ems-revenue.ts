/**
 * Its own file: a cache (the EMS revenue in memory), apart from the tariff cache.
 * EMS discount tiers "applied to a user's quote when their revenue qualifies" (000 §9): the
 * previous calendar month's international EMS revenue of every user who has one, held in memory
 * (a RevisionCache) so a quote never reads the database. Reloaded when a figure is set (announced
 * on Redis to the other instances) and on the poll. The month in progress is held too, so when
 * the month turns the new "previous month" is already in memory: no reload on the quote path.
 */
import { emsDiscountPercent } from '@exportdesk/core';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/knex';
import type { Logger } from '../../lib/logger';
import { RevisionCache } from '../../lib/revision-cache';
import { emsRevenueFrom, emsRevenueRevision, upsertEmsRevenue } from './repo';

/** YYYY-MM of the month before `at`. */
export function previousMonth(at = new Date()): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Revenue by month (YYYY-MM) then by user id, for the previous month onwards. */
export type EmsRevenueByMonth = ReadonlyMap<string, ReadonlyMap<number, number>>;

/**
 * The revision: the oldest month held, and the rows' count, latest change and total since then.
 * An upsert always moves the latest change (epoch ms) and usually the total; the month moves it
 * when the calendar turns.
 */
async function revision(db: Db): Promise<string> {
  const from = previousMonth();
  const r = await emsRevenueRevision(db, from);
  return `${from}|${r.n}|${r.t}|${r.s}`;
}

async function load(db: Db): Promise<{ revision: string; value: EmsRevenueByMonth }> {
  // Read the revision first: a write landing between the two reads is caught by the next poll.
  const rev = await revision(db);
  const byMonth = new Map<string, Map<number, number>>();
  for (const r of await emsRevenueFrom(db, rev.slice(0, 7))) {
    if (!byMonth.has(r.month)) byMonth.set(r.month, new Map());
    byMonth.get(r.month)!.set(r.userId, r.amountInr);
  }
  return { revision: rev, value: byMonth };
}

export class EmsRevenueCache extends RevisionCache<EmsRevenueByMonth, string> {
  constructor(
    private readonly db: Db,
    log: Logger,
    channel: string,
  ) {
    super(
      {
        revision: () => revision(db),
        load: () => load(db),
        describe: (v) => ({ users: v.get(previousMonth())?.size ?? 0 }),
      },
      new Map(),
      log,
      channel,
    );
  }

  /** The qualifying revenue of a user (previous calendar month's), or 0. From memory only. */
  revenueOf(userId: number | undefined): number {
    if (userId === undefined) return 0;
    return this.value().get(previousMonth())?.get(userId) ?? 0;
  }

  /** Record a month's revenue (billing or a super admin), then reload everywhere. */
  async set(redis: Redis | null, userId: number, month: string, amountInr: number, source = 'admin') {
    await upsertEmsRevenue(this.db, { userId, month, amountInr, source });
    await this.published(redis);
    return {
      userId,
      month,
      amountInr,
      percent: emsDiscountPercent(amountInr),
      appliesNow: month === previousMonth(),
    };
  }
}
