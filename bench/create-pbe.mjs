#!/usr/bin/env node
// Create PBE figures (issue 15). Prints, never passes or fails:
//   POST /api/v1/order/createPbe with N parcels selected (default 5,000, one item each, seeded
//   straight into the parcels table) on MySQL: wall time of the one transaction that checks them,
//   takes them, allocates the docket and writes its orders; beside the same for N/10 parcels.
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis. The API
// runs from source (tsx). Usage: node bench/create-pbe.mjs [--parcels 5000]
import { rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, loadTs, startSourceApi } from './lib.mjs';

const PARCELS = arg('parcels', 5000);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('createpbe');

/** One item in the order fields of 001 §3: core's sample order, loaded through tsx. */
const { sampleOrder } = await loadTs('core/src/orders/sample.ts');

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
  api = await startSourceApi(env);
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
