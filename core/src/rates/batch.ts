import { quoteParcel, type ParcelQuote, type QuoteOptions } from './quote';
import { ROW_REASON, parseQuoteRow } from './rows';
import type { TariffIndex } from './tariff-index';

export interface BatchRowResult {
  /** 1-based position in the batch (the data row, not counting a header). */
  row: number;
  ok: boolean;
  reason?: string;
  quote?: ParcelQuote;
}

/**
 * One row of a batch: its own reason when it is bad ("unknown country, zero or negative or
 * non-numeric weight or size, weight over every cap"), its quote otherwise. A bad row never
 * stops the others.
 */
export function quoteRow(
  index: TariffIndex,
  input: Record<string, unknown>,
  row: number,
  opts: QuoteOptions = {},
): BatchRowResult {
  const parsed = parseQuoteRow(input);
  if (!parsed.ok) return { row, ok: false, reason: parsed.reason };
  const quote = quoteParcel(index, parsed.parcel, opts);
  if (!quote.cheapest) {
    const overCap = quote.options.some((o) => o.reason === 'over_cap');
    return { row, ok: false, reason: overCap ? ROW_REASON.weightNotSupported : 'Not Available', quote };
  }
  return { row, ok: true, quote };
}

/** Column names of a flat batch result: one per service the book has, "<carrier> <service>". */
export function batchColumns(index: TariffIndex): string[] {
  return index.services().map((r) => `${r.carrier}_${r.service}`);
}

/** A flat record for CSV/XLSX: the cheapest and every option's total (GST included). */
export function flattenRow(
  result: BatchRowResult,
  input: Record<string, unknown>,
  columns: string[],
): Record<string, string | number> {
  const out: Record<string, string | number> = {
    row: result.row,
    country: result.quote?.country ?? String(input.country ?? input.consigneeDetails_country ?? ''),
    weight: String(input.weight ?? input.grossWeight ?? ''),
    status: result.ok ? 'ok' : 'rejected',
    reason: result.reason ?? '',
    cheapest: result.quote?.cheapest
      ? `${result.quote.cheapest.carrier}_${result.quote.cheapest.service}`
      : '',
    cheapest_total_inr: result.quote?.cheapest ? (result.quote.cheapest.total as number) : '',
  };
  const byKey = new Map(result.quote?.options.map((o) => [`${o.carrier}_${o.service}`, o]) ?? []);
  for (const c of columns) {
    const o = byKey.get(c);
    out[c] = o ? o.total : '';
  }
  return out;
}
