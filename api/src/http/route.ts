/**
 * A route whose handler sees what the core schemas let through, typed: `route({ method, path,
 * options: guarded('perm'), payload: schema, handler: (req) => … req.payload.docketNo … })`.
 * Validation is `validate.ts`'s (first issue's message, 400, nothing written); the one cast from
 * Hapi's untyped request to the schemas' inferred types lives here, so routes need no `as any`.
 */
import type { Lifecycle, Request, ResponseToolkit, RouteOptions, ServerRoute } from '@hapi/hapi';
import type { z } from 'zod';
import { failAction, zodValidator } from './validate';

/** Without a schema a field keeps Hapi's own type (the payload stays unknown: read it through a schema). */
export type TypedRequest<P, Q, A> = Omit<Request, 'payload' | 'query' | 'params'> & {
  payload: P extends z.ZodType ? z.infer<P> : unknown;
  query: Q extends z.ZodType ? z.infer<Q> : Request['query'];
  params: A extends z.ZodType ? z.infer<A> : Request['params'];
};

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

export function route<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, A>): ServerRoute {
  const validate: NonNullable<RouteOptions['validate']> = { ...spec.options?.validate };
  if (spec.payload) validate.payload = zodValidator(spec.payload);
  if (spec.query) validate.query = zodValidator(spec.query);
  if (spec.params) validate.params = zodValidator(spec.params);
  if (spec.payload || spec.query || spec.params) validate.failAction = failAction;
  return {
    method: spec.method,
    path: spec.path,
    options: { ...spec.options, validate },
    // Hapi has replaced payload/query/params with the schemas' parsed values by now.
    handler: (req, h) => spec.handler(req as unknown as TypedRequest<P, Q, A>, h),
  };
}
