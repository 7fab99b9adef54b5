// Shared pieces of the benchmarks: start a process and wait for its URL, load it with autocannon
// (after a warm-up), print aligned figures. Benchmarks print; they never fail on time.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Benches measure production mode (NODE_ENV=production), which refuses the demo defaults (issue
 * 23, api/src/config-check.ts): they run as a staging site, on the sandbox drivers, and keep
 * registration as it was (REGISTER_REQUIRES_OTP=0). JWT_SECRET long enough for the check.
 */
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ALLOW_SANDBOX_DRIVERS: '1',
  PORTAL_URL: 'https://portal.bench.exportdesk.invalid',
  SUPPLIER_GSTIN: '27AAACE1234F1Z6',
  REGISTER_REQUIRES_OTP: '0',
  JWT_SECRET: `bench-${process.pid}-a-secret-for-benchmarks-only`,
};

/**
 * An API on a MySQL database and a Redis prefix of its own for one bench run: the database name,
 * a data folder and the environment. The bench drops the database and the folder when done.
 */
export function benchApiEnv(name, extra = {}) {
  const mysql = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
  const dbName = `exportdesk_bench_${name}_${process.pid}`;
  const tmp = mkdtempSync(path.join(tmpdir(), `exportdesk-bench-${name}-`));
  const env = {
    ...BENCH_PRODUCTION_ENV,
    LOG_LEVEL: 'warn',
    DATABASE_URL: `${mysql}/${dbName}`,
    DATA_DIR: tmp,
    REDIS_PREFIX: `bench${process.pid}`,
    API_PORT: '0',
    ...extra,
  };
  return { mysql, dbName, tmp, env };
}
const children = [];

/**
 * A TypeScript module of the repo (path from the root) loaded into this bench's process through
 * tsx, for helpers the tests share (tests/support/report-seed.ts): one source, no build step.
 */
export async function loadTs(rel) {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport(path.join(root, rel), import.meta.url);
}

/** The process ids of the children started so far, in start order. */
export const childPids = () => children.map((c) => c.pid);

export const arg = (name, d) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : d;
};

/** Start a Node child; resolve with it and the first capture of `pattern` in its output. */
export function spawnNode(args, env, pattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    const onData = (d) => {
      out += d;
      const m = pattern.exec(out);
      if (m) resolve({ child, match: m[1] });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited ${code}: ${out.slice(-2000)}`)));
  });
}

/** Start a Node child and resolve with the first capture of `pattern` in its output. */
export const startNode = (args, env, pattern) => spawnNode(args, env, pattern).then((r) => r.match);

/** The API from source (tsx) with `env` (benchApiEnv's): its process and base URL. */
export const startSourceApi = (env) =>
  spawnNode(
    ['--import', 'tsx', path.join(root, 'api/src/main.ts')],
    env,
    /listening on (http:\/\/\S+?)\/api\/v1/,
  ).then(({ child, match }) => ({ child, url: match }));

/** The bare Hapi baseline (GET /health, POST /echo) in its own process. */
export const startBareHapi = (env = {}) =>
  startNode([path.join(root, 'bench/bare-hapi.mjs')], env, /listening (\S+)/);

/** The bare baselines with a ready answer: the plain server's URL and the house pipeline's. */
export const startBareAnswer = (answer) =>
  startNode(
    [path.join(root, 'bench/bare-hapi.mjs')],
    { BARE_ANSWER: JSON.stringify(answer) },
    /listening (\S+ \S+)\n/,
  ).then((urls) => urls.split(' '));

/** The built API on a fresh SQLite database (or DATABASE_URL) and the local Redis. */
export function startApi(env = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-'));
  return startNode(
    [path.join(root, 'api/dist/main.js')],
    {
      ...BENCH_PRODUCTION_ENV,
      DATA_DIR: dataDir,
      API_PORT: '0',
      LOG_LEVEL: 'warn',
      REDIS_PREFIX: `bench${process.pid}`,
      ...env,
    },
    /listening on (http:\/\/\S+?)\/api\/v1/,
  );
}

/**
 * Answers per second that were 2xx: autocannon's `requests.average` counts every answer, so a
 * rate limit's 429s (or 500s) would be sold as throughput (issue 29). Throughput is 2xx only.
 */
export const okPerSecond = (r) => r['2xx'] / r.duration;

/** A failure line for the non-2xx answers and errors of a run ('' when there were none). */
export function failures(r) {
  if (!r.non2xx && !r.errors) return '';
  const statuses = ['1xx', '3xx', '4xx', '5xx']
    .filter((k) => r[k])
    .map((k) => `${r[k]} ${k}`)
    .join(', ');
  return `  FAILED: ${r.non2xx} non-2xx answers${statuses ? ` (${statuses})` : ''}, ${r.errors} errors; not counted in the figure above`;
}

export async function load(opts, seconds) {
  await autocannon({ ...opts, duration: Math.min(2, seconds) }); // warm-up: JIT, pools, caches
  const r = await autocannon({ ...opts, duration: seconds });
  return {
    rps: Math.round(okPerSecond(r)),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    failed: failures(r),
  };
}

/** One figure line (2xx answers/s, warm: after the warm-up) and, below it, any failure line. */
export const fmt = (label, r, extra = '') =>
  `  ${label.padEnd(34)} ${String(r.rps).padStart(7)} req/s 2xx (warm)   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms${extra}${r.failed ? `\n${r.failed}` : ''}`;

export function stopAll() {
  for (const c of children) c.kill('SIGTERM');
}
process.on('exit', stopAll);
