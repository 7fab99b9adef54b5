/** JSON calls to the API: the envelope `{ success, message, data }` read; refusals are CliErrors (lib/http.ts). */
import { pathOf, type Contract, type ContractAnswer, type ContractInput } from '@exportdesk/core';
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

/**
 * A call through its route's contract in core (issue 25): method and path from the contract, the
 * input typed by its schemas, the answer typed by its `data` and extras. No wire type is declared
 * in the CLI.
 */
export function contractCall<C extends Contract>(
  apiUrl: string,
  c: C,
  input: ContractInput<C> = {},
  opts: Omit<RequestOptions, 'form' | 'accept' | 'body'> = {},
): Promise<ContractAnswer<C>> {
  const path = pathOf(
    c,
    input.params ?? {},
    (input.query ?? undefined) as Record<string, unknown> | undefined,
  );
  return apiCall(apiUrl, c.method, path, { ...opts, body: input.body }) as Promise<ContractAnswer<C>>;
}
