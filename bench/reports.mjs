#!/usr/bin/env node
// Report job figures (issue 29 item 5). Prints, never passes or fails:
//   for each kind of report job (pbe-list, meis-excel, meis-pdf, gstr, csb) over N rows (default
//   50,000: N orders of one exporter, one docket, invoice and courier booking each) on MySQL and
//   the local Redis, with the API and the workers in processes of their own (from source, tsx):
//   wall time from the POST to the job's completion, rows/s, the file's size, and the worker
//   process's resident memory (sampled from /proc every 20 ms) before the job and at its peak.
//   Flat memory: the peaks stay near the idle figure whatever N is (compare --rows 5000).
//   The MEIS PDF comes as a zip of PDFs of 500 orders each (pdfmake lays a PDF out whole in
//   memory); --pdf-rows sets its orders apart (default N), as it is by far the slowest kind.
// Usage: node bench/reports.mjs [--rows 50000] [--pdf-rows 50000] [--only meis-pdf,gstr]
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, childPids, root, startNode, stopAll } from './lib.mjs';

const ROWS = arg('rows', 50_000);
const PDF_ROWS = arg('pdf-rows', ROWS);
const onlyAt = process.argv.indexOf('--only');
/** The kinds to measure (all by default): --only meis-pdf measures the PDF alone. */
const ONLY = onlyAt > 0 ? new Set(process.argv[onlyAt + 1].split(',')) : null;
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('reports');

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/** N orders of the exporter, a docket and a booked courier parcel each, dated in October 2026. */
async function seed(db, exporterId, n) {
  const now = Date.now();
  for (let start = 0; start < n; start += 500) {
    const idx = Array.from({ length: Math.min(500, n - start) }, (_, k) => start + k);
    await db('dockets').insert(
      idx.map((i) => ({
        docket_no: `PMBR${String(i).padStart(10, '0')}`,
        exporter_id: exporterId,
        pbe_type: 'PBE2',
        source: 'api',
        created_by: exporterId,
        box_count: 1,
        item_count: 1,
        fob_total: 0,
        fob_inr: 0,
        fpo_code: 'INDEL5',
        shipping_bill_no: i % 2 ? `2610${String(i).padStart(7, '0')}` : null,
        shipping_bill_date: i % 2 ? Date.UTC(2026, 9, 25) : null,
        created_at: now,
      })),
    );
    const dockets = await db('dockets')
      .whereIn(
        'docket_no',
        idx.map((i) => `PMBR${String(i).padStart(10, '0')}`),
      )
      .select('id', 'docket_no');
    const byNo = new Map(dockets.map((d) => [d.docket_no, d.id]));
    await db('orders').insert(
      idx.map((i) => ({
        exporter_id: exporterId,
        order_id: `RPT-${i}`,
        docket_id: byNo.get(`PMBR${String(i).padStart(10, '0')}`),
        box_id: `R-${i}`,
        pbe_type: 'PBE2',
        invoice_no: `RI/${String(i).padStart(6, '0')}`,
        invoice_date: `${String((i % 28) + 1).padStart(2, '0')}-10-2026`,
        consignee_name: 'Bench Buyer',
        consignee_country: 'United States',
        currency: 'USD',
        fob_foreign: 20 + (i % 50),
        data: JSON.stringify({
          igstMode: i % 3 === 0 ? 'Export with Payment of IGST' : 'Export under LUT/Bond',
          igstDetails_rate: i % 3 === 0 ? '18' : '12',
          compensationCess_rate: '0',
          freight: '150',
          insurance: '0',
          otherCharge: '0',
          hsnCode: '62141090',
          description: 'Hand block printed cotton scarf',
          quantity: '1',
        }),
        created_at: now,
      })),
    );
    const orders = await db('orders')
      .whereIn(
        'order_id',
        idx.map((i) => `RPT-${i}`),
      )
      .select('id');
    await db('carrier_bookings').insert(
      orders.map((o) => ({
        parcel_id: o.id,
        exporter_id: exporterId,
        carrier: 'dhl',
        generation: 1,
        idem_key: `dhl:${o.id}:1:bench`,
        status: 'booked',
        awb: `AWB${o.id}`,
        attempts: 1,
        created_by: exporterId,
        created_at: Date.parse('2026-10-10T10:00:00+05:30'),
        updated_at: now,
      })),
    );
  }
}

const call = async (url, method, p, body, token) => {
  const r = await fetch(`${url}/api/v1${p}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: r.status, body: await r.json().catch(() => null) };
};

async function measure(url, token, workerPid, p, body) {
  const idle = rssKb(workerPid);
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb(workerPid))), 20);
  const t0 = performance.now();
  try {
    const q = await call(url, 'POST', p, body, token);
    if (q.status !== 202) return { failed: `POST ${p} answered ${q.status}: ${JSON.stringify(q.body)}` };
    const id = q.body.data.jobId;
    for (;;) {
      const s = (await call(url, 'GET', `/jobs/${id}`, undefined, token)).body?.data;
      if (s?.state === 'failed') return { failed: `job failed: ${s.failedReason}` };
      if (s?.state === 'completed') {
        const ms = performance.now() - t0;
        const f = await fetch(`${url}/api/v1/jobs/${id}/file`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const bytes = (await f.arrayBuffer()).byteLength;
        return {
          ms,
          rows: s.result.rows,
          bytes,
          name: s.result.fileName,
          idleMb: idle / 1024,
          peakMb: peak / 1024,
        };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    clearInterval(timer);
  }
}

const db = knexFactory({ client: 'mysql2', connection: `${MYSQL}/${dbName}` });
try {
  const url = await startNode(
    ['--import', 'tsx', path.join(root, 'api/src/main.ts')],
    env,
    /listening on (http:\/\/\S+?)\/api\/v1/,
  );
  await startNode(
    ['--import', 'tsx', path.join(root, 'workers/src/main.ts')],
    { ...env, SKIP_DB_PREPARE: '1' },
    /(workers started)/,
  );
  const workerPid = childPids()[1];
  const login = await call(url, 'POST', '/authentication/login', {
    userType: 1,
    userName: 'ABCDE1234F',
    password: 'Demo@12345',
  });
  const token = login.body.token;
  const exporterId = (await db('users').where({ username: 'ABCDE1234F' }).first('id')).id;
  const t0 = performance.now();
  await seed(db, exporterId, ROWS);
  console.log(
    `seeded ${ROWS} orders, dockets and bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const pdfIds = (
    await db('orders').where('order_id', 'like', 'RPT-%').orderBy('id').limit(PDF_ROWS).select('id')
  ).map((o) => o.id);
  const kinds = [
    [
      'gstr',
      '/reports/gstr',
      { month: '10', year: '2026', serviceProvider: 'indiapost', selectedNote: 'All' },
    ],
    ['csb', '/reports/csb', { from: '2026-10-01', to: '2026-10-31' }],
    ['meis-excel', '/reports/meis-excel', { all: true }],
    ['pbe-list', '/dockets/download', {}],
    ['meis-pdf', '/reports/meis-pdf', { orderIds: pdfIds }],
  ];
  // Warm-up (cold figures are not the point here: the worker's steady memory is): a one-row GSTR.
  await measure(url, token, workerPid, '/reports/gstr', {
    month: '09',
    year: '2026',
    serviceProvider: 'indiapost',
  });
  console.log(
    'report jobs on MySQL, API and worker from source; worker RSS sampled every 20 ms (warm process):',
  );
  for (const [kind, p, body] of kinds) {
    if (ONLY && !ONLY.has(kind)) continue;
    const r = await measure(url, token, workerPid, p, body);
    if (r.failed) {
      console.log(`  ${kind.padEnd(10)} FAILED: ${r.failed}`);
      continue;
    }
    console.log(
      `  ${kind.padEnd(10)} ${String(r.rows).padStart(6)} rows: ${(r.ms / 1000).toFixed(2)} s wall ` +
        `(${Math.round((r.rows / r.ms) * 1000)} rows/s), ${(r.bytes / 1e6).toFixed(1)} MB ${path.extname(r.name)}; ` +
        `worker RSS ${r.idleMb.toFixed(0)} MB before, ${r.peakMb.toFixed(0)} MB peak (+${(r.peakMb - r.idleMb).toFixed(0)} MB)`,
    );
  }
} finally {
  stopAll();
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
