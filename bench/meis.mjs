#!/usr/bin/env node
// MEIS figures (issue 16). Prints, never passes or fails:
//   POST /api/v1/order/downloadMeisExcel for N selected orders (default 10,000, in dockets of
//   500: the report tests' seed, tests/support/report-seed.ts; each priced: FOB in rupees and the
//   RoDTEP rate of the demo schedule) on MySQL: wall time to the last byte, rows/s, file size,
//   and the API process's resident memory (from /proc) before and at its peak, beside the same
//   for N/10 orders (flat memory: the two peaks are about the same).
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis. The API
// runs from source (tsx). Usage: node bench/meis.mjs [--orders 10000]
import { readFileSync, rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, loadTs, startSourceApi } from './lib.mjs';

const ORDERS = arg('orders', 10_000);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('meis');
// The report tests' seed: a month of N orders over a few HS codes, in dockets of 500.
const { seedMonth } = await loadTs('tests/support/report-seed.ts');

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

async function measure(url, token, pid, orderIds) {
  const idle = rssKb(pid);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(pid))), 20);
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/order/downloadMeisExcel`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ orderIds, type: 'meis' }),
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
  const small = Math.max(1, Math.round(ORDERS / 10));
  const t0 = performance.now();
  const smallIds = await seedMonth(db, exporterId, '09', small);
  const bigIds = await seedMonth(db, exporterId, '10', ORDERS);
  console.log(`seeded ${small + ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log('downloadMeisExcel (priced MEIS sheet, exceljs streaming writer) on MySQL, API from source:');
  await measure(api.url, login.token, api.child.pid, smallIds.slice(0, 20)); // warm-up
  for (const ids of [smallIds, bigIds]) {
    const r = await measure(api.url, login.token, api.child.pid, ids);
    console.log(
      `  ${String(ids.length).padStart(6)} orders: ${(r.ms / 1000).toFixed(2)} s wall (${Math.round((ids.length / r.ms) * 1000)} rows/s), ` +
        `${(r.bytes / 1e6).toFixed(2)} MB xlsx, status ${r.status}; API RSS ${r.idleMb.toFixed(0)} MB before, ` +
        `${r.peakMb.toFixed(0)} MB peak (+${(r.peakMb - r.idleMb).toFixed(0)} MB)`,
    );
  }
} finally {
  api?.child.kill('SIGTERM');
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
