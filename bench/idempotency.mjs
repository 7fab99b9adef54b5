#!/usr/bin/env node
// Idempotency-Key cost (issue 26). Prints, never passes or fails. POST
// /api/v1/client/saveorderdata, one new order per call, 20 connections, on MySQL (API from
// source, rate limits off), in the same run:
//  a. without the header (the baseline: what every route that does not opt in pays, the quote too);
//  b. a new Idempotency-Key per call: the lock taken (SET NX) before the handler, the answer kept
//     after it (one Redis script) — the price of a retry-safe call, as a ratio to a;
//  c. one key and body for every call: each answered from Redis, the handler never run (replay).
// Needs MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306) and the local Redis.
// Usage: node bench/idempotency.mjs [--seconds 5] [--connections 20] [--rounds 3]
import { rmSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { tsImport } from 'tsx/esm/api';
import { arg, benchApiEnv, failures, okPerSecond, root, startNode, stopAll } from './lib.mjs';

const SECONDS = arg('seconds', 5);
const CONNECTIONS = arg('connections', 20);
const ROUNDS = arg('rounds', 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const { mysql: MYSQL, dbName, tmp, env } = benchApiEnv('idem', { RATE_LIMITS: 'off' });

try {
  const apiUrl = await startNode(
    ['--import', 'tsx', path.join(root, 'api/src/main.ts')],
    env,
    /listening on (http:\/\/\S+?)\/api\/v1/,
  );
  const post = async (p, body, headers = {}) =>
    (
      await fetch(`${apiUrl}/api/v1/${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      })
    ).json();
  const { token } = await post('authentication/login', {
    userType: 1,
    userName: 'ABCDE1234F',
    password: 'Demo@12345',
  });
  const { authKey } = await post('apikey', {}, { authorization: `Bearer ${token}` });
  // core's sample order (the one the API page documents), read through tsx
  const { sampleOrder } = await tsImport(path.join(root, 'core/src/orders/sample.ts'), import.meta.url);
  const template = sampleOrder(1);
  let n = 2_000_000;
  const body = () => JSON.stringify({ authKey, orderData: [{ ...template, orderId: `IDEM-${n++}` }] });
  const url = `${apiUrl}/api/v1/client/saveorderdata`;
  const base = {
    url,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json' },
  };
  const runs = {
    'a. no key (baseline)': { ...base, requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }] },
    'b. a new key per call': {
      ...base,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: body(),
            headers: { ...req.headers, 'idempotency-key': `bench-${n}` },
          }),
        },
      ],
    },
    'c. replay (one key and body)': {
      ...base,
      headers: { ...base.headers, 'idempotency-key': 'bench-replay' },
      body: body(),
    },
  };
  console.log(
    `idempotency bench: saveorderdata, 1 new order per call, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s after 2 s warm-up each (MySQL, rate limits off), node ${process.version}`,
  );
  // The CPU and MySQL are shared: alternate the three in rounds, print each and the medians.
  const results = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
  for (const opts of Object.values(runs)) await autocannon({ ...opts, duration: 2 }); // warm-up
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? Object.keys(runs) : Object.keys(runs).reverse();
    for (const label of order) {
      const r = await autocannon({ ...runs[label], duration: SECONDS });
      results[label].push({ rps: okPerSecond(r), p50: r.latency.p50, p99: r.latency.p99 });
      if (failures(r)) console.log(`${failures(r)} (${label}, round ${round})`);
    }
    console.log(
      `  round ${round}: ${Object.entries(results)
        .map(([label, xs]) => `${label.slice(0, 2)} ${Math.round(xs.at(-1).rps)}`)
        .join(', ')} calls/s`,
    );
  }
  const [baseline] = Object.keys(runs);
  for (const [label, xs] of Object.entries(results)) {
    const ratio =
      label === baseline
        ? ''
        : `   ${median(xs.map((x, i) => x.rps / results[baseline][i].rps)).toFixed(2)}× of a (median of round ratios)`;
    console.log(
      `  ${label.padEnd(30)} ${String(Math.round(median(xs.map((x) => x.rps)))).padStart(6)} calls/s 2xx   p50 ${median(xs.map((x) => x.p50))} ms   p99 ${median(xs.map((x) => x.p99))} ms${ratio}`,
    );
  }
} finally {
  stopAll();
  const admin = knexFactory({ client: 'mysql2', connection: { uri: MYSQL } });
  await admin.raw(`DROP DATABASE IF EXISTS \`${dbName}\``).catch(() => {});
  await admin.destroy();
  rmSync(tmp, { recursive: true, force: true });
}
