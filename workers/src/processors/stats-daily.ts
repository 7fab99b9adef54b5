/**
 * stats-daily (issue 29): rebuilds days of the dashboard's daily aggregates from the dockets. A
 * job names a range of days (a changed docket's day, the super admin's rebuild) or is the
 * scheduled sweep, which builds every completed day not built yet (new, or marked stale) and today
 * up to a few minutes ago. Rebuilds replace a day's rows, so a retried or repeated job writes the
 * same figures.
 */
import {
  STATS_SWEEP_EVERY_MS,
  StatsDailyService,
  type Job,
  type Queues,
  type StatsDailyJob,
} from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processStatsDaily(ctx: WorkerContext, job: Job<StatsDailyJob>) {
  const daily = new StatsDailyService(ctx.db);
  const d = job.data;
  if ('sweep' in d) return daily.sweep();
  // a range reaching today builds it up to a few minutes ago; later days are never built
  return daily.rebuild({ from: d.from, to: d.to });
}

/** Registers the sweep once (Bull keys a repeatable job by its name and schedule). */
export async function scheduleStatsDaily(queues: Queues) {
  const queue = queues.get<StatsDailyJob>('stats-daily');
  // the 10-minute schedule of before stays in Redis until removed; the sweep now runs every minute
  await queue.removeRepeatable({ every: 10 * 60_000 });
  await queue.add(
    { sweep: true },
    { repeat: { every: STATS_SWEEP_EVERY_MS }, removeOnComplete: 50, removeOnFail: 50 },
  );
}
