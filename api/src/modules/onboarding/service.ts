/** The first-login checklist: facts from the tables, ticks from core's rules. Never imports Hapi. */
import { isExporter, ONBOARDING_MSG, onboardingChecklist, type OnboardingChecklist, type RecordedStep } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { forbidden } from '../../errors';
import * as repo from './repo';

export interface OnboardingUser {
  userId: number;
  userType: number;
  roles: readonly string[];
}

/** Above this many remembered marks the memory is dropped and rebuilt (a mark is then written again, harmlessly). */
const MAX_REMEMBERED = 100_000;

export class OnboardingService {
  /** `u<userId>:step` already written by this instance: a step is recorded once, not per quote. */
  private readonly written = new Set<string>();

  constructor(private readonly db: Db) {}

  async checklist(user: OnboardingUser): Promise<OnboardingChecklist> {
    const exporterId = isExporter(user) ? await repo.exporterAccountOf(this.db, user) : null;
    if (exporterId === null) throw forbidden(ONBOARDING_MSG.notExporter);
    return onboardingChecklist(await repo.facts(this.db, exporterId));
  }

  /** Whether there is nothing to record: not an exporter, or already written by this instance (synchronous: the hot path). */
  recorded(user: OnboardingUser, step: RecordedStep): boolean {
    return !isExporter(user) || this.written.has(`u${user.userId}:${step}`);
  }

  /** The user did a recorded step (a quote, a render). Exporters only; at most one write per user and step per instance. */
  async record(user: OnboardingUser, step: RecordedStep): Promise<void> {
    if (this.recorded(user, step)) return;
    const own = `u${user.userId}:${step}`;
    const exporterId = await repo.exporterAccountOf(this.db, user);
    if (exporterId !== null) await repo.mark(this.db, exporterId, step);
    if (this.written.size >= MAX_REMEMBERED) this.written.clear();
    this.written.add(own);
  }
}
