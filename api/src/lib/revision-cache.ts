/**
 * Data held in memory and reloaded when its stored revision moves: the one mechanism behind the
 * rates area's tariffs (modules/rates/cache.ts) and EMS revenue (modules/rates/ems-revenue.ts) and
 * the customs exchange rates (modules/exchange-rates). Readers call `value()` synchronously and
 * never touch the database. Several API instances stay correct two ways: a publish announces the
 * new revision on Redis (every instance reloads at once), and every instance also reads the
 * revision every few seconds in case a message was lost.
 *
 * Loads never overlap: a refresh asked for while one runs waits for it and then makes one more
 * round of its own (shared by every caller meanwhile), so a write that committed after the running
 * load began is never missed and an older load can never finish last and win.
 */
import type { Redis } from 'ioredis';
import type { Logger } from './logger';

/** A revision is any value that changes whenever the data does (compared with ===). */
export type Revision = number | string;

export interface RevisionSource<T, R extends Revision = number> {
  /** One cheap read (a single row, an indexed MAX, a small aggregate). */
  revision(): Promise<R>;
  /** Everything the cache holds, at that revision. */
  load(): Promise<{ revision: R; value: T }>;
  /** What the load log line says of a value (counts, not the data). */
  describe?(value: T): Record<string, unknown>;
}

export class RevisionCache<T, R extends Revision = number> {
  private rev: R | null = null;
  private current: T;
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;
  private nextForced = false;
  private timer: NodeJS.Timeout | null = null;
  private subscriber: Redis | null = null;

  constructor(
    private readonly source: RevisionSource<T, R>,
    initial: T,
    protected readonly log: Logger,
    private readonly channel: string,
  ) {
    this.current = initial;
  }

  value(): T {
    return this.current;
  }

  /** The revision in memory (null before the first load). */
  revision(): R | null {
    return this.rev;
  }

  /** Reload when the stored revision differs from the one in memory (always, when forced). */
  refresh(force = false): Promise<void> {
    if (this.next) {
      this.nextForced ||= force;
      return this.next;
    }
    if (!this.running) return this.round(force);
    this.nextForced = force;
    this.next = this.running
      .catch(() => undefined)
      .then(() => {
        const forced = this.nextForced;
        this.next = null;
        this.nextForced = false;
        return this.round(forced);
      });
    return this.next;
  }

  private round(force: boolean): Promise<void> {
    // Started on the next tick, so `running` is set before the body can reach its `finally`.
    const run = Promise.resolve().then(async () => {
      try {
        if (!force && (await this.source.revision()) === this.rev) return;
        const { revision, value } = await this.source.load();
        this.current = value;
        this.rev = revision;
        this.log.info(
          { revision, channel: this.channel, ...this.source.describe?.(value) },
          'reference data loaded',
        );
      } finally {
        this.running = null;
      }
    });
    this.running = run;
    return run;
  }

  async start(redis: Redis | null, pollMs: number): Promise<void> {
    await this.refresh(true);
    this.timer = setInterval(
      () =>
        this.refresh().catch((err) => this.log.warn({ err, channel: this.channel }, 'revision poll failed')),
      pollMs,
    );
    this.timer.unref();
    if (redis) {
      this.subscriber = redis.duplicate();
      this.subscriber.on('message', () =>
        this.refresh().catch((err) => this.log.warn({ err, channel: this.channel }, 'reload failed')),
      );
      this.subscriber.on('error', (err) =>
        this.log.warn({ err, channel: this.channel }, 'revision subscriber error'),
      );
      await this.subscriber
        .subscribe(this.channel)
        .catch((err) =>
          this.log.warn({ err, channel: this.channel }, 'revision subscribe failed; polling only'),
        );
    }
  }

  /** After a write here: reload now, and tell the other instances. */
  async published(redis: Redis | null): Promise<void> {
    await this.refresh(true);
    await redis
      ?.publish(this.channel, String(this.rev))
      .catch((err) => this.log.warn({ err, channel: this.channel }, 'revision announce failed'));
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.subscriber?.disconnect();
    this.subscriber = null;
  }
}
