/**
 * Authentication (JWT, revocable) and authorization (one permission per route, decided by the
 * core permission table). Routes say `options: { auth: 'jwt', plugins: { exportdesk: { permission: 'x' } } }`
 * or use the `guarded('x')` helper.
 */
import Jwt, { type HapiJwt } from '@hapi/jwt';
import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { can, MSG, type Permission } from '@exportdesk/core';
import type { AppContext } from '../context';
import { issuedAtMs } from '../lib/revocations';
import { verifyOptions, type TokenPayload } from '../lib/tokens';
import { errorAnswer } from './envelope';
import { lifecycleOf } from './lifecycle';

export interface Credentials extends TokenPayload {
  scope: string[];
}

export async function registerAuth(server: Server, ctx: AppContext): Promise<void> {
  await server.register(Jwt);
  server.auth.strategy('jwt', 'jwt', {
    keys: { key: ctx.config.jwtSecret, algorithms: ['HS256'] },
    verify: verifyOptions(ctx.config.jwtTtlSec),
    validate: async (artifacts: HapiJwt.Artifacts, request: Request, h: ResponseToolkit) => {
      const p = artifacts.decoded.payload as TokenPayload;
      let revoked: boolean;
      try {
        revoked = await ctx.revocations.isRevoked(p.jti, p.userId, issuedAtMs(p));
      } catch (err) {
        // @hapi/jwt would turn a thrown error into a 401 with its text, and the portal would sign
        // everyone out: a failed check answers 503 (Redis down) or 500 instead, token untouched.
        const failure = Boom.isBoom(err) ? err : Boom.boomify(err as Error);
        return { isValid: false, response: errorAnswer(request, h, failure, ctx.log) };
      }
      if (revoked) return { isValid: false };
      return { isValid: true, credentials: { ...p, scope: [] } };
    },
  });

  const steps = lifecycleOf(server);
  steps.add({
    point: 'onPostAuth',
    name: 'optional-sign-in',
    appliesTo: (route) => Boolean(route.settings.plugins?.exportdesk?.optionalSignIn),
    run: signInIfToken,
  });
  steps.add({
    point: 'onPostAuth',
    name: 'access',
    // only where someone can be signed in, or a permission is asked: elsewhere it has nothing to check
    appliesTo: (route) => {
      const marks = route.settings.plugins?.exportdesk;
      return Boolean(route.settings.auth || marks?.optionalSignIn || marks?.permission || marks?.grants);
    },
    run: (request: Request, h: ResponseToolkit) => {
      // A support "View as" token (issue 14) reads only: every non-GET request made with it is
      // refused here, in one place, before any route or permission runs.
      // Nor may it call a route that hands out a credential or starts a payment, whatever its
      // method (issue 23): such routes say so with `guarded(permission, grants)`.
      const signedIn = request.auth.credentials as unknown as Credentials | undefined;
      const marks = request.route.settings.plugins?.exportdesk;
      if (signedIn?.impersonatedBy) {
        if (marks?.grants) throw Boom.forbidden(READ_ONLY_REFUSAL[marks.grants]);
        if (request.method !== 'get' && request.method !== 'head') throw Boom.forbidden(MSG.readOnlySession);
      }
      const permission = marks?.permission;
      if (!permission) return h.continue;
      const user = request.auth.credentials as unknown as Credentials | undefined;
      if (!can(user, permission)) throw Boom.forbidden(MSG.notAllowed);
      return h.continue;
    },
  });
}

/**
 * A sign-in that is optional and cheap when absent: Hapi's `mode: 'optional'` builds two Boom
 * errors (stack traces included) for every anonymous request, a fifth of a quote's time. Here
 * the route has no auth step; a request that carries a token is checked by the same `jwt`
 * strategy (a bad token is still a 401, Redis down still a 503) and marked signed in, as the
 * first step after auth (lifecycle.ts), before the access check and the rate limiter, which keys
 * on the user. An anonymous call pays one header read, and no extension of its own.
 */
export const optionalSignIn = { auth: false, plugins: { exportdesk: { optionalSignIn: true } } } as const;

function signInIfToken(request: Request, h: ResponseToolkit) {
  // not async: an anonymous call goes on without a promise
  if (!request.headers.authorization) return h.continue;
  return signIn(request, h);
}

async function signIn(request: Request, h: ResponseToolkit) {
  try {
    const { credentials, artifacts } = await request.server.auth.test('jwt', request);
    Object.assign(request.auth, { isAuthenticated: true, credentials, artifacts, strategy: 'jwt' });
  } catch (err) {
    // the strategy's own answer (the 503 above) comes back as a takeover response
    if (!(err instanceof Error)) return err as ReturnType<ResponseToolkit['response']>;
    throw err;
  }
  return h.continue;
}

/**
 * What a route hands out that a read-only support session must never get (issue 23): a
 * credential (a login token, a hand-off code, an API key) or a payment (an order, its
 * verification). A route that does either says so; the check above refuses it in one place.
 */
export type Grants = 'token' | 'payment';

const READ_ONLY_REFUSAL: Record<Grants, string> = {
  token: MSG.readOnlyNoToken,
  payment: MSG.readOnlyNoPayment,
};

/** Route options for a signed-in user holding `permission`; `grants` marks what it hands out. */
export function guarded(permission: Permission = 'account.self', grants?: Grants) {
  return { auth: 'jwt', plugins: { exportdesk: { permission, grants } } } as const;
}

declare module '@hapi/hapi' {
  interface PluginSpecificConfiguration {
    /** The permission a route needs (core's matrix), set by `guarded(permission)`. */
    exportdesk?: { permission?: Permission; grants?: Grants; optionalSignIn?: boolean };
  }
}

/** Takes any request with credentials, so route()'s typed requests (a payload of `unknown` too) fit. */
export const userOf = (request: Pick<Request, 'auth'>) => request.auth.credentials as unknown as Credentials;
