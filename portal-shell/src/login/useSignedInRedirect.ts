import { useEffect } from 'react';
import { landingPath, type Principal } from '@exportdesk/core';
import { forgetRememberedTarget, peekRememberedTarget, useAuth } from '@exportdesk/portal-kit';

/**
 * Where a sign-in page sends the user once a session exists: the page the guard remembered,
 * else the page's own destination (default: the role's landing page — /pbe for FPO and CBIC,
 * /dgft for DGFT, /home for everyone else).
 */
export function useSignedInRedirect(destination: (p: Principal) => string = landingPath): string | null {
  const { principal } = useAuth();
  // Read when the session exists and forgotten once used: a page that mounts again before the
  // sign-in (the login page does) must not lose it.
  useEffect(() => {
    if (principal) forgetRememberedTarget();
  }, [principal]);
  if (!principal) return null;
  return peekRememberedTarget() ?? destination(principal);
}
