import { useMemo } from 'react';
import {
  EXCHANGE_RATE_LIMITS,
  NO_RATE_CHANGED,
  RATE_CURRENCIES,
  RATE_INPUT_PATTERN,
  SDR_CODE,
  changedRates,
  effectiveDate,
  exchangeRatesPublishFormSchema,
  rateCurrencyName,
  toMicros,
  type ExchangeRateFields,
  type ExchangeRateHistoryRow,
  type ExchangeRatesPublish,
  type RateCurrency,
} from '@exportdesk/core';
import { Alert, Button, FormTextField, SchemaForm, useSchemaForm } from '@exportdesk/portal-kit';

export interface RateChange {
  currency: RateCurrency;
  from: number | null;
  to: string;
}

/** Percent change shown beside a field, so a slip (8410 for 84.10) stands out before publishing. */
export function rateDelta(from: number | null, to: string): { text: string; big: boolean } | null {
  const micros = toMicros(to);
  if (from === null || micros === null || micros === Math.round(from * 1e6)) return null;
  const pct = ((micros / 1e6 - from) / from) * 100;
  return { text: `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`, big: Math.abs(pct) >= 10 };
}

/** The date field keeps digits and dashes only (DD-MM-YYYY). */
const dmyText = (text: string) => text.replace(/[^\d-]/g, '');

/**
 * A new notification: effective date, reference, one field per currency prefilled with the rate
 * in force. Only the rates changed are published (the SDR comes from the IMF, not from CBIC).
 * The rules are core's (exchangeRatesPublishFormSchema); the page is keyed, so the rates in force
 * are those of the page's load.
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
  const schema = useMemo(() => exchangeRatesPublishFormSchema(byCode), [byCode]);
  const initial = () => ({
    effectiveFrom: effectiveDate(Date.now()),
    reference: '',
    rates: Object.fromEntries(
      RATE_CURRENCIES.map((c) => [c, byCode.has(c) ? String(byCode.get(c)) : '']),
    ) as ExchangeRateFields,
  });
  const form = useSchemaForm(schema, initial());
  const rates = form.watch('rates');
  const changes: RateChange[] = changedRates(rates, byCode).map((c) => ({
    currency: c,
    from: byCode.get(c) ?? null,
    to: rates[c].trim(),
  }));
  // A keystroke that would not make a rate (a letter, a 7th decimal) leaves the field as it was.
  const rateText = (c: RateCurrency) => (text: string) =>
    RATE_INPUT_PATTERN.test(text) ? text : form.getValues(`rates.${c}`);

  return (
    <SchemaForm
      form={form}
      onValid={(body) => onSubmit(body, changes)}
      className="ed-card xr-form"
      aria-label="Publish a notification"
    >
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
        <FormTextField
          name="effectiveFrom"
          label="Effective from (DD-MM-YYYY)"
          inputMode="numeric"
          maxLength={10}
          placeholder="DD-MM-YYYY"
          normalize={dmyText}
          hint="Today or later. Dockets created from this date print the new rates; older dockets keep theirs."
        />
        <FormTextField
          name="reference"
          label="Notification reference"
          maxLength={EXCHANGE_RATE_LIMITS.referenceMax}
          placeholder="CBIC Notification No. 75/2026-Customs (N.T.)"
        />
      </div>
      <div className="xr-grid" role="group" aria-label="Rates in rupees">
        {RATE_CURRENCIES.map((c) => {
          const d = rateDelta(byCode.get(c) ?? null, rates[c]);
          return (
            <div key={c} className={`xr-rate${c === SDR_CODE ? ' xr-rate--sdr' : ''}`}>
              <FormTextField
                name={`rates.${c}`}
                label={`${c} · ${c === SDR_CODE ? 'SDR value (IMF)' : rateCurrencyName(c)}`}
                inputMode="decimal"
                autoComplete="off"
                normalize={rateText(c)}
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
      {form.formState.isSubmitted && changes.length === 0 && <Alert kind="warning">{NO_RATE_CHANGED}</Alert>}
      <footer className="xr-form__foot">
        <span className="ed-muted">
          {changes.length
            ? `${changes.length} rate${changes.length === 1 ? '' : 's'} changed`
            : 'No rate changed yet'}
        </span>
        <div className="ed-row">
          {/* Reset puts the rates in force back; the date and reference stay as typed. */}
          <Button
            variant="secondary"
            onClick={() => form.reset({ ...form.getValues(), rates: initial().rates })}
            disabled={busy}
          >
            Reset
          </Button>
          <Button type="submit" busy={busy}>
            Publish
          </Button>
        </div>
      </footer>
    </SchemaForm>
  );
}
