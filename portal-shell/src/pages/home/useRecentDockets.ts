import { can } from '@exportdesk/core';
import { useApiQuery, useAuth } from '@exportdesk/portal-kit';
import { listRecentDockets, RECENT_DOCKETS } from './homeCalls';

/**
 * The user's newest dockets for the home page; asked only of users who may see dockets, so other
 * roles' homes make no refused call. `dockets` is undefined while loading or on a failure.
 */
export function useRecentDockets() {
  const { principal } = useAuth();
  const allowed = !!principal && can(principal, 'dockets.view');
  const q = useApiQuery(['dockets', 'recent'], listRecentDockets, { enabled: allowed });
  return {
    allowed,
    dockets: q.data?.slice(0, RECENT_DOCKETS),
    failure: q.failure,
    retry: q.retry,
  };
}
