// long-file: one service for the account calls of 000 §7 authentication/ (OTPs, profile, logo, domestic and its hand-off, BNPL)
/**
 * Accounts (issue 14; 000 §4.3–4.4, §7; 001 §2.1, §5; 002 §3, §7): OTPs for registration and
 * sign-in, IEC/GSTIN lookups, referrers, profile and document settings, the invoice logo, what a
 * CHA loads by IE code, and the domestic registration with its review. Returns data and throws the
 * domain errors of api/src/errors.ts.
 */
import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MSG,
  canRegisterDomestic,
  rolesContext,
  type BnplDetails,
  type Principal,
  isCha,
  isSuperAdmin,
  LOGIN_GROUPS,
  logoProblem,
  gstinCertificateProblem,
  OTP_RULES,
  USER_TYPE,
  type ProfileDetails,
  type RegisterDomesticInput,
  type UpdateProfileInput,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import { conflict, forbidden, invalid, notFound, unavailable } from '../../errors';
import { HandoffCodes } from '../../lib/handoff-codes';
import { signToken, type TokenPayload } from '../../lib/tokens';
import {
  claimsOf,
  publicUser,
  userById,
  userForLogin,
  type AccountFacts,
  type PublicUser,
} from '../auth/service';
import { Otps } from './otp';
import { ProviderError, type AccountProviders } from './providers';
import { Notifier } from '../mail/notifier';
import * as repo from './repo';

/** The token a hand-off code buys: as short as the URL's token used to be. */
const HANDOFF_TOKEN_TTL_SEC = 300;

/** What sign-in and registration ask of this area (auth's AccountFacts, handed to it by its index.ts). */
export function accountFacts(db: Db): AccountFacts {
  return {
    awaitingOtp: async (userId) => (await repo.accountById(db, userId))?.awaitingOtp ?? false,
    contactProved: (channel, target, since) => repo.contactProved(db, channel, target, since),
    markRegistered: (userId, m) => repo.markRegistered(db, userId, m),
  };
}

export class AccountsService {
  readonly otps: Otps;
  private handoff: HandoffCodes;

  constructor(
    private ctx: AppContext,
    private providers: AccountProviders,
  ) {
    this.otps = new Otps(ctx, providers.otp);
    this.handoff = new HandoffCodes(ctx.redis, ctx.config.redisPrefix);
  }

  // ---------- OTPs ----------

  /** sendotp: a registration form confirms a mobile or an e-mail. */
  async sendRegistrationOtp(channel: 'mobile' | 'email', target: string): Promise<void> {
    await this.otps.issue({ purpose: 'register', channel, target }, [{ channel, address: target }]);
  }

  /** verifyotp: the right code proves the contact for registering within `proofTtlMs`. */
  async verifyRegistrationOtp(channel: 'mobile' | 'email', target: string, otp: string): Promise<void> {
    await this.otps.verify({ purpose: 'register', channel, target }, otp);
  }

  /** Which of a form's contacts were proved by verifyotp (registration reads this). */
  async provedContacts(mobile: string, email: string) {
    const since = Date.now() - OTP_RULES.proofTtlMs;
    return {
      mobile: await repo.contactProved(this.ctx.db, 'mobile', mobile, since),
      email: await repo.contactProved(this.ctx.db, 'email', email.toLowerCase(), since),
    };
  }

  /**
   * sendotpforlogin: the code goes to the account's own mobile and e-mail. The answer is the same
   * whether or not the account exists (the form cannot be used to find usernames).
   */
  async sendLoginOtp(userType: number, userName: string): Promise<void> {
    const user = await userForLogin(this.ctx.db, userName, LOGIN_GROUPS[userType] ?? []);
    if (!user || !user.isActive || (!user.mobile && !user.email)) return;
    const to: { channel: 'mobile' | 'email'; address: string }[] = [];
    if (user.mobile) to.push({ channel: 'mobile', address: user.mobile });
    if (user.email) to.push({ channel: 'email', address: user.email });
    await this.otps.issue({ purpose: 'login', channel: 'account', target: `user:${user.id}` }, to, user.id);
  }

  /** loginwithotp: the same answer as a password sign-in. */
  async loginWithOtp(
    userType: number,
    userName: string,
    otp: string,
  ): Promise<{ token: string; user: PublicUser }> {
    const user = await userForLogin(this.ctx.db, userName, LOGIN_GROUPS[userType] ?? []);
    // An unknown account reads like a wrong code: nothing tells which usernames exist.
    if (!user) throw invalid(ACCOUNT_MSG.otpInvalid);
    await this.otps.verify({ purpose: 'login', channel: 'account', target: `user:${user.id}` }, otp);
    if (!user.isActive) throw forbidden('Your account is not activated.');
    const { token } = signToken(claimsOf(user), this.ctx.config.jwtSecret, this.ctx.config.jwtTtlSec);
    return { token, user: publicUser(user) };
  }

  /**
   * /register/{userId}: an account waiting for its OTP confirmation (REGISTER_REQUIRES_OTP) gets a
   * code on its own mobile and e-mail. Any other id gets the same answer and nothing is sent.
   */
  async sendActivationOtp(userId: number): Promise<void> {
    const a = await repo.accountById(this.ctx.db, userId);
    if (!a || !a.awaitingOtp) return;
    const to: { channel: 'mobile' | 'email'; address: string }[] = [];
    if (a.mobile) to.push({ channel: 'mobile', address: a.mobile });
    if (a.email) to.push({ channel: 'email', address: a.email });
    await this.otps.issue({ purpose: 'activate', channel: 'account', target: `user:${a.id}` }, to, a.id);
  }

  /** The right code confirms the contacts and switches the account on (once). */
  async activate(userId: number, otp: string): Promise<void> {
    await this.otps.verify({ purpose: 'activate', channel: 'account', target: `user:${userId}` }, otp);
    if (!(await repo.activateConfirmed(this.ctx.db, userId))) throw conflict(ACCOUNT_MSG.otpExpired);
    await new Notifier(this.ctx).welcome(userId);
  }

  // ---------- lookups ----------

  async verifyIec(ieCode: string) {
    try {
      return await this.providers.kyc.iec(ieCode);
    } catch {
      throw unavailable(ACCOUNT_MSG.lookupFailed);
    }
  }

  async verifyGst(gstin: string) {
    try {
      return await this.providers.kyc.gst(gstin);
    } catch {
      throw unavailable(ACCOUNT_MSG.lookupFailed);
    }
  }

  referrals() {
    return repo.activeReferrals(this.ctx.db);
  }

  // ---------- profile and settings ----------

  private async account(userId: number) {
    const a = await repo.accountById(this.ctx.db, userId);
    if (!a) throw notFound('User not found.');
    return a;
  }

  async profileDetails(userId: number) {
    const a = await this.account(userId);
    return {
      _id: a.id,
      userType: a.userType,
      name: a.name,
      mobile: a.mobile,
      email: a.email,
      ieCode: a.ieCode,
      gstin: a.gstin,
      defaultCarrier: a.defaultCarrier,
      pickupAddress: a.pickupAddress,
      authSignatory: a.authSignatories,
      invoiceTerms: a.invoiceTerms,
      igstPayment: a.igstPayment,
      fpoCode: a.fpo,
      hasLogo: !!a.logoKey,
      mobileVerified: a.mobileVerified,
      emailVerified: a.emailVerified,
      domesticStatus: a.domesticStatus,
    };
  }

  /** updateProfile: only the fields sent change; a new mobile or e-mail is no longer OTP-proved. */
  async updateProfile(userId: number, input: UpdateProfileInput) {
    const a = await this.account(userId);
    await repo.updateProfile(this.ctx.db, userId, {
      ...input,
      clearMobileVerified: input.mobile !== undefined && input.mobile !== a.mobile,
      clearEmailVerified: input.email !== undefined && input.email !== a.email,
    });
    return this.profileDetails(userId);
  }

  /** The invoice logo: PNG or JPEG ≤ 1 MB by its first bytes; replaces the previous one. */
  async uploadLogo(userId: number, data: Buffer) {
    const problem = logoProblem(data);
    if (problem) throw invalid(problem);
    const type = data[0] === 0x89 ? 'png' : 'jpeg';
    const key = `logos/${userId}/${randomUUID()}.${type === 'png' ? 'png' : 'jpg'}`;
    await this.ctx.storage.put(key, data);
    const old = await repo.setLogo(this.ctx.db, userId, key, type);
    if (old && old !== key) await this.ctx.storage.remove(old).catch(() => undefined);
    return { hasLogo: true };
  }

  private async logoOf(a: repo.AccountRow): Promise<string> {
    if (!a.logoKey) throw notFound(ACCOUNT_MSG.uploadLogo);
    const bytes = await this.ctx.storage.read(a.logoKey).catch(() => null);
    if (!bytes) throw notFound(ACCOUNT_MSG.uploadLogo);
    const mime = a.logoType === 'png' ? 'image/png' : 'image/jpeg';
    return `data:${mime};base64,${bytes.toString('base64')}`;
  }

  /** getLogoForInvoice: an exporter's own logo (an exporter user's is their admin's). */
  async logoForInvoice(p: TokenPayload): Promise<string> {
    const me = await this.account(p.userId);
    if (p.userType === USER_TYPE.EXPORTER_USER && me.ieCode) {
      const admin = await repo.exporterByIec(this.ctx.db, me.ieCode);
      if (admin) return this.logoOf(admin);
    }
    return this.logoOf(me);
  }

  /**
   * The exporter a CHA works on, by IE code (getLogoForExporter, checkIeCodeForDataEntry): only
   * an exporter linked to the CHA (cha_exporters), or any exporter for a super admin.
   */
  private async linkedExporter(p: TokenPayload, ieCode: string) {
    const exporter = await repo.exporterByIec(this.ctx.db, ieCode);
    const allowed =
      exporter &&
      (isSuperAdmin(p) ||
        exporter.id === p.userId ||
        (isCha(p) && (await repo.chaLinked(this.ctx.db, p.userId, exporter.id))));
    if (!exporter || !allowed) throw forbidden(ACCOUNT_MSG.noLinkedExporter);
    return exporter;
  }

  async logoForExporter(p: TokenPayload, ieCode: string): Promise<string> {
    return this.logoOf(await this.linkedExporter(p, ieCode));
  }

  async detailsForDataEntry(p: TokenPayload, ieCode: string): Promise<ProfileDetails> {
    const e = await this.linkedExporter(p, ieCode);
    return {
      ieCode: e.ieCode,
      name: e.name,
      gstin: e.gstin,
      authSignatory: e.authSignatories,
      invoiceTerms: e.invoiceTerms,
      igstPayment: e.igstPayment,
      fpoCode: e.fpo,
      hasLogo: !!e.logoKey,
    };
  }

  // ---------- domestic account (000 §4.4, 001 §2.1) ----------

  /** upload PDF: the GSTIN certificate, a real PDF ≤ 1 MB; answers its key (uploadedFile). */
  async uploadGstinCertificate(p: TokenPayload, data: Buffer): Promise<string> {
    if (!canRegisterDomestic(p)) throw forbidden(ACCOUNT_MSG.domesticOnlyExporter);
    const problem = gstinCertificateProblem(data);
    if (problem) throw invalid(problem);
    const key = `domestic/${p.userId}/${randomUUID()}.pdf`;
    await this.ctx.storage.put(key, data);
    return key;
  }

  /** send document from digital locker: the certificate fetched with the user's consent. */
  async certificateFromLocker(p: TokenPayload, gstin: string, consent: string): Promise<string> {
    let pdf: Buffer;
    try {
      pdf = await this.providers.locker.gstinCertificate(gstin, consent);
    } catch (e) {
      throw invalid(e instanceof ProviderError ? e.message : ACCOUNT_MSG.lookupFailed);
    }
    return this.uploadGstinCertificate(p, pdf);
  }

  /**
   * register domestic: with the stored GSTIN ("with existing details"), or with a GSTIN typed in
   * the modal and its uploaded certificate. The request waits for an admin; the user is signed
   * out everywhere (the screen then sends them to login).
   */
  async registerDomestic(p: TokenPayload, input: RegisterDomesticInput): Promise<void> {
    if (!canRegisterDomestic(p)) throw forbidden(ACCOUNT_MSG.domesticOnlyExporter);
    const me = await this.account(p.userId);
    if (me.domesticStatus === 'pending') throw conflict(ACCOUNT_MSG.domesticInReview);
    if (me.domesticStatus === 'approved') throw conflict(ACCOUNT_MSG.domesticAlready);
    let gstin = me.gstin;
    let certificate: string | null = null;
    if (!gstin) {
      if (!input.gstin) throw invalid(ACCOUNT_MSG.gstinLength);
      const key = input.uploadedFile ?? '';
      if (!key.startsWith(`domestic/${p.userId}/`) || (await this.ctx.storage.size(key)) === null)
        throw invalid(ACCOUNT_MSG.uploadCertificate);
      gstin = input.gstin;
      certificate = key;
    }
    const filed = await repo.requestDomestic(this.ctx.db, p.userId, {
      gstin,
      certificateKey: certificate,
      setGstin: !me.gstin,
    });
    if (!filed) throw conflict(ACCOUNT_MSG.domesticInReview);
    await this.ctx.revocations.revokeUser(p.userId);
  }

  /**
   * Where the Go To Domestic button leads: review warning, the domestic app, or registration.
   * The domestic app's URL carries a one-time code (issue 23), never a token: the app trades it
   * for one with POST exchangeCode (`redeemHandoff`).
   */
  async domesticStatus(p: TokenPayload) {
    const me = await this.account(p.userId);
    const approved = me.domesticStatus === 'approved' && me.isDomesticActive;
    const redirectUrl = approved
      ? `${this.ctx.config.accounts.domesticAppUrl}?code=${encodeURIComponent(await this.handoff.issue(p.userId))}`
      : null;
    return {
      status: me.domesticStatus ?? 'none',
      hasGstin: !!me.gstin,
      gstin: me.gstin,
      isDomestic: me.isDomestic,
      isDomesticActive: me.isDomesticActive,
      redirectUrl,
    };
  }

  /**
   * exchangeCode: a hand-off code, once, for a short token (5 minutes, as the URL's token had).
   * Refused when spent, expired, revoked since (a logout everywhere, a password change) or when
   * the account is no longer an active domestic one.
   */
  async redeemHandoff(code: string): Promise<{ token: string; expiresAt: number }> {
    const h = await this.handoff.redeem(code);
    const user = h ? await userById(this.ctx.db, h.userId) : null;
    if (
      !h ||
      !user ||
      !user.isActive ||
      !user.isDomesticActive ||
      (await this.ctx.revocations.isRevoked(h.id, h.userId, h.issuedMs))
    )
      throw invalid(ACCOUNT_MSG.handoffInvalid); // 400: a spent code is a bad request, not a sign-out
    const signed = signToken(claimsOf(user), this.ctx.config.jwtSecret, HANDOFF_TOKEN_TTL_SEC);
    return { token: signed.token, expiresAt: signed.exp * 1000 };
  }

  /** The super admin's Approvals (H2's /users page calls this): approve or reject a request. */
  async decideDomestic(userId: number, approve: boolean): Promise<void> {
    if (!(await repo.decideDomestic(this.ctx.db, userId, approve)))
      throw conflict(ACCOUNT_MSG.domesticNotPending);
  }

  pendingDomestic() {
    return repo.pendingDomestic(this.ctx.db);
  }

  /** authentication/updateBnpl (001 §7): stores the exporter's India Post pay-later account whole. */
  async updateBnpl(userId: number, input: Omit<BnplDetails, 'updatedAt'>): Promise<BnplDetails> {
    const details: BnplDetails = { ...input, updatedAt: Date.now() };
    await repo.saveBnpl(this.ctx.db, userId, details);
    return details;
  }

  bnpl(userId: number): Promise<BnplDetails | null> {
    return repo.bnplOf(this.ctx.db, userId);
  }

  /** authentication/roles (000 §7): the userType table in this user's context (core decides). */
  roles(user: Principal) {
    return rolesContext(user);
  }
}
