/**
 * `Idempotency-Key` on the public API's POSTs (issue 26), as Stripe has it: a pipeline that
 * retries after a network error sends the same key and gets the first answer again (its status
 * and body, with `Idempotent-Replayed: true`) instead of a second docket. The routes that honour
 * it are listed below, one line each (as the spec's aliases are, spec-aliases.ts): the public
 * API's set is one decision, read in one place, and a listed route that is not served stops the
 * start. Any other route may opt in with `options: idempotent({...})`. The others pay nothing (the
 * steps apply per route, lifecycle.ts), so the quote keeps its figure. Without the header a
 * request runs as before.
 *
 * - Scope: the caller. The order API's key (in its body, hashed, never stored), else the signed-in
 *   account; two callers may use the same key.
 * - Same request: method, path, query and body hashed (the parsed body, keys sorted, files by
 *   their bytes: a multipart form sent again with another boundary is the same request). The same
 *   key with another request: 409, nothing run.
 * - Parallel: the key is locked in Redis (SET NX) before the handler runs; a second request with
 *   the key waits for the first one's answer (up to 15 s, then 409 "still running").
 * - Kept: 2xx and 4xx answers, 24 hours (a 400 is the answer to that body; a 409 duplicate is
 *   too). A 5xx, or an answer that is not JSON or text, is not kept: the retry runs again.
 * - Redis down: the request is not run unprotected; the envelope answers 503 (retry soon).
 */
import { createHash } from 'node:crypto';
import Boom from '@hapi/boom';
import type { Request, RequestRoute, ResponseToolkit, RouteOptions, Server } from '@hapi/hapi';
import { IDEMPOTENCY, IDEMPOTENCY_MSG, idempotencyKeyProblem } from '@exportdesk/core';
import type { AppContext } from '../context';
import { IdempotencyStore, type IdempotencyTimes, type StoredAnswer } from '../lib/idempotency';
import { userOf } from './auth';
import { lifecycleOf } from './lifecycle';

/**
 * The POSTs that honour Idempotency-Key: the public order API (001 §3) and what a pipeline, the
 * CLI or a script makes with an API key or a session, where a retry could make a second thing.
 * Lists, reads, quotes and previews make nothing and are left out; so are payments (the payment
 * provider's own order id already makes them safe to retry).
 */
export const IDEMPOTENT_ROUTES: readonly string[] = [
  'POST /api/v1/client/saveorderdata', // the public order API
  'POST /api/v1/bulkupload', // bulk upload (001 §5); the CLI sends the file's hash as the key
  'POST /api/v1/amazon/processamazon', // the marketplace imports: bulk uploads of a report
  'POST /api/v1/ebay/processebay',
  'POST /api/v1/save/importShopifyOrder',
  'POST /api/v1/order/createBox', // a parcel from the form, and its spec address
  'POST /api/v1/save/saveitems',
  'POST /api/v1/order/cloneParcel', // a new draft parcel
  'POST /api/v1/order/createPbe', // a docket from parcels
  'POST /api/v1/dockets/{docket}/pickup', // a pickup request, and its spec address
  'POST /api/v1/order/requestPickup',
];

/** A route's options, opted in outside the list: `options: idempotent({ ...guarded('orders.push'), payload })`. */
export function idempotent<O extends RouteOptions>(options: O): O & { app: { idempotent: true } } {
  return { ...options, app: { ...options.app, idempotent: true } };
}

const HEADER = IDEMPOTENCY.header.toLowerCase();
const sha256 = (s: string | Buffer) => createHash('sha256').update(s).digest('hex');

export function registerIdempotency(server: Server, ctx: AppContext, times?: IdempotencyTimes): void {
  const store = new IdempotencyStore(ctx.redis, ctx.config.redisPrefix, times);
  const steps = lifecycleOf(server);
  const listed = new Set(IDEMPOTENT_ROUTES);
  const optedIn = (route: RequestRoute) =>
    listed.has(`${route.method.toUpperCase()} ${route.path}`) || Boolean(route.settings.app?.idempotent);
  // Every route of the list is served (a renamed path would silently lose its protection).
  server.ext('onPreStart', () => {
    const served = new Set(server.table().map((r) => `${r.method.toUpperCase()} ${r.path}`));
    const missing = IDEMPOTENT_ROUTES.filter((r) => !served.has(r));
    if (missing.length) throw new Error(`idempotency: no route ${missing.join(', ')} (IDEMPOTENT_ROUTES)`);
  });
  steps.add({ point: 'onPostAuth', name: 'idempotency', appliesTo: optedIn, run: claim });
  steps.add({ point: 'onPreResponse', name: 'idempotency', appliesTo: optedIn, run: keep });

  // Not async: a call without the header goes on without a promise (lifecycle.ts).
  function claim(request: Request, h: ResponseToolkit) {
    const given: unknown = request.headers[HEADER];
    if (given === undefined) return h.continue;
    return claimKey(request, h, given);
  }

  async function claimKey(request: Request, h: ResponseToolkit, given: unknown) {
    if (typeof given !== 'string') throw Boom.badRequest(IDEMPOTENCY_MSG.badKey);
    const problem = idempotencyKeyProblem(given);
    if (problem) throw Boom.badRequest(problem);
    const key = store.keyOf(scopeOf(request), sha256(given));
    const c = await store.claim(key, fingerprintOf(request));
    if (c.kind === 'run') {
      request.plugins.idempotency = { key, lock: c.lock };
      return h.continue;
    }
    if (c.kind === 'other-body') throw Boom.conflict(IDEMPOTENCY_MSG.otherBody);
    if (c.kind === 'in-progress') {
      const err = Boom.conflict(IDEMPOTENCY_MSG.inProgress);
      err.output.headers['Retry-After'] = '2';
      throw err;
    }
    const { status, body, contentType } = c.answer;
    // a JSON answer goes back as the object it was, so the steps after (and a check of the
    // answer's shape) see what the handler's answer looked like, not a string
    const json = contentType.startsWith('application/json');
    return h
      .response(json ? (JSON.parse(body) as object) : body)
      .code(status)
      .type(contentType)
      .header(IDEMPOTENCY.replayedHeader, 'true')
      .takeover();
  }

  /** After the envelope: the answer as the caller gets it, kept (2xx, 4xx) or the key let go. */
  function keep(request: Request, h: ResponseToolkit) {
    const held = request.plugins.idempotency;
    if (!held) return h.continue;
    request.plugins.idempotency = undefined;
    return store.finish(held.key, held.lock, answerOf(request.response)).then(
      () => h.continue,
      (err: unknown) => {
        // the answer still goes out; the lock expires by itself (IDEMPOTENCY_TIMES.lockMs)
        ctx.log.warn({ err, path: request.path }, 'idempotency: answer not kept (Redis unavailable)');
        return h.continue;
      },
    );
  }
}

/** Who the key belongs to: the order API's key (hashed), else the account, else the address. */
function scopeOf(request: Request): string {
  const authKey = (request.payload as { authKey?: unknown } | null)?.authKey;
  if (typeof authKey === 'string' && authKey) return `key:${sha256(authKey).slice(0, 32)}`;
  if (request.auth.isAuthenticated) return `user:${userOf(request).userId}`;
  return `addr:${request.info.remoteAddress}`;
}

function fingerprintOf(request: Request): string {
  const hash = createHash('sha256').update(`${request.method}\n${request.path}\n${request.url.search}\n`);
  feed(hash, request.payload);
  return hash.digest('hex');
}

/** The parsed body into the hash, unambiguously (each value tagged and sized), object keys sorted. */
function feed(hash: ReturnType<typeof createHash>, v: unknown): void {
  if (Buffer.isBuffer(v)) hash.update(`B${v.length}:`).update(v);
  else if (typeof v === 'string') hash.update(`S${Buffer.byteLength(v)}:`).update(v);
  else if (Array.isArray(v)) {
    hash.update(`A${v.length}[`);
    for (const item of v) feed(hash, item);
    hash.update(']');
  } else if (v && typeof v === 'object') {
    const keys = Object.keys(v).sort();
    hash.update(`O${keys.length}{`);
    for (const k of keys) {
      feed(hash, k);
      feed(hash, (v as Record<string, unknown>)[k]);
    }
    hash.update('}');
  } else hash.update(`V${String(v)};`);
}

/** What is kept of an answer: 2xx and 4xx with a JSON or text body; null lets the key go. */
function answerOf(response: Request['response']): StoredAnswer | null {
  if (!response || Boom.isBoom(response)) return null;
  const status = response.statusCode;
  if (status >= 500 || status < 200 || (status >= 300 && status < 400)) return null;
  const source: unknown = response.source;
  if (typeof source === 'string')
    return { status, body: source, contentType: String(response.headers['content-type'] ?? 'text/plain') };
  if (source === null || Buffer.isBuffer(source) || typeof source !== 'object') return null;
  if (typeof (source as { pipe?: unknown }).pipe === 'function') return null; // a stream
  return { status, body: JSON.stringify(source), contentType: 'application/json; charset=utf-8' };
}

declare module '@hapi/hapi' {
  interface PluginsStates {
    /** This request holds the key's lock: its answer is kept (or the key let go) before it is sent. */
    idempotency?: { key: string; lock: string };
  }
  interface RouteOptionsApp {
    /** Set by `idempotent(options)`: the route honours `Idempotency-Key`. */
    idempotent?: boolean;
  }
}
