#!/usr/bin/env node
// Rates figures (issue 4). Prints, never passes or fails:
//  1. POST /api/v1/rates/quote req/s and p99 at 50 connections, beside a bare Hapi POST echo
//     route measured in the same run (both servers in their own process, autocannon here);
//  2. `exportdesk rates batch` on 10,000 rows end to end (built CLI, real API): wall time, rows/s
//     and the CLI process's peak memory (VmHWM from /proc, Linux) — try --rows 100000.
// The API runs on a fresh SQLite database in a temp dir (seeded tariffs) and the local Redis.
// The CPU is shared, so the two HTTP targets are measured in alternating rounds and the median
// of each is printed with the ratio of each round's pair.
// Usage: node bench/rates.mjs [--seconds 5] [--rounds 3] [--connections 50] [--rows 10000]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { arg, root, startApi, startBareHapi, stopAll } from './lib.mjs';

const SECONDS = arg('seconds', 5);
const ROUNDS = arg('rounds', 3);
const CONNECTIONS = arg('connections', 50);
const ROWS = arg('rows', 10_000);
const tmp = mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-rates-'));

async function load(url, body, seconds = SECONDS) {
  const opts = {
    url,
    method: 'POST',
    connections: CONNECTIONS,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
  const r = await autocannon({ ...opts, duration: seconds });
  return { rps: Math.round(r.requests.average), p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
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
  const echoUrl = await startBareHapi();
  // the built API (npm run bench builds it first), its rate limiter on but out of reach of one
  // benchmarking address: every request takes the whole path and none is a quick 429
  const apiUrl = await startApi({ RATE_LIMIT_QUOTE: '1000000000', RATE_LIMIT_QUOTE_BATCH: '1000000000' });

  console.log(
    `rates bench: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${SECONDS} s, node ${process.version}`,
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
  await load(bareUrl, quote, 2); // warm-up: JIT, caches
  await load(quoteUrl, quote, 2);
  const bare = [];
  const q = [];
  for (let i = 0; i < ROUNDS; i++) {
    bare.push(await load(bareUrl, quote));
    q.push(await load(quoteUrl, quote));
    const b = bare.at(-1);
    const x = q.at(-1);
    console.log(
      `  round ${i + 1}: bare ${b.rps} req/s (p99 ${b.p99} ms), quote ${x.rps} req/s (p99 ${x.p99} ms, non-2xx ${x.non2xx}, errors ${x.errors}): ${Math.round((x.rps / b.rps) * 100)}%`,
    );
  }
  const ratio = median(q.map((x, i) => x.rps / bare[i].rps));
  console.log(
    `  bare Hapi POST echo         ${String(median(bare.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(bare.map((x) => x.p99))} ms   (median)`,
  );
  console.log(
    `  POST /api/v1/rates/quote    ${String(median(q.map((x) => x.rps))).padStart(6)} req/s   p99 ${median(q.map((x) => x.p99))} ms   (median; ${Math.round(ratio * 100)}% of bare, median of round ratios)`,
  );

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
