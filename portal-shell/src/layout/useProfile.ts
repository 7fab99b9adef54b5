import { AUTH_CONTRACTS, type PublicUser } from '@exportdesk/core';
import { callContract, useApiQuery, useAuth } from '@exportdesk/portal-kit';

export type Profile = PublicUser;

/** GET authentication/profile; a 401 here also ends a session whose token the server refuses. */
export function useProfile(): Profile | undefined {
  const { token } = useAuth();
  // Fresh for 30 s, as before: the navbar and the pages that show the name share one answer.
  const q = useApiQuery(['profile'], (signal) => callContract(AUTH_CONTRACTS.profile, {}, signal), {
    enabled: Boolean(token),
    staleTime: 30_000,
  });
  return q.data;
}
