// The rate limiter's own cost, in process and against the real Redis (run by bench/rate-limit.mjs
// under tsx): microseconds per take, 50 takes in flight as under 50 connections, for a leased
// rule (the quote's, 100 slots a lease) and an exact one (1 slot, one Redis script per request).
// Prints one JSON line: { leased: µs, exact: µs }.
import { Redis } from 'ioredis';
import { RateCounter } from '../api/src/lib/rate-limit';

const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { enableAutoPipelining: true });
const counter = new RateCounter(redis, 60_000);

async function perTake(lease: number, ms: number): Promise<number> {
  const key = `bench${process.pid}:rl:${lease}`;
  let n = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    await Promise.all(
      Array.from({ length: 50 }, () => counter.tryTake(key, 1e9) ?? counter.take(key, 1e9, lease)),
    );
    n += 50;
  }
  const us = ((performance.now() - t0) * 1000) / n;
  await redis.del(key);
  return us;
}

await perTake(100, 500); // warm-up: JIT, script cache
const leased = await perTake(100, 3000);
const exact = await perTake(1, 3000);
console.log(JSON.stringify({ leased: Number(leased.toFixed(2)), exact: Number(exact.toFixed(2)) }));
counter.stop();
redis.disconnect();
