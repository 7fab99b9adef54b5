#!/usr/bin/env node
// Rates figures (issue 4). Prints, never passes or fails:
//  1. POST /api/v1/rates/quote req/s and p99 at 50 connections, beside two bare Hapi routes
//     measured in the same run (both servers in their own process, autocannon here): a POST
//     echo (the baseline) and a route answering the quote's own bytes and headers, ready
//     made (what answering that much costs Hapi before any work of the route's own). The quote
//     is measured for one repeated question, a calculator's mix of 400 and never-asked questions
//     (the route keeps answers per question: api/src/modules/rates/answer-cache.ts);
//  2. `exportdesk rates batch` on 10,000 rows end to end (built CLI, real API): wall time, rows/s
//     and the CLI process's peak memory (VmHWM from /proc, Linux) — try --rows 100000.
// The API runs on a fresh SQLite database in a temp dir (seeded tariffs) and the local Redis.
// The CPU is shared, so the two HTTP targets are measured in alternating rounds and the median
// of each is printed with the ratio of each round's pair.
// Usage: node bench/rates.mjs [--seconds 5] [--rounds 3] [--connections 50] [--rows 10000]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, childPids, failures, okPerSecond, root, startApi, startBareAnswer, stopAll } from './lib.mjs';

const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 50);
const ROWS = arg('rows', 10_000);
const tmp = mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-rates-'));

/**
 * CPU time (user + system, from /proc: Linux) the server process spent per 2xx answer while it was
 * loaded: on a shared machine throughput moves with the neighbours' load, this much less.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return NaN;
  }
}

async function load(url, body, seconds = SECONDS, pid) {
  const opts = {
    url,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json' },
  };
  // Every target gets its body the same way (autocannon sends a static body in a way of its own,
  // measurably slower for the server), a function giving each request its own (the mixes below).
  const next =
    typeof body === 'function'
      ? body
      : (
          (text) => () =>
            text
        )(JSON.stringify(body));
  opts.requests = [{ setupRequest: (req) => ({ ...req, body: next() }) }];
  // a second of load first: a process that sat idle while the others were measured starts slower
  if (seconds > 2) await autocannon({ ...opts, duration: 1 });
  const cpu0 = cpuMs(pid);
  const r = await autocannon({ ...opts, duration: seconds });
  const usPerAnswer = ((cpuMs(pid) - cpu0) * 1000) / r['2xx'];
  // 2xx answers only (a 429 or 500 is not throughput); any other is printed as a failure line.
  const failed = failures(r);
  if (failed) console.log(`${failed} (${url})`);
  return {
    rps: Math.round(okPerSecond(r)),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    usPerAnswer,
  };
}

/**
 * Two mixes of questions for the quote route, which keeps answers per question (answer-cache.ts):
 * "calculator" cycles through 400 everyday questions (8 countries × 50 weights, as people price
 * the same few parcels again and again): after the first pass every one is a kept answer;
 * "all new" never asks the same question twice (weights keep climbing): every answer is computed.
 */
const DESTINATIONS = ['USA', 'United Kingdom', 'Australia', 'Germany', 'Japan', 'UAE', 'Canada', 'France'];
function questions(kind) {
  let n = 0;
  const everyday = DESTINATIONS.flatMap((country) =>
    Array.from({ length: 50 }, (_, i) =>
      JSON.stringify({ country, weight: 100 + i * 100, length: 20, width: 15, height: 10 }),
    ),
  );
  if (kind === 'calculator') return () => everyday[n++ % everyday.length];
  return () => {
    n++;
    const country = DESTINATIONS[n % DESTINATIONS.length];
    return JSON.stringify({ country, weight: 50 + (n % 1_000_000) / 100, length: 20, width: 15, height: 10 });
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let peakKb = 0;
    // the kernel keeps the peak resident set (VmHWM); read it until the process is gone
    const peek = setInterval(() => {
      try {
        const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (m) peakKb = Math.max(peakKb, Number(m[1]));
      } catch {
        // exited between ticks
      }
    }, 50);
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      clearInterval(peek);
      resolve({ code, ms: performance.now() - t0, stdout, stderr, peakMb: Math.round(peakKb / 1024) });
    });
  });
}

try {
  const quote = { country: 'USA', weight: 500, length: 10, width: 10, height: 10 };
  // the built API (npm run bench builds it first), its rate limiter on but out of reach of one
  // benchmarking address: every request takes the whole path and none is a quick 429
  const apiUrl = await startApi({ RATE_LIMIT_QUOTE: '1000000000', RATE_LIMIT_QUOTE_BATCH: '1000000000' });
  // the second baseline answers the API's own bytes: its body and the headers Hapi does not add itself
  const sample = await fetch(`${apiUrl}/api/v1/rates/quote`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quote),
  });
  const OWN =
    /^(content-type|content-length|date|connection|keep-alive|vary|cache-control|access-control-.*)$/;
  const answer = {
    body: await sample.text(),
    headers: Object.fromEntries([...sample.headers].filter(([k]) => !OWN.test(k))),
  };
  const [echoUrl, houseUrl] = await startBareAnswer(answer);
  const [apiPid, barePid] = childPids(); // the API first, then the bare servers' process

  // the machine may be shared: its load says how far to trust a figure
  const loadAvg = () =>
    loadavg()
      .map((x) => x.toFixed(2))
      .join(' ');
  console.log(
    `rates bench: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, node ${process.version}, ${cpus().length} cores, load ${loadAvg()}`,
  );
  const bareUrl = `${echoUrl}/echo`;
  const quoteUrl = `${apiUrl}/api/v1/rates/quote`;
  const check = await fetch(quoteUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(quote),
  }).then((r) => r.json());
  if (check.data?.cheapest?.total !== 715)
    throw new Error(`unexpected quote answer: ${JSON.stringify(check).slice(0, 300)}`);
  const targets = [
    { name: 'quote, one question', body: quote },
    { name: 'quote, calculator mix', body: questions('calculator') },
    { name: 'quote, all new', body: questions('new') },
  ];
  await load(bareUrl, quote, 2); // warm-up: JIT, caches
  for (const t of targets) await load(quoteUrl, t.body, 2);
  const bare = [];
  const same = [];
  const house = [];
  const q = targets.map(() => []);
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await load(bareUrl, quote, SECONDS, barePid));
    same.push(await load(`${echoUrl}/answer`, quote, SECONDS, barePid));
    house.push(await load(`${houseUrl}/answer`, quote, SECONDS, barePid));
    const b = bare.at(-1);
    const line = [
      `  round ${i + 1}: bare ${b.rps} req/s (p99 ${b.p99} ms)`,
      `bare, same answer ${same.at(-1).rps} ${Math.round((same.at(-1).rps / b.rps) * 100)}%`,
      `house pipeline, same answer ${house.at(-1).rps} ${Math.round((house.at(-1).rps / b.rps) * 100)}%`,
    ];
    for (const [k, t] of targets.entries()) {
      q[k].push(await load(quoteUrl, t.body, SECONDS, apiPid));
      const x = q[k].at(-1);
      const bad = x.non2xx || x.errors ? `, non-2xx ${x.non2xx}, errors ${x.errors}` : '';
      line.push(`${t.name} ${x.rps} (p99 ${x.p99} ms${bad}) ${Math.round((x.rps / b.rps) * 100)}%`);
    }
    console.log(line.join('; '));
  }
  console.log(
    `  bare Hapi POST echo              ${String(median(bare.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(bare.map((x) => x.p99))} ms   (median)`,
  );
  const ceiling = median(same.map((x, i) => x.rps / bare[i].rps));
  console.log(
    `  bare Hapi, the quote's answer   ${String(median(same.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(same.map((x) => x.p99))} ms   (${ceiling.toFixed(2)}× bare: the cost of ${answer.body.length} bytes and ${Object.keys(answer.headers).length} more headers alone)`,
  );
  const houseRatio = median(house.map((x, i) => x.rps / bare[i].rps));
  console.log(
    `  house pipeline, no work       ${String(median(house.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(house.map((x) => x.p99))} ms   (${houseRatio.toFixed(2)}× bare: the same answer behind CORS, a zod check and one extension per lifecycle point)`,
  );
  console.log(`  load after the HTTP rounds: ${loadAvg()}`);
  // the same comparison in server CPU per answer (less moved by the neighbours than req/s)
  const us = (xs) => median(xs.map((x) => x.usPerAnswer));
  const cpuLine = [
    ['bare echo', bare],
    ['bare, same answer', same],
    ['house, no work', house],
    ...targets.map((t, k) => [t.name, q[k]]),
  ].map(([name, xs]) => `${name} ${Math.round(us(xs))} µs (${(us(bare) / us(xs)).toFixed(2)}×)`);
  console.log(`  server CPU per 2xx answer, median (bare ÷ it): ${cpuLine.join('; ')}`);
  for (const [k, t] of targets.entries()) {
    const ratio = median(q[k].map((x, i) => x.rps / bare[i].rps));
    console.log(
      `  POST /api/v1/rates/quote: ${t.name.slice(7).padEnd(14)} ${String(median(q[k].map((x) => x.rps))).padStart(6)} req/s   p99 ${median(q[k].map((x) => x.p99))} ms   (${ratio.toFixed(2)}× bare, median of round ratios; aim ≥ 0.8×)`,
    );
  }

  // CLI batch: build the binary as users get it, then time the whole command.
  const { bundle } = await import(path.join(root, 'scripts/bundle.mjs'));
  await bundle('cli');
  const login = await fetch(`${apiUrl}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 11, userName: 'cha11', password: 'Demo@12345' }),
  }).then((r) => r.json());
  const countries = [
    'USA',
    'United Kingdom',
    'Australia',
    'Germany',
    'Japan',
    'Bangladesh',
    'Canada',
    'France',
  ];
  const lines = ['country,weight,length,width,height'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`${countries[i % countries.length]},${50 + (i % 1950)},${10 + (i % 15)},10,${5 + (i % 10)}`);
  const input = path.join(tmp, `rows${ROWS}.csv`);
  writeFileSync(input, lines.join('\n') + '\n');
  const env = {
    EXPORTDESK_API_URL: apiUrl,
    EXPORTDESK_TOKEN: login.token,
    EXPORTDESK_CONFIG_DIR: tmp,
    NO_COLOR: '1',
  };
  for (const out of ['out.csv', 'out.xlsx']) {
    const r = await run(
      process.execPath,
      [
        path.join(root, 'cli/dist/exportdesk.js'),
        'rates',
        'batch',
        input,
        '--out',
        path.join(tmp, out),
        '--json',
      ],
      env,
    );
    const summary = JSON.parse(r.stdout || '{}').summary ?? {};
    const s = r.ms / 1000;
    console.log(
      `  exportdesk rates batch ${ROWS} rows → ${out.padEnd(8)} ${s.toFixed(2)} s wall   ${Math.round(ROWS / s)} rows/s   peak RSS ${r.peakMb} MB   (exit ${r.code}, rejected ${summary.rejected})`,
    );
  }
} finally {
  stopAll();
  await new Promise((r) => setTimeout(r, 500));
  rmSync(tmp, { recursive: true, force: true });
}
