/** Thin routes of the accounts area, under /api/v1/authentication/ as 000 §7 lists them. */
import type { RouteOptions, ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import {
  ACCOUNT_MSG,
  activationSchema,
  approveDomesticSchema,
  bnplSchema,
  SPEC_CALL_MSG,
  digiLockerSchema,
  handoffCodeSchema,
  ieCodeParamSchema,
  loginWithOtpSchema,
  MSG,
  registerDomesticSchema,
  sendOtpForLoginSchema,
  sendOtpSchema,
  updateProfileSchema,
  verifyGstSchema,
  verifyIecSchema,
  verifyOtpSchema,
} from '@exportdesk/core';
import { invalid } from '../../errors';
import { ok } from '../../http/envelope';
import { guarded, userOf } from '../../http/auth';
import { route } from '../../http/route';
import { loginAnswer } from '../auth/routes';
import { sandboxOtpKey } from './providers';
import type { AccountsService } from './service';
import type { AppContext } from '../../context';

const base = '/api/v1/authentication';

/**
 * A file upload (logo, GSTIN certificate): a multipart form's `file` (the portal's sendForm) or a
 * raw octet-stream body (scripts), judged by its first bytes whatever its name or type says. Hapi
 * takes up to 6 MB so a too-big file reads our 1 MB message, not a bare 413.
 */
const upload = (permission: Parameters<typeof guarded>[0]): RouteOptions => ({
  ...guarded(permission),
  payload: {
    maxBytes: 6 * 1024 * 1024,
    output: 'data',
    parse: true,
    multipart: { output: 'annotated' },
    allow: ['application/octet-stream', 'multipart/form-data'],
  },
});

function fileOf(payload: unknown): Buffer {
  if (Buffer.isBuffer(payload) && payload.length > 0) return payload;
  const f =
    payload && typeof payload === 'object'
      ? (payload as Record<string, { payload?: unknown } | undefined>).file
      : undefined;
  if (f && Buffer.isBuffer(f.payload) && f.payload.length > 0) return f.payload;
  throw invalid('Please choose a file to upload.');
}

export function accountRoutes(accounts: AccountsService, ctx: AppContext): ServerRoute[] {
  const routes: ServerRoute[] = [
    route({
      method: 'POST',
      path: `${base}/sendotp`,
      options: { auth: false },
      payload: sendOtpSchema,
      handler: async (req) => {
        await accounts.sendRegistrationOtp(req.payload.channel, req.payload.target);
        return ok(null, ACCOUNT_MSG.otpSent(req.payload.channel));
      },
    }),
    route({
      method: 'POST',
      path: `${base}/verifyotp`,
      options: { auth: false },
      payload: verifyOtpSchema,
      handler: async (req) => {
        const { channel, target, otp } = req.payload;
        await accounts.verifyRegistrationOtp(channel, target, otp);
        return ok({ verified: true, channel, target }, ACCOUNT_MSG.otpVerified);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/sendotpforlogin`,
      options: { auth: false },
      payload: sendOtpForLoginSchema,
      handler: async (req) => {
        await accounts.sendLoginOtp(req.payload.userType, req.payload.userName);
        return ok(null, 'If the account exists, an OTP has been sent to its registered mobile and e-mail.');
      },
    }),
    route({
      method: 'POST',
      path: `${base}/loginwithotp`,
      options: { auth: false },
      payload: loginWithOtpSchema,
      handler: async (req) => {
        const { userType, userName, otp } = req.payload;
        const r = await accounts.loginWithOtp(userType, userName, otp);
        return loginAnswer({
          kind: 'signed-in',
          token: r.token,
          user: r.user,
          redirectToken: null,
          d2Auth: null,
        });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/sendActivationOtp`,
      options: { auth: false },
      payload: activationSchema.pick({ userId: true }),
      handler: async (req) => {
        await accounts.sendActivationOtp(req.payload.userId);
        return ok(
          null,
          'If the account waits for its confirmation, an OTP has been sent to its mobile and e-mail.',
        );
      },
    }),
    route({
      method: 'POST',
      path: `${base}/activateAccount`,
      options: { auth: false },
      payload: activationSchema,
      handler: async (req) => {
        await accounts.activate(req.payload.userId, req.payload.otp);
        return ok(null, ACCOUNT_MSG.accountActivated);
      },
    }),
    route({
      method: 'POST',
      path: `${base}/verifyIec2023`,
      options: { auth: false },
      payload: verifyIecSchema,
      handler: async (req) => {
        const r = await accounts.verifyIec(req.payload.ieCode);
        return { success: r.found, message: r.found ? 'IEC verified.' : 'IEC not found.', data: r };
      },
    }),
    route({
      method: 'POST',
      path: `${base}/verifyGst2023`,
      options: { auth: false },
      payload: verifyGstSchema,
      handler: async (req) => {
        const r = await accounts.verifyGst(req.payload.gstin);
        return { success: r.found, message: r.found ? 'GSTIN verified.' : 'GSTIN not found.', data: r };
      },
    }),
    route({
      method: 'GET',
      path: `${base}/getreferrals`,
      options: { auth: false },
      handler: async () => ok(await accounts.referrals()),
    }),
    route({
      method: 'GET',
      path: `${base}/getProfileDetails`,
      options: guarded('account.settings'),
      handler: async (req) => ok(await accounts.profileDetails(userOf(req).userId)),
    }),
    route({
      method: 'POST',
      path: `${base}/updateProfile`,
      options: guarded('account.settings'),
      payload: updateProfileSchema,
      handler: async (req) =>
        ok(await accounts.updateProfile(userOf(req).userId, req.payload), ACCOUNT_MSG.profileSaved),
    }),
    route({
      method: 'POST',
      path: `${base}/uploadLogo`,
      options: upload('account.settings'),
      handler: async (req) =>
        ok(await accounts.uploadLogo(userOf(req).userId, fileOf(req.payload)), ACCOUNT_MSG.logoSaved),
    }),
    route({
      method: 'GET',
      path: `${base}/getLogoForInvoice`,
      options: guarded('account.settings'),
      handler: async (req) => ok(await accounts.logoForInvoice(userOf(req))),
    }),
    route({
      method: 'GET',
      path: `${base}/getLogoForExporter/{ieCode}`,
      options: guarded('account.settings'),
      params: ieCodeParamSchema,
      handler: async (req) => ok(await accounts.logoForExporter(userOf(req), req.params.ieCode)),
    }),
    route({
      method: 'GET',
      path: `${base}/checkIeCodeForDataEntry/{ieCode}`,
      options: guarded('account.settings'),
      params: ieCodeParamSchema,
      handler: async (req) => ok(await accounts.detailsForDataEntry(userOf(req), req.params.ieCode)),
    }),
    route({
      method: 'POST',
      path: `${base}/uploadGstinCertificate`,
      options: upload('account.domestic'),
      handler: async (req) => {
        const uploadedFile = await accounts.uploadGstinCertificate(userOf(req), fileOf(req.payload));
        return ok({ uploadedFile }, 'Uploaded', { uploadedFile });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/digilockerGstin`,
      options: guarded('account.domestic'),
      payload: digiLockerSchema,
      handler: async (req) => {
        const { gstin, data } = req.payload;
        const uploadedFile = await accounts.certificateFromLocker(userOf(req), gstin, data);
        return ok({ uploadedFile }, ACCOUNT_MSG.sharingSuccessful, { uploadedFile });
      },
    }),
    route({
      method: 'POST',
      path: `${base}/registerDomestic`,
      options: guarded('account.domestic'),
      payload: registerDomesticSchema,
      handler: async (req) => {
        await accounts.registerDomestic(userOf(req), req.payload);
        return ok(null, ACCOUNT_MSG.registered);
      },
    }),
    route({
      method: 'GET',
      path: `${base}/domesticStatus`,
      // its redirectUrl carries a hand-off code: a credential (issue 23)
      options: guarded('account.domestic', 'token'),
      handler: async (req) => ok(await accounts.domesticStatus(userOf(req))),
    }),
    route({
      method: 'POST',
      path: `${base}/exchangeCode`,
      // the domestic app has no token yet: the one-time code is the credential
      options: { auth: false },
      payload: handoffCodeSchema,
      handler: async (req) => {
        const r = await accounts.redeemHandoff(req.payload.code);
        return ok(r, MSG.loginSuccess, { token: r.token });
      },
    }),
    route({
      method: 'GET',
      path: `${base}/pendingDomestic`,
      options: guarded('users.manage'),
      handler: async () => ok(await accounts.pendingDomestic()),
    }),
    route({
      method: 'POST',
      path: `${base}/approveDomestic`,
      options: guarded('users.manage'),
      payload: approveDomesticSchema,
      handler: async (req) => {
        await accounts.decideDomestic(req.payload.userId, req.payload.approve);
        return ok(null, req.payload.approve ? ACCOUNT_MSG.domesticApproved : 'Domestic account rejected.');
      },
    }),
    // 001 §7 "POST authentication/updateBnpl with BNPL details; reads success, message".
    route({
      method: 'POST',
      path: `${base}/updateBnpl`,
      options: guarded('account.bnpl'),
      payload: bnplSchema,
      handler: async (req) =>
        ok(await accounts.updateBnpl(userOf(req).userId, req.payload), SPEC_CALL_MSG.bnplSaved),
    }),
    // Ours: what updateBnpl stored (the settings form fills itself from it).
    route({
      method: 'GET',
      path: `${base}/bnpl`,
      options: guarded('account.bnpl'),
      handler: async (req) => ok(await accounts.bnpl(userOf(req).userId)),
    }),
    route({
      method: 'POST',
      path: `${base}/roles`,
      options: guarded(),
      handler: (req) => ok(accounts.roles(userOf(req))),
    }),
  ];
  // The sandbox OTP inbox: what the sandbox "sent", for testers signed in as the super admin (it
  // reads back anyone's code: a sign-in as anyone); never with a real driver or in production mode
  // (not registered: 404), not even on a staging site that allows sandbox drivers.
  if (ctx.config.accounts.otpDriver === 'sandbox' && ctx.config.env !== 'production')
    routes.push(
      route({
        method: 'GET',
        path: `${base}/sandbox/otp`,
        options: guarded('sandbox.otp'),
        query: z.object({
          channel: z.enum(['mobile', 'email']),
          target: z.string().trim().toLowerCase().max(160),
        }),
        handler: async (req) => {
          const code = await ctx.redis.get(
            sandboxOtpKey(ctx.config.redisPrefix, req.query.channel, req.query.target),
          );
          return ok({ otp: code });
        },
      }),
    );
  return routes;
}
