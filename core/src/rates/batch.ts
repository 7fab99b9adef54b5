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
