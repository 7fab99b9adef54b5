/** The API client: base URL from the settings, bearer token when signed in, the spec's envelope. */
import {
  pathOf,
  type AnswerData,
  type Contract,
  type ContractAnswer,
  type ContractInput,
} from '@exportdesk/core';
import { portalSettings } from './config';
import { readD2Auth, readToken } from './auth/token';

export interface Envelope<T = unknown> {
  success: boolean;
  message?: string;
  data?: T;
  [extra: string]: unknown;
}

export const NETWORK_ERROR = 'Unable to reach the server. Please check your connection and try again.';
/** The one fallback text when an answer carries no message of its own. */
export const REQUEST_FAILED = 'Request failed.';
export const SESSION_EXPIRED_EVENT = 'exportdesk:session-expired';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body?: Envelope,
    /** seconds from the answer's Retry-After (429, 503) */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** How an envelope arrived: its HTTP status and Retry-After, kept beside it (not on the wire shape). */
export interface AnswerMeta {
  status: number;
  retryAfter: number | null;
}
const answers = new WeakMap<object, AnswerMeta>();
export const answerOf = (env: Envelope): AnswerMeta | undefined => answers.get(env);

/** Retry-After as seconds (it may also be an HTTP date). */
export function retryAfterOf(res: Response): number | null {
  const v = res.headers.get('retry-after');
  if (!v) return null;
  const n = Number(v);
  if (Number.isFinite(n)) return Math.max(0, Math.ceil(n));
  const at = Date.parse(v);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

function remember<T extends Envelope>(body: T, res: Response): T {
  answers.set(body, { status: res.status, retryAfter: retryAfterOf(res) });
  return body;
}

/** A refused envelope as an ApiError with the server's message (or the fallback), status and wait. */
export function refusal(env: Envelope): ApiError {
  const meta = answerOf(env);
  return new ApiError(env.message || REQUEST_FAILED, meta?.status ?? 200, env, meta?.retryAfter ?? null);
}

/** The envelope when it succeeded, else throws its refusal: for code that only goes on when it worked. */
export function expectSuccess<T>(env: Envelope<T>): Envelope<T> {
  if (!env.success) throw refusal(env);
  return env;
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
  if (!body || typeof body !== 'object')
    throw new ApiError(
      res.ok ? 'Unexpected answer from the server.' : `Request failed (${res.status}).`,
      res.status,
      undefined,
      retryAfterOf(res),
    );
  if (typeof body.success !== 'boolean') body.success = res.ok;
  return remember(body, res);
}

/**
 * A call through its route's contract in core (issue 25): method and path from the contract, the
 * input typed by its schemas, the envelope typed by its `data` and extras. Screens declare no wire
 * type of their own.
 */
export function callContract<C extends Contract>(
  c: C,
  input: ContractInput<C> = {},
  signal?: AbortSignal,
): Promise<Envelope<AnswerData<C>> & Partial<ContractAnswer<C>>> {
  const path = pathOf(
    c,
    input.params ?? {},
    (input.query ?? undefined) as Record<string, unknown> | undefined,
  );
  return call<AnswerData<C>>(path, { method: c.method, body: input.body, signal }) as Promise<
    Envelope<AnswerData<C>> & Partial<ContractAnswer<C>>
  >;
}

/** The `data` of a contract's successful answer, or throws its refusal (for TanStack Query). */
export async function contractData<C extends Contract>(
  c: C,
  input: ContractInput<C> = {},
  signal?: AbortSignal,
): Promise<AnswerData<C>> {
  return expectSuccess(await callContract(c, input, signal)).data as AnswerData<C>;
}

export const get = <T = unknown>(path: string, signal?: AbortSignal) =>
  call<T>(path, { method: 'GET', signal });
export const post = <T = unknown>(path: string, body: unknown = {}, signal?: AbortSignal) =>
  call<T>(path, { method: 'POST', body, signal });

/** For TanStack Query: resolve `data` of a successful envelope, reject with the server's message. */
export async function fetchData<T>(path: string, signal?: AbortSignal): Promise<T> {
  const env = await call<T>(path, { signal });
  return expectSuccess(env).data as T;
}

/** A file the API answered (a PDF, a workbook, a zip), with the name its content-disposition gives. */
export interface FetchedFile {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

/**
 * Fetches a file from `/api/v1/<path>` with the session's token (a new tab or a plain link cannot
 * send it). A refusal throws ApiError carrying the server's message, so screens can show it.
 */
export async function fetchFile(
  path: string,
  opts: { method?: 'GET' | 'POST'; body?: unknown; form?: FormData; signal?: AbortSignal } = {},
): Promise<FetchedFile> {
  const rel = path.replace(/^\/+/, '');
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(`${portalSettings().apiUrl}/${rel}`, {
      method: opts.method ?? (opts.body === undefined && !opts.form ? 'GET' : 'POST'),
      headers,
      body: opts.form ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  const contentType = res.headers.get('content-type') ?? '';
  if (!res.ok || contentType.includes('application/json')) {
    let body: Envelope | undefined;
    try {
      body = (await res.json()) as Envelope;
    } catch {
      body = undefined;
    }
    if (res.status === 401 && token) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
    throw new ApiError(
      body?.message ?? `Request failed (${res.status}).`,
      res.status,
      body,
      retryAfterOf(res),
    );
  }
  const cd = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/i.exec(cd)?.[1] ?? null;
  return { blob: await res.blob(), fileName, contentType };
}

/** Saves a blob under a name, as a browser download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends a multipart form (a file upload) to `/api/v1/<path>` and returns the envelope, like `call`. */
export async function sendForm<T = unknown>(
  path: string,
  form: FormData,
  signal?: AbortSignal,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(`${portalSettings().apiUrl}/${path.replace(/^\/+/, '')}`, {
      method: 'POST',
      headers,
      body: form,
      signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (res.status === 401 && token) window.dispatchEvent(new CustomEvent(SESSION_EXPIRED_EVENT));
  let body: Envelope<T> | undefined;
  try {
    body = (await res.json()) as Envelope<T>;
  } catch {
    throw new ApiError(
      res.ok ? 'Unexpected answer from the server.' : `Request failed (${res.status}).`,
      res.status,
      undefined,
      retryAfterOf(res),
    );
  }
  if (typeof body.success !== 'boolean') body.success = res.ok;
  return remember(body, res);
}

/** "Downloaded files are named with a prefix, the date and an extension" (001 §9): ExportDesk_<name>_DD-MM-YYYY.<ext>. */
export function datedFileName(name: string, ext: string): string {
  const d = new Date();
  const dmy = `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`;
  return `ExportDesk_${name.replace(/[^A-Za-z0-9._-]+/g, '_')}_${dmy}.${ext.replace(/^\./, '')}`;
}
