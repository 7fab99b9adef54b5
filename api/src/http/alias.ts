/**
 * A second address for a route we already serve (issue 25): the spec gives some calls a path or
 * method other than ours, and integrations call the spec's. The alias is the same route (its
 * handler, sign-in, permission, rate limit and validators) registered again at the spec's path,
 * so there is no copy of any logic to drift.
 *
 * The spec's calls are POSTs with everything in the body, while some of ours read a path
 * parameter (`dockets/{docket}/pickup`) or a query (`GET order/allorders`). A POST alias of such a
 * route reads all of them from its body: each of the original's validators checks the body (zod
 * objects drop keys they do not know), and the handler then sees `params`, `query` and `payload`
 * exactly as the original route would.
 */
import type { Lifecycle, Request, RequestRoute, RouteOptions, Server, ServerRoute } from '@hapi/hapi';

type Validator = (value: unknown) => unknown;
type Source = 'params' | 'query' | 'payload';

export interface AliasOf {
  /** The route we serve: its method (upper case) and path, exactly as registered. */
  method: string;
  path: string;
}

export interface Alias {
  of: AliasOf;
  /** The spec's path (in full, `/api/v1/...`); its calls are POSTs with everything in the body. */
  method: 'POST';
  path: string;
}

/** Our route as registered; a missing one is a startup error, not a silent 404. */
function findRoute(server: Server, of: AliasOf): RequestRoute {
  const found = server.table().find((r) => r.method === of.method.toLowerCase() && r.path === of.path);
  if (!found) throw new Error(`alias: no route ${of.method} ${of.path} to alias`);
  return found;
}

/** The original's validators for params, query and payload (route() stores zod validators as functions). */
function validatorsOf(original: RequestRoute): Partial<Record<Source, Validator>> {
  const v = (original.settings.validate ?? {}) as Partial<Record<Source, unknown>>;
  const out: Partial<Record<Source, Validator>> = {};
  for (const source of ['params', 'query', 'payload'] as const) {
    const fn = v[source];
    if (typeof fn === 'function') out[source] = fn as Validator;
  }
  return out;
}

/** Hapi keeps the compiled auth of a route; an alias asks for the same strategies and mode. */
function authOf(original: RequestRoute): RouteOptions['auth'] {
  const auth = original.settings.auth as
    { strategies?: string[]; mode?: 'required' | 'optional' | 'try' } | false | null;
  if (!auth || !auth.strategies?.length) return false;
  return { strategies: auth.strategies, mode: auth.mode ?? 'required' };
}

export function aliasRoute(server: Server, alias: Alias): ServerRoute {
  const original = findRoute(server, alias.of);
  const handler = original.settings.handler as Lifecycle.Method;
  if (typeof handler !== 'function') throw new Error(`alias: ${alias.of.path} has no handler function`);
  const validators = validatorsOf(original);
  const sameShape =
    alias.method.toUpperCase() === alias.of.method.toUpperCase() && !alias.of.path.includes('{');
  const options: RouteOptions = {
    auth: authOf(original),
    plugins: original.settings.plugins,
    app: original.settings.app,
    ext: original.settings.ext as RouteOptions['ext'],
    description: `Spec alias of ${alias.of.method} ${alias.of.path}`,
  };
  if (sameShape) {
    // Same method, no path parameters: the original's validators apply unchanged.
    options.validate = { ...original.settings.validate } as RouteOptions['validate'];
    return { method: alias.method, path: alias.path, options, handler };
  }
  // Everything from the body: validate it once per source, then hand the handler what it expects.
  options.validate = {
    payload: async (body: unknown) => {
      const parts: Partial<Record<Source, unknown>> = {};
      for (const [source, check] of Object.entries(validators) as [Source, Validator][])
        parts[source] = await check(body ?? {});
      return parts;
    },
    failAction: async (_req, _h, err) => {
      throw err;
    },
  };
  return {
    method: alias.method,
    path: alias.path,
    options,
    handler: (req: Request, h) => {
      const parts = req.payload as Partial<Record<Source, unknown>>;
      const mutable = req as unknown as Record<Source, unknown>;
      mutable.params = parts.params ?? {};
      mutable.query = parts.query ?? {};
      mutable.payload = parts.payload ?? {};
      return handler.call(null, req, h);
    },
  };
}

/** Registers each alias; call after every area's plugin has registered its routes. */
export function registerAliases(server: Server, aliases: readonly Alias[]): void {
  server.route(aliases.map((a) => aliasRoute(server, a)));
}
