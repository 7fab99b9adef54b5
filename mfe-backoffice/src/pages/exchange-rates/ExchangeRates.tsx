import { useCallback, useEffect, useState } from 'react';
import { EXCHANGE_RATE_MSG, effectiveDate, type ExchangeRatesList, type ExchangeRatesPublish } from '@exportdesk/core';
import { Alert, Loading, PageHeader, Tabs, useToast } from '@exportdesk/portal-kit';
import { listExchangeRates, publishExchangeRates } from './api';
import { ConfirmPublish } from './ConfirmPublish';
import { PublishForm, type RateChange } from './PublishForm';
import { CurrentTable, HistoryTable } from './RatesTables';
import './exchange-rates.css';

type Pending = { body: ExchangeRatesPublish; changes: RateChange[] };

/**
 * Customs exchange rates (Tools menu, super admin; route /exchange-rates is ours, the spec names
 * only the calls): the rates and SDR value in force, their history, and a form to publish a new
 * CBIC notification. Documents of a docket use the rates in force when it was created.
 */
export default function ExchangeRates() {
  const toast = useToast();
  const [list, setList] = useState<ExchangeRatesList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<'current' | 'history'>('current');
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [formKey, setFormKey] = useState(0);

  const load = useCallback(async (signal?: AbortSignal) => {
    try {
      const res = await listExchangeRates(signal);
      if (!res.success || !res.data) return setError(res.message ?? EXCHANGE_RATE_MSG.fetchFailed);
      setList(res.data);
      setError(null);
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setError(EXCHANGE_RATE_MSG.fetchFailed);
    }
  }, []);
  useEffect(() => {
    const ac = new AbortController();
    void load(ac.signal);
    return () => ac.abort();
  }, [load]);

  const publish = async (p: Pending) => {
    setPending(null);
    setBusy(true);
    try {
      const res = await publishExchangeRates(p.body);
      if (!res.success || !res.data) {
        toast.show({ kind: 'error', title: EXCHANGE_RATE_MSG.oops, message: res.message ?? 'The rates could not be published.', duration: 0 });
        return;
      }
      toast.show({ kind: 'success', title: 'Success', message: res.message ?? 'Exchange rates published.' });
      setList(res.data);
      setFormKey((k) => k + 1); // the form starts again from the rates now in force
    } catch (err) {
      toast.show({ kind: 'error', title: EXCHANGE_RATE_MSG.oops, message: (err as Error).message, duration: 0 });
    } finally {
      setBusy(false);
    }
  };

  const scheduled = list?.history.filter((r) => r.status === 'scheduled') ?? [];
  const indicative = list?.current.some((r) => r.effectiveFrom <= 0);
  return (
    <>
      <PageHeader
        title="Customs Exchange Rates"
        subtitle="The rupee values every invoice, CN22/CN23, PBE and packing list is computed with. A docket keeps the rates in force when it was created."
      />
      {error && (
        <Alert kind="error" title={EXCHANGE_RATE_MSG.oops}>
          {error}
        </Alert>
      )}
      {!list && !error && <Loading label="Loading exchange rates" />}
      {list && (
        <div className="xr-page">
          {indicative && (
            <Alert kind="warning" title="Indicative rates in use">
              Some rates are still the indicative defaults. Publish the current CBIC notification (and the IMF's SDR value) to replace them.
            </Alert>
          )}
          {scheduled.length > 0 && (
            <Alert kind="info" title="Scheduled">
              {scheduled.length} rate{scheduled.length === 1 ? '' : 's'} take{scheduled.length === 1 ? 's' : ''} effect on {[...new Set(scheduled.map((r) => effectiveDate(r.effectiveFrom)))].join(', ')}.
            </Alert>
          )}
          <section className="ed-card xr-tables" aria-label="Exchange rates">
            <Tabs
              label="Exchange rates"
              value={tab}
              onChange={setTab}
              tabs={[
                { value: 'current', label: `In force today (${list.current.length})` },
                { value: 'history', label: `History (${list.history.length})` },
              ]}
            />
            <div className="xr-tab">{tab === 'current' ? <CurrentTable rows={list.current} /> : <HistoryTable rows={list.history} />}</div>
          </section>
          <PublishForm key={formKey} current={list.current} busy={busy} onSubmit={(body, changes) => setPending({ body, changes })} />
        </div>
      )}
      <ConfirmPublish pending={pending} onConfirm={() => pending && void publish(pending)} onCancel={() => setPending(null)} />
    </>
  );
}
