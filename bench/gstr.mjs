#!/usr/bin/env node
// GST report figures (issue 16). Prints, never passes or fails:
//   POST /api/v1/downloadGstin for a month of N invoices (default 50,000, one item each, in
//   dockets of 500: the report tests' seed, tests/support/report-seed.ts) on MySQL: wall time to
//   the last byte, rows/s, file size, and the API process's resident memory (from /proc) before
//   and at its peak during the download, beside the same for a month of 5,000 invoices: flat
//   memory means the two peaks are about the same.
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis. The API
// runs from source (tsx). Usage: node bench/gstr.mjs [--invoices 50000]
import { readFileSync, rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, loadTs, startSourceApi } from './lib.mjs';

const INVOICES = arg('invoices', 50_000);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('gstr');
// The report tests' seed: a month of N orders, one invoice each, in dockets of 500.
const { seedMonth } = await loadTs('tests/support/report-seed.ts');

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

async function measure(url, token, pid, mm) {
  const idle = rssKb(pid);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/downloadGstin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ month: mm, year: '2026', serviceProvider: 'indiapost', selectedNote: 'All' }),
  });
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - t0;
  clearInterval(timer);
  return { status: res.status, ms, bytes, idleMb: idle / 1024, peakMb: peak / 1024 };
}

let api;
const db = knexFactory({ client: 'mysql2', connection: `${MYSQL}/${dbName}` });
try {
  api = await startSourceApi(env);
  const login = await (
    await fetch(`${api.url}/api/v1/authentication/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userType: 1, userName: 'ABCDE1234F', password: 'Demo@12345' }),
    })
  ).json();
  const exporterId = (await db('users').where({ username: 'ABCDE1234F' }).first('id')).id;
  const small = Math.max(1, Math.round(INVOICES / 10));
  const t0 = performance.now();
  await seedMonth(db, exporterId, '09', small);
  await seedMonth(db, exporterId, '10', INVOICES);
  console.log(`seeded ${small + INVOICES} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log('downloadGstin (GSTR-1 Table 6A, exp sheet) on MySQL, API from source:');
  await measure(api.url, login.token, api.child.pid, '08'); // warm-up: an empty month
  for (const [mm, n] of [
    ['09', small],
    ['10', INVOICES],
  ]) {
    const r = await measure(api.url, login.token, api.child.pid, mm);
    console.log(
      `  ${String(n).padStart(6)} invoices: ${(r.ms / 1000).toFixed(2)} s wall (${Math.round((n / r.ms) * 1000)} rows/s), ` +
        `${(r.bytes / 1e6).toFixed(1)} MB xlsx, status ${r.status}; API RSS ${r.idleMb.toFixed(0)} MB before, ` +
        `${r.peakMb.toFixed(0)} MB peak (+${(r.peakMb - r.idleMb).toFixed(0)} MB)`,
    );
  }
} finally {
  api?.child.kill('SIGTERM');
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
