import { useCallback, useMemo, useState } from 'react';
import {
  EXCHANGE_RATE_CONTRACTS,
  EXCHANGE_RATE_MSG,
  formatInr,
  shownEffectiveDate,
  type CurrencyRate,
  type SdrValue,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  callContract,
  DataTable,
  Loading,
  Modal,
  TextField,
  useApiQuery,
  type Column,
  type Envelope,
  type Failure,
} from '@exportdesk/portal-kit';

/**
 * Navbar > Tools > Exchange Rate (exporters and CHAs): the customs exchange rates the back office
 * publishes (GET getCurrencies) and the SDR value (GET sdrValue), read when the dialog opens.
 * Failures show the spec's 'Oops!' with 'No Currency Found' or 'Some error occurred while
 * fetching currencies' (001 §8).
 */

/** getCurrencies' message: "none published" (also an empty list) vs. any other failure. */
function currenciesMessage(rows: CurrencyRate[] | undefined, failure: Failure | null): string | null {
  if (failure)
    return failure.body?.message === EXCHANGE_RATE_MSG.noCurrency
      ? EXCHANGE_RATE_MSG.noCurrency
      : EXCHANGE_RATE_MSG.fetchFailed;
  return Array.isArray(rows) && rows.length ? null : EXCHANGE_RATE_MSG.noCurrency;
}

/** sdrValue without a value: the answer's own message when there was an answer, else the spec's "no SDR". */
const sdrMessage = (answer: Envelope | undefined) => answer?.message ?? EXCHANGE_RATE_MSG.noSdr;

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

const notificationKey = (r: { effectiveFrom: number; reference: string }) =>
  `${r.effectiveFrom}|${r.reference}`;

export function ExchangeRateModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [filter, setFilter] = useState('');
  const currencies = useApiQuery(
    ['getCurrencies'],
    (signal) => callContract(EXCHANGE_RATE_CONTRACTS.getCurrencies, {}, signal),
    { enabled: open, staleTime: 60_000 },
  );
  const sdr = useApiQuery(
    ['sdrValue'],
    (signal) => callContract(EXCHANGE_RATE_CONTRACTS.sdrValue, {}, signal),
    {
      enabled: open,
      staleTime: 60_000,
    },
  );
  const failed = currencies.loading ? null : currenciesMessage(currencies.data, currencies.failure);
  const rows = useMemo(
    () => (failed === null && currencies.data ? currencies.data : []),
    [failed, currencies.data],
  );

  // Usually one notification for every row; when rates come from several, each row says which.
  const notifications = useMemo(() => {
    const seen = new Map<string, { effectiveFrom: number; reference: string }>();
    for (const r of rows)
      seen.set(notificationKey(r), { effectiveFrom: r.effectiveFrom, reference: r.reference });
    return [...seen.values()];
  }, [rows]);
  const perRow = notifications.length > 1;

  const columns = useMemo<Column<CurrencyRate>[]>(
    () => [
      { key: 'name', header: 'Currency', sortable: true },
      {
        key: 'short',
        header: 'Code',
        sortable: true,
        render: (r) => <span className="xr__code">{r.short}</span>,
      },
      { key: 'value', header: '₹ per unit', sortable: true, render: (r) => <Rupees value={r.value} /> },
      ...(perRow
        ? [
            {
              key: 'effectiveFrom',
              header: 'Effective from',
              sortable: true,
              render: (r: CurrencyRate) => shownEffectiveDate(r) ?? '—',
            },
            { key: 'reference', header: 'Notification', render: (r: CurrencyRate) => r.reference },
          ]
        : []),
    ],
    [perRow],
  );

  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? rows.filter((r) => r.name.toLowerCase().includes(needle) || r.short.toLowerCase().includes(needle))
    : rows;

  // Stable, so the Modal's focus handling does not run again on every keystroke in the filter.
  const close = useCallback(() => {
    setFilter('');
    onClose();
  }, [onClose]);

  return (
    <Modal
      open={open}
      title="Exchange Rate"
      onClose={close}
      size="lg"
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      {currencies.loading ? (
        <Loading label="Loading exchange rates" />
      ) : failed !== null ? (
        <Alert kind="error" title={EXCHANGE_RATE_MSG.oops}>
          <span data-testid="exchange-rate-error">{failed}</span>
        </Alert>
      ) : (
        <div className="ed-stack xr">
          {!perRow && notifications[0] && (
            <p className="xr__source" data-testid="exchange-rate-source">
              {/* Indicative seed rates have no effective date: say nothing rather than 01-01-1970. */}
              Customs exchange rates for exports
              {shownEffectiveDate(notifications[0]) && (
                <>
                  , effective from <strong>{shownEffectiveDate(notifications[0])}</strong>
                </>
              )}
              <span className="xr__ref">{notifications[0].reference}</span>
            </p>
          )}
          <SdrLine
            sdr={sdr.data}
            message={sdrMessage(sdr.failure ? sdr.failure.body : sdr.answer)}
            pending={sdr.loading}
            sameAs={perRow ? undefined : notifications[0]}
          />
          <TextField
            label="Find a currency"
            placeholder="Name or code, e.g. USD"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            autoComplete="off"
          />
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
function SdrLine({
  sdr,
  message,
  pending,
  sameAs,
}: {
  sdr?: SdrValue;
  message: string;
  pending: boolean;
  sameAs?: { effectiveFrom: number; reference: string };
}) {
  if (pending) return null;
  if (!sdr) return <p className="ed-muted xr__sdr">{message}</p>;
  const s = sdr;
  const own = !sameAs || notificationKey(sameAs) !== notificationKey(s);
  return (
    <p className="xr__sdr" data-testid="sdr-value">
      <span className="ed-badge">SDR</span> 1 Special Drawing Right (IMF) ={' '}
      <strong>
        <Rupees value={s.value} />
      </strong>
      {own && shownEffectiveDate(s) && (
        <span className="ed-muted"> · effective from {shownEffectiveDate(s)}</span>
      )}
      {own && <span className="xr__ref">{s.reference}</span>}
    </p>
  );
}
