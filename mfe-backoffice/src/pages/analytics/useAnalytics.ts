import { useApiQuery } from '@exportdesk/portal-kit';
import { loadAnalytics, type AnalyticsFilter } from './analyticsCalls';

/** The analytics of one period; the previous figures stay while the next load. */
export function useAnalytics(period: AnalyticsFilter) {
  const q = useApiQuery(['stats-analytics', period], (signal) => loadAnalytics(period, signal), {
    keepPrevious: true,
  });
  return { stats: q.data ?? null, failure: q.failure, retry: q.retry, fetching: q.fetching };
}
