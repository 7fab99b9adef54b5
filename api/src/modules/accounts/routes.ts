/** Thin routes of the accounts area, under /api/v1/authentication/ as 000 §7 lists them. */
import type { RouteOptions, ServerRoute } from '@hapi/hapi';
import { ACCOUNT_CONTRACTS, ACCOUNT_MSG, DOMESTIC_CONTRACTS, SPEC_CALL_MSG, MSG } from '@exportdesk/core';
import { invalid } from '../../errors';
import { ok } from '../../http/envelope';
import { userOf } from '../../http/auth';
import { route } from '../../http/route';
import { uploadPayload } from '../../http/upload';
import { loginAnswer } from '../../http/login-answer';
import { sandboxOtpKey } from './providers';
import type { AccountsService } from './service';
import type { AppContext } from '../../context';

/**
 * A file upload (logo, GSTIN certificate): a multipart form's `file` (the portal's sendForm) or a
 * raw octet-stream body (scripts), judged by its first bytes whatever its name or type says. Hapi
 * takes up to 6 MB so a too-big file reads our 1 MB message, not a bare 413.
 */
const upload: RouteOptions = { payload: uploadPayload(6 * 1024 * 1024) };

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
  const c = ACCOUNT_CONTRACTS;
  const d = DOMESTIC_CONTRACTS;
  const routes: ServerRoute[] = [
    route({
      contract: c.sendotp,
      handler: async (req) => {
        await accounts.sendRegistrationOtp(req.payload.channel, req.payload.target);
        return ok(null, ACCOUNT_MSG.otpSent(req.payload.channel));
      },
    }),
    route({
      contract: c.verifyotp,
      handler: async (req) => {
        const { channel, target, otp } = req.payload;
        await accounts.verifyRegistrationOtp(channel, target, otp);
        return ok({ verified: true, channel, target }, ACCOUNT_MSG.otpVerified);
      },
    }),
    route({
      contract: c.sendotpforlogin,
      handler: async (req) => {
        await accounts.sendLoginOtp(req.payload.userType, req.payload.userName);
        return ok(null, 'If the account exists, an OTP has been sent to its registered mobile and e-mail.');
      },
    }),
    route({
      contract: c.loginwithotp,
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
      contract: c.sendActivationOtp,
      handler: async (req) => {
        await accounts.sendActivationOtp(req.payload.userId);
        return ok(
          null,
          'If the account waits for its confirmation, an OTP has been sent to its mobile and e-mail.',
        );
      },
    }),
    route({
      contract: c.activateAccount,
      handler: async (req) => {
        await accounts.activate(req.payload.userId, req.payload.otp);
        return ok(null, ACCOUNT_MSG.accountActivated);
      },
    }),
    route({
      contract: c.verifyIec2023,
      handler: async (req) => {
        const r = await accounts.verifyIec(req.payload.ieCode);
        return { success: r.found, message: r.found ? 'IEC verified.' : 'IEC not found.', data: r };
      },
    }),
    route({
      contract: c.verifyGst2023,
      handler: async (req) => {
        const r = await accounts.verifyGst(req.payload.gstin);
        return { success: r.found, message: r.found ? 'GSTIN verified.' : 'GSTIN not found.', data: r };
      },
    }),
    route({
      contract: c.getreferrals,
      handler: async () => ok(await accounts.referrals()),
    }),
    route({
      contract: c.getProfileDetails,
      handler: async (req) => ok(await accounts.profileDetails(userOf(req).userId)),
    }),
    route({
      contract: c.updateProfile,
      handler: async (req) =>
        ok(await accounts.updateProfile(userOf(req).userId, req.payload), ACCOUNT_MSG.profileSaved),
    }),
    route({
      contract: c.uploadLogo,
      options: upload,
      handler: async (req) =>
        ok(await accounts.uploadLogo(userOf(req).userId, fileOf(req.payload)), ACCOUNT_MSG.logoSaved),
    }),
    route({
      contract: c.getLogoForInvoice,
      handler: async (req) => ok(await accounts.logoForInvoice(userOf(req))),
    }),
    route({
      contract: c.getLogoForExporter,
      handler: async (req) => ok(await accounts.logoForExporter(userOf(req), req.params.ieCode)),
    }),
    route({
      contract: c.checkIeCodeForDataEntry,
      handler: async (req) => ok(await accounts.detailsForDataEntry(userOf(req), req.params.ieCode)),
    }),
    route({
      contract: d.uploadGstinCertificate,
      options: upload,
      handler: async (req) => {
        const uploadedFile = await accounts.uploadGstinCertificate(userOf(req), fileOf(req.payload));
        return ok({ uploadedFile }, 'Uploaded', { uploadedFile });
      },
    }),
    route({
      contract: d.digilockerGstin,
      handler: async (req) => {
        const { gstin, data } = req.payload;
        const uploadedFile = await accounts.certificateFromLocker(userOf(req), gstin, data);
        return ok({ uploadedFile }, ACCOUNT_MSG.sharingSuccessful, { uploadedFile });
      },
    }),
    route({
      contract: d.registerDomestic,
      handler: async (req) => {
        await accounts.registerDomestic(userOf(req), req.payload);
        return ok(null, ACCOUNT_MSG.registered);
      },
    }),
    route({
      contract: d.domesticStatus,
      // its redirectUrl carries a hand-off code: a credential (issue 23)
      options: { plugins: { exportdesk: { grants: 'token' } } },
      handler: async (req) => ok(await accounts.domesticStatus(userOf(req))),
    }),
    route({
      contract: d.exchangeCode,
      // the domestic app has no token yet: the one-time code is the credential
      handler: async (req) => {
        const r = await accounts.redeemHandoff(req.payload.code);
        return ok(r, MSG.loginSuccess, { token: r.token });
      },
    }),
    route({
      contract: d.pendingDomestic,
      handler: async () => ok(await accounts.pendingDomestic()),
    }),
    route({
      contract: d.approveDomestic,
      handler: async (req) => {
        await accounts.decideDomestic(req.payload.userId, req.payload.approve);
        return ok(null, req.payload.approve ? ACCOUNT_MSG.domesticApproved : 'Domestic account rejected.');
      },
    }),
    // 001 §7 "POST authentication/updateBnpl with BNPL details; reads success, message".
    route({
      contract: c.updateBnpl,
      handler: async (req) =>
        ok(await accounts.updateBnpl(userOf(req).userId, req.payload), SPEC_CALL_MSG.bnplSaved),
    }),
    // Ours: what updateBnpl stored (the settings form fills itself from it).
    route({
      contract: c.bnpl,
      handler: async (req) => ok(await accounts.bnpl(userOf(req).userId)),
    }),
    route({
      contract: c.roles,
      handler: (req) => ok(accounts.roles(userOf(req))),
    }),
  ];
  // The sandbox OTP inbox: what the sandbox "sent", for testers signed in as the super admin (it
  // reads back anyone's code: a sign-in as anyone); never with a real driver or in production mode
  // (not registered: 404), not even on a staging site that allows sandbox drivers.
  if (ctx.config.accounts.otpDriver === 'sandbox' && ctx.config.env !== 'production')
    routes.push(
      route({
        contract: c.sandboxOtp,
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
