/**
 * `rates batch` against the API: rows go in chunks of 5000 (the API's limit) and come back as
 * NDJSON, so progress moves while the server prices. Only the columns a quote reads are sent.
 */
import {
  BATCH_MAX_ROWS,
  DEFAULT_SERVICE_RULES,
  pathOf,
  RATE_CONTRACTS,
  ROW_REASON,
  unknownCountryMessage,
  type BatchRow,
} from '@exportdesk/core';
import { CliError, EXIT } from '../errors';
import { request } from '../http';
import type { Records } from './files';

const QUOTE_KEYS = new Set([
  'country',
  'consigneedetails_country',
  'consigneecountry',
  'destination',
  'countryname',
  'weight',
  'weightgrams',
  'weight_g',
  'grossweight',
  'length',
  'width',
  'height',
  'dims',
  'dimensions',
]);

export interface BatchSummary {
  rows: number;
  rejected: number;
}

function slim(rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) if (QUOTE_KEYS.has(k.trim().toLowerCase())) out[k] = v;
  return out;
}

/**
 * Rows go to the API 5000 at a time as they are read; each answer row is handed on (with the
 * columns of its input a quote reads) as soon as it arrives. Only counters are kept.
 */
export async function runBatch(
  apiUrl: string,
  token: string,
  rows: AsyncIterable<Record<string, unknown>>,
  onRow: (r: BatchRow, input: Record<string, unknown>) => Promise<void> | void,
): Promise<BatchSummary> {
  let done = 0;
  let rejected = 0;
  let chunk: Records = [];
  const send = async () => {
    const start = done;
    const inputs = chunk;
    chunk = [];
    await streamChunk(apiUrl, token, inputs, async (r) => {
      r.row += start; // numbering across chunks
      if (!r.ok) rejected++;
      await onRow(r, inputs[done++ - start]);
    });
  };
  for await (const rec of rows) {
    chunk.push(slim(rec));
    if (chunk.length === BATCH_MAX_ROWS) await send();
  }
  if (chunk.length) await send();
  return { rows: done, rejected };
}

async function streamChunk(
  apiUrl: string,
  token: string,
  rows: Records,
  onRow: (r: BatchRow) => Promise<void>,
): Promise<void> {
  const res = await request(apiUrl, 'POST', pathOf(RATE_CONTRACTS.quoteBatch), {
    body: { rows },
    token,
    accept: 'application/x-ndjson',
    timeoutMs: 120_000,
  });
  if (!res.body) throw new CliError(`The API at ${apiUrl} answered the batch without a body.`, EXIT.SERVER);
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const bytes of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(bytes, { stream: true });
    let nl: number;
    while ((nl = buffered.indexOf('\n')) >= 0) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (!line) continue;
      const obj = JSON.parse(line);
      if (!('summary' in obj)) await onRow(obj as BatchRow);
    }
  }
}

/**
 * Flat columns: the row, the cheapest, then every service's total (GST included). The file is
 * written while rows arrive, so the columns are the known services (every service the API prices).
 */
export function flatColumns(): string[] {
  const services = DEFAULT_SERVICE_RULES.map((r) => `${r.carrier}_${r.service}`);
  return ['row', 'country', 'weight', 'status', 'reason', 'cheapest', 'cheapest_total_inr', ...services];
}

const inputField = (rec: Record<string, unknown> | undefined, names: RegExp) => {
  for (const [k, v] of Object.entries(rec ?? {})) if (names.test(k.trim())) return v;
  return '';
};
const WEIGHT = /^(weight|weightgrams|weight_g|grossweight)$/i;
const COUNTRY = /^(country|consigneedetails_country|consigneecountry|destination|countryname)$/i;

/** A rejected row's reason as a person can act on it: an unknown country with its suggestions. */
export function rowReason(r: BatchRow, input?: Record<string, unknown>): string {
  if (r.reason === ROW_REASON.unknownCountry)
    return unknownCountryMessage(String(inputField(input, COUNTRY) ?? ''));
  return r.reason ?? '';
}

export function flatRow(r: BatchRow, input?: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {
    row: r.row,
    // A rejected row keeps what was typed, so the sheet can be fixed from the output.
    country: r.country ?? inputField(input, COUNTRY),
    weight: inputField(input, WEIGHT),
    status: r.ok ? 'ok' : 'rejected',
    reason: rowReason(r, input),
    cheapest: r.cheapest ? `${r.cheapest.carrier}_${r.cheapest.service}` : '',
    cheapest_total_inr: r.cheapest?.total ?? '',
  };
  for (const o of r.options ?? []) out[`${o.carrier}_${o.service}`] = o.total;
  return out;
}

/** How many rows each service was the cheapest for, most first (the summary on a terminal). */
export class CheapestTally {
  private counts = new Map<string, number>();
  add(r: BatchRow): void {
    if (r.cheapest) this.counts.set(r.cheapest.label, (this.counts.get(r.cheapest.label) ?? 0) + 1);
  }
  sorted(): Array<[string, number]> {
    return [...this.counts].sort((a, b) => b[1] - a[1]);
  }
}
