/**
 * A route whose handler sees what the core schemas let through, typed. Two forms:
 * - `route({ contract, options: guarded('perm'), handler })`: the address, method and schemas come
 *   from the route's contract in core (issue 25), the one description of the call that the portal,
 *   the CLI and the OpenAPI document read too; the handler's answer is typed by it and, in tests,
 *   checked against it (`contract-check.ts`).
 * - `route({ method, path, payload: schema, handler })`: the older form, for routes not yet moved.
 * Validation is `validate.ts`'s (first issue's message, 400, nothing written); the one cast from
 * Hapi's untyped request to the schemas' inferred types lives here, so routes need no `as any`.
 */
import type {
  Lifecycle,
  Request,
  ResponseObject,
  ResponseToolkit,
  RouteOptions,
  ServerRoute,
} from '@hapi/hapi';
import type { z } from 'zod';
import { API_PREFIX, type Contract, type FileAnswer } from '@exportdesk/core';
import { failAction, zodValidator } from './validate';

/** Without a schema a field keeps Hapi's own type (the payload stays unknown: read it through a schema). */
export type TypedRequest<P, Q, A> = Omit<Request, 'payload' | 'query' | 'params'> & {
  payload: P extends z.ZodType ? z.infer<P> : unknown;
  query: Q extends z.ZodType ? z.infer<Q> : Request['query'];
  params: A extends z.ZodType ? z.infer<A> : Request['params'];
};

type Awaitable<T> = T | Promise<T>;
type Maybe = z.ZodType | undefined;

export interface RouteSpec<P, Q, A> {
  method: ServerRoute['method'];
  path: string;
  options?: RouteOptions;
  payload?: P;
  query?: Q;
  params?: A;
  handler: (
    req: TypedRequest<P, Q, A>,
    h: ResponseToolkit,
  ) => Lifecycle.ReturnValue | Promise<Lifecycle.ReturnValue>;
}

/** What a JSON contract's handler may return: its envelope (as `ok()` builds it), or a response it made. */
type Wire<R, X> = {
  success: boolean;
  message: string;
  data: R extends z.ZodType ? z.input<R> : never;
} & { [K in keyof X]?: X[K] extends z.ZodType ? z.input<X[K]> : never };
export type ContractReturn<R, X> = Awaitable<
  (R extends FileAnswer ? Lifecycle.ReturnValue : Wire<R, X>) | ResponseObject | symbol
>;

export interface ContractRouteSpec<
  P extends Maybe,
  Q extends Maybe,
  A extends Maybe,
  R extends z.ZodType | FileAnswer,
  X extends z.ZodRawShape,
> {
  contract: Contract<P, Q, A, R, X>;
  options?: RouteOptions;
  handler: (req: TypedRequest<P, Q, A>, h: ResponseToolkit) => ContractReturn<R, X>;
}

export function route<
  P extends Maybe,
  Q extends Maybe,
  A extends Maybe,
  R extends z.ZodType | FileAnswer,
  X extends z.ZodRawShape,
>(spec: ContractRouteSpec<P, Q, A, R, X>): ServerRoute;
export function route<P extends Maybe = undefined, Q extends Maybe = undefined, A extends Maybe = undefined>(
  spec: RouteSpec<P, Q, A>,
): ServerRoute;
export function route(
  spec:
    | RouteSpec<Maybe, Maybe, Maybe>
    | ContractRouteSpec<Maybe, Maybe, Maybe, z.ZodType | FileAnswer, z.ZodRawShape>,
): ServerRoute {
  const c = 'contract' in spec ? spec.contract : null;
  const schemas = c ?? (spec as RouteSpec<Maybe, Maybe, Maybe>);
  const validate: NonNullable<RouteOptions['validate']> = { ...spec.options?.validate };
  if (schemas.payload) validate.payload = zodValidator(schemas.payload);
  if (schemas.query) validate.query = zodValidator(schemas.query);
  if (schemas.params) validate.params = zodValidator(schemas.params);
  if (schemas.payload || schemas.query || schemas.params) validate.failAction = failAction;
  const handler = spec.handler as (req: Request, h: ResponseToolkit) => Lifecycle.ReturnValue;
  const options: RouteOptions = { ...spec.options, validate };
  if (c) {
    // The contract rides on the route: the answer check and the OpenAPI test read it.
    options.app = { ...spec.options?.app, contract: c };
    // Who may call is the contract's word: its permission is the one the route checks (auth.ts).
    if (c.permission && c.auth === 'bearer') {
      const own = spec.options?.plugins?.exportdesk;
      options.auth = spec.options?.auth ?? 'jwt';
      options.plugins = { ...spec.options?.plugins, exportdesk: { ...own, permission: c.permission } };
    }
    if (c.auth === 'none' || c.auth === 'apiKey') options.auth = spec.options?.auth ?? false;
  }
  return {
    method: c ? c.method : (spec as RouteSpec<Maybe, Maybe, Maybe>).method,
    path: c ? `${API_PREFIX}/${c.path}` : (spec as RouteSpec<Maybe, Maybe, Maybe>).path,
    options,
    // Hapi has replaced payload/query/params with the schemas' parsed values by now.
    handler: (req, h) => handler(req, h),
  };
}

declare module '@hapi/hapi' {
  interface RouteOptionsApp {
    /** The route's contract in core (issue 25), set by `route({ contract })`. */
    contract?: Contract;
  }
}
