#!/usr/bin/env node
// Dashboard and analytics at a million parcels (issues 17, 29 item 4). Prints, never passes or fails:
//   GET /api/v1/stats/dashboard and GET /api/v1/stats/analytics for the super admin's one-year
//   view (all exporters) and an exporter admin's 30 days, p50/p99 and req/s through the real API
//   on MySQL, at 100,000 parcels and then at 1,000,000 (10 parcels a docket, 100 exporters, a
//   year of days up to today), read from the daily aggregates (completed days, and today up to
//   5 minutes before the build; the rest of today live), and the 1M ÷ 100k p99 ratio (aim: p99
//   ≤ 100 ms, ratio ≤ 1.5×), beside each view's first call (cold: the API never read those stored
//   rows). Baseline: the same calls at 100,000
//   answered live (no day built, as before the aggregates). Seeding is INSERT … SELECT on the
//   server; the aggregates are built by the workers' sweep in process (bench/dashboard-tools.ts).
// Needs MySQL (BENCH_MYSQL_URL) and the local Redis; the API runs built (node scripts/bundle.mjs api).
// Usage: node bench/dashboard.mjs [--parcels 1000000] [--small 100000] [--seconds 8] [--connections 4]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, fmt, load, root, startApi, stopAll } from './lib.mjs';

const BIG = arg('parcels', 1_000_000);
const SMALL = arg('small', 100_000);
const SECONDS = arg('seconds', 8);
const CONNECTIONS = arg('connections', 4);
const PER_DOCKET = 10;
const EXPORTERS = 100;
const DAY = 86_400_000;
const { mysql, dbName, tmp, env } = benchApiEnv('dash', { RATE_LIMITS: 'off' });
const COUNTRIES = ['United States', 'United Kingdom', 'Germany', 'Australia', 'Canada', 'Japan', 'France'];
const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'JPY'];
const elt = (expr, xs) => `ELT(1 + (${expr}) % ${xs.length}, ${xs.map((x) => `'${x}'`).join(', ')})`;

let db;
const now = Date.now();
const today = Math.floor(now / DAY) * DAY;

/** Dockets [from, to) by number, their orders (one per parcel), pickups and carrier invoices. */
async function seed(from, to, firstExporter) {
  const step = 10_000;
  for (let a = from; a < to; a += step) {
    const b = Math.min(to, a + step);
    // day 0 is today, up to now; days 1..364 before it, anywhere in the day
    const at = `IF(s.n % 365 = 0, ${today} + (s.n * 7919) % ${Math.max(1, now - today)}, ${today} - (s.n % 365) * ${DAY} + (s.n * 7919) % ${DAY})`;
    await db.raw(
      `INSERT INTO dockets (docket_no, exporter_id, fpo_code, pbe_type, source, created_by, box_count, item_count,
         fob_total, fob_inr, shipping_bill_no, shipping_bill_date, created_at)
       SELECT CONCAT('PMBD', LPAD(s.n, 10, '0')), ${firstExporter} + s.n % ${EXPORTERS},
         IF(s.n % 10 = 0, NULL, CONCAT('FPO', s.n % 8)), 'PBE2', 'api', ${firstExporter} + s.n % ${EXPORTERS},
         ${PER_DOCKET}, ${PER_DOCKET}, 0, 1000 + (s.n % 500) + 0.25, IF(s.n % 3 = 0, NULL, CONCAT('SB', s.n)),
         IF(s.n % 3 = 0, NULL, ${at} + 3600000 * (1 + s.n % 48)), ${at}
       FROM (SELECT a.n * 1000 + b.n AS n FROM bench_seq a CROSS JOIN bench_seq b) s
       WHERE s.n >= ? AND s.n < ?`,
      [a, b],
    );
    const ids = `d.docket_no >= CONCAT('PMBD', LPAD(${a}, 10, '0')) AND d.docket_no < CONCAT('PMBD', LPAD(${b}, 10, '0'))`;
    // one item per parcel; one docket in 50 names its first box BOX-1 (a box id that recurs)
    await db.raw(
      `INSERT INTO orders (exporter_id, order_id, docket_id, box_id, pbe_type, invoice_no, invoice_date,
         consignee_name, consignee_country, currency, fob_foreign, data, created_at)
       SELECT d.exporter_id, CONCAT(d.docket_no, '-', p.n), d.id,
         IF(p.n = 0 AND d.id % 50 = 0, 'BOX-1', CONCAT(d.docket_no, '-', p.n)), 'PBE2',
         CONCAT('I', d.docket_no, '-', p.n), '01-10-2026', 'Bench Buyer', ${elt('d.id + p.n', COUNTRIES)},
         ${elt('d.id * 3 + p.n', CURRENCIES)}, 10 + (d.id + p.n) % 40, '{}', d.created_at
       FROM dockets d CROSS JOIN bench_seq p WHERE p.n < ${PER_DOCKET} AND ${ids}`,
    );
    await db.raw(
      `INSERT INTO docket_pickups (docket_id, status, updated_by, updated_at)
       SELECT d.id, ${elt('d.id', ['Scheduled', 'Picked Up', 'Pending'])}, d.exporter_id,
         d.created_at + 3600000 * (1 + d.id % 30)
       FROM dockets d WHERE d.id % 5 < 3 AND ${ids}`,
    );
    await db.raw(
      `INSERT INTO carrier_invoices (carrier, file_id, row_key, invoice_number, weight_g, amount, exporter_id,
         amount_debited, match_status, status, created_at, updated_at)
       SELECT ${elt('d.id', ['dhl', 'aramex'])}, 1, CONCAT('bench-', d.id), CONCAT('INV', d.id), 500, 100,
         d.exporter_id, 50 + d.id % 100, 'matched', 'created', d.created_at, d.created_at
       FROM dockets d WHERE d.id % 10 = 0 AND ${ids}`,
    );
  }
}

const built = (b) =>
  `aggregates of ${b.days} days and today up to ${b.todayTo ? new Date(b.todayTo).toISOString().slice(11, 16) : '(none)'} UTC ` +
  `built in ${b.seconds.toFixed(1)} s (the workers' sweep, in process)`;

function buildAggregates() {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/dashboard-tools.ts'), 'build', env.DATABASE_URL],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, encoding: 'utf8', maxBuffer: 1 << 24 },
  );
  if (r.status !== 0) throw new Error(`building the aggregates failed: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop());
}

try {
  const api = await startApi(env);
  db = knexFactory({ client: 'mysql2', connection: `${mysql}/${dbName}` });
  await db.raw('CREATE TABLE bench_seq (n INT PRIMARY KEY)');
  await db('bench_seq').insert(Array.from({ length: 1000 }, (_, n) => ({ n })));
  const stamp = Date.now();
  const users = Array.from({ length: EXPORTERS }, (_, i) => ({
    user_type: 1,
    username: `BENCHD${String(i).padStart(4, '0')}`,
    username_key: `benchd${String(i).padStart(4, '0')}`,
    ie_code: `BENCHD${String(i).padStart(4, '0')}`,
    name: `Bench Exports ${i}`,
    password_hash: 'x',
    created_at: stamp,
    updated_at: stamp,
  }));
  await db('users').insert(users);
  const first = Number((await db('users').where({ username_key: 'benchd0000' }).first('id')).id);

  const login = async (userType, userName) =>
    (
      await (
        await fetch(`${api}/api/v1/authentication/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userType, userName, password: 'Demo@12345' }),
        })
      ).json()
    ).token;
  const admin = await login(10, 'superadmin');
  const exporter = await login(1, 'ABCDE1234F');
  const iso = (t) => new Date(t).toISOString().slice(0, 10);
  const year = `from=${iso(now - 364 * DAY)}&to=${iso(now)}`;
  const month = `from=${iso(now - 29 * DAY)}&to=${iso(now)}`;
  const calls = [
    ['super admin dashboard, 1 year', admin, `stats/dashboard?${year}`],
    ['super admin analytics, 1 year', admin, `stats/analytics?${year}`],
    ['exporter admin dashboard, 30 days', exporter, `stats/dashboard?${month}`],
  ];
  const measure = async (tag) => {
    const out = {};
    if (process.argv.includes('--seed-only')) return out;
    for (const [label, token, path_] of calls) {
      const t0 = performance.now();
      const first = await fetch(`${api}/api/v1/${path_}`, { headers: { authorization: `Bearer ${token}` } });
      await first.arrayBuffer();
      const cold = `   first call ${Math.round(performance.now() - t0)} ms (cold)`;
      const r = await load(
        {
          url: `${api}/api/v1/${path_}`,
          connections: CONNECTIONS,
          headers: { authorization: `Bearer ${token}` },
          timeout: 60, // the live one-year view at 100k takes seconds under load: wait, do not drop it
        },
        SECONDS,
      );
      console.log(fmt(`${label} ${tag}`, r, cold));
      if (!r.rps)
        console.log(`  FAILED: no 2xx answer in ${SECONDS} s (latency figures above are not measured)`);
      out[label] = r;
    }
    return out;
  };

  console.log(
    `dashboard and analytics on MySQL, ${CONNECTIONS} connections, ${EXPORTERS} exporters, ${PER_DOCKET} parcels a docket over a year`,
  );
  let t0 = Date.now();
  await seed(0, SMALL / PER_DOCKET, first);
  console.log(`${SMALL.toLocaleString('en')} parcels seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const live = await measure('(live)');
  let b = buildAggregates();
  console.log(built(b));
  const small = await measure('(aggregates)');

  t0 = Date.now();
  await seed(SMALL / PER_DOCKET, BIG / PER_DOCKET, first);
  console.log(`${BIG.toLocaleString('en')} parcels seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  b = buildAggregates();
  console.log(built(b));
  const big = await measure('(aggregates)');

  console.log(`p99 ratios (aim: 1M ≤ 100 ms and ≤ 1.5× 100k):`);
  // a ratio of a figure not measured (no 2xx answer) is not printed
  const ratio = (a, b) => (a.rps && b.rps ? `${(a.p99 / Math.max(1, b.p99)).toFixed(2)}×` : 'n/a');
  for (const [label] of calls.filter(([l]) => big[l]))
    console.log(
      `  ${label.padEnd(34)} ${BIG / 1000}k ÷ ${SMALL / 1000}k ${ratio(big[label], small[label])}` +
        `   aggregates ÷ live at ${SMALL / 1000}k ${ratio(small[label], live[label])}`,
    );
} finally {
  stopAll();
  if (db) {
    if (process.argv.includes('--keep')) console.log(`kept database ${dbName}`);
    else await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
    await db.destroy();
  }
  rmSync(tmp, { recursive: true, force: true });
}
