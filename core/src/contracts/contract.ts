/**
 * One contract per route (issue 25 item 2): its address, who may call it, what it reads (params,
 * query, payload) and what it answers (`data` of the envelope, plus any extra top-level field the
 * spec's screens read), as zod schemas with a name and a summary. The API registers and validates
 * routes from it (api/src/http/route.ts), checks every answer against it in tests, and generates the
 * OpenAPI document from it; the portal and the CLI call through it (`pathOf`, `ContractAnswer`), so
 * no part redeclares a wire shape.
 */
import { z } from 'zod';
import type { Permission } from '../roles';

/** Where every route lives; contract paths are relative to it (the portal and the CLI call them so). */
export const API_PREFIX = '/api/v1';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a caller proves who it is: `none` (public), `bearer` (the portal's login token, or an API key
 * as `x-api-key`), `optional` (either, or none: answers differ), `apiKey` (the order API's
 * `authKey` in the body, 001 §3).
 */
export type ContractAuth = 'none' | 'bearer' | 'optional' | 'apiKey';

/** A route that answers a file (a PDF, a workbook, a zip), not the JSON envelope. */
export interface FileAnswer {
  kind: 'file';
  contentTypes: readonly string[];
}
export const fileAnswer = (...contentTypes: string[]): FileAnswer => ({ kind: 'file', contentTypes });

type Schema = z.ZodType;
type Maybe = Schema | undefined;

export interface Contract<
  P extends Maybe = Maybe,
  Q extends Maybe = Maybe,
  A extends Maybe = Maybe,
  R extends Schema | FileAnswer = Schema | FileAnswer,
  X extends z.ZodRawShape = z.ZodRawShape,
> {
  /** The operation's name (OpenAPI operationId): the spec's call name where it gives one. */
  name: string;
  summary: string;
  description?: string;
  method: HttpMethod;
  /** Under /api/v1, as Hapi writes it: `dockets/{docket}`. */
  path: string;
  /** The area it belongs to (OpenAPI tag). */
  tag: string;
  auth: ContractAuth;
  /** The permission of core's matrix a signed-in caller needs (roles.ts); the route enforces it. */
  permission?: Permission;
  params?: A;
  query?: Q;
  payload?: P;
  /** The envelope's `data` (a zod schema), or a file. */
  answer: R;
  /** Other top-level fields of a successful envelope (a list's `pager`, an order's `tempSBill`). */
  extra?: X;
  /** Status of a success when not 200. */
  status?: number;
  /** Part of the public surface (001 §3 order API and its helpers): documented for pipelines. */
  public?: boolean;
  /** Copyable examples for pipelines: a curl line and the CLI's equivalent. */
  examples?: { curl?: string; cli?: string };
}

/** Declares a contract, keeping its schema types for the API, the portal and the CLI. */
export function contract<
  P extends Maybe = undefined,
  Q extends Maybe = undefined,
  A extends Maybe = undefined,
  R extends Schema | FileAnswer = Schema,
  X extends z.ZodRawShape = Record<never, never>,
>(c: Contract<P, Q, A, R, X>): Contract<P, Q, A, R, X> {
  return c;
}

/** The success envelope of an answer: `{ success, message, data, ...extra }`. */
export function successEnvelope(data: Schema, extra: z.ZodRawShape = {}) {
  return z.object({ success: z.literal(true), message: z.string(), data, ...extra });
}

/** Every refusal: the message a user reads, the field when one is to blame, the request id on a 5xx. */
export const errorEnvelope = z
  .object({
    success: z.literal(false),
    message: z.string(),
    data: z.unknown().nullable(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorEnvelope', description: 'A refused call: the message is meant for the user.' });

/** No data worth reading (`data: null` or an empty object): a call that only says it worked. */
export const noData = z.unknown().meta({ description: 'Nothing to read: the message says it worked.' });

type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : undefined;
type AnyContract = Contract<Maybe, Maybe, Maybe, Schema | FileAnswer, z.ZodRawShape>;

/** What `data` holds in a success answer of contract C. */
export type AnswerData<C extends AnyContract> = C['answer'] extends Schema ? z.output<C['answer']> : never;

/** The success envelope of C as it arrives on the wire. */
export type ContractAnswer<C extends AnyContract> = {
  success: boolean;
  message: string;
  data: AnswerData<C>;
} & ExtraOf<NonNullable<C['extra']>>;
// `extra` is optional on a contract: its type is the shape or undefined, hence NonNullable above.
type ExtraOf<X> = X extends z.ZodRawShape ? { [K in keyof X]: Out<X[K]> } : unknown;

/** What a caller sends: path params, query and body as the schemas accept them (before coercion). */
export interface ContractInput<C extends AnyContract> {
  params?: In<C['params']>;
  query?: In<C['query']>;
  body?: In<C['payload']>;
}
export type PayloadOf<C extends AnyContract> = In<C['payload']>;
export type QueryOf<C extends AnyContract> = In<C['query']>;

/** The path of a call with its params filled in (encoded), and its query string if any. */
export function pathOf(
  c: Pick<AnyContract, 'path'>,
  params: Record<string, unknown> = {},
  query?: Record<string, unknown>,
): string {
  const path = c.path.replace(/\{(\w+)[?*]?\}/g, (_m, name: string) => {
    const v = params[name];
    if (v === undefined || v === null) return '';
    return encodeURIComponent(String(v));
  });
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const qs = q.toString();
  return (qs ? `${path.replace(/\/+$/, '')}?${qs}` : path.replace(/\/+$/, '')) || path;
}

export const isFileAnswer = (a: Schema | FileAnswer): a is FileAnswer =>
  (a as FileAnswer).kind === 'file' && Array.isArray((a as FileAnswer).contentTypes);

/** The API's own description (issue 25 item 3): not an envelope, the OpenAPI 3.1 document itself. */
export const OPENAPI_CONTRACT = contract({
  name: 'getOpenApi',
  summary: 'This document: every route, its schemas and examples (OpenAPI 3.1)',
  method: 'GET',
  path: 'openapi.json',
  tag: 'API',
  auth: 'none',
  public: true,
  answer: fileAnswer('application/json'),
  examples: { curl: 'curl -sS https://exportdesk.example/api/v1/openapi.json' },
});
