import { call, useApiQuery } from '@exportdesk/portal-kit';

/** A documentation list loaded from the server: undefined while loading, null on failure. */
export function useServerList<T>(path: string): T[] | null | undefined {
  const q = useApiQuery(['docs-list', path], (signal) => call<T[]>(path, { auth: false, signal }));
  if (q.answer) return Array.isArray(q.data) ? q.data : null;
  return q.failure ? null : undefined;
}
