#!/usr/bin/env node
// Marketplace import figures (issue 15). Prints, never passes or fails:
//   an Amazon order report of N rows (default 10,000) read, header-checked, mapped and checked
//   with the bulk rules (rows/s), then to saved orders on MySQL through the bulk upload's job,
//   5000 rows a report (rows/s), and the peak RSS growth of the process over both.
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306). Usage:
//   node bench/amazon-import.mjs [--rows 10000]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, root } from './lib.mjs';

const ROWS = arg('rows', 10_000);
const { mysql, dbName, tmp, env } = benchApiEnv('amazon');
try {
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(root, 'bench/amazon-import-tools.ts'),
      'run',
      String(ROWS),
      env.DATABASE_URL,
      tmp,
    ],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  const line = r.stdout.trim().split('\n').pop() ?? '';
  if (r.status !== 0 || !line.startsWith('{')) {
    console.log(`amazon import bench failed: ${(r.stderr || r.stdout).slice(-2000)}`);
  } else {
    const f = JSON.parse(line);
    console.log(`Amazon order report: ${f.rows} rows (${f.reportMb} MB)`);
    console.log(
      `  read + header + map + bulk row checks: ${(f.mapMs / 1000).toFixed(2)} s = ${f.mapRowsPerSec} rows/s`,
    );
    console.log(
      `  to saved orders (bulk job, 5000 rows a report): ${(f.saveMs / 1000).toFixed(1)} s = ${f.saveRowsPerSec} rows/s, ${f.saved} rows in ${f.dockets} dockets`,
    );
    console.log(`  peak RSS growth: ${f.peakGrowthMb} MB (base ${f.baseMb} MB)`);
  }
} finally {
  const knex = knexFactory({ client: 'mysql2', connection: mysql });
  await knex.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
  await knex.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
