/**
 * The one way pages load and change data: thin hooks over React Query that carry the busy state,
 * the server's (spec's) messages with one fallback, error toasts, and the 401/429/503 handling.
 * A page keeps its calls in a `…Calls.ts` file and its list/detail in hooks built on these.
 */
import { useCallback, useEffect, useRef } from 'react';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { refusal, type Envelope } from '../api';
import { useAuth } from '../auth/AuthContext';
import { useToast } from '../ui/Toast';
import { Alert } from '../ui/bits';
import { Button } from '../ui/Button';
import { failureOf, isAbort, type Failure } from './failure';
import { loadAgain } from './loadAgain';

const isEnvelope = (x: unknown): x is Envelope =>
  typeof x === 'object' && x !== null && typeof (x as Envelope).success === 'boolean';

/** A refused envelope becomes a thrown refusal; anything else (a saved file, a value) passes. */
async function settled<R>(p: Promise<R>): Promise<R> {
  const r = await p;
  if (isEnvelope(r) && !r.success) throw refusal(r);
  return r;
}

export interface ApiQueryOptions {
  enabled?: boolean;
  /** keep showing the previous answer while the next page or filter loads */
  keepPrevious?: boolean;
  /** milliseconds an answer counts as fresh (default 0: every visit reloads, as pages always did) */
  staleTime?: number;
  /** also show a failed load as an error toast (for loads behind a form that stays usable) */
  toastFailure?: boolean;
}

/**
 * Loads an envelope. `answer` is the whole successful envelope (lists read count and pager from
 * it), `data` its data; `failure` is the refusal read once. Keys carry the session, so one user's
 * answers are never shown to the next. No automatic retries: a 503 offers the user "Retry".
 */
export function useApiQuery<T>(
  key: QueryKey,
  load: (signal: AbortSignal) => Promise<Envelope<T>>,
  opts: ApiQueryOptions = {},
) {
  const { token } = useAuth();
  const client = useQueryClient();
  const queryKey = [...key, token];
  const q = useQuery({
    queryKey,
    queryFn: ({ signal }) => settled(load(signal)),
    enabled: opts.enabled ?? true,
    staleTime: opts.staleTime ?? 0,
    retry: false,
    placeholderData: opts.keepPrevious ? keepPreviousData : undefined,
  });
  const failure = q.error && !isAbort(q.error) ? failureOf(q.error) : null;
  const toast = useToast();
  const shown = opts.toastFailure && failure ? q.errorUpdatedAt : 0;
  useEffect(() => {
    if (shown && failure) toast.show({ kind: 'error', message: failure.message, duration: 6000 });
  }, [shown]); // once per failed load
  return {
    answer: q.data,
    data: q.data?.data,
    /** the first answer is on its way */
    loading: q.isPending && (opts.enabled ?? true),
    /** any load under way, also a reload */
    fetching: q.isFetching,
    /** when the held answer arrived (0 = none yet): to act once per answer */
    updatedAt: q.dataUpdatedAt,
    failure,
    error: failure?.message ?? null,
    /** load again, from a request sent now (resolves when the answer is in) */
    retry: () => loadAgain(client, queryKey, q.refetch),
    /** replace the held answer after a change the page already knows (no reload) */
    setAnswer: (update: (old: Envelope<T> | undefined) => Envelope<T> | undefined) =>
      client.setQueryData<Envelope<T>>(queryKey, update),
  };
}

export interface ApiMutationOptions<V, R> {
  /** where a refusal goes: an error toast (default), `inline` in `error` for the page, or `silent` */
  show?: 'toast' | 'inline' | 'silent';
  errorTitle?: string;
  successTitle?: string;
  /** a success toast: fixed text, or from the answer (undefined = none) */
  success?: string | ((answer: R, vars: V) => string | undefined);
  onSuccess?: (answer: R, vars: V) => void;
  /** return true when the page handled the refusal itself (e.g. a 409 confirm): no toast then */
  onFailure?: (failure: Failure, vars: V) => boolean | void;
  /** queries to reload after a success */
  invalidates?: QueryKey[];
}

/**
 * Changes data. `run(vars)` resolves to the answer, or undefined when it failed (already shown),
 * so pages need no try/finally; `busy` is true while it runs. A 503 toast offers "Retry".
 */
export function useApiMutation<V = void, R = Envelope>(
  send: (vars: V) => Promise<R>,
  opts: ApiMutationOptions<V, R> = {},
) {
  const toast = useToast();
  const client = useQueryClient();
  const latest = useRef({ send, opts });
  latest.current = { send, opts };
  const m = useMutation<R, unknown, V>({ mutationFn: (vars) => settled(latest.current.send(vars)) });
  const { mutateAsync, reset } = m;

  const run = useCallback(
    async (vars: V): Promise<R | undefined> => {
      const o = latest.current.opts;
      try {
        const answer = await mutateAsync(vars);
        for (const key of o.invalidates ?? []) void client.invalidateQueries({ queryKey: key });
        const text = typeof o.success === 'function' ? o.success(answer, vars) : o.success;
        if (text) toast.show({ kind: 'success', title: o.successTitle, message: text });
        o.onSuccess?.(answer, vars);
        return answer;
      } catch (err) {
        if (isAbort(err)) return undefined;
        const f = failureOf(err);
        if (o.onFailure?.(f, vars) === true || (o.show ?? 'toast') !== 'toast') return undefined;
        toast.show({
          kind: 'error',
          title: o.errorTitle,
          message: f.message,
          duration: f.retryable ? 0 : 6000,
          action: f.retryable ? { label: 'Retry', onClick: () => void run(vars) } : undefined,
        });
        return undefined;
      }
    },
    [mutateAsync, client, toast],
  );

  const failure = m.error && !isAbort(m.error) ? failureOf(m.error) : null;
  return {
    run,
    busy: m.isPending,
    /** what the run under way was given (to tell which of several buttons is busy) */
    pending: m.isPending ? m.variables : undefined,
    failure,
    /** the refusal's message, for pages that show it inline */
    error: (latest.current.opts.show ?? 'toast') === 'inline' ? (failure?.message ?? null) : null,
    reset,
  };
}

/** A failed load in place of the content: the message, and "Retry" when retrying can help. */
export function FailureAlert({
  failure,
  onRetry,
  title,
}: {
  failure: Failure | null;
  onRetry?: () => void;
  title?: string;
}) {
  if (!failure) return null;
  return (
    <Alert kind="error" title={title}>
      {failure.message}
      {failure.retryable && onRetry && (
        <>
          {' '}
          <Button variant="ghost" size="sm" onClick={onRetry}>
            Retry
          </Button>
        </>
      )}
    </Alert>
  );
}
