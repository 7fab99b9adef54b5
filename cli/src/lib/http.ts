/**
 * Every request to the API: one place that sends, reads a refusal's envelope and turns it into a
 * CliError with the exit code of `exitCodeFor` (JSON calls, file uploads, NDJSON and file
 * downloads alike). A successful answer is returned unread, for the caller to stream or parse.
 */
import { httpError, networkError, type Sent } from './errors';

export interface RequestOptions {
  /** A JSON body, or a form (multipart upload). */
  body?: unknown;
  form?: FormData;
  token?: string | null;
  accept?: string;
  timeoutMs?: number;
  /** What a refusal means: see `Sent` in errors.ts. */
  sent?: Sent;
}

export const apiPath = (apiUrl: string, path: string) => `${apiUrl}/api/v1/${path.replace(/^\//, '')}`;

export async function request(
  apiUrl: string,
  method: string,
  path: string,
  opts: RequestOptions = {},
): Promise<Response> {
  const json = opts.body !== undefined;
  let res: Response;
  try {
    res = await fetch(apiPath(apiUrl, path), {
      method,
      headers: {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...(opts.accept ? { accept: opts.accept } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: json ? JSON.stringify(opts.body) : opts.form,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
  } catch (err) {
    throw networkError(apiUrl, err);
  }
  if (res.ok) return res;
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
  throw httpError(res.status, body, opts.sent ?? 'input', res.headers.get('retry-after'));
}
