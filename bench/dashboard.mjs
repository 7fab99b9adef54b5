#!/usr/bin/env node
// Exporter dashboard figures (issue 17). Prints, never passes or fails:
//   GET /api/v1/stats/dashboard p50/p99 and req/s for one exporter admin's 30 days and for the
//   super admin's all-exporters view, on MySQL with N parcels (default 100,000: as many as seed
//   in well under a minute here; the 1 million takes --parcels 1000000 and a few minutes).
// Needs MySQL (BENCH_MYSQL_URL) and the local Redis; the API runs built (api/dist/main.js).
// Usage: node bench/dashboard.mjs [--parcels 200000] [--seconds 8]
import { rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, fmt, load, startApi, stopAll } from './lib.mjs';

const PARCELS = arg('parcels', 100_000);
const SECONDS = arg('seconds', 8);
const { mysql, dbName, tmp, env } = benchApiEnv('dashboard');
const COUNTRIES = ['United States', 'United Kingdom', 'Germany', 'Australia', 'Canada', 'Japan', 'France'];
const CURRENCIES = ['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'JPY'];

let db;
try {
  const api = await startApi({ ...env, NODE_ENV: 'production' });
  db = knexFactory({ client: 'mysql2', connection: `${mysql}/${dbName}` });
  const exporter = await db('users').where({ username_key: 'abcde1234f' }).first('id');
  const t0 = Date.now();
  const perDocket = 100;
  const now = Date.now();
  for (let d = 0; d * perDocket < PARCELS; d++) {
    const at = now - (d % 365) * 86_400_000;
    const [docketId] = await db('dockets').insert({
      docket_no: `PMBDASH${String(d).padStart(9, '0')}`,
      exporter_id: exporter.id,
      pbe_type: 'PBE2',
      source: 'api',
      created_by: exporter.id,
      box_count: perDocket,
      item_count: perDocket,
      fob_total: 0,
      fob_inr: 100 * perDocket,
      shipping_bill_no: d % 3 ? `SB${d}` : null,
      created_at: at,
    });
    const rows = [];
    for (let i = 0; i < perDocket; i++)
      rows.push({
        exporter_id: exporter.id,
        order_id: `DASH-${d}-${i}`,
        docket_id: docketId,
        box_id: `DB${d}-${i}`,
        pbe_type: 'PBE2',
        invoice_no: `DI-${d}-${i}`,
        invoice_date: '01-10-2026',
        consignee_name: 'Bench Buyer',
        consignee_country: COUNTRIES[i % COUNTRIES.length],
        currency: CURRENCIES[i % CURRENCIES.length],
        fob_foreign: 10 + (i % 40),
        data: '{}',
        created_at: at,
      });
    await db('orders').insert(rows);
  }
  const seedS = ((Date.now() - t0) / 1000).toFixed(1);
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
  const iso = (t) => new Date(t).toISOString().slice(0, 10);
  const q = `from=${iso(now - 29 * 86_400_000)}&to=${iso(now)}`;
  const year = `from=${iso(now - 364 * 86_400_000)}&to=${iso(now)}`;
  console.log(
    `exporter dashboard on ${PARCELS} parcels (${PARCELS / perDocket} dockets over a year; seeded in ${seedS} s)`,
  );
  for (const [label, who, query] of [
    ['exporter admin, 30 days', [1, 'ABCDE1234F'], q],
    ['super admin, all, 30 days', [10, 'superadmin'], q],
    ['super admin, all, 1 year', [10, 'superadmin'], year],
  ]) {
    const token = await login(...who);
    const r = await load(
      {
        url: `${api}/api/v1/stats/dashboard?${query}`,
        connections: 4,
        headers: { authorization: `Bearer ${token}` },
      },
      SECONDS,
    );
    console.log(fmt(label, r));
  }
} finally {
  stopAll();
  if (db) {
    await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
    await db.destroy();
  }
  rmSync(tmp, { recursive: true, force: true });
}
