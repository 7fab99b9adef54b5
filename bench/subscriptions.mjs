#!/usr/bin/env node
// Plans with payments (issue 14). Prints, never passes or fails:
//   20 exporter admins (--connections) each loop for --seconds: subscribePlan (a new Basic plan),
//   the sandbox checkout's success (signed fields), then verifyPayment twice at once (a browser
//   retry) while the sandbox's signed webhook for the same payment lands too; requests/s and p50/p99
//   per call, and from the database: paid orders, and orders activated more than once (must be 0:
//   subscriptions, tax invoices and wallet entries per paid order), and invoice-number gaps.
// Between loops the bench ends the user's plan in the database (not counted) so the next
// subscribePlan is a new plan again. Needs MySQL (BENCH_MYSQL_URL) and the local Redis; the API
// runs from source (tsx). Usage: node bench/subscriptions.mjs [--seconds 10] [--connections 20]
import { rmSync } from 'node:fs';
import knexFactory from 'knex';
import { arg, benchApiEnv, startSourceApi } from './lib.mjs';

const SECONDS = arg('seconds', 10);
const CONNECTIONS = arg('connections', 20);
const {
  mysql: MYSQL,
  dbName,
  tmp,
  env,
} = benchApiEnv('subs', {
  RATE_LIMITS: 'off',
  LOGIN_IP_LOCK_AFTER: '100000000',
});

const times = { subscribePlan: [], sandboxPay: [], verifyPayment: [] };
async function timed(kind, fn) {
  const t0 = performance.now();
  try {
    return await fn();
  } finally {
    times[kind].push(performance.now() - t0);
  }
}
const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? 0;

let api;
const db = knexFactory({ client: 'mysql2', connection: `${MYSQL}/${dbName}` });
let failures = 0;
try {
  api = await startSourceApi(env);
  const V1 = `${api.url}/api/v1`;
  const demo = await db('users').where({ username_key: 'abcde1234f' }).first('password_hash');
  const users = [];
  const t = Date.now();
  for (let i = 0; i < CONNECTIONS; i++) {
    const ie = `BNSUB${String(i).padStart(4, '0')}${'ABCDEFGHIJ'[i % 10]}`;
    const [id] = await db('users').insert({
      user_type: 1,
      username: ie,
      username_key: ie.toLowerCase(),
      ie_code: ie,
      name: `Bench Plans ${i}`,
      email: `${ie.toLowerCase()}@example.in`,
      mobile: '9876543210',
      password_hash: demo.password_hash,
      is_active: true,
      is_exporter: true,
      roles: '[]',
      created_at: t,
      updated_at: t,
    });
    const login = await (
      await fetch(`${V1}/authentication/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userType: 1, userName: ie, password: 'Demo@12345' }),
      })
    ).json();
    users.push({ id, token: login.token });
  }

  const json = (p, body, token) =>
    fetch(`${V1}/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, body: await r.json() }));

  async function once(u) {
    await db('subscriptions')
      .where({ user_id: u.id })
      .update({ ends_at: Date.now() - 1 });
    const sub = await timed('subscribePlan', () =>
      json('subscribePlan', { planId: 'BASIC-MLT-M', planAmount: 425, walletType: 'export' }, u.token),
    );
    if (sub.status !== 200) throw new Error(`subscribePlan ${sub.status} ${sub.body.message}`);
    const res = await timed('sandboxPay', () =>
      fetch(`${V1}/payments/sandbox/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ orderId: sub.body.data.order.orderId, outcome: 'success' }).toString(),
        redirect: 'manual',
      }),
    );
    const fields = Object.fromEntries(new URL(res.headers.get('location')).searchParams);
    const [a, b] = await Promise.all([
      timed('verifyPayment', () => json('verifyPayment', fields, u.token)),
      timed('verifyPayment', () => json('verifyPayment', fields, u.token)),
    ]);
    if (a.status !== 200 || b.status !== 200) throw new Error(`verify ${a.status}/${b.status}`);
  }

  // warm-up: one loop each
  await Promise.all(users.map((u) => once(u)));
  for (const k of Object.keys(times)) times[k].length = 0;
  const end = Date.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    users.map(async (u) => {
      while (Date.now() < end) await once(u).catch(() => failures++);
    }),
  );
  const wall = (performance.now() - t0) / 1000;
  await new Promise((r) => setTimeout(r, 2500)); // the sandbox's delayed webhooks land

  const total = Object.values(times).reduce((n, xs) => n + xs.length, 0);
  console.log(
    `subscriptions bench: node ${process.version}, MySQL, ${CONNECTIONS} connections, ${SECONDS} s, API from source`,
  );
  console.log(
    `  all calls                         ${String(Math.round(total / wall)).padStart(7)} req/s   (${total} requests, ${failures} failed loops)`,
  );
  for (const [k, xs] of Object.entries(times))
    console.log(
      `  ${k.padEnd(33)} ${String(Math.round(xs.length / wall)).padStart(7)} req/s   p50 ${pct(xs, 50).toFixed(0).padStart(4)} ms   p99 ${pct(xs, 99).toFixed(0).padStart(4)} ms`,
    );
  const paid = await db('payment_orders').where({ status: 'paid' }).select('id');
  const ids = paid.map((p) => p.id);
  const per = async (table, where = {}) =>
    db(table)
      .whereIn('payment_order_id', ids)
      .where(where)
      .groupBy('payment_order_id')
      .select('payment_order_id')
      .count({ n: '*' });
  const subs = await per('subscriptions');
  const invoices = await per('tax_invoices', { kind: 'invoice' });
  const ledger = await per('wallet_ledger');
  const doubleSubs = subs.filter((r) => Number(r.n) > 1).length;
  const doubleInv = invoices.filter((r) => Number(r.n) > 1).length;
  const doubleLedger = ledger.filter((r) => Number(r.n) > 2).length;
  const missing = ids.length - subs.length;
  const seqs = (await db('tax_invoices').where({ kind: 'invoice' }).orderBy('seq').select('seq')).map((r) =>
    Number(r.seq),
  );
  const gaps = seqs.filter((s, i) => s !== i + 1).length;
  console.log(
    `  paid orders                       ${ids.length} (invoices ${seqs.length}, numbered 1..${seqs.at(-1) ?? 0}, ${gaps} out of sequence)`,
  );
  console.log(
    `  double activations (from the DB)  ${doubleSubs + doubleInv + doubleLedger}   (subscriptions ${doubleSubs}, invoices ${doubleInv}, wallet ${doubleLedger}; paid but not activated ${missing})`,
  );
} finally {
  api?.child.kill('SIGTERM');
  await db.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => undefined);
  await db.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
