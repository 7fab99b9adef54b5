#!/usr/bin/env node
// Create PBE figures (issue 15). Prints, never passes or fails:
//   POST /api/v1/order/createPbe with N parcels selected (default 5,000, one item each, seeded
//   straight into the parcels table) on MySQL: wall time of the one transaction that checks them,
//   takes them, allocates the docket and writes its orders; beside the same for N/10 parcels.
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis. The API
// runs from source (tsx). Usage: node bench/create-pbe.mjs [--parcels 5000]
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, root } from './lib.mjs';

const PARCELS = arg('parcels', 5000);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('createpbe');

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

/** One item in the order fields of 001 §3 (as core's sampleOrder; plain .mjs cannot import core). */
const sampleOrder = (n, o) => ({
  pbe: 'PBE2',
  description: 'Hand block printed cotton scarf',
  packageDesc: 'Cotton scarves',
  otherCharge: '0',
  hsnCode: '62141090',
  unit: 'pieces',
  quantity: '2',
  compensationCess_rate: '0',
  igstDetails_rate: '0',
  customDuties_CessRate: '0',
  itemNetWeight: '250',
  itemGrossWeight: '300',
  exportDutyRate: '0',
  freight: '350.00',
  insurance: '0',
  dutyCess_rate: '0',
  grossWeight: '300',
  category: 'Handloom',
  parcelType: "Int'l Tracked Packets",
  consigneeName: 'Jane Smith',
  consigneeAddress: '221B Baker Street',
  consigneeCity: 'London',
  consigneeZipCode: 'NW1 6XE',
  consigneeCountry: 'United Kingdom',
  fob_foreign: '24.50',
  currency: 'GBP',
  invoiceDate: '15-01-2026',
  invoiceTerms: 'Advance Payment',
  igstMode: 'Export under LUT/Bond',
  serialNo: String(n),
  trackingNo: `EM${String(10_000_000 + n).slice(-8)}0IN`,
  ...o,
});

/** `n` draft parcels of one item each (tag keeps box and order ids apart); answers their ids. */
async function seed(db, exporterId, tag, n) {
  const now = Date.now();
  const rows = [];
  for (let i = 0; i < n; i++) {
    const o = sampleOrder(i + 1, { orderId: `PBE-${tag}-${i}`, invoiceNo: `PB/${tag}/${i}` });
    rows.push({
      exporter_id: exporterId,
      created_by: exporterId,
      box_id: `BX${tag}${String(i).padStart(7, '0')}`,
      carrier: 'indiapost',
      pbe_type: 'PBE2',
      status: 'draft',
      source: 'form',
      order_ids: o.orderId,
      invoice_no: o.invoiceNo,
      consignee_name: o.consigneeName,
      consignee_country: o.consigneeCountry,
      currency: o.currency,
      fob_foreign: Number(o.fob_foreign),
      item_count: 1,
      gross_weight: Number(o.grossWeight),
      items: JSON.stringify([o]),
      created_at: now,
      updated_at: now,
    });
  }
  for (let k = 0; k < rows.length; k += 500) await db('parcels').insert(rows.slice(k, k + 500));
  const got = await db('parcels').where('box_id', 'like', `BX${tag}%`).select('id');
  return got.map((r) => Number(r.id));
}

async function createPbe(url, token, ids) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api/v1/order/createPbe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ids, pbe: 'PBE2' }),
  });
  const body = await res.json();
  return {
    status: res.status,
    ms: performance.now() - t0,
    docket: body.data?.tempSBill,
    message: body.message,
  };
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
  const small = Math.max(1, Math.round(PARCELS / 10));
  const t0 = performance.now();
  const warm = await seed(db, exporterId, 'W', 5);
  const smallIds = await seed(db, exporterId, 'S', small);
  const bigIds = await seed(db, exporterId, 'L', PARCELS);
  console.log(`seeded ${small + PARCELS + 5} parcels in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log('Create PBE (one transaction: check, take, docket, orders) on MySQL, API from source:');
  await createPbe(api.url, login.token, warm);
  for (const ids of [smallIds, bigIds]) {
    const r = await createPbe(api.url, login.token, ids);
    console.log(
      `  ${String(ids.length).padStart(6)} parcels: ${(r.ms / 1000).toFixed(2)} s wall ` +
        `(${Math.round((ids.length / r.ms) * 1000)} parcels/s), status ${r.status}, ${r.docket ?? r.message}`,
    );
  }
} finally {
  api?.child.kill('SIGTERM');
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
