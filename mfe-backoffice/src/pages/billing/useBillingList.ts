import { paginate, type BillingCarrier, type BillingFilter, type CarrierInvoiceRow } from '@exportdesk/core';
import { useApiQuery } from '@exportdesk/portal-kit';
import { billSummary, isInvoiceRow, listInvoices } from './billingCalls';

/**
 * One page of a carrier's invoice rows, the record count and the carrier balance. "Failed view
 * of billing list: the invoice list is cleared" (002 §8): a failed answer shows no rows.
 */
export function useBillingList(carrier: BillingCarrier, filter: BillingFilter, page: number) {
  const list = useApiQuery(['billing', carrier, filter, page], (signal) =>
    listInvoices(carrier, filter, page, signal),
  );
  const balance = useApiQuery(['billing-balance', carrier], (signal) => billSummary(carrier, signal), {
    toastFailure: false,
  });
  const rows: CarrierInvoiceRow[] = list.failure ? [] : (list.data ?? []).filter(isInvoiceRow);
  const count = list.failure ? 0 : Number(list.answer?.count ?? 0);
  return {
    rows,
    count,
    pager: paginate(count, page),
    loading: list.loading,
    failure: list.failure,
    retry: list.retry,
    /** after an upload or an invoice action: the rows and the balance again */
    reload: () => Promise.all([list.retry(), balance.retry()]),
    balance: balance.data ?? null,
  };
}
