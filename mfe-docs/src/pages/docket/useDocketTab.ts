import { useEffect, useState } from 'react';
import { useApiQuery } from '@exportdesk/portal-kit';
import { loadTab } from './docketCalls';

/**
 * The docket's 'Download Documents' tab (`GET …/documents`): what this role sees and may do comes
 * from core's role matrix through that answer. `setTab` applies a change the page already knows.
 */
export function useDocketTab(docket: string, enabled: boolean) {
  const q = useApiQuery(['docket-tab', docket], (signal) => loadTab(docket, signal), {
    enabled,
    keepPrevious: true,
  });
  const tab = q.data ?? null;
  const [invoicePick, setInvoicePick] = useState('');
  const [edfPick, setEdfPick] = useState('');
  // The first invoice is picked once the tab names its invoices.
  const first = tab?.invoices[0]?.invoiceNo ?? '';
  useEffect(() => {
    setInvoicePick((p) => p || first);
    setEdfPick((p) => p || first);
  }, [first]);
  return {
    tab,
    error: q.error,
    failure: q.failure,
    reload: q.retry,
    setTab: (update: (t: NonNullable<typeof tab>) => NonNullable<typeof tab>) =>
      q.setAnswer((env) => (env?.data ? { ...env, data: update(env.data) } : env)),
    invoicePick,
    setInvoicePick,
    edfPick,
    setEdfPick,
  };
}
