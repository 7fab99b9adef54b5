/** The de minimis rows for a search text (the API searches the core table). */
import { useApiQuery } from '@exportdesk/portal-kit';
import { loadDeMinimis } from './deMinimisCalls';

export function useDeMinimis(q: string) {
  return useApiQuery(['deminimis', q], (signal) => loadDeMinimis(q, signal), {
    keepPrevious: true,
  });
}
