/**
 * Every answer is `{ success, message, data }` (the envelope the spec's screens read). Errors are
 * Boom errors; this turns them into the same envelope with their HTTP status.
 *
 * Every request has an id (the caller's `X-Request-Id` when well-formed, else a new one) that every
 * answer carries in `X-Request-Id`; a 5xx also carries it as `requestId` in the body and is logged
 * with it, so a user's report leads to the log line.
 */
import Boom from '@hapi/boom';
import { randomUUID } from 'node:crypto';
import type { Request, ResponseObject, ResponseToolkit, Server } from '@hapi/hapi';
import { MSG } from '@exportdesk/core';
import type { Logger } from '../lib/logger';
import { isRedisUnavailable, redisUnavailable } from '../lib/redis';
import { asBoom } from './errors';
import { lifecycleOf } from './lifecycle';

const FRIENDLY: Record<number, string> = {
  401: 'Please log in to continue.',
  404: 'Not found.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
};

/** A caller's id is kept when it is short and plain (it is echoed in a header and written to logs). */
const WELL_FORMED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id, made when first asked for (the envelope asks for every answer): no extension
 * of its own at onRequest, one less on every request (lifecycle.ts).
 */
export function requestIdOf(request: Request): string {
  let id = request.app.requestId;
  if (id === undefined) {
    const incoming = request.headers['x-request-id'];
    id = typeof incoming === 'string' && WELL_FORMED_ID.test(incoming) ? incoming : randomUUID();
    request.app.requestId = id;
  }
  return id;
}

export function registerEnvelope(server: Server, log: Logger): void {
  lifecycleOf(server).add({
    point: 'onPreResponse',
    name: 'envelope',
    run: (request: Request, h: ResponseToolkit) => {
      const response = request.response;
      // A service's domain error (api/src/errors.ts) gets its status here, in the one mapping.
      const failure = asBoom(response);
      if (failure) return errorAnswer(request, h, failure, log);
      if (!response || Boom.isBoom(response) || typeof response.header !== 'function') return h.continue;
      response.headers['x-request-id'] = requestIdOf(request); // as set by header(), without its checks
      // A 5xx built by hand (not thrown) is logged and labelled too.
      if (response.statusCode >= 500 && !request.app.errorLogged) {
        logFailure(log, request, response.statusCode, null);
        const src: unknown = response.source;
        if (src && typeof src === 'object' && Object.getPrototypeOf(src) === Object.prototype)
          (src as Record<string, unknown>).requestId = requestIdOf(request);
      }
      return h.continue;
    },
  });
}

/**
 * The envelope of an error answer. Also used where Hapi wants a ready response instead of a thrown
 * error (the JWT check), so both read the same.
 */
export function errorAnswer(
  request: Request,
  h: ResponseToolkit,
  error: Boom.Boom,
  log: Logger,
): ResponseObject {
  const cause = error;
  // Redis down is not a bug and not a reason to sign anyone out: 503, retry soon.
  if (error.output.statusCode === 500 && isRedisUnavailable(error)) error = redisUnavailable();
  const status = error.output.statusCode;
  let message: string = error.output.payload.message ?? error.message;
  // A revoked token (logout, password change) reads as an expired session to the user.
  if (status === 401 && /expired|invalid credentials/i.test(message)) message = MSG.sessionExpired;
  // A 503 carries our "try again" message (e.g. a document still rendering); other 5xx are hidden.
  else if (status >= 500 && status !== 503) {
    message = 'Something went wrong on our side. Please try again.';
  } else if (FRIENDLY[status] && isFrameworkMessage(status, message)) {
    message =
      status === 413
        ? `${FRIENDLY[413]} The limit is ${Math.round((request.route.settings.payload?.maxBytes ?? 1048576) / 1024)} KB.`
        : FRIENDLY[status];
  }
  const requestId = requestIdOf(request);
  const body: Record<string, unknown> = { success: false, message, data: publicData(error.data) };
  if (status >= 500) {
    body.requestId = requestId;
    logFailure(log, request, status, cause);
  }
  const res = h.response(body).code(status);
  for (const [k, v] of Object.entries(error.output.headers ?? {})) res.header(k, String(v));
  res.header('X-Request-Id', requestId);
  return res;
}

function logFailure(log: Logger, request: Request, status: number, err: Error | null): void {
  request.app.errorLogged = true;
  const line = {
    requestId: requestIdOf(request),
    status,
    method: request.method,
    path: request.path,
    err: err ?? undefined,
  };
  // A 503 is expected now and then (Redis down, a document still rendering); other 5xx are bugs.
  if (status === 503) log.warn(line, 'request answered 503');
  else log.error(line, 'request failed');
}

/** Hapi's own wording (missing route, payload too large, no token) is replaced; ours is kept. */
function isFrameworkMessage(status: number, message: string): boolean {
  if (status === 401) return /missing authentication|invalid token|bad http authentication/i.test(message);
  if (status === 404) return message === 'Not Found';
  if (status === 413) return /^Payload content length greater than maximum allowed/.test(message);
  if (status === 415) return /^Unsupported Media Type$/i.test(message);
  return false;
}

/** Boom's `data` is shown only when it is plain JSON we attached (e.g. the invalid field). */
function publicData(data: unknown): unknown {
  if (!data || typeof data !== 'object' || data instanceof Error) return null;
  try {
    return JSON.parse(JSON.stringify(data));
  } catch {
    return null;
  }
}

/** A successful answer; extra top-level fields keep the shapes the spec's screens read. */
export function ok<T>(data: T, message = 'Success', extra: Record<string, unknown> = {}) {
  return { success: true, message, data, ...extra };
}

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The id every answer carries (X-Request-Id) and every 5xx log line names. */
    requestId?: string;
    /** Set once a 5xx of this request is logged, so it is logged once. */
    errorLogged?: boolean;
  }
}
