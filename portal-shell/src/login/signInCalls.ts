/** Calls of the sign-in pages (000 §4.3, 002 §2.1–2.2): login, first password, reset link and new password. */
import { post, type Envelope } from '@exportdesk/portal-kit';

/** The spec's login answer, also when refused: the form reads `isActive`, `isFirstLogin`, `userDetails`, `redirectToken`, `d2Auth`. */
export interface LoginAnswer extends Envelope<{ token?: string } | null> {
  isActive?: boolean;
  isFirstLogin?: boolean;
  token?: string;
  /** super-user login only: the organization service's token (000 §4.3) */
  d2Auth?: string;
  /** domestic login: a one-time code for the domestic app's URL, not a token (issue 23) */
  redirectToken?: string | null;
  userDetails?: { userId?: string | number } | null;
}

export interface LoginBody {
  userType: number;
  userName: string;
  password: string;
  isDomesticLogin: boolean;
}

export interface FirstPasswordBody {
  userType: number;
  userName: string;
  otp: string;
  newPassword: string;
  confirmPassword: string;
}

export const login = (body: LoginBody) => post('authentication/login', body) as Promise<LoginAnswer>;
export const verifyAndSetPassword = (body: FirstPasswordBody) =>
  post('authentication/verifyAndSetPassword', body) as Promise<LoginAnswer>;
export const requestResetLink = (body: { userType: number; userName: string }) =>
  post('authentication/resetpassword', body);
export const checkResetLink = (str: string, signal: AbortSignal) =>
  post<{ valid?: boolean }>('authentication/checkEncrptedString', { str }, signal);
export const setNewPassword = (body: { str: string; password: string; confirmPassword: string }) =>
  post('authentication/setNewpassword', body);

/** Issue 14: OTP sign-in (000 §7 sendotpforlogin, loginwithotp). */
export const sendOtpForLogin = (body: { userType: number; userName: string }) =>
  post('authentication/sendotpforlogin', body);
export const loginWithOtp = (body: { userType: number; userName: string; otp: string }) =>
  post('authentication/loginwithotp', body) as Promise<LoginAnswer>;
