#!/usr/bin/env node
// Foundation figures (issue 2):
//  1. GET /api/v1/health (a database query and a Redis PING per request) against a bare Hapi
//     GET route started in the same run, as a ratio;
//  2. POST /api/v1/authentication/login req/s and p99 — scrypt dominates, so its parameters and
//     the time of one hash on this machine are printed beside it.
// Usage: node bench/auth.mjs [--seconds 8] [--connections 50] [--login-connections 8]
import { scrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { arg, fmt, load, startApi, startBareHapi, stopAll } from './lib.mjs';

const SECONDS = arg('seconds', 8);
const CONNECTIONS = arg('connections', 50);
const LOGIN_CONNECTIONS = arg('login-connections', 8);

async function scryptMs() {
  const run = promisify(scrypt);
  const t0 = performance.now();
  for (let i = 0; i < 10; i++)
    await run('Demo@12345', 'salt-salt-salt16', 32, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return (performance.now() - t0) / 10;
}

try {
  const bare = await startBareHapi();
  const api = await startApi({ LOGIN_IP_LOCK_AFTER: '100000000' });
  console.log(`auth bench: node ${process.version}, ${SECONDS} s per figure after a warm-up`);

  const b = await load({ url: `${bare}/health`, connections: CONNECTIONS }, SECONDS);
  console.log(fmt(`bare Hapi GET (${CONNECTIONS} conn)`, b));
  const h = await load({ url: `${api}/api/v1/health`, connections: CONNECTIONS }, SECONDS);
  console.log(
    fmt(`GET /api/v1/health (${CONNECTIONS} conn)`, h, `   = ${(h.rps / b.rps).toFixed(2)} × bare`),
  );

  const body = JSON.stringify({ userType: 1, userName: 'ABCDE1234F', password: 'Demo@12345' });
  const l = await load(
    {
      url: `${api}/api/v1/authentication/login`,
      method: 'POST',
      connections: LOGIN_CONNECTIONS,
      headers: { 'content-type': 'application/json' },
      body,
    },
    SECONDS,
  );
  console.log(fmt(`POST login (${LOGIN_CONNECTIONS} conn)`, l));
  console.log(
    `  scrypt N=16384 r=8 p=1 keylen=32: ${(await scryptMs()).toFixed(1)} ms per hash in one thread (libuv pool of ${process.env.UV_THREADPOOL_SIZE ?? 4})`,
  );
} finally {
  stopAll();
}
process.exit(0);
