import { useApiQuery } from '@exportdesk/portal-kit';
import { loadDashboard, type DashboardFilter } from './dashboardCalls';

/** The figures of one period (and exporter, for admins); the previous ones stay while the next load. */
export function useDashboard(filter: DashboardFilter) {
  const q = useApiQuery(['stats-dashboard', filter], (signal) => loadDashboard(filter, signal), {
    keepPrevious: true,
  });
  return {
    stats: q.data ?? null,
    loading: q.loading,
    fetching: q.fetching,
    failure: q.failure,
    retry: q.retry,
  };
}
