/** Calls of the sign-in pages (000 §4.3, 002 §2.1–2.2): login, first password, reset link and new password. */
import { ACCOUNT_CONTRACTS, AUTH_CONTRACTS, type PayloadOf } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

const a = AUTH_CONTRACTS;

export const login = (body: PayloadOf<typeof a.login>) => callContract(a.login, { body });
/**
 * The spec's login answer, also when refused: the form reads `isActive`, `isFirstLogin`,
 * `userDetails`, `redirectToken` (domestic login: a one-time code, not a token) and `d2Auth`
 * (super-user login: the organization service's token).
 */
export type LoginAnswer = Awaited<ReturnType<typeof login>>;
export type LoginBody = PayloadOf<typeof a.login>;
export type FirstPasswordBody = PayloadOf<typeof a.verifyAndSetPassword>;

export const verifyAndSetPassword = (body: FirstPasswordBody) =>
  callContract(a.verifyAndSetPassword, { body });
export const requestResetLink = (body: PayloadOf<typeof a.resetpassword>) =>
  callContract(a.resetpassword, { body });
export const checkResetLink = (str: string, signal: AbortSignal) =>
  callContract(a.checkEncrptedString, { body: { str } }, signal);
export const setNewPassword = (body: PayloadOf<typeof a.setNewpassword>) =>
  callContract(a.setNewpassword, { body });

/** Issue 14: OTP sign-in (000 §7 sendotpforlogin, loginwithotp). */
export const sendOtpForLogin = (body: PayloadOf<typeof ACCOUNT_CONTRACTS.sendotpforlogin>) =>
  callContract(ACCOUNT_CONTRACTS.sendotpforlogin, { body });
export const loginWithOtp = (body: PayloadOf<typeof ACCOUNT_CONTRACTS.loginwithotp>) =>
  callContract(ACCOUNT_CONTRACTS.loginwithotp, { body });
