/** The first-login checklist: facts from the tables, ticks from core's rules. Never imports Hapi. */
import type { Redis } from 'ioredis';
import {
  isExporter,
  ONBOARDING_MSG,
  onboardingChecklist,
  RECORDED_STEPS,
  type OnboardingChecklist,
  type RecordedStep,
} from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { forbidden } from '../../errors';
import * as repo from './repo';

export interface OnboardingUser {
  userId: number;
  userType: number;
  roles: readonly string[];
}

/** Above this many remembered marks the memory is dropped and rebuilt (a mark is then sent again, harmlessly). */
const MAX_REMEMBERED = 100_000;

/**
 * Recorded steps travel in two hops, because the quote path never touches the database: the
 * quote adds the user's id to a Redis set per step (`<prefix>:onboarding:<step>`, once per user
 * and step per instance); the checklist reads the sets for the exporter account and its users
 * and keeps what it finds in onboarding_marks, where it lasts (a Redis flushed before the
 * exporter's next /home loses only that tick).
 */
export class OnboardingService {
  /** `<userId>:<step>` already sent by this instance: a step is recorded once, not per quote. */
  private readonly sent = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key = (step: RecordedStep) => `${this.prefix}:onboarding:${step}`;

  async checklist(user: OnboardingUser): Promise<OnboardingChecklist> {
    const exporterId = isExporter(user) ? await repo.exporterAccountOf(this.db, user) : null;
    if (exporterId === null) throw forbidden(ONBOARDING_MSG.notExporter);
    const facts = await repo.facts(this.db, exporterId);
    const missing = RECORDED_STEPS.filter((s) => !facts.recorded.includes(s));
    if (missing.length) {
      const ids = [exporterId, ...(await repo.exporterUserIds(this.db, exporterId))].map(String);
      const pipe = this.redis.pipeline();
      for (const step of missing) for (const id of ids) pipe.sismember(this.key(step), id);
      const answers = ((await pipe.exec()) ?? []).map(([, v]) => Number(v) === 1);
      const found = missing.filter((_, i) =>
        answers.slice(i * ids.length, (i + 1) * ids.length).some(Boolean),
      );
      for (const step of found) await repo.mark(this.db, exporterId, step);
      facts.recorded = [...facts.recorded, ...found];
    }
    return onboardingChecklist(facts);
  }

  /** Whether there is nothing to send: not an exporter, or already sent by this instance (synchronous: the hot path). */
  recorded(user: OnboardingUser, step: RecordedStep): boolean {
    return !isExporter(user) || this.sent.has(`${user.userId}:${step}`);
  }

  /** The user did a recorded step (a quote, a render): one Redis write, no database query. */
  async record(user: OnboardingUser, step: RecordedStep): Promise<void> {
    if (this.recorded(user, step)) return;
    await this.redis.sadd(this.key(step), String(user.userId));
    if (this.sent.size >= MAX_REMEMBERED) this.sent.clear();
    this.sent.add(`${user.userId}:${step}`);
  }
}
