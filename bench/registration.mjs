#!/usr/bin/env node
// Registration to first login (issue 14): the calls a new exporter's browser makes on
// /register/{referrer} — live username and IEC checks, referrers, an OTP sent and verified for
// the mobile and for the e-mail, register, then the first login — counted, and the wall time
// from the first call to the token, one sign-up at a time and then many at once. The codes come
// from the sandbox OTP driver's inbox (a tester's read, not counted as a user request).
// Usage: node bench/registration.mjs [--runs 20] [--parallel 10] [--source]   (build first: node scripts/bundle.mjs api)
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arg, startApi, startNode, stopAll } from './lib.mjs';

const RUNS = arg('runs', 20);
const PARALLEL = arg('parallel', 10);

let api;
let requests = 0;
async function call(method, path, body) {
  requests++;
  const res = await fetch(`${api}/api/v1/authentication/${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok && res.status !== 200) throw new Error(`${path}: ${res.status} ${json.message}`);
  return json;
}
// The sandbox OTP inbox answers a signed-in super admin only (issue 23): one sign-in, before timing.
let superAdmin;
const inbox = async (channel, target) =>
  (
    await (
      await fetch(`${api}/api/v1/authentication/sandbox/otp?channel=${channel}&target=${target}`, {
        headers: { authorization: `Bearer ${superAdmin}` },
      })
    ).json()
  ).data.otp;

let seq = 0;
async function signUp() {
  const n = `${process.pid % 1000}`.padStart(3, '0') + String(seq++).padStart(3, '0');
  const ieCode = `BENCH${n.slice(-4)}${String.fromCharCode(65 + (seq % 26))}`;
  const mobile = `8${String(process.pid).padStart(3, '0').slice(-3)}${n}`.slice(0, 10).padEnd(10, '0');
  const email = `bench.${ieCode.toLowerCase()}@example.in`;
  const before = requests;
  const t0 = performance.now();
  await Promise.all([
    call('GET', `checkUsername/${ieCode}`),
    call('GET', `checkIeCode/${ieCode}`),
    call('GET', 'getreferrals'),
  ]);
  for (const [channel, target] of [
    ['mobile', mobile],
    ['email', email],
  ]) {
    await call('POST', 'sendotp', { channel, target });
    await call('POST', 'verifyotp', { channel, target, otp: await inbox(channel, target) });
  }
  const password = 'Bench#2026pass';
  const reg = await call('POST', 'register', {
    userType: 1,
    userName: ieCode,
    ieCode,
    name: 'Bench Exports',
    email,
    mobile,
    password,
    referrer: 'direct',
  });
  if (!reg.success) throw new Error(`register: ${reg.message}`);
  const login = await call('POST', 'login', { userType: 1, userName: ieCode, password });
  if (!login.token) throw new Error(`login: ${login.message}`);
  return { ms: performance.now() - t0, calls: requests - before };
}

const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

try {
  // development: the sandbox OTP inbox exists only outside production
  const env = { NODE_ENV: 'development', LOGIN_IP_LOCK_AFTER: '100000000', RATE_LIMITS: 'off' };
  // --source: the API from its TypeScript sources (tsx) instead of api/dist
  api = process.argv.includes('--source')
    ? await startNode(
        ['--import', 'tsx', 'api/src/main.ts'],
        {
          ...env,
          DATA_DIR: mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-')),
          API_PORT: '0',
          LOG_LEVEL: 'warn',
          REDIS_PREFIX: `bench${process.pid}`,
        },
        /listening on (http:\/\/\S+?)\/api\/v1/,
      )
    : await startApi(env);
  console.log(
    `registration bench: node ${process.version}, ${RUNS} sign-ups one at a time, then ${RUNS} with ${PARALLEL} at once`,
  );
  superAdmin = (await call('POST', 'login', { userType: 10, userName: 'superadmin', password: 'Demo@12345' }))
    .token;
  await signUp(); // warm-up
  const one = [];
  for (let i = 0; i < RUNS; i++) one.push(await signUp());
  const ms = one.map((r) => r.ms);
  console.log(
    `  one at a time: ${one[0].calls} requests per sign-up (+2 sandbox inbox reads); wall p50 ${pct(ms, 50).toFixed(0)} ms, p95 ${pct(ms, 95).toFixed(0)} ms`,
  );
  const t0 = performance.now();
  const many = [];
  for (let i = 0; i < RUNS; i += PARALLEL)
    many.push(...(await Promise.all(Array.from({ length: Math.min(PARALLEL, RUNS - i) }, signUp))));
  const wall = performance.now() - t0;
  const pms = many.map((r) => r.ms);
  console.log(
    `  ${PARALLEL} at once: ${(RUNS / (wall / 1000)).toFixed(1)} sign-ups/s; wall per sign-up p50 ${pct(pms, 50).toFixed(0)} ms, p95 ${pct(pms, 95).toFixed(0)} ms (scrypt hashes at register and login dominate)`,
  );
} finally {
  stopAll();
}
process.exit(0);
