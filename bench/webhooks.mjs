#!/usr/bin/env node
// Webhooks (issue 26). Prints, never passes or fails:
//   deliveries/s: --events test events (POST webhooks/endpoints/{id}/test, 20 at a time) queued
//     with no worker running, then drained by the workers (webhook-delivery, signed POSTs to a
//     receiver on 127.0.0.1), counted at the receiver from its first to its last; beside the same receiver taking signed
//     POSTs straight from this process at the worker's concurrency (16): the ratio is what the
//     queue, the database rows and the worker cost per delivery;
//   docket → webhook: --dockets single-order dockets pushed one at a time (saveorderdata), the
//     time from sending the push to the receiver getting its docket.created, p50/p99/max.
// MySQL (BENCH_MYSQL_URL) and the local Redis; API and workers from source (tsx). Not production
// mode: production refuses a receiver on 127.0.0.1 (SSRF), which is the bench's receiver.
// Usage: node bench/webhooks.mjs [--events 2000] [--dockets 200]
import { createHmac } from 'node:crypto';
import { createServer, request } from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import knexFactory from 'knex';
import { arg, benchApiEnv, root, startNode, stopAll } from './lib.mjs';

const EVENTS = arg('events', 2000);
const DOCKETS = arg('dockets', 200);
const { mysql: MYSQL, dbName, tmp, env: base } = benchApiEnv('webhooks', { RATE_LIMITS: 'off' });
const env = { ...base, NODE_ENV: 'development', DEMO_DATA: '1', PORTAL_URL: 'http://localhost:8080' };

const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

/** The receiver: answers 200 and records when each event id arrived (and a docket's number). */
const got = new Map();
const receiver = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    const e = JSON.parse(body);
    got.set(e.id, { at: performance.now(), type: e.type, docketNo: e.data?.docketNo });
    res.writeHead(200).end('{}');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const rxUrl = `http://127.0.0.1:${receiver.address().port}/hooks`;

async function waitFor(cond, ms) {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
  return true;
}

/** `n` jobs, `c` at a time. */
async function pool(n, c, job) {
  let next = 0;
  await Promise.all(
    Array.from({ length: c }, async () => {
      while (next < n) await job(next++);
    }),
  );
}

const db = knexFactory({ client: 'mysql2', connection: `${MYSQL}/${dbName}` });
try {
  const api = await startNode(
    ['--import', 'tsx', path.join(root, 'api/src/main.ts')],
    env,
    /listening on (http:\/\/\S+?)\/api\/v1/,
  );
  const V1 = `${api}/api/v1`;
  const call = (method, p, body, token) =>
    fetch(`${V1}/${p}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((r) => r.json());
  const { token } = await call('POST', 'authentication/login', {
    userType: 1,
    userName: 'ABCDE1234F',
    password: 'Demo@12345',
  });
  const ep = await call('POST', 'webhooks/endpoints', { url: rxUrl, events: ['docket.created'] }, token);
  if (!ep.data?.id) throw new Error(`endpoint: ${JSON.stringify(ep)}`);
  const secret = ep.data.secret;

  // Baseline: signed POSTs straight from here, 16 at a time (the worker's concurrency).
  const agent = new (await import('node:http')).Agent({ keepAlive: false });
  const direct = (i) =>
    new Promise((resolve) => {
      const body = JSON.stringify({ id: `evt_direct_${i}`, type: 'docket.created', created: 0, data: {} });
      const t = Math.floor(Date.now() / 1000);
      const sig = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
      const req = request(rxUrl, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'ExportDesk-Signature': `t=${t},v1=${sig}` },
      });
      req.on('response', (res) => res.resume().on('end', resolve));
      req.on('error', resolve);
      req.end(body);
    });
  const d0 = performance.now();
  await pool(EVENTS, 16, direct);
  const directPerSec = EVENTS / ((performance.now() - d0) / 1000);
  got.clear();

  // Through the product: test events queued 20 at a time while no worker runs, then the workers
  // start and drain the queue: the receiver's first-to-last span is the delivery rate alone.
  const q0 = performance.now();
  await pool(EVENTS, 20, () => call('POST', `webhooks/endpoints/${ep.data.id}/test`, {}, token));
  const queuedPerSec = EVENTS / ((performance.now() - q0) / 1000);
  await startNode(['--import', 'tsx', path.join(root, 'workers/src/main.ts')], env, /(workers started)/);
  const complete = await waitFor(() => got.size >= EVENTS, 300_000);
  const times = [...got.values()].map((g) => g.at);
  const span = (Math.max(...times) - Math.min(...times)) / 1000;
  const perSec = got.size / span;
  console.log(
    `deliveries/s (queue drained by a fresh worker, ${got.size}/${EVENTS} received${complete ? '' : ', FAILED: not all'}): ${perSec.toFixed(0)}/s` +
      ` vs direct signed POSTs ${directPerSec.toFixed(0)}/s (ratio ${(perSec / directPerSec).toFixed(2)}×);` +
      ` test events queued by the API at ${queuedPerSec.toFixed(0)}/s`,
  );

  // Docket → webhook.
  const { authKey } = await call('POST', 'apikey', {}, token);
  const sample = JSON.parse(
    await startNode(
      [
        '--import',
        'tsx',
        '-e',
        `import('${path.join(root, 'core/src/orders/sample.ts')}').then((m) => console.log('ORDER' + JSON.stringify(m.sampleOrder(1))))`,
      ],
      {},
      /ORDER(.+)\n/,
    ),
  );
  const lat = [];
  for (let i = 0; i < DOCKETS; i++) {
    const sent = performance.now();
    const r = await call('POST', 'client/saveorderdata', {
      authKey,
      orderData: [{ ...sample, orderId: `WHB-${process.pid}-${i}` }],
    });
    const docketNo = r.tempSBill;
    const ok = await waitFor(() => [...got.values()].some((g) => g.docketNo === docketNo), 30_000);
    if (!ok) {
      console.log(`FAILED: no webhook for ${docketNo ?? JSON.stringify(r)}`);
      continue;
    }
    lat.push([...got.values()].find((g) => g.docketNo === docketNo).at - sent);
  }
  console.log(
    `docket created → webhook received (warm, ${lat.length} dockets, one at a time): p50 ${pct(lat, 50).toFixed(0)} ms, p99 ${pct(lat, 99).toFixed(0)} ms, max ${Math.max(...lat).toFixed(0)} ms`,
  );
} finally {
  stopAll();
  receiver.close();
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
