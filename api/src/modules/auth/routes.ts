/** Thin routes: validate with the core schema, call the service, shape the spec's answer. */
import type { ServerRoute } from '@hapi/hapi';
import { AUTH_CONTRACTS, MSG } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import { loginAnswer } from '../../http/login-answer';
import type { AuthService } from './service';

export function authRoutes(auth: AuthService): ServerRoute[] {
  const c = AUTH_CONTRACTS;
  return [
    route({
      contract: c.login,
      handler: async (req) => loginAnswer(await auth.login(req.payload, req.info.remoteAddress)),
    }),
    route({
      contract: c.verifyAndSetPassword,
      handler: async (req) => {
        const { token, user } = await auth.verifyAndSetPassword(req.payload, req.info.remoteAddress);
        return { success: true, message: MSG.loginSuccess, token, userDetails: user, data: { token, user } };
      },
    }),
    route({
      contract: c.logout,
      handler: async (req) => {
        await auth.logout(userOf(req));
        return ok(null, MSG.loggedOut);
      },
    }),
    route({
      contract: c.profile,
      handler: async (req) => ok(await auth.profile(userOf(req).userId)),
    }),
    route({
      contract: c.userToken,
      handler: async (req) => {
        const userToken = await auth.userToken(userOf(req).userId);
        return ok(userToken, 'Success', { userToken });
      },
    }),
    route({
      contract: c.checkUsername,
      handler: async (req) => {
        const available = await auth.usernameAvailable(req.params.name);
        return ok({ available }, available ? 'Username is available.' : MSG.usernameTaken, { available });
      },
    }),
    route({
      contract: c.checkIeCode,
      handler: async (req) => {
        const available = await auth.iecAvailable(req.params.code);
        return ok({ available }, available ? 'IEC is available.' : MSG.iecTaken, { available });
      },
    }),
    route({
      contract: c.register,
      handler: async (req, h) => h.response(ok(await auth.register(req.payload), MSG.registered)).code(201),
    }),
    route({
      contract: c.resetpassword,
      handler: async (req) => {
        await auth.requestReset(req.payload.userType, req.payload.userName);
        return ok(null, MSG.resetLinkSent);
      },
    }),
    route({
      contract: c.checkEncrptedString,
      handler: async (req) => {
        const valid = await auth.checkResetToken(req.payload.str);
        return { success: valid, message: valid ? 'Valid link.' : MSG.resetLinkInvalid, data: { valid } };
      },
    }),
    route({
      contract: c.setNewpassword,
      handler: async (req) => {
        await auth.setNewPassword(req.payload.str, req.payload.password);
        return ok(null, MSG.passwordChanged);
      },
    }),
    route({
      contract: c.changePassword,
      // answers a fresh token
      options: { plugins: { exportdesk: { grants: 'token' } } },
      handler: async (req) => {
        const token = await auth.changePassword(
          userOf(req),
          req.payload.oldPassword,
          req.payload.newPassword,
        );
        return ok({ token }, MSG.passwordChanged, { token });
      },
    }),
  ];
}
