/** Thin routes: validate with the core schema, call the service, shape the spec's answer. */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  changePasswordSchema,
  checkEncryptedStringSchema,
  loginSchema,
  MSG,
  registerSchema,
  resetPasswordSchema,
  setNewPasswordSchema,
  verifyAndSetPasswordSchema,
} from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { route } from '../../http/route';
import type { AuthService, LoginOutcome } from './service';

const base = '/api/v1/authentication';
const nameParam = z.object({ name: z.string().trim().min(1).max(100) });
const codeParam = z.object({ code: z.string().trim().min(1).max(20) });

/** The spec's login answer: the portal reads `isActive`, `isFirstLogin`, `userDetails`, `redirectToken`, `d2Auth`. */
export function loginAnswer(r: LoginOutcome) {
  if (r.kind === 'refused')
    return {
      success: false,
      isActive: false,
      message: r.message,
      userDetails: r.userDetails ?? null,
      redirectToken: null,
      data: null,
    };
  if (r.kind === 'first-login')
    return {
      success: true,
      isActive: true,
      isFirstLogin: true,
      message: MSG.firstLoginSetPassword,
      data: { isFirstLogin: true },
    };
  return {
    success: true,
    isActive: true,
    isFirstLogin: false,
    message: MSG.loginSuccess,
    token: r.token,
    userDetails: r.user,
    redirectToken: r.redirectToken,
    ...(r.d2Auth ? { d2Auth: r.d2Auth } : {}),
    data: { token: r.token, user: r.user },
  };
}

export function authRoutes(auth: AuthService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: `${base}/login`,
      options: { auth: false },
      payload: loginSchema,
      handler: async (req) => loginAnswer(await auth.login(req.payload, req.info.remoteAddress)),
    }),
    route({
      method: 'POST',
      path: `${base}/verifyAndSetPassword`,
      options: { auth: false },
      payload: verifyAndSetPasswordSchema,
      handler: async (req) => {
        const { token, user } = await auth.verifyAndSetPassword(req.payload, req.info.remoteAddress);
        return { success: true, message: MSG.loginSuccess, token, userDetails: user, data: { token, user } };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/logout`,
      options: guarded(),
      handler: async (req) => {
        await auth.logout(userOf(req));
        return ok(null, MSG.loggedOut);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/profile`,
      options: guarded(),
      handler: async (req) => ok(await auth.profile(userOf(req).userId)),
    }),
    route({
      method: 'GET',
      path: `${base}/userToken`,
      options: guarded(),
      handler: async (req) => {
        const userToken = await auth.userToken(userOf(req).userId);
        return ok(userToken, 'Success', { userToken });
      },
    }),
    route({
      method: 'GET',
      path: `${base}/checkUsername/{name}`,
      options: { auth: false },
      params: nameParam,
      handler: async (req) => {
        const available = await auth.usernameAvailable(req.params.name);
        return ok({ available }, available ? 'Username is available.' : MSG.usernameTaken, { available });
      },
    }),
    route({
      method: 'GET',
      path: `${base}/checkIeCode/{code}`,
      options: { auth: false },
      params: codeParam,
      handler: async (req) => {
        const available = await auth.iecAvailable(req.params.code);
        return ok({ available }, available ? 'IEC is available.' : MSG.iecTaken, { available });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/register`,
      options: { auth: false },
      payload: registerSchema,
      handler: async (req, h) => h.response(ok(await auth.register(req.payload), MSG.registered)).code(201),
    }),
    route({
      method: 'POST',
      path: `${base}/resetpassword`,
      options: { auth: false },
      payload: resetPasswordSchema,
      handler: async (req) => {
        await auth.requestReset(req.payload.userType, req.payload.userName);
        return ok(null, MSG.resetLinkSent);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/checkEncrptedString`,
      options: { auth: false },
      payload: checkEncryptedStringSchema,
      handler: async (req) => {
        const valid = await auth.checkResetToken(req.payload.str);
        return { success: valid, message: valid ? 'Valid link.' : MSG.resetLinkInvalid, data: { valid } };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/setNewpassword`,
      options: { auth: false },
      payload: setNewPasswordSchema,
      handler: async (req) => {
        await auth.setNewPassword(req.payload.str, req.payload.password);
        return ok(null, MSG.passwordChanged);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/changePassword`,
      // answers a fresh token
      options: guarded('account.self', 'token'),
      payload: changePasswordSchema,
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
