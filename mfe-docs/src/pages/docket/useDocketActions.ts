import { useCallback } from 'react';
import { useApiMutation, useToast } from '@exportdesk/portal-kit';

export interface DocketAction {
  /** which button is busy meanwhile */
  key: string;
  run: () => Promise<unknown>;
  /** the spec's own text for a failure (e.g. 'CN22 failed'), else the server's message */
  failure?: string;
  /** a success toast from the answer */
  success?: (answer: { message?: string }) => string;
  done?: (answer: unknown) => void;
}

/**
 * The docket page's buttons: one at a time per button key, a refused answer or a failed file
 * shows the server's message (or the spec's own text) as a toast, through portal-kit's mutation.
 */
export function useDocketActions() {
  const toast = useToast();
  const m = useApiMutation((a: DocketAction) => a.run(), {
    success: (answer, a) => a.success?.(answer as { message?: string }),
    onSuccess: (answer, a) => a.done?.(answer),
    onFailure: (_f, a) => {
      if (!a.failure) return false;
      toast.show({ kind: 'error', message: a.failure, duration: 6000 });
      return true;
    },
  });
  const { run } = m;
  const act = useCallback((a: DocketAction) => void run(a), [run]);
  return { act, busy: m.pending?.key ?? null };
}
