/** JSON calls to the API: the envelope `{ success, message, data }` read; refusals are CliErrors (lib/http.ts). */
import { CliError, EXIT } from './errors';
import { request, type RequestOptions } from './http';

/** The envelope; a caller that reads `data` (or another field) names its type. */
export interface ApiAnswer<T = unknown> {
  success: boolean;
  message: string;
  data: T;
  [k: string]: unknown;
}

/** `T`: what `data` holds; `Extra`: any other envelope field the caller reads (e.g. a list's pager). */
export async function apiCall<T = unknown, Extra extends object = object>(
  apiUrl: string,
  method: string,
  path: string,
  opts: Omit<RequestOptions, 'form' | 'accept'> = {},
): Promise<ApiAnswer<T> & Extra> {
  const res = await request(apiUrl, method, path, opts);
  try {
    return (await res.json()) as ApiAnswer<T> & Extra;
  } catch {
    throw new CliError(`The API at ${apiUrl} answered ${res.status} without JSON.`, EXIT.SERVER);
  }
}
