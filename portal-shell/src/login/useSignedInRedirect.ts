import { useState } from 'react';
import { landingPath, type Principal } from '@exportdesk/core';
import { takeRememberedTarget, useAuth } from '@exportdesk/portal-kit';

/**
 * Where a sign-in page sends the user once a session exists: the page the guard remembered,
 * else the page's own destination (default: the role's landing page — /pbe for FPO and CBIC,
 * /dgft for DGFT, /home for everyone else).
 */
export function useSignedInRedirect(destination: (p: Principal) => string = landingPath): string | null {
  const { principal } = useAuth();
  const [remembered] = useState(takeRememberedTarget);
  if (!principal) return null;
  return remembered ?? destination(principal);
}
