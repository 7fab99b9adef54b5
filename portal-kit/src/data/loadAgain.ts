import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * "Load again" as a request sent now. React Query's refetch cancels a load under way and sends
 * anew only when an answer is already held; with none yet it joins that load, whose answer may
 * predate the change that asked for the reload (a payment verified while /myaccount was still
 * loading its first answers showed "No tax invoices yet"). Here that load is cancelled first.
 */
export async function loadAgain(
  client: QueryClient,
  queryKey: QueryKey,
  refetch: () => Promise<unknown>,
): Promise<void> {
  const state = client.getQueryState(queryKey);
  if (state && state.data === undefined && state.fetchStatus === 'fetching')
    await client.cancelQueries({ queryKey, exact: true });
  await refetch();
}
