#!/usr/bin/env node
// MEIS figures (issue 16). Prints, never passes or fails:
//   POST /api/v1/order/downloadMeisExcel for N selected orders (default 10,000, in 100 dockets,
//   each priced: FOB in rupees and the RoDTEP rate of the demo schedule) on MySQL: wall time to the
//   last byte, rows/s, file size, and the API process's resident memory (from /proc) before and at
//   its peak, beside the same for N/10 orders (flat memory: the two peaks are about the same).
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis. The API
// runs from source (tsx). Usage: node bench/meis.mjs [--orders 10000]
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, root } from './lib.mjs';

const ORDERS = arg('orders', 10_000);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('meis');

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

function startApi() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (d) => {
      out += d;
      const m = /listening on (http:\/\/\S+?)\/api\/v1/.exec(out);
      if (m) resolve({ child, url: m[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`api exited ${code}: ${out.slice(-2000)}`)));
  });
}

const HS = ['62141090', '62142010', '74198090', '48202000', '09023010'];

/** `n` orders for the exporter in 100 dockets (tag keeps docket and order ids apart); answers the order ids. */
async function seed(db, exporterId, tag, n) {
  const now = Date.now();
  const perDocket = Math.ceil(n / 100);
  const ids = [];
  for (let d = 0; d * perDocket < n; d++) {
    const [docketId] = await db('dockets').insert({
      docket_no: `PMB${tag}${String(d).padStart(10, '0')}`,
      exporter_id: exporterId,
      pbe_type: 'PBE2',
      source: 'api',
      created_by: exporterId,
      box_count: perDocket,
      item_count: perDocket,
      fob_total: 0,
      fob_inr: 0,
      shipping_bill_no: `26${tag}${String(d).padStart(5, '0')}`,
      shipping_bill_date: now - 86_400_000,
      created_at: now,
    });
    const rows = [];
    for (let i = d * perDocket; i < Math.min(n, (d + 1) * perDocket); i++)
      rows.push({
        exporter_id: exporterId,
        order_id: `MEIS-${tag}-${i}`,
        docket_id: docketId,
        box_id: `B${tag}-${i}`,
        pbe_type: 'PBE2',
        invoice_no: `MI/${tag}/${String(i).padStart(6, '0')}`,
        invoice_date: '15-10-2026',
        consignee_name: 'Bench Buyer',
        consignee_country: 'United States',
        currency: 'USD',
        fob_foreign: 20 + (i % 50),
        data: JSON.stringify({
          description: 'Hand block printed cotton scarf, bench order',
          hsnCode: HS[i % HS.length],
          quantity: String(1 + (i % 3)),
        }),
        created_at: now,
      });
    for (let k = 0; k < rows.length; k += 500) {
      await db('orders').insert(rows.slice(k, k + 500));
    }
    const got = await db('orders').where({ docket_id: docketId }).select('id');
    ids.push(...got.map((r) => Number(r.id)));
  }
  return ids;
}

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
  api = await startApi();
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
  const smallIds = await seed(db, exporterId, 'S', small);
  const bigIds = await seed(db, exporterId, 'L', ORDERS);
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
