import { useState } from 'react';
import {
  EXCHANGE_RATE_MSG,
  effectiveDate,
  type ExchangeRatesList,
  type ExchangeRatesPublish,
} from '@exportdesk/core';
import {
  Alert,
  Loading,
  PageHeader,
  Tabs,
  useApiMutation,
  useApiQuery,
  useToast,
} from '@exportdesk/portal-kit';
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
  const [tab, setTab] = useState<'current' | 'history'>('current');
  const [pending, setPending] = useState<Pending | null>(null);
  const [formKey, setFormKey] = useState(0);

  const rates = useApiQuery(['exchange-rates'], (signal) => listExchangeRates(signal));
  const list: ExchangeRatesList | null = rates.data ?? null;
  // The server's refusal, else the spec's own text (the network, an answer without a message).
  const error = rates.failure
    ? rates.failure.body?.message
      ? rates.failure.message
      : EXCHANGE_RATE_MSG.fetchFailed
    : null;

  const publishing = useApiMutation(publishExchangeRates, {
    successTitle: 'Success',
    success: (res) => res.message ?? 'Exchange rates published.',
    onSuccess: (res) => {
      rates.setAnswer(() => res);
      setFormKey((k) => k + 1); // the form starts again from the rates now in force
    },
    // the refusal stays until closed: it names the rows to fix
    onFailure: (f) => (
      toast.show({ kind: 'error', title: EXCHANGE_RATE_MSG.oops, message: f.message, duration: 0 }),
      true
    ),
  });
  const busy = publishing.busy;
  const publish = (p: Pending) => {
    setPending(null);
    void publishing.run(p.body);
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
              Some rates are still the indicative defaults. Publish the current CBIC notification (and the
              IMF's SDR value) to replace them.
            </Alert>
          )}
          {scheduled.length > 0 && (
            <Alert kind="info" title="Scheduled">
              {scheduled.length} rate{scheduled.length === 1 ? '' : 's'} take
              {scheduled.length === 1 ? 's' : ''} effect on{' '}
              {[...new Set(scheduled.map((r) => effectiveDate(r.effectiveFrom)))].join(', ')}.
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
            <div className="xr-tab">
              {tab === 'current' ? (
                <CurrentTable rows={list.current} />
              ) : (
                <HistoryTable rows={list.history} />
              )}
            </div>
          </section>
          <PublishForm
            key={formKey}
            current={list.current}
            busy={busy}
            onSubmit={(body, changes) => setPending({ body, changes })}
          />
        </div>
      )}
      <ConfirmPublish
        pending={pending}
        onConfirm={() => pending && void publish(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
