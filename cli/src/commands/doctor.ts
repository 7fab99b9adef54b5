/**
 * `exportdesk doctor` (issue 23): is the running API fit for production mode? It reads the API's
 * health as the signed-in super admin, the only one health tells: the database and Redis, whether
 * the site runs sandbox drivers, and every reason production mode refuses its settings (the list
 * `node api/dist/check-config.js` prints on the server). Exit 0 ready; 1 not ready (each reason
 * listed, as rejected rows are); 3 not signed in as the super admin; 4 the API cannot be reached.
 */
import type { Command } from 'commander';
import { ACCOUNT_EXTRA_CONTRACTS, type HealthData } from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { CliError, EXIT } from '../lib/errors';
import { commandContext } from './shared';

export type { HealthData } from '@exportdesk/core';
export type DoctorReason = NonNullable<HealthData['production']>['reasons'][number];

const NOT_SUPER_ADMIN =
  'Production readiness is shown to the super admin only. Sign in as one (`exportdesk login`, userType 10) or set EXPORTDESK_TOKEN to a super admin token.';

/** Everything that stops this API from running in production mode: its settings, then a probe that is down. */
export function doctorReasons(h: HealthData): DoctorReason[] {
  const reasons = [...(h.production?.reasons ?? [])];
  if (h.database !== 'up')
    reasons.push({ setting: 'DATABASE_URL', reason: 'The API cannot reach its database.' });
  if (h.redis !== 'up') reasons.push({ setting: 'REDIS_URL', reason: 'The API cannot reach Redis.' });
  if (h.storage === 'down')
    reasons.push({
      setting: 'STORAGE_DRIVER',
      reason: 'The API cannot reach its file store (S3_ENDPOINT, S3_BUCKET and its keys).',
    });
  return reasons;
}

export function doctorLines(apiUrl: string, h: HealthData): string[] {
  const reasons = doctorReasons(h);
  const lines = [
    `ExportDesk API at ${apiUrl}${h.version ? ` (version ${h.version})` : ''}: database ${h.database}, Redis ${h.redis}${h.storage ? `, files ${h.storage}` : ''}`,
    `Running in ${h.production?.mode ? 'production mode' : 'development mode (NODE_ENV is not production)'}${h.sandbox ? ', sandbox drivers allowed (staging site)' : ''}.`,
  ];
  if (!reasons.length) return [...lines, '✔ Ready for production mode.'];
  return [
    ...lines,
    `✖ Not ready for production mode, ${reasons.length} reason${reasons.length === 1 ? '' : 's'}:`,
    ...reasons.map((r) => `  - ${r.reason}`),
  ];
}

/** Health as the super admin; a 503 (database, Redis or file store down) still carries the answer. */
async function readHealth(apiUrl: string, token: string): Promise<HealthData> {
  try {
    return (await contractCall(apiUrl, ACCOUNT_EXTRA_CONTRACTS.health, {}, { token })).data;
  } catch (err) {
    const body = err instanceof CliError ? (err.details as { data?: HealthData } | undefined) : undefined;
    if (err instanceof CliError && err.exitCode === EXIT.SERVER && body?.data?.database) return body.data;
    throw err;
  }
}

export function registerDoctor(program: Command): void {
  program
    .command('doctor')
    .description('Check whether the running API is ready for production mode (as the super admin)')
    .action(async (_opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      let token: string;
      try {
        token = requireToken(s);
      } catch {
        throw new CliError(NOT_SUPER_ADMIN, EXIT.AUTH);
      }
      const health = await readHealth(s.apiUrl, token);
      if (!health.production) throw new CliError(NOT_SUPER_ADMIN, EXIT.AUTH);
      const reasons = doctorReasons(health);
      out.lines(
        {
          success: reasons.length === 0,
          apiUrl: s.apiUrl,
          database: health.database,
          redis: health.redis,
          storage: health.storage,
          version: health.version,
          sandbox: !!health.sandbox,
          productionMode: health.production.mode,
          ready: reasons.length === 0,
          reasons,
        },
        doctorLines(s.apiUrl, health),
      );
      if (reasons.length) process.exitCode = EXIT.REJECTED;
    });
}
