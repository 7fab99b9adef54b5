/**
 * Every request to the API: one place that sends, reads a refusal's envelope and turns it into a
 * CliError with the exit code of `exitCodeFor` (JSON calls, file uploads, NDJSON and file
 * downloads alike). A successful answer is returned unread, for the caller to stream or parse.
 *
 * A POST that could make something twice (an upload, orders, a PBE) carries an `Idempotency-Key`
 * (issue 26): the API answers a retry with the same key with the first answer, so a request lost
 * on the way (a reset, a timeout) is sent again here, up to `RETRIES` times, with nothing made twice.
 * Requests without a key are sent once, as before.
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY, IDEMPOTENCY_MSG } from '@exportdesk/core';
import { httpError, networkError, type Sent } from './errors';

/** Sends after the first one for a request with an Idempotency-Key, and the wait before each. */
const RETRY_DELAYS_MS = [500, 1500, 4000];

/** A key for one invocation's request: retries of it share it, another run makes a new one. */
export const freshIdempotencyKey = (what: string) => `exportdesk-${what}-${randomUUID()}`;

export interface RequestOptions {
  /** A JSON body, or a form (multipart upload). */
  body?: unknown;
  form?: FormData;
  token?: string | null;
  accept?: string;
  timeoutMs?: number;
  /** What a refusal means: see `Sent` in errors.ts. */
  sent?: Sent;
  /** Sent as `Idempotency-Key`; with it a network failure is retried (see the header). */
  idempotencyKey?: string;
  /** Told before each retry (a replayed answer after it is this run's own first answer). */
  onRetry?: () => void;
}

export const apiPath = (apiUrl: string, path: string) => `${apiUrl}/api/v1/${path.replace(/^\//, '')}`;

export async function request(
  apiUrl: string,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Response> {
  const json = opts.body !== undefined;
  const send = () =>
    fetch(apiPath(apiUrl, path), {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(opts.accept ? { accept: opts.accept } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.idempotencyKey ? { [IDEMPOTENCY.header]: opts.idempotencyKey } : {}),
      },
      body: json ? JSON.stringify(opts.body) : opts.form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
  const delays = opts.idempotencyKey ? RETRY_DELAYS_MS : [];
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await send();
    } catch (err) {
      if (attempt >= delays.length) throw networkError(apiUrl, err);
      await new Promise((r) => setTimeout(r, delays[attempt]));
      opts.onRetry?.();
      continue;
    }
    if (res.ok) return res;
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    // the first send (lost on the way back) still running on the server: ask again for its answer
    if (res.status === 409 && body?.message === IDEMPOTENCY_MSG.inProgress && attempt < delays.length) {
      await new Promise((r) => setTimeout(r, delays[attempt]));
      opts.onRetry?.();
      continue;
    }
    throw httpError(res.status, body, opts.sent ?? 'input', res.headers.get('retry-after'));
  }
}
