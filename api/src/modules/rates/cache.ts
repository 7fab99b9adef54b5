/**
 * Tariffs in memory. Quotes read `index()` synchronously and never touch the database; the
 * book is reloaded only when the published revision moves. Several API instances stay correct
 * two ways: a publish announces the new revision on Redis (instances reload at once), and every
 * instance also reads the one-row revision every few seconds in case a message was missed.
 */
import { TariffIndex } from '@exportdesk/core';
import type { Redis } from 'ioredis';
import type { Db } from '../../db/knex';
import type { Logger } from '../../lib/logger';
import * as repo from './repo';

export class TariffCache {
  private current = new TariffIndex({ revision: -1, cards: [], zoneMaps: [] });
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly channel: string,
  ) {}

  index(): TariffIndex {
    return this.current;
  }

  /** Reload when the stored revision differs from the one in memory (one single-row SELECT). */
  async refresh(force = false): Promise<void> {
    if (this.loading) return this.loading;
    this.loading = (async () => {
      try {
        if (!force && (await repo.revision(this.db)) === this.current.revision) return;
        const book = await repo.loadPublished(this.db);
        this.current = new TariffIndex(book);
        this.log.info({ revision: book.revision, cards: book.cards.length }, 'tariffs loaded');
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  async start(redis: Redis | null, pollMs: number): Promise<void> {
    await this.refresh(true);
    this.timer = setInterval(() => this.refresh().catch((err) => this.log.warn({ err }, 'tariff poll failed')), pollMs);
    this.timer.unref();
    if (redis) {
      this.subscriber = redis.duplicate();
      this.subscriber.on('message', () => this.refresh().catch((err) => this.log.warn({ err }, 'tariff reload failed')));
      this.subscriber.on('error', (err) => this.log.warn({ err }, 'tariff subscriber error'));
      await this.subscriber.subscribe(this.channel).catch((err) => this.log.warn({ err }, 'tariff subscribe failed; polling only'));
    }
  }

  /** After a publish here: reload now, and tell the other instances. */
  async published(redis: Redis | null): Promise<void> {
    await this.refresh(true);
    await redis?.publish(this.channel, String(this.current.revision)).catch((err) => this.log.warn({ err }, 'tariff announce failed'));
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
