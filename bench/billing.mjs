#!/usr/bin/env node
// Carrier billing figures (issue 17). Prints, never passes or fails:
//   a DHL carrier file of N rows (default 100,000) read with the streaming reader, matched
//   against N seeded parcels on MySQL, reconciled with the rate card and saved in one transaction
//   (the worker's processBillingFile, in process): rows/s and the peak RSS growth while it runs.
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306). Usage:
//   node bench/billing.mjs [--rows 100000]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, root } from './lib.mjs';

const ROWS = arg('rows', 100_000);
const { mysql, dbName, tmp, env } = benchApiEnv('billing');
try {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--expose-gc',
      path.join(root, 'bench/billing-tools.ts'),
      'run',
      String(ROWS),
      env.DATABASE_URL,
      tmp,
    ],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    console.log(`billing bench failed: ${(r.stderr || r.stdout).slice(-2000)}`);
  } else {
    const f = JSON.parse(line);
    console.log(
      `carrier file: ${f.rows} rows (${f.fileMb} MB), ${f.added} added; matched ${f.matched}, unmatched ${f.unmatched}, over-billed ${f.overbilled}, under-billed ${f.underbilled}, weight ${f.weight}`,
    );
    console.log(`  read + match + save: ${(f.ms / 1000).toFixed(1)} s = ${f.rowsPerSec} rows/s`);
    console.log(`  peak RSS growth: ${f.peakGrowthMb} MB (base ${f.baseMb} MB); seeding ${f.seedS} s`);
  }
} finally {
  const knex = knexFactory({ client: 'mysql2', connection: mysql });
  await knex.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
  await knex.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
