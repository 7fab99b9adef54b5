import { useApiQuery } from '@exportdesk/portal-kit';
import { loadAnalytics } from './analyticsCalls';

/** The analytics of one period; the previous figures stay while the next load. */
export function useAnalytics(period: { from: string; to: string }) {
  const q = useApiQuery(['stats-analytics', period], (signal) => loadAnalytics(period, signal), {
    keepPrevious: true,
  });
  return { stats: q.data ?? null, failure: q.failure, retry: q.retry, fetching: q.fetching };
}
