#!/usr/bin/env node
// Parcel scans at the FPO (issue 15, 001 §2.15). Prints, never passes or fails:
//   10 scanners (--scanners) each sending one POST /api/v1/order/scanParcel per parcel at a
//   steady 1,000 scans/min in all (--per-minute) for --seconds; 1 scan in 10 repeats a parcel
//   already scanned (the idempotent path). Latency p50/p99 per scan and how many were late
//   against the pace; then the same scanners flat out for 5 s (headroom: scans/s, p99).
// Parcels are seeded straight into MySQL (dockets + orders, one docket per 100 parcels). Needs
// MySQL (BENCH_MYSQL_URL) and the local Redis; the API runs from source (tsx).
// Usage: node bench/scans.mjs [--seconds 30] [--scanners 10] [--per-minute 1000]
import { rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, startSourceApi } from './lib.mjs';

const SECONDS = arg('seconds', 30);
const SCANNERS = arg('scanners', 10);
const PER_MINUTE = arg('per-minute', 1000);
const {
  mysql: MYSQL,
  dbName,
  tmp,
  env,
} = benchApiEnv('scans', { RATE_LIMITS: 'off', LOGIN_IP_LOCK_AFTER: '100000000' });

const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let api;
const db = knexFactory({ client: 'mysql2', connection: `${MYSQL}/${dbName}` });
try {
  api = await startSourceApi(env);
  const V1 = `${api.url}/api/v1`;
  const login = await fetch(`${V1}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 5, userName: 'fpo.delhi', password: 'Demo@12345' }),
  }).then((r) => r.json());
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);
  const token = login.token;

  // Parcels: enough for the paced run and the burst, never scanned before.
  const needed = Math.ceil((PER_MINUTE / 60) * SECONDS) + 4000;
  const exporter = await db('users').where({ username_key: 'abcde1234f' }).first('id');
  const ids = [];
  const t = Date.now();
  for (let d = 0; d * 100 < needed; d++) {
    const docketNo = `PMB${1_900_000_000_000 + d}`;
    const [docketId] = await db('dockets').insert({
      docket_no: docketNo,
      exporter_id: exporter.id,
      pbe_type: 'PBE2',
      source: 'api',
      created_by: exporter.id,
      box_count: 100,
      item_count: 100,
      fob_total: 100,
      created_at: t,
    });
    const rows = [];
    for (let i = 1; i <= 100; i++) {
      const boxId = `${docketNo}-${String(i).padStart(4, '0')}`;
      ids.push(`${docketNo}-${boxId}`);
      rows.push({
        exporter_id: exporter.id,
        order_id: `BENCH-${d}-${i}`,
        docket_id: docketId,
        box_id: boxId,
        pbe_type: 'PBE2',
        invoice_no: `INV${i}`,
        invoice_date: '01-11-2026',
        consignee_name: 'Bench',
        consignee_country: 'United States',
        currency: 'USD',
        fob_foreign: 1,
        data: JSON.stringify({ trackingNo: '' }),
        created_at: t,
      });
    }
    await db('orders').insert(rows);
  }

  let next = 0;
  const scanned = [];
  async function scanOne() {
    const repeat = scanned.length > 10 && Math.random() < 0.1;
    const id = repeat ? scanned[Math.floor(Math.random() * scanned.length)] : ids[next++];
    const t0 = performance.now();
    const r = await fetch(`${V1}/order/scanParcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ boxIds: [id] }),
    });
    const body = await r.json();
    const ms = performance.now() - t0;
    if (!repeat) scanned.push(id);
    return { ms, ok: r.ok && body.success, repeat };
  }

  // Paced: each scanner every SCANNERS × 60 000 / PER_MINUTE ms.
  const gap = (SCANNERS * 60_000) / PER_MINUTE;
  const paced = [];
  let late = 0;
  let failed = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: SCANNERS }, async (_, s) => {
      await sleep((gap / SCANNERS) * s);
      let due = performance.now();
      while (Date.now() < end) {
        const r = await scanOne();
        // Throughput counts answered scans only (2xx and success); a failed one is a failure line.
        if (r.ok) paced.push(r.ms);
        else failed++;
        due += gap;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        else late++;
      }
    }),
  );
  console.log(
    `Parcel scans (${SCANNERS} scanners, ${PER_MINUTE} scans/min target, ${SECONDS} s, 1 in 10 a repeat), MySQL:`,
  );
  console.log(
    `  paced     ${paced.length} scans = ${Math.round((paced.length / SECONDS) * 60)} scans/min   p50 ${pct(paced, 50).toFixed(1)} ms   p99 ${pct(paced, 99).toFixed(1)} ms   max ${pct(paced, 100).toFixed(1)} ms   (late ${late}; 2xx scans only)`,
  );
  if (failed) console.log(`  FAILED: ${failed} paced scans answered non-2xx or unsuccessful; not counted`);

  // Headroom: the same scanners flat out for 5 s.
  const burst = [];
  let burstFailed = 0;
  const bEnd = Date.now() + 5000;
  await Promise.all(
    Array.from({ length: SCANNERS }, async () => {
      while (Date.now() < bEnd && next < ids.length) {
        const r = await scanOne();
        if (r.ok) burst.push(r.ms);
        else burstFailed++;
      }
    }),
  );
  console.log(
    `  flat out  ${Math.round(burst.length / 5)} scans/s = ${Math.round((burst.length / 5) * 60)} scans/min   p50 ${pct(burst, 50).toFixed(1)} ms   p99 ${pct(burst, 99).toFixed(1)} ms (2xx scans only)`,
  );
  if (burstFailed)
    console.log(`  FAILED: ${burstFailed} flat-out scans answered non-2xx or unsuccessful; not counted`);
  const rows = await db('parcel_scans').count({ n: '*' }).first();
  console.log(`  parcel_scans rows ${rows.n} (one per parcel: repeats recorded nothing)`);
} finally {
  api?.child.kill('SIGTERM');
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
