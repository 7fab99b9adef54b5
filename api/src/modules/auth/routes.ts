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
import { validate } from '../../http/validate';
import type { AuthService } from './service';

const base = '/api/v1/authentication';
const nameParam = z.object({ name: z.string().trim().min(1).max(100) });
const codeParam = z.object({ code: z.string().trim().min(1).max(20) });

export function authRoutes(auth: AuthService): ServerRoute[] {
  return [
    {
      method: 'POST',
      path: `${base}/login`,
      options: { auth: false, validate: validate.payload(loginSchema) },
      handler: (req) => auth.login(req.payload as any, req.info.remoteAddress),
    },
    {
      method: 'POST',
      path: `${base}/verifyAndSetPassword`,
      options: { auth: false, validate: validate.payload(verifyAndSetPasswordSchema) },
      handler: (req) => auth.verifyAndSetPassword(req.payload as any, req.info.remoteAddress),
    },
    {
      method: 'GET',
      path: `${base}/logout`,
      options: guarded(),
      handler: async (req) => {
        await auth.logout(userOf(req));
        return ok(null, MSG.loggedOut);
      },
    },
    {
      method: 'GET',
      path: `${base}/profile`,
      options: guarded(),
      handler: async (req) => ok(await auth.profile(userOf(req).userId)),
    },
    {
      method: 'GET',
      path: `${base}/userToken`,
      options: guarded(),
      handler: async (req) => {
        const userToken = await auth.userToken(userOf(req).userId);
        return ok(userToken, 'Success', { userToken });
      },
    },
    {
      method: 'GET',
      path: `${base}/checkUsername/{name}`,
      options: { auth: false, validate: validate.params(nameParam) },
      handler: async (req) => {
        const available = await auth.usernameAvailable((req.params as any).name);
        return ok({ available }, available ? 'Username is available.' : MSG.usernameTaken, { available });
      },
    },
    {
      method: 'GET',
      path: `${base}/checkIeCode/{code}`,
      options: { auth: false, validate: validate.params(codeParam) },
      handler: async (req) => {
        const available = await auth.iecAvailable((req.params as any).code);
        return ok({ available }, available ? 'IEC is available.' : MSG.iecTaken, { available });
      },
    },
    {
      method: 'POST',
      path: `${base}/register`,
      options: { auth: false, validate: validate.payload(registerSchema) },
      handler: async (req, h) => h.response(ok(await auth.register(req.payload as any), MSG.registered)).code(201),
    },
    {
      method: 'POST',
      path: `${base}/resetpassword`,
      options: { auth: false, validate: validate.payload(resetPasswordSchema) },
      handler: async (req) => {
        const p = req.payload as any;
        await auth.requestReset(p.userType, p.userName);
        return ok(null, MSG.resetLinkSent);
      },
    },
    {
      method: 'POST',
      path: `${base}/checkEncrptedString`,
      options: { auth: false, validate: validate.payload(checkEncryptedStringSchema) },
      handler: async (req) => {
        const valid = await auth.checkResetToken((req.payload as any).str);
        return { success: valid, message: valid ? 'Valid link.' : MSG.resetLinkInvalid, data: { valid } };
      },
    },
    {
      method: 'POST',
      path: `${base}/setNewpassword`,
      options: { auth: false, validate: validate.payload(setNewPasswordSchema) },
      handler: async (req) => {
        const p = req.payload as any;
        await auth.setNewPassword(p.str, p.password);
        return ok(null, MSG.passwordChanged);
      },
    },
    {
      method: 'POST',
      path: `${base}/changePassword`,
      options: { ...guarded(), validate: validate.payload(changePasswordSchema) },
      handler: async (req) => {
        const p = req.payload as any;
        const token = await auth.changePassword(userOf(req), p.oldPassword, p.newPassword);
        return ok({ token }, MSG.passwordChanged, { token });
      },
    },
  ];
}
