/**
 * "Logged in means a stored token that decodes and is not expired" (000 §4.3). The browser cannot
 * check the signature; a token the server refuses ends the session on the first 401 (see api.ts).
 */
import type { Principal, TokenClaims } from '@exportdesk/core';

export const STORAGE = { token: 'token', authToken: 'authToken', d2Auth: 'd2Auth', user: 'user' } as const;

export interface Claims extends Partial<TokenClaims> {
  userType: number;
  roles: string[];
  exp?: number;
  [k: string]: unknown;
}

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bin = atob(b64);
  const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeToken(token: string | null | undefined): Claims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as Claims;
    if (!claims || typeof claims !== 'object' || typeof claims.userType !== 'number') return null;
    if (!Array.isArray(claims.roles)) claims.roles = [];
    return claims;
  } catch {
    return null;
  }
}

export const isExpired = (c: Claims, nowMs = Date.now()) =>
  typeof c.exp === 'number' && c.exp * 1000 <= nowMs;

/** The claims of the stored token if it is a live session, else null. */
export function liveClaims(token: string | null | undefined, nowMs = Date.now()): Claims | null {
  const c = decodeToken(token);
  return c && !isExpired(c, nowMs) ? c : null;
}

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);
const tabStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
/**
 * A support session ("View as", issue 14: claims carry `impersonatedBy`) lives in its own tab's
 * sessionStorage, so it neither replaces the admin's session in their other tabs nor survives
 * the tab. Every other session is shared by the tabs through localStorage.
 */
const isSupportToken = (token: string) => Boolean(decodeToken(token)?.impersonatedBy);
/** The store holding this tab's session: the tab's own when it carries a support session. */
const sessionStore = () => (tabStorage()?.getItem(STORAGE.token) ? tabStorage() : storage());
export const readToken = () => sessionStore()?.getItem(STORAGE.token) ?? null;
export function writeToken(token: string) {
  if (isSupportToken(token)) return void tabStorage()?.setItem(STORAGE.token, token);
  tabStorage()?.removeItem(STORAGE.token);
  storage()?.setItem(STORAGE.token, token);
}
/** The user token the token exchange answers (000 §2.4), kept beside this tab's session token. */
export function writeAuthToken(userToken: unknown) {
  sessionStore()?.setItem(STORAGE.authToken, JSON.stringify(userToken));
}
/** The organization service's token from the super-user login (000 §4.3 "stored as d2Auth"). */
export const readD2Auth = () => storage()?.getItem(STORAGE.d2Auth) ?? null;
export function writeD2Auth(token: string) {
  storage()?.setItem(STORAGE.d2Auth, token);
}
/** "Logout clears the token and the auth token": a support tab clears only its own session. */
export function clearSession() {
  const s = sessionStore();
  for (const k of [STORAGE.token, STORAGE.authToken, STORAGE.d2Auth, STORAGE.user]) s?.removeItem(k);
}

export const principalOf = (c: Claims | null): Principal | null =>
  c ? { userType: c.userType, roles: c.roles } : null;

/** The guard remembers where a visitor without a session wanted to go. */
const RETURN_KEY = 'returnTo';
export const rememberTarget = (path: string) => sessionStorage.setItem(RETURN_KEY, path);
/** The remembered target, left in place (a sign-in page may mount more than once before use). */
export function peekRememberedTarget(): string | null {
  const t = sessionStorage.getItem(RETURN_KEY);
  return t && t.startsWith('/') && !t.startsWith('//') ? t : null;
}
export const forgetRememberedTarget = () => sessionStorage.removeItem(RETURN_KEY);
export function takeRememberedTarget(): string | null {
  const t = peekRememberedTarget();
  forgetRememberedTarget();
  return t;
}
