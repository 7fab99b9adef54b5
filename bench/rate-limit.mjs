#!/usr/bin/env node
// Rate-limiter cost (issue 12 figure): POST /api/v1/rates/quote throughput and p99 with the
// limiter on, as a ratio to the same API with RATE_LIMITS=off, measured in the same run.
// Two built APIs run side by side (fresh SQLite each, the local Redis, own key prefixes): one with
// the limiter off, one with it on and the quote limit raised out of reach (RATE_LIMIT_QUOTE) so
// every request takes the limiter's whole path (Redis script, headers) and none is refused.
// The CPU is shared, so the two are loaded in alternating rounds; the median of each is printed
// with the median of the rounds' ratios. Prints, never passes or fails.
// On a busy machine two identical APIs differ by ±40% between rounds, so the limiter's own cost is
// also measured in process (bench/rate-limit-tools.ts: µs per take against the real Redis) and
// set against one quote request's time at the measured rate: the estimate that noise cannot sway.
// Usage: node bench/rate-limit.mjs [--seconds 5] [--rounds 3] [--connections 50]
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { arg, failures, okPerSecond, root, startApi, stopAll } from './lib.mjs';
import autocannon from 'autocannon';

const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 50);
const quote = JSON.stringify({ country: 'USA', weight: 500, length: 10, width: 10, height: 10 });

async function load(url, seconds = SECONDS) {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    body: quote,
    duration: seconds,
  });
  // 2xx answers only (a 429 is not throughput); any other is printed as a failure line.
  const failed = failures(r);
  if (failed) console.log(`${failed} (${url})`);
  return { rps: Math.round(okPerSecond(r)), p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  // Each API on its own Redis key prefix: they share no counter, queue or channel.
  const offUrl = `${await startApi({ RATE_LIMITS: 'off', REDIS_PREFIX: `bench${process.pid}off` })}/api/v1/rates/quote`;
  const onUrl = `${await startApi({ RATE_LIMIT_QUOTE: '1000000000', REDIS_PREFIX: `bench${process.pid}on` })}/api/v1/rates/quote`;
  const probe = await fetch(onUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: quote,
  });
  if (!probe.headers.get('ratelimit-limit'))
    throw new Error('the limiter is not on in the "on" API (no RateLimit-Limit header)');
  console.log(
    `rate-limit bench: POST /api/v1/rates/quote, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, node ${process.version}`,
  );
  await load(offUrl, 2); // warm-up: JIT, Redis script cache
  await load(onUrl, 2);
  const off = [];
  const on = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so neither always gets the cooler CPU.
    if (i % 2) {
      on.push(await load(onUrl));
      off.push(await load(offUrl));
    } else {
      off.push(await load(offUrl));
      on.push(await load(onUrl));
    }
    const a = off.at(-1);
    const b = on.at(-1);
    console.log(
      `  round ${i + 1}: off ${a.rps} req/s (p99 ${a.p99} ms), on ${b.rps} req/s (p99 ${b.p99} ms, non-2xx ${b.non2xx}, errors ${b.errors}): ${(b.rps / a.rps).toFixed(3)}×`,
    );
  }
  const ratio = median(on.map((x, i) => x.rps / off[i].rps));
  console.log(
    `  limiter off   ${String(median(off.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(off.map((x) => x.p99))} ms   (median)`,
  );
  console.log(
    `  limiter on    ${String(median(on.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(on.map((x) => x.p99))} ms   (median)`,
  );
  console.log(
    `  throughput with the limiter on: ${ratio.toFixed(3)}× of off (median of round ratios; aim ≥ 0.95×)`,
  );
  const cost = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/rate-limit-tools.ts')], {
      cwd: root,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .at(-1),
  );
  const requestUs = 1e6 / median(off.map((x) => x.rps)); // one quote's share of the event loop, limiter off
  console.log(
    `  limiter cost per request (in process, real Redis, 50 in flight): ${cost.leased} µs leased (quotes), ${cost.exact} µs exact (order API, batch, renders)`,
  );
  console.log(
    `  → quote throughput estimate with the limiter on: ${(requestUs / (requestUs + cost.leased)).toFixed(3)}× (one quote = ${requestUs.toFixed(0)} µs at the median off rate)`,
  );
} finally {
  stopAll();
}
