/** The CSB-V rows for a filter (date range of booking, carrier). */
import { useApiQuery } from '@exportdesk/portal-kit';
import { loadCsb, type CsbFilter } from './csbCalls';

export function useCsb(f: CsbFilter) {
  return useApiQuery(['csb', f.from, f.to, f.carrier], (signal) => loadCsb(f, signal), {
    keepPrevious: true,
  });
}
