import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AUTH_CONTRACTS, type Principal } from '@exportdesk/core';
import { callContract, SESSION_EXPIRED_EVENT } from '../api';
import { type Claims, clearSession, liveClaims, principalOf, readToken, STORAGE, writeToken } from './token';

export interface AuthState {
  token: string | null;
  claims: Claims | null;
  principal: Principal | null;
  signIn: (token: string) => Claims | null;
  /** Clears this tab's session; `server` also calls GET authentication/logout. */
  signOut: (opts?: { server?: boolean }) => Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

function readSession() {
  const token = readToken();
  const claims = liveClaims(token);
  // A token that does not decode or has expired is no session: remove it.
  if (token && !claims) clearSession();
  return { token: claims ? token : null, claims };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState(readSession);

  const signIn = useCallback((token: string) => {
    const claims = liveClaims(token);
    if (!claims) return null;
    writeToken(token);
    setSession({ token, claims });
    return claims;
  }, []);

  const signOut = useCallback(async (opts: { server?: boolean } = {}) => {
    if (opts.server && readToken()) {
      await callContract(AUTH_CONTRACTS.logout).catch(() => undefined);
    }
    clearSession();
    setSession({ token: null, claims: null });
  }, []);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STORAGE.token) setSession(readSession());
    };
    const onExpired = () => void signOut();
    window.addEventListener('storage', onStorage);
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    };
  }, [signOut]);

  // End the session when the token expires while the page is open.
  useEffect(() => {
    const exp = session.claims?.exp;
    if (!exp) return;
    const ms = exp * 1000 - Date.now();
    const t = setTimeout(() => setSession(readSession()), Math.min(Math.max(ms, 0), 2 ** 31 - 1));
    return () => clearTimeout(t);
  }, [session.claims]);

  const value = useMemo<AuthState>(
    () => ({ ...session, principal: principalOf(session.claims), signIn, signOut }),
    [session, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth needs <AuthProvider>');
  return ctx;
}
