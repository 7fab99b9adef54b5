/**
 * The spec's login answer, shared by the auth area's login and the accounts area's OTP login (an
 * HTTP shape, so it lives here: an area's routes never import another area's routes).
 */
import { MSG } from '@exportdesk/core';
import type { LoginOutcome } from '../modules/auth/service';

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
      data: { isFirstLogin: true as const },
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
