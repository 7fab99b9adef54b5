#!/usr/bin/env node
// One vs two API instances (issue 18, "Past one machine"). Prints, never passes or fails:
//  1. POST /api/v1/rates/quote req/s and p99 at 50 connections;
//  2. POST /api/v1/client/saveorderdata with new orders every call (one API key) at 20 connections,
//     orders/s and p99;
// each against one instance, then against two (autocannon spreads its connections over both URLs,
// as a round-robin load balancer would), in alternating rounds; the medians and their ratio.
// Both instances are the built API (api/dist: `npm run bench`, or `node scripts/bundle.mjs api`)
// on one fresh MySQL database (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306), one Redis
// prefix and one JWT secret; the first prepares the database, the second starts with
// SKIP_DB_PREPARE=1, as a deploy does. Rate limits are off so the figures are the work itself.
// On one machine the two instances share its cores with each other, MySQL and the load generator:
// the ratio says how far a second process helps here, not what a second machine would add.
// Usage: node bench/instances.mjs [--seconds 5] [--rounds 3] [--connections 50] [--push-connections 20] [--per-call 10]
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { arg, benchApiEnv, failures, okPerSecond, root, startNode, stopAll } from './lib.mjs';

const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 50);
const PUSH_CONNECTIONS = arg('push-connections', 20);
const PER_CALL = arg('per-call', 10);
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('inst', { RATE_LIMITS: 'off' });
const startApi = (extra = {}) =>
  startNode(
    [path.join(root, 'api/dist/main.js')],
    { ...env, ...extra },
    /listening on (http:\/\/\S+?)\/api\/v1/,
  );
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const post = async (url, body, token) =>
  (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  ).json();

async function load(opts, seconds = SECONDS) {
  const r = await autocannon({ connections: CONNECTIONS, ...opts, duration: seconds });
  // 2xx answers only; any other is printed as a failure line.
  const failed = failures(r);
  if (failed) console.log(failed);
  return { rps: okPerSecond(r), p99: r.latency.p99, bad: r.non2xx + r.errors };
}

try {
  const a = await startApi();
  const b = await startApi({ SKIP_DB_PREPARE: '1' });
  console.log(
    `instances bench: ${CONNECTIONS} connections for quotes, ${PUSH_CONNECTIONS} for pushes, ${ROUNDS} alternating rounds of ${SECONDS} s, ${availableParallelism()} cores shared by load generator, API(s) and MySQL, node ${process.version}`,
  );

  const quote = { country: 'USA', weight: 500, length: 10, width: 10, height: 10 };
  for (const url of [a, b]) {
    const check = await post(`${url}/api/v1/rates/quote`, quote);
    if (check.data?.cheapest?.total !== 715)
      throw new Error(`unexpected quote answer from ${url}: ${JSON.stringify(check).slice(0, 300)}`);
  }
  const token = (
    await post(`${a}/api/v1/authentication/login`, {
      userType: 1,
      userName: 'ABCDE1234F',
      password: 'Demo@12345',
    })
  ).token;
  const authKey = (await post(`${a}/api/v1/apikey`, {}, token)).authKey;
  const sample = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('${path.join(root, 'core/src/orders/sample.ts')}').then((m) => console.log(JSON.stringify(m.sampleOrder(1))))`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  const template = JSON.parse(sample.stdout);
  let n = 1_000_000; // new orderIds on every call, whichever instance takes it
  const orders = () =>
    JSON.stringify({
      authKey,
      orderData: Array.from({ length: PER_CALL }, () => ({ ...template, orderId: `INST-${n++}` })),
    });

  const targets = {
    quote: (urls) => ({
      url: urls.map((u) => `${u}/api/v1/rates/quote`),
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(quote),
    }),
    push: (urls) => ({
      url: urls.map((u) => `${u}/api/v1/client/saveorderdata`),
      method: 'POST',
      connections: PUSH_CONNECTIONS,
      headers: { 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: orders() }) }],
    }),
  };
  for (const [name, target] of Object.entries(targets)) {
    await load(target([a, b]), 2); // warm-up of both instances: JIT, pools, caches
    const one = [];
    const two = [];
    for (let i = 0; i < ROUNDS; i++) {
      one.push(await load(target([a])));
      two.push(await load(target([a, b])));
      const [x, y] = [one.at(-1), two.at(-1)];
      console.log(
        `  ${name} round ${i + 1}: one ${Math.round(x.rps)} req/s (p99 ${x.p99} ms${x.bad ? `, ${x.bad} failed` : ''}), two ${Math.round(y.rps)} req/s (p99 ${y.p99} ms${y.bad ? `, ${y.bad} failed` : ''})`,
      );
    }
    const unit = name === 'push' ? PER_CALL : 1;
    const label =
      name === 'push' ? `saveorderdata, ${PER_CALL} new orders a call` : 'POST /api/v1/rates/quote';
    const per = name === 'push' ? 'orders/s' : 'quotes/s';
    const [r1, r2] = [median(one.map((r) => r.rps)) * unit, median(two.map((r) => r.rps)) * unit];
    console.log(
      `  ${label.padEnd(42)} one ${String(Math.round(r1)).padStart(6)} ${per} p99 ${median(one.map((r) => r.p99))} ms   two ${String(Math.round(r2)).padStart(6)} ${per} p99 ${median(two.map((r) => r.p99))} ms   two/one ${(r2 / r1).toFixed(2)}× (medians)`,
    );
  }
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 500));
  const admin = knexFactory({ client: 'mysql2', connection: { uri: MYSQL } });
  await admin.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
  await admin.destroy();
  rmSync(tmp, { recursive: true, force: true });
  // Leave no keys behind in the shared Redis.
  const { Redis } = await import('ioredis');
  const r = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const keys = await r.keys(`${env.REDIS_PREFIX}:*`);
  if (keys.length) await r.del(...keys);
  r.disconnect();
}
