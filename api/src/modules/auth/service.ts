/**
 * Sign-in and account behaviour (000 §4.3, 002 §2.1–2.2, §4, §5, §7). Returns data and throws the
 * domain errors of api/src/errors.ts; the routes shape the spec's answers.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CUSTOMS_USER_TYPES,
  OTP_RULES,
  LOGIN_GROUPS,
  MSG,
  USER_TYPE,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
} from '@exportdesk/core';
import type { AppContext } from '../../context';
import type { Db } from '../../db/knex';
import { conflict, forbidden, invalid, notFound, unauthenticated } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { HandoffCodes } from '../../lib/handoff-codes';
import { Revocations } from '../../lib/revocations';
import { signToken, type TokenPayload } from '../../lib/tokens';
import { Notifier } from '../mail/notifier';
import { queueMail } from '../mail/service';
import * as repo from './repo';
import type { UserRow } from './repo';
import { claimsOf, publicUser } from './shapes';
import { LoginThrottle } from './throttle';

export { claimsOf, publicUser } from './shapes';

/**
 * What sign-in and registration ask of the accounts area, handed in by the composition (index.ts):
 * accounts builds on auth, so auth never imports accounts.
 */
export interface AccountFacts {
  /** Registered without proved contacts: sign-in sends it to confirm them. */
  awaitingOtp(userId: number): Promise<boolean>;
  /** Was this mobile or e-mail proved with a registration OTP since `since`? */
  contactProved(channel: 'mobile' | 'email', target: string, since: number): Promise<boolean>;
  markRegistered(
    userId: number,
    m: {
      mobileVerified: boolean;
      emailVerified: boolean;
      gstin: string | null;
      referrer: string | null;
      isActive: boolean;
    },
  ): Promise<void>;
}

/** For other areas (accounts, users): users read and made in the auth area's table. */
export const userById = (db: Db, id: number) => repo.findById(db, id);
export const userForLogin = (db: Db, userName: string, userTypes: readonly number[]) =>
  repo.findForLogin(db, userName, userTypes);
export const usernameExists = (db: Db, userName: string) => repo.usernameExists(db, userName);
export const createUser = (db: Db, u: Parameters<typeof repo.createUser>[1]) => repo.createUser(db, u);
export const pageUsers = (db: Db, f: Parameters<typeof repo.pageUsers>[1]) => repo.pageUsers(db, f);

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** What a sign-in leads to; the login route turns each into the spec's answer. */
export type LoginOutcome =
  | { kind: 'refused'; message: string; userDetails?: { userId: number } | null }
  | { kind: 'first-login' }
  | {
      kind: 'signed-in';
      token: string;
      user: PublicUser;
      redirectToken: string | null;
      d2Auth: string | null;
    };

export type { PublicUser };

export class AuthService {
  private throttle: LoginThrottle;
  private handoff: HandoffCodes;

  constructor(
    private ctx: AppContext,
    private readonly accounts: AccountFacts,
  ) {
    this.throttle = new LoginThrottle(ctx.redis, ctx.config.redisPrefix, ctx.config.login);
    this.handoff = new HandoffCodes(ctx.redis, ctx.config.redisPrefix);
  }

  issueToken(u: UserRow) {
    return signToken(claimsOf(u), this.ctx.config.jwtSecret, this.ctx.config.jwtTtlSec);
  }

  /** Verify a username and secret for a login tab; the attempt is counted before the check. */
  private async authenticate(
    userType: number,
    userName: string,
    secret: string,
    ip: string,
  ): Promise<UserRow> {
    await this.throttle.before(userName, ip);
    const user = await repo.findForLogin(this.ctx.db, userName, LOGIN_GROUPS[userType] ?? []);
    const valid = await verifyPassword(secret, user?.passwordHash);
    if (!user || !valid) throw unauthenticated(MSG.invalidCredentials);
    await this.throttle.succeeded(userName, ip);
    return user;
  }

  /**
   * What a sign-in leads to: a refusal the user can read (not activated, domestic account in
   * review), the first-login step of customs users, or a token.
   */
  async login(input: LoginInput, ip: string): Promise<LoginOutcome> {
    const secret = input.password ?? input.otp ?? '';
    const user = await this.authenticate(input.userType, input.userName, secret, ip);

    if (!user.isActive) {
      // An account that still has to confirm its mobile and e-mail finishes at /register/{userId}.
      const awaiting = await this.accounts.awaitingOtp(user.id);
      return {
        kind: 'refused',
        message: MSG.accountNotActivated,
        userDetails: awaiting ? { userId: user.id } : null,
      };
    }
    if (input.isDomesticLogin && user.isDomestic && !user.isDomesticActive)
      return { kind: 'refused', message: 'Your Domestic account is in review.' };
    // Customs users sign in first with the password (OTP) they were given, then must set their own.
    if (user.isFirstLogin && CUSTOMS_USER_TYPES.includes(user.userType)) return { kind: 'first-login' };
    const { token } = this.issueToken(user);
    return {
      kind: 'signed-in',
      token,
      user: publicUser(user),
      // The spec's name, but a one-time code (issue 23): it goes into the domestic app's URL, and
      // the app trades it for a token with POST exchangeCode.
      redirectToken:
        input.isDomesticLogin && user.isDomesticActive ? await this.handoff.issue(user.id) : null,
      // The organization area of this API takes the same token (the spec's second login, "d2Auth").
      d2Auth: user.userType === USER_TYPE.ADMIN ? token : null,
    };
  }

  async verifyAndSetPassword(
    input: { userType: number; userName: string; otp: string; newPassword: string },
    ip: string,
  ): Promise<{ token: string; user: PublicUser }> {
    const user = await this.authenticate(input.userType, input.userName, input.otp, ip);
    if (!user.isActive) throw forbidden(MSG.accountNotActivated);
    await repo.setPassword(this.ctx.db, user.id, await hashPassword(input.newPassword), {
      is_first_login: false,
    });
    const fresh = (await repo.findById(this.ctx.db, user.id))!;
    const { token } = this.issueToken(fresh);
    return { token, user: publicUser(fresh) };
  }

  async logout(p: TokenPayload): Promise<void> {
    // Other open tabs of this user log out too (000 §4.5 "logout" event); a support session's
    // logout ends only its own session, never the user's tabs. Sent first: the sockets of this
    // token close next, and the event must reach them before they do.
    if (!p.impersonatedBy)
      this.ctx.events.toUser(p.userId, 'logout', { success: true, message: MSG.loggedOut });
    // The token stops working and the sockets it opened close, on every instance (issue 23).
    await this.ctx.revocations.revokeToken(p.jti, p.exp, p.userId);
    // The other tabs were just told to log out: their sockets close too, so one that ignores the
    // event stops receiving the user's messages (a support session's tab is not the user's).
    if (!p.impersonatedBy) await this.ctx.revocations.close(p.userId, { ownTabs: true });
  }

  async profile(userId: number) {
    const user = await repo.findById(this.ctx.db, userId);
    if (!user) throw notFound('User not found.');
    return publicUser(user);
  }

  /** "User token data after exchange" (000 §3). */
  async userToken(userId: number) {
    const u = await repo.findById(this.ctx.db, userId);
    if (!u || !u.isActive) throw unauthenticated(MSG.sessionExpired);
    return {
      isExporter: u.isExporter,
      isActive: u.isActive,
      isDomestic: u.isDomestic,
      isDomesticActive: u.isDomesticActive,
      gstin: u.gstin,
      userType: u.userType,
    };
  }

  async usernameAvailable(name: string) {
    return !(await repo.usernameExists(this.ctx.db, name));
  }

  async iecAvailable(code: string) {
    return !(await repo.exporterIecExists(this.ctx.db, code));
  }

  async register(input: RegisterInput) {
    const since = Date.now() - OTP_RULES.proofTtlMs;
    const proved = {
      mobileVerified: await this.accounts.contactProved('mobile', input.mobile, since),
      emailVerified: await this.accounts.contactProved('email', input.email.toLowerCase(), since),
    };
    // REGISTER_REQUIRES_OTP=1: an account whose mobile and e-mail were not both proved (the portal's
    // form always proves them) starts inactive; login sends it to /register/{userId} to confirm them.
    const unproved =
      this.ctx.config.accounts.registerRequiresOtp && !(proved.mobileVerified && proved.emailVerified);
    if (await repo.usernameExists(this.ctx.db, input.userName)) throw conflict(MSG.usernameTaken);
    if (input.userType === 1 && input.ieCode && (await repo.exporterIecExists(this.ctx.db, input.ieCode)))
      throw conflict(MSG.iecTaken);
    // The checks above give the usual answer; the unique indexes decide a race between two forms.
    const id = await repo
      .createUser(this.ctx.db, {
        userType: input.userType,
        username: input.userName,
        ieCode: input.userType === 1 ? input.ieCode : null,
        fpo: input.userType === 1 ? (input.fpo ?? null) : null,
        name: input.name,
        email: input.email,
        mobile: input.mobile,
        passwordHash: await hashPassword(input.password),
        trialDays: 14, // "A free trial of 2 weeks applies on registration" (002 §9)
      })
      .catch((err: unknown) => {
        const lost = repo.lostUniqueClaim(err);
        if (lost) throw conflict(lost === 'iec' ? MSG.iecTaken : MSG.usernameTaken);
        throw err;
      });
    // Issue 14: the form's mobile and e-mail proved by verifyotp are marked verified; the GSTIN
    // (checked by the schema) and the referrer are kept.
    await this.accounts.markRegistered(id, {
      ...proved,
      gstin: input.gstin || null,
      referrer: input.referrer || null,
      isActive: !unproved,
    });
    // An account active from the start is welcomed now; one waiting for its OTP, once activated.
    if (!unproved) await new Notifier(this.ctx).welcome(id);
    return { userId: id };
  }

  /**
   * Sends a reset link with an opaque, single-use token that expires. The answer is the same
   * whether or not the account exists, so the form cannot be used to discover usernames.
   */
  async requestReset(userType: number, userName: string): Promise<void> {
    const user = await repo.findForLogin(this.ctx.db, userName, LOGIN_GROUPS[userType] ?? []);
    if (!user || !user.email || !user.isActive) return;
    const token = randomBytes(32).toString('base64url');
    await repo.createReset(
      this.ctx.db,
      user.id,
      sha256(token),
      Date.now() + this.ctx.config.resetTokenTtlSec * 1000,
    );
    const link = `${this.ctx.config.portalUrl}/reset-password/${token}`;
    const minutes = Math.round(this.ctx.config.resetTokenTtlSec / 60);
    await queueMail(this.ctx, {
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your ExportDesk password',
      text: `Hello ${user.name},\n\nUse this link to set a new password: ${link}\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, ignore this message.\n`,
      html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Set a new password</a></p><p>The link works once and expires in ${minutes} minutes.</p>`,
    });
  }

  async checkResetToken(str: string): Promise<boolean> {
    return !!(await repo.findLiveReset(this.ctx.db, sha256(str)));
  }

  async setNewPassword(str: string, password: string): Promise<void> {
    const reset = await repo.findLiveReset(this.ctx.db, sha256(str));
    if (!reset) throw invalid(MSG.resetLinkInvalid);
    const hash = await hashPassword(password);
    const used = await repo.inTransaction(this.ctx.db, async (trx) => {
      if (!(await repo.consumeReset(trx, reset.id))) return false;
      await repo.setPassword(trx, reset.userId, hash, { is_first_login: false });
      return true;
    });
    if (!used) throw invalid(MSG.resetLinkInvalid);
    await this.ctx.revocations.revokeUser(reset.userId);
  }

  async changePassword(p: TokenPayload, oldPassword: string, newPassword: string) {
    const user = await repo.findById(this.ctx.db, p.userId);
    if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) throw invalid(MSG.wrongOldPassword);
    await repo.setPassword(this.ctx.db, user.id, await hashPassword(newPassword));
    // Every older token (and its sockets) ends; this tab's fresh one is issued after that ms.
    await Revocations.after(await this.ctx.revocations.revokeUser(user.id));
    return this.issueToken(user).token;
  }
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
