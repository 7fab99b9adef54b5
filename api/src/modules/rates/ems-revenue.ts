/**
 * EMS discount tiers "applied to a user's quote when their revenue qualifies" (000 §9): the
 * previous calendar month's international EMS revenue of every user who has one, held in memory
 * so a quote never reads the database. Reloaded when a figure is set (announced on Redis to the
 * other instances), on the poll, and when the month turns.
 */
import type { Redis } from 'ioredis';
import { emsDiscountPercent } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { now } from '../../db/knex';
import type { Logger } from '../../lib/logger';

/** YYYY-MM of the month before `at`. */
export function previousMonth(at = new Date()): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

export class EmsRevenueCache {
  private byUser = new Map<number, number>();
  private month = '';
  private timer: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;

  constructor(private readonly db: Db, private readonly log: Logger, private readonly channel: string) {}

  /** The qualifying revenue of a user, or 0. */
  revenueOf(userId: number | undefined): number {
    if (userId === undefined) return 0;
    if (this.month !== previousMonth()) void this.refresh();
    return this.byUser.get(userId) ?? 0;
  }

  async refresh(): Promise<void> {
    const month = previousMonth();
    const rows = await this.db('ems_revenue').where({ month }).select('user_id', 'amount_inr');
    this.byUser = new Map(rows.map((r: any) => [Number(r.user_id), Number(r.amount_inr)]));
    this.month = month;
  }

  async start(redis: Redis | null, pollMs: number): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => this.refresh().catch((err) => this.log.warn({ err }, 'EMS revenue poll failed')), pollMs);
    this.timer.unref();
    if (redis) {
      this.subscriber = redis.duplicate();
      this.subscriber.on('message', () => this.refresh().catch((err) => this.log.warn({ err }, 'EMS revenue reload failed')));
      this.subscriber.on('error', (err) => this.log.warn({ err }, 'EMS revenue subscriber error'));
      await this.subscriber.subscribe(this.channel).catch((err) => this.log.warn({ err }, 'EMS revenue subscribe failed; polling only'));
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.subscriber?.disconnect();
  }

  /** Record a month's revenue (billing or a super admin), then reload everywhere. */
  async set(redis: Redis | null, userId: number, month: string, amountInr: number, source = 'admin') {
    const row = { user_id: userId, month, amount_inr: amountInr, source, updated_at: now() };
    await this.db('ems_revenue').insert(row).onConflict(['user_id', 'month']).merge(['amount_inr', 'source', 'updated_at']);
    await this.refresh();
    await redis?.publish(this.channel, month).catch((err) => this.log.warn({ err }, 'EMS revenue announce failed'));
    return { userId, month, amountInr, percent: emsDiscountPercent(amountInr), appliesNow: month === previousMonth() };
  }
}
