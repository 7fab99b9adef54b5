import { useMemo, useState, type FormEvent } from 'react';
import {
  EXCHANGE_RATE_LIMITS,
  EXCHANGE_RATE_MSG,
  RATE_CURRENCIES,
  RATE_INPUT_PATTERN,
  SDR_CODE,
  effectiveDate,
  effectiveDateError,
  rateCurrencyName,
  toMicros,
  type ExchangeRateHistoryRow,
  type ExchangeRatesPublish,
  type RateCurrency,
} from '@exportdesk/core';
import { Alert, Button, TextField } from '@exportdesk/portal-kit';

export interface RateChange {
  currency: RateCurrency;
  from: number | null;
  to: string;
}

const referenceError = (s: string) => {
  const n = s.trim().length;
  return n < EXCHANGE_RATE_LIMITS.referenceMin || n > EXCHANGE_RATE_LIMITS.referenceMax
    ? EXCHANGE_RATE_MSG.reference
    : null;
};

/** Percent change shown beside a field, so a slip (8410 for 84.10) stands out before publishing. */
export function rateDelta(from: number | null, to: string): { text: string; big: boolean } | null {
  const micros = toMicros(to);
  if (from === null || micros === null || micros === Math.round(from * 1e6)) return null;
  const pct = ((micros / 1e6 - from) / from) * 100;
  return { text: `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`, big: Math.abs(pct) >= 10 };
}

/**
 * A new notification: effective date, reference, one field per currency prefilled with the rate
 * in force. Only the rates changed are published (the SDR comes from the IMF, not from CBIC).
 */
export function PublishForm({
  current,
  busy,
  onSubmit,
}: {
  current: ExchangeRateHistoryRow[];
  busy: boolean;
  onSubmit: (body: ExchangeRatesPublish, changes: RateChange[]) => void;
}) {
  const byCode = useMemo(() => new Map(current.map((r) => [r.currency, r.value])), [current]);
  const initial = () =>
    Object.fromEntries(RATE_CURRENCIES.map((c) => [c, byCode.has(c) ? String(byCode.get(c)) : ''])) as Record<
      RateCurrency,
      string
    >;
  const [values, setValues] = useState<Record<RateCurrency, string>>(initial);
  const [date, setDate] = useState(() => effectiveDate(Date.now()));
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);

  const changes: RateChange[] = RATE_CURRENCIES.filter((c) => {
    const m = toMicros(values[c]);
    return (
      values[c].trim() !== '' && (m === null || !byCode.has(c) || m !== Math.round(byCode.get(c)! * 1e6))
    );
  }).map((c) => ({ currency: c, from: byCode.get(c) ?? null, to: values[c].trim() }));
  const fieldError = (c: RateCurrency) =>
    values[c].trim() === '' || toMicros(values[c]) === null ? EXCHANGE_RATE_MSG.badRate(c) : undefined;
  const dateError = effectiveDateError(date);
  const refError = referenceError(reference);
  const anyFieldError = RATE_CURRENCIES.some((c) => fieldError(c));
  const nothing = changes.length === 0 ? 'Change at least one rate to publish a notification.' : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (dateError || refError || anyFieldError || nothing) return;
    onSubmit(
      {
        effectiveFrom: date.trim(),
        reference: reference.trim(),
        rates: Object.fromEntries(changes.map((c) => [c.currency, c.to])),
      },
      changes,
    );
  };
  const reset = () => {
    setValues(initial());
    setTouched(false);
  };

  return (
    <form className="ed-card xr-form" onSubmit={submit} aria-label="Publish a notification" noValidate>
      <header className="xr-form__head">
        <div>
          <h2>Publish a notification</h2>
          <p className="ed-muted">
            Rupees per one unit of each currency, as notified by CBIC for exports; the SDR value from the IMF.
            Only the rates you change are published.
          </p>
        </div>
      </header>
      <div className="xr-form__meta">
        <TextField
          label="Effective from (DD-MM-YYYY)"
          value={date}
          inputMode="numeric"
          maxLength={10}
          placeholder="DD-MM-YYYY"
          onChange={(e) => setDate(e.target.value.replace(/[^\d-]/g, ''))}
          touched={touched}
          error={dateError ?? undefined}
          hint="Today or later. Dockets created from this date print the new rates; older dockets keep theirs."
        />
        <TextField
          label="Notification reference"
          value={reference}
          maxLength={EXCHANGE_RATE_LIMITS.referenceMax}
          placeholder="CBIC Notification No. 75/2026-Customs (N.T.)"
          onChange={(e) => setReference(e.target.value)}
          touched={touched}
          error={refError ?? undefined}
        />
      </div>
      <div className="xr-grid" role="group" aria-label="Rates in rupees">
        {RATE_CURRENCIES.map((c) => {
          const d = rateDelta(byCode.get(c) ?? null, values[c]);
          return (
            <div key={c} className={`xr-rate${c === SDR_CODE ? ' xr-rate--sdr' : ''}`}>
              <TextField
                label={`${c} · ${c === SDR_CODE ? 'SDR value (IMF)' : rateCurrencyName(c)}`}
                value={values[c]}
                inputMode="decimal"
                autoComplete="off"
                onChange={(e) =>
                  RATE_INPUT_PATTERN.test(e.target.value) && setValues((v) => ({ ...v, [c]: e.target.value }))
                }
                touched={touched}
                error={fieldError(c)}
              />
              {d && (
                <span
                  className={`xr-delta${d.big ? ' xr-delta--big' : ''}`}
                  aria-label={`${c} changes by ${d.text}`}
                >
                  {d.text}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {touched && nothing && <Alert kind="warning">{nothing}</Alert>}
      <footer className="xr-form__foot">
        <span className="ed-muted">
          {changes.length
            ? `${changes.length} rate${changes.length === 1 ? '' : 's'} changed`
            : 'No rate changed yet'}
        </span>
        <div className="ed-row">
          <Button variant="secondary" onClick={reset} disabled={busy}>
            Reset
          </Button>
          <Button type="submit" busy={busy}>
            Publish
          </Button>
        </div>
      </footer>
    </form>
  );
}
