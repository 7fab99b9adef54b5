import { useQuery } from '@tanstack/react-query';
import { fetchData, useAuth } from '@exportdesk/portal-kit';

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
  const q = useQuery({ queryKey: ['profile', token], queryFn: ({ signal }) => fetchData<Profile>('authentication/profile', signal), enabled: Boolean(token), retry: false });
  return q.data;
}
