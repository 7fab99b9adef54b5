import { useEffect, useState } from 'react';
import { DOCUMENT_LIMITS } from '@exportdesk/core';
import { DATA_EVENT, useApiMutation, type DataEvent } from '@exportdesk/portal-kit';
import { generateInvoices, invoicesProgress, type DocketTab } from './docketCalls';

export type InvoicesState = 'Processing' | 'Generated' | 'Failed' | null;

/** The Generate button stays disabled for 60 s after a request (001 §4, §9), also across a reload. */
const lockKey = (docket: string) => `invoicesLock:${docket}`;
/** The job of the generation this user asked for: its progress is shown while Processing. */
const jobKey = (docket: string) => `invoicesJob:${docket}`;

/** 'All Export Invoices' of a docket: its state, the 60 s lock, the job's progress, Generate. */
export function useInvoices(docket: string, tab: DocketTab | null) {
  const [invoices, setInvoices] = useState<{ state: InvoicesState; message: string | null }>({
    state: null,
    message: null,
  });
  const [lockUntil, setLockUntil] = useState(() => Number(sessionStorage.getItem(lockKey(docket)) ?? 0));
  const [jobId, setJobId] = useState(() => sessionStorage.getItem(jobKey(docket)));
  const [percent, setPercent] = useState<number | null>(null);
  const [, tick] = useState(0);

  // Each answer of the tab says where the generation stands (read by value: a local change of the
  // tab, such as a deleted file, must not undo what Generate or the socket said since).
  const told = tab
    ? { state: tab.invoicesMessage ? 'Failed' : tab.isAllInvoicesGen, message: tab.invoicesMessage }
    : null;
  useEffect(() => {
    if (told) setInvoices({ state: told.state as InvoicesState, message: told.message });
  }, [told?.state, told?.message]);

  // "a live message for the same docket then sets Generated, which enables Download" (001 §4);
  // the shell's socket shows the snackbar (with Download) or the failure alert.
  useEffect(() => {
    const onData = (ev: Event) => {
      const e = (ev as CustomEvent<DataEvent>).detail;
      if (!e || e.docketNo !== docket) return;
      if (e.success) setInvoices({ state: 'Generated', message: null });
      else {
        setInvoices({ state: 'Failed', message: e.message });
        sessionStorage.removeItem(lockKey(docket));
        setLockUntil(0);
      }
    };
    window.addEventListener(DATA_EVENT, onData);
    return () => window.removeEventListener(DATA_EVENT, onData);
  }, [docket]);

  // While Processing, the bar follows the worker's job (it reports each whole percent).
  const processing = invoices.state === 'Processing';
  useEffect(() => {
    if (!processing || !jobId) return setPercent(null);
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      const p = await invoicesProgress(jobId, ctl.signal).catch(() => null);
      if (ctl.signal.aborted) return;
      if (p !== null) setPercent(p);
      timer = setTimeout(poll, 700);
    };
    void poll();
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [processing, jobId]);

  const locked = lockUntil > Date.now();
  useEffect(() => {
    if (!locked) return;
    const t = setTimeout(() => tick((n) => n + 1), lockUntil - Date.now() + 50);
    return () => clearTimeout(t);
  }, [locked, lockUntil]);

  const generate = useApiMutation(() => generateInvoices(docket), {
    onSuccess: (r) => {
      const until = Date.now() + DOCUMENT_LIMITS.regenerateAfterMs;
      sessionStorage.setItem(lockKey(docket), String(until));
      setLockUntil(until);
      if (r.data?.jobId) {
        sessionStorage.setItem(jobKey(docket), r.data.jobId);
        setJobId(r.data.jobId);
      }
      setPercent(0);
      setInvoices({ state: 'Processing', message: null });
    },
  });

  return { ...invoices, processing, percent, locked, generate };
}
