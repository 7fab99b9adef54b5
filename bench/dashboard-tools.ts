/**
 * Helper of bench/dashboard.mjs, run with tsx: `build <databaseUrl>` drops every built day and
 * builds the daily aggregates of the data on file afresh (the workers' scheduled sweep, in
 * process: completed days, then today up to 5 minutes ago), then prints {"seconds", "days",
 * "todayTo"} as JSON on stdout.
 */
import { createDb, StatsDailyService } from '@exportdesk/api';

const [cmd, databaseUrl] = process.argv.slice(2);
if (cmd !== 'build' || !databaseUrl) throw new Error('usage: dashboard-tools.ts build <databaseUrl>');
const db = createDb(databaseUrl);
try {
  await db('stats_days').del(); // dockets were seeded behind the aggregates' back: every day is stale
  const t0 = performance.now();
  const r = await new StatsDailyService(db).sweep();
  console.log(JSON.stringify({ seconds: (performance.now() - t0) / 1000, days: r.days, todayTo: r.todayTo }));
} finally {
  await db.destroy();
}
