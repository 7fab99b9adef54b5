/**
 * Rate limits (issue 12 item 7). A route declares its rule in one line, `...rateLimit('quote')`;
 * the request is counted per API key (the order API's authKey), per signed-in user, or per address
 * for anonymous calls, in Redis so every API instance shares one count. Over the limit: 429 with
 * `Retry-After` and core's message; every limited answer carries `RateLimit-Limit`,
 * `RateLimit-Remaining` and `RateLimit-Reset` (seconds), as the IETF draft names them.
 *
 * Counting: a fixed window per identity in Redis (api/src/lib/rate-limit.ts), on an ioredis
 * connection with auto-pipelining. The order API, the batch and renders take one slot per request
 * from Redis (exact across instances); quotes lease up to 1/50 of their limit at a time (at most
 * 100), which keeps the limiter's cost out of the quote figure (bench/rate-limit.mjs). A fixed
 * window lets a client send up to 2× the limit across a window boundary: fine for abuse limits,
 * and it costs one key per identity.
 *
 * Defaults (api/src/config.ts, per minute) and why:
 * - orderApi 600 per API key: Karrio's default per user; a key takes up to 1000 orders per call,
 *   so 600 calls a minute is far above any shop's feed and still stops a runaway retry loop.
 * - quote 1200 per user or address: the calculator asks on every change; generous, it only stops
 *   scraping of the tariff.
 * - quoteBatch 30 per user: each call may carry 8 MB / 10,000 rows (≈ 300,000 rows a minute).
 * - renders 120 per user: each document render writes a PDF to disk and takes CPU; a person opens
 *   a few a minute, a script pulling every docket's documents is slowed, not refused forever.
 * If Redis cannot be reached the request is let through (logged): the limiter must not turn a
 * Redis hiccup into an outage of the order API.
 */
import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Request, RequestRoute, ResponseToolkit, Server } from '@hapi/hapi';
import { Redis } from 'ioredis';
import { MSG } from '@exportdesk/core';
import type { AppContext } from '../context';
import { RateCounter, type RateAnswer } from '../lib/rate-limit';
import { userOf } from './auth';
import { lifecycleOf } from './lifecycle';

export type RateRule = 'orderApi' | 'quote' | 'quoteBatch' | 'renders';

/** Route options naming the rule that limits the route: `options: { ...guarded(), ...rateLimit('renders') }`. */
export const rateLimit = (rule: RateRule) => ({ app: { rateLimit: rule } }) as const;

/** Slots taken from Redis at a time: 1 where the limit must be exact, a lease for quotes. */
const leaseOf = (rule: RateRule, limit: number) =>
  rule === 'quote' ? Math.min(100, Math.max(1, Math.floor(limit / 50))) : 1;

interface Verdict {
  limit: number;
  remaining: number;
  resetSec: number;
}

const WHO = { key: 'API key', user: 'account', addr: 'address' } as const;

/** Who is counted: the order API's key (hashed, never stored), else the user, else the address. */
function identity(request: Request, rule: RateRule): { kind: keyof typeof WHO; id: string } {
  if (rule === 'orderApi') {
    const key = (request.payload as { authKey?: unknown } | null)?.authKey;
    if (typeof key === 'string' && key)
      return { kind: 'key', id: createHash('sha256').update(key).digest('base64url').slice(0, 22) };
  }
  if (request.auth.isAuthenticated) return { kind: 'user', id: String(userOf(request).userId) };
  return { kind: 'addr', id: request.info.remoteAddress };
}

export function registerRateLimits(server: Server, ctx: AppContext): void {
  const { rateLimits: cfg, redisPrefix } = ctx.config;
  if (!cfg.enabled) return;
  const windowMs = cfg.windowSec * 1000;
  // Its own connection: auto-pipelining batches the many small scripts of a busy instance.
  const redis = new Redis(ctx.config.redisUrl, {
    connectionName: 'api-rate-limit',
    enableAutoPipelining: true,
    maxRetriesPerRequest: 1,
  });
  redis.on('error', () => {}); // reported per request below; ioredis reconnects by itself
  const counter = new RateCounter(redis, windowMs);
  server.ext('onPostStop', async () => {
    counter.stop();
    // quit, not disconnect: replies still on the way are read, not failed as 'Connection is closed'.
    await redis.quit().catch(() => redis.disconnect());
  });

  // After authentication and payload parsing (the order API's key is in the body).
  // Not async: when this instance still holds slots the answer costs no promise (the quote figure).
  const steps = lifecycleOf(server);
  const limited = (route: RequestRoute) => Boolean(route.settings.app?.rateLimit);
  steps.add({ point: 'onPostAuth', name: 'rate-limit', appliesTo: limited, run: count });
  steps.add({ point: 'onPreResponse', name: 'rate-limit-headers', appliesTo: limited, run: writeHeaders });

  function count(request: Request, h: ResponseToolkit) {
    const rule = request.route.settings.app?.rateLimit;
    if (!rule) return h.continue;
    const limit = cfg[rule];
    const who = identity(request, rule);
    const key = `${redisPrefix}:rl:${rule}:${who.kind}:${who.id}:${windowMs}`;
    const decide = (answer: RateAnswer) => {
      const verdict: Verdict = { limit, remaining: answer.remaining, resetSec: answer.resetSec };
      request.plugins.rateLimit = verdict;
      if (answer.ok) return h.continue;
      const err = Boom.tooManyRequests(
        MSG.rateLimited(limit, cfg.windowSec, WHO[who.kind], verdict.resetSec),
      );
      err.output.headers['Retry-After'] = String(verdict.resetSec);
      throw err;
    };
    const local = counter.tryTake(key, limit);
    if (local) return decide(local);
    return counter.take(key, limit, leaseOf(rule, limit)).then(decide, (err) => {
      if (err?.isBoom) throw err;
      ctx.log.warn({ err, rule }, 'rate limit not checked: Redis unavailable');
      return h.continue;
    });
  }

  // The headers on every answer of a limited route, the 429 and errors included.
  function writeHeaders(request: Request, h: ResponseToolkit) {
    const v = request.plugins.rateLimit as Verdict | undefined;
    const res = request.response;
    if (!v || !res) return h.continue;
    const headers = {
      'ratelimit-limit': String(v.limit),
      'ratelimit-remaining': String(v.remaining),
      'ratelimit-reset': String(v.resetSec),
    };
    // straight into the headers object (as security-headers.ts does): res.header() validates and
    // merges on every call, a measurable share of a quote (issue 18)
    Object.assign(Boom.isBoom(res) ? res.output.headers : res.headers, headers);
    return h.continue;
  }
}

declare module '@hapi/hapi' {
  interface PluginsStates {
    rateLimit?: Verdict;
  }
  interface RouteOptionsApp {
    /** The rule counting this route's requests, set by `rateLimit(rule)`. */
    rateLimit?: RateRule;
  }
}
