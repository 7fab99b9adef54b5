/** The API client: base URL from the settings, bearer token when signed in, the spec's envelope. */
import { portalSettings } from './config';
import { readD2Auth, readToken } from './auth/token';

export interface Envelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  [extra: string]: unknown;
}

export const NETWORK_ERROR = 'Unable to reach the server. Please check your connection and try again.';
export const SESSION_EXPIRED_EVENT = 'exportdesk:session-expired';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Envelope,
  ) {
    super(message);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  signal?: AbortSignal;
  /** send the stored token (default true) */
  auth?: boolean;
}

/** "for the separate organization service the stored d2Auth token is used instead" (000 §4.3) */
export const usesD2Auth = (path: string) => /^organization\//.test(path);

/**
 * Calls `/api/v1/<path>` and returns the envelope, also for 4xx answers: the screens show the
 * server's `message` ("Oops!!!" with server message). Throws ApiError only when there is no
 * envelope to read (network down, non-JSON answer).
 */
export async function call<T = unknown>(path: string, opts: CallOptions = {}): Promise<Envelope<T>> {
  const rel = path.replace(/^\/+/, '');
  const url = `${portalSettings().apiUrl}/${rel}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = opts.auth === false ? null : usesD2Auth(rel) ? (readD2Auth() ?? readToken()) : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, {
      method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let body: Envelope<T> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    body = undefined;
  }
  // A token the server refuses (expired, tampered, logged out elsewhere) ends this session.
  if (res.status === 401 && token) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  if (!body || typeof body !== 'object') throw new ApiError(res.ok ? 'Unexpected answer from the server.' : `Request failed (${res.status}).`, res.status);
  if (typeof body.success !== 'boolean') body.success = res.ok;
  return body;
}

export const get = <T = unknown>(path: string, signal?: AbortSignal) => call<T>(path, { method: 'GET', signal });
export const post = <T = unknown>(path: string, body: unknown = {}, signal?: AbortSignal) => call<T>(path, { method: 'POST', body, signal });

/** For TanStack Query: resolve `data` of a successful envelope, reject with the server's message. */
export async function fetchData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const env = await call<T>(path, { signal });
  if (!env.success) throw new ApiError(env.message ?? 'Request failed.', 200, env);
  return env.data as T;
}
