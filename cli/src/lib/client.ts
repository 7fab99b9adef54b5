/** JSON calls to the API: the envelope `{ success, message, data }` read; refusals are CliErrors (lib/http.ts). */
import { CliError, EXIT } from './errors';
import { request, type RequestOptions } from './http';

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
  opts: Omit<RequestOptions, 'form' | 'accept'> = {},
): Promise<ApiAnswer<T>> {
  const res = await request(apiUrl, method, path, opts);
  try {
    return (await res.json()) as ApiAnswer<T>;
  } catch {
    throw new CliError(`The API at ${apiUrl} answered ${res.status} without JSON.`, EXIT.SERVER);
  }
}
