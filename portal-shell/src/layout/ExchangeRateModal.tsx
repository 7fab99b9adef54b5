import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EXCHANGE_RATE_MSG, effectiveDate, formatInr, type CurrencyRate, type SdrValue } from '@exportdesk/core';
import { Alert, Button, DataTable, Loading, Modal, TextField, call, type Column } from '@exportdesk/portal-kit';

/**
 * Navbar > Tools > Exchange Rate (exporters and CHAs): the customs exchange rates the back office
 * publishes (GET getCurrencies) and the SDR value (GET sdrValue), read when the dialog opens.
 * Failures show the spec's 'Oops!' with 'No Currency Found' or 'Some error occurred while
 * fetching currencies' (001 §8).
 */

type Outcome<T> = { ok: true; data: T } | { ok: false; message: string };

/** getCurrencies: rows, or the spec's message for "none published" vs. any other failure. */
async function fetchCurrencies(signal: AbortSignal): Promise<Outcome<CurrencyRate[]>> {
  try {
    const env = await call<CurrencyRate[]>('getCurrencies', { signal });
    if (env.success && Array.isArray(env.data) && env.data.length) return { ok: true, data: env.data };
    if (env.success || env.message === EXCHANGE_RATE_MSG.noCurrency) return { ok: false, message: EXCHANGE_RATE_MSG.noCurrency };
    return { ok: false, message: EXCHANGE_RATE_MSG.fetchFailed };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, message: EXCHANGE_RATE_MSG.fetchFailed };
  }
}

async function fetchSdr(signal: AbortSignal): Promise<Outcome<SdrValue>> {
  try {
    const env = await call<SdrValue>('sdrValue', { signal });
    return env.success && env.data ? { ok: true, data: env.data } : { ok: false, message: env.message ?? EXCHANGE_RATE_MSG.noSdr };
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    return { ok: false, message: EXCHANGE_RATE_MSG.noSdr };
  }
}

/** formatInr shows 2 decimals (000 §9); a notified rate can have up to 6 (KRW 0.062): show it too then. */
function Rupees({ value }: { value: number }) {
  const shown = formatInr(value);
  const exact = Math.abs(value * 100 - Math.round(value * 100)) > 1e-6;
  return (
    <span className="xr__value">
      {shown}
      {exact && <span className="xr__exact ed-muted"> ({String(value)} exactly)</span>}
    </span>
  );
}

const notificationKey = (r: { effectiveFrom: number; reference: string }) => `${r.effectiveFrom}|${r.reference}`;

export function ExchangeRateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const currencies = useQuery({ queryKey: ['getCurrencies'], queryFn: ({ signal }) => fetchCurrencies(signal), enabled: open, staleTime: 60_000, retry: false });
  const sdr = useQuery({ queryKey: ['sdrValue'], queryFn: ({ signal }) => fetchSdr(signal), enabled: open, staleTime: 60_000, retry: false });
  const rows = currencies.data?.ok ? currencies.data.data : [];

  // Usually one notification for every row; when rates come from several, each row says which.
  const notifications = useMemo(() => {
    const seen = new Map<string, { effectiveFrom: number; reference: string }>();
    for (const r of rows) seen.set(notificationKey(r), { effectiveFrom: r.effectiveFrom, reference: r.reference });
    return [...seen.values()];
  }, [rows]);
  const perRow = notifications.length > 1;

  const columns = useMemo<Column<CurrencyRate>[]>(
    () => [
      { key: 'name', header: 'Currency', sortable: true },
      { key: 'short', header: 'Code', sortable: true, render: (r) => <span className="xr__code">{r.short}</span> },
      { key: 'value', header: '₹ per unit', sortable: true, render: (r) => <Rupees value={r.value} /> },
      ...(perRow
        ? [
            { key: 'effectiveFrom', header: 'Effective from', sortable: true, render: (r: CurrencyRate) => effectiveDate(r.effectiveFrom) },
            { key: 'reference', header: 'Notification', render: (r: CurrencyRate) => r.reference },
          ]
        : []),
    ],
    [perRow],
  );

  const needle = filter.trim().toLowerCase();
  const shown = needle ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.short.toLowerCase().includes(needle)) : rows;

  // Stable, so the Modal's focus handling does not run again on every keystroke in the filter.
  const close = useCallback(() => {
    setFilter('');
    onClose();
  }, [onClose]);

  return (
    <Modal open={open} title="Exchange Rate" onClose={close} size="lg" footer={<Button variant="secondary" onClick={close}>Close</Button>}>
      {currencies.isPending ? (
        <Loading label="Loading exchange rates" />
      ) : !currencies.data?.ok ? (
        <Alert kind="error" title={EXCHANGE_RATE_MSG.oops}>
          <span data-testid="exchange-rate-error">{currencies.data?.message ?? EXCHANGE_RATE_MSG.fetchFailed}</span>
        </Alert>
      ) : (
        <div className="ed-stack xr">
          {!perRow && notifications[0] && (
            <p className="xr__source" data-testid="exchange-rate-source">
              Customs exchange rates for exports, effective from <strong>{effectiveDate(notifications[0].effectiveFrom)}</strong>
              <span className="xr__ref">{notifications[0].reference}</span>
            </p>
          )}
          <SdrLine outcome={sdr.data} pending={sdr.isPending} sameAs={perRow ? undefined : notifications[0]} />
          <TextField label="Find a currency" placeholder="Name or code, e.g. USD" value={filter} onChange={(e) => setFilter(e.target.value)} autoComplete="off" />
          <DataTable
            caption="Customs exchange rates"
            columns={columns}
            rows={shown}
            rowKey={(r) => r.short}
            pageSize={25}
            empty={`No currency matches “${filter.trim()}”.`}
          />
        </div>
      )}
    </Modal>
  );
}

/** The SDR value; its date and reference only when they differ from the currencies' notification. */
function SdrLine({ outcome, pending, sameAs }: { outcome?: Outcome<SdrValue>; pending: boolean; sameAs?: { effectiveFrom: number; reference: string } }) {
  if (pending) return null;
  if (!outcome?.ok) return <p className="ed-muted xr__sdr">{outcome?.message ?? EXCHANGE_RATE_MSG.noSdr}</p>;
  const s = outcome.data;
  const own = !sameAs || notificationKey(sameAs) !== notificationKey(s);
  return (
    <p className="xr__sdr" data-testid="sdr-value">
      <span className="ed-badge">SDR</span> 1 Special Drawing Right (IMF) = <strong><Rupees value={s.value} /></strong>
      {own && <span className="ed-muted"> · effective from {effectiveDate(s.effectiveFrom)}</span>}
      {own && <span className="xr__ref">{s.reference}</span>}
    </p>
  );
}
