#!/usr/bin/env node
// Zip-bomb refusal figures (issue 12, item 1). Prints, never passes or fails:
//  CPU time and peak RSS above idle of the API process while it answers one call, for
//   - the lying bomb (entries declaring 1 KB, inflating to 4 GB; ≈4 MB of file) sent to the
//     Data Preview and to the upload (aim: < 1 s of CPU, < 100 MB above idle, a 400 each);
//   - a 10,000-part workbook and a part honestly declaring 256 MB;
//   - beside them, in the same run, a normal 5000-row workbook previewed and uploaded.
// The API runs from source (tsx) in its own process on a fresh SQLite database and the local
// Redis; CPU comes from /proc/<pid>/stat, the peak from VmHWM after resetting it (clear_refs).
// Usage: node bench/zipbomb.mjs [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { arg, BENCH_PRODUCTION_ENV, root } from './lib.mjs';

const RUNS = arg('runs', 3);
const dataDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-zipbomb-'));
const TICK_MS = 10; // USER_HZ is 100 on Linux

const api = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api/src/main.ts')], {
  cwd: root,
  env: {
    ...process.env,
    ...BENCH_PRODUCTION_ENV,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    API_PORT: '0',
    REDIS_PREFIX: `bench${process.pid}`,
    RATE_LIMITS: 'off',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
process.on('exit', () => api.kill('SIGTERM'));
const url = await new Promise((resolve, reject) => {
  let out = '';
  const onData = (d) => {
    out += d;
    const m = /listening on (http:\/\/\S+?)\/api\/v1/.exec(out);
    if (m) resolve(m[1]);
  };
  api.stdout.on('data', onData);
  api.stderr.on('data', onData);
  api.on('exit', (code) => reject(new Error(`api exited ${code}: ${out.slice(-2000)}`)));
});

const cpuMs = () => {
  const f = readFileSync(`/proc/${api.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(f[11]) + Number(f[12])) * TICK_MS; // utime, stime
};
const status = (key) =>
  Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${api.pid}/status`, 'utf8'))[1]) / 1024;

const login = await (
  await fetch(`${url}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 1, userName: 'ABCDE1234F', password: 'Demo@12345' }),
  })
).json();
const send = async (route, data, fileName = 'orders.xlsx') => {
  const res = await fetch(`${url}/api/v1/${route}?fileName=${encodeURIComponent(fileName)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.token}`, 'content-type': 'application/octet-stream' },
    body: data,
  });
  return { status: res.status, message: (await res.json()).message };
};

/** One call: the API's CPU time and its peak RSS above the RSS it idled at just before. */
async function measure(route, data, fileName) {
  await new Promise((r) => setTimeout(r, 300)); // let the previous call's garbage settle
  writeFileSync(`/proc/${api.pid}/clear_refs`, '5'); // VmHWM := VmRSS
  const idle = status('VmRSS');
  const cpu0 = cpuMs();
  const t0 = performance.now();
  const r = await send(route, data, fileName);
  const wall = performance.now() - t0;
  return { ...r, wall, cpu: cpuMs() - cpu0, peak: status('VmHWM') - idle };
}

const bombs = await tsImport(path.join(root, 'tests/support/zipbomb.ts'), import.meta.url);
const books = await tsImport(path.join(root, 'tests/support/workbooks.ts'), import.meta.url);
const cases = [
  ['lying bomb (1 KB declared, 4 GB inside)', () => bombs.lyingBombWorkbook()],
  ['10,000-part workbook', () => bombs.manyEntriesWorkbook(10_000)],
  ['part declaring 256 MB', () => bombs.zipBomb()],
];
let start = 1;
console.log(
  `API process (pid ${api.pid}), ${RUNS} run(s) each; CPU from /proc, peak RSS above idle from VmHWM`,
);
for (let run = 0; run < RUNS; run++) {
  console.log(`run ${run + 1}`);
  const rows = [];
  for (const [label, make] of cases) {
    const data = make();
    for (const route of ['bulkupload/preview', 'bulkupload'])
      rows.push([`${label}, ${route}`, data.length, await measure(route, data)]);
  }
  // Distinct orderIds (and bytes) per run: the same file again would be answered as a duplicate.
  const normal = await books.workbook(books.bulkRows(5000, start));
  start += 5000;
  for (const route of ['bulkupload/preview', 'bulkupload'])
    rows.push([
      `normal 5000 rows, ${route}`,
      normal.length,
      await measure(route, normal, `orders-${run}.xlsx`),
    ]);
  for (const [label, size, m] of rows)
    console.log(
      `  ${label.padEnd(58)} ${(size / 1048576).toFixed(1).padStart(5)} MB file   ${m.status}   CPU ${String(Math.round(m.cpu)).padStart(5)} ms   wall ${String(Math.round(m.wall)).padStart(5)} ms   peak +${m.peak.toFixed(0).padStart(4)} MB`,
    );
}
const health = await fetch(`${url}/api/v1/health`);
console.log(`API still answering: GET /api/v1/health → ${health.status}`);
process.exit(0);
