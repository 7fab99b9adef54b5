/** HTTP calls to the API with the envelope read and failures turned into exit codes. */
import { CliError, EXIT } from './errors';

export interface ApiAnswer<T = any> {
  success: boolean;
  message: string;
  data: T;
  [k: string]: any;
}

export async function apiCall<T = any>(
  apiUrl: string,
  method: string,
  path: string,
  opts: { body?: unknown; token?: string | null; timeoutMs?: number; allowFailure?: boolean } = {},
): Promise<ApiAnswer<T>> {
  let res: Response;
  try {
    res = await fetch(`${apiUrl}/api/v1/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
  } catch (err) {
    throw new CliError(`Cannot reach the ExportDesk API at ${apiUrl} (${(err as Error).message}). Is it running? Set EXPORTDESK_API_URL or --api-url.`, EXIT.SERVER);
  }
  let body: ApiAnswer<T>;
  try {
    body = (await res.json()) as ApiAnswer<T>;
  } catch {
    throw new CliError(`The API at ${apiUrl} answered ${res.status} without JSON.`, EXIT.SERVER);
  }
  if (res.ok || opts.allowFailure) return body;
  const message = body?.message || `HTTP ${res.status}`;
  if (res.status === 401 || res.status === 403 || res.status === 429) throw new CliError(message, EXIT.AUTH, body);
  if (res.status >= 500) throw new CliError(message, EXIT.SERVER, body);
  throw new CliError(message, EXIT.USAGE, body);
}
