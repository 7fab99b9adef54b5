import { get, useApiQuery, useAuth } from '@exportdesk/portal-kit';

export interface Profile {
  _id: string | number;
  name: string;
  mobile?: string;
  email?: string;
  defaultCarrier?: string;
  userType: number;
  ieCode?: string;
}

/** GET authentication/profile; a 401 here also ends a session whose token the server refuses. */
export function useProfile(): Profile | undefined {
  const { token } = useAuth();
  // Fresh for 30 s, as before: the navbar and the pages that show the name share one answer.
  const q = useApiQuery(['profile'], (signal) => get<Profile>('authentication/profile', signal), {
    enabled: Boolean(token),
    staleTime: 30_000,
  });
  return q.data;
}
