/**
 * Data held in memory and reloaded when its stored revision moves: the rates area's mechanism
 * (modules/rates/cache.ts, TariffCache) for any table of reference data. Several API instances
 * stay correct two ways: a publish announces the new revision on Redis (every instance reloads at
 * once), and every instance also reads the revision every few seconds in case a message was lost.
 * TariffCache and EmsRevenueCache hold their own copy of this loop; they can move onto this class.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

export interface RevisionSource<T> {
  /** One cheap read (a single row or an indexed MAX). */
  revision(): Promise<number>;
  /** Everything the cache holds, at that revision. */
  load(): Promise<{ revision: number; value: T }>;
}

export class RevisionCache<T> {
  private rev = -1;
  private current: T;
  private loading: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly source: RevisionSource<T>,
    initial: T,
    private readonly log: Logger,
    private readonly channel: string,
  ) {
    this.current = initial;
  }

  value(): T {
    return this.current;
  }

  revision(): number {
    return this.rev;
  }

  /** Reload when the stored revision differs from the one in memory. */
  async refresh(force = false): Promise<void> {
    if (this.loading) {
      await this.loading;
      if (!force) return;
    }
    this.loading = (async () => {
      try {
        if (!force && (await this.source.revision()) === this.rev) return;
        const { revision, value } = await this.source.load();
        this.current = value;
        this.rev = revision;
        this.log.info({ revision, channel: this.channel }, 'reference data loaded');
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  async start(redis: Redis | null, pollMs: number): Promise<void> {
    await this.refresh(true);
    this.timer = setInterval(() => this.refresh().catch((err) => this.log.warn({ err }, 'revision poll failed')), pollMs);
    this.timer.unref();
    if (redis) {
      this.subscriber = redis.duplicate();
      this.subscriber.on('message', () => this.refresh().catch((err) => this.log.warn({ err }, 'reload failed')));
      this.subscriber.on('error', (err) => this.log.warn({ err }, 'revision subscriber error'));
      await this.subscriber.subscribe(this.channel).catch((err) => this.log.warn({ err }, 'revision subscribe failed; polling only'));
    }
  }

  /** After a write here: reload now, and tell the other instances. */
  async published(redis: Redis | null): Promise<void> {
    await this.refresh(true);
    await redis?.publish(this.channel, String(this.rev)).catch((err) => this.log.warn({ err }, 'revision announce failed'));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
