/**
 * What the product reads out of a gated workbook: the bulk sheet's rows (through core's one row
 * collector), a rate card's header and records, or just its sheets (the IBM edit). Every read
 * goes through the guarded reader, so a limit passed while parsing is reported as such, not as
 * an unreadable file.
 */
import { BULK_MSG, collectBulkSheet, type BulkSheetRows } from '@exportdesk/core';
import { bulkRefusalMessage, type BulkOrdersGate } from './gate';
import { readLegacyBulkRows } from './legacy';
import { WORKBOOK_LIMITS, WorkbookRefusal, type WorkbookLimits } from './limits';
import { GuardedWorkbookReader, type StreamReaderOptions } from './reader';
import { GuardedZip, isOle2 } from './zip';

const BULK_READ: StreamReaderOptions = {
  sharedStrings: 'cache',
  hyperlinks: 'ignore',
  styles: 'ignore',
  worksheets: 'emit',
  entries: 'ignore',
};

/** The bulk sheet's rows: the first worksheet, stopped past the row limit (memory stays flat). */
export async function readBulkRows(
  zip: GuardedZip,
  onCounted?: (counted: number) => void,
): Promise<BulkSheetRows> {
  const sheet = await collectBulkSheet(new GuardedWorkbookReader(zip, BULK_READ), {
    unreadable: BULK_MSG.notXlsxContent,
    onCounted,
  });
  // core's collector turns any reader error into "unreadable": a limit passed says what it was.
  return zip.refusal
    ? { ...sheet, rows: [], error: bulkRefusalMessage(zip.refusal.reason, zip.limits) }
    : sheet;
}

/** The rows of a file the bulk-orders gate let through, .xlsx or .xls alike. */
export async function readGatedBulkRows(
  gate: Extract<BulkOrdersGate, { ok: true }>,
  onCounted?: (counted: number) => void,
): Promise<BulkSheetRows> {
  return gate.kind === 'xls' ? readLegacyBulkRows(gate.data, onCounted) : readBulkRows(gate.zip, onCounted);
}

/**
 * A stored bulk workbook's rows (the worker): its directory checked, then read as above. The
 * file passed the gate when it was uploaded; the reader counts what it inflates all the same.
 */
export async function readBulkWorkbook(
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
  onCounted?: (counted: number) => void,
): Promise<BulkSheetRows> {
  // An old .xls (accepted by gateBulkOrders) is no zip: SheetJS reads it (legacy.ts).
  if (isOle2(data)) return readLegacyBulkRows(data, onCounted);
  let zip: GuardedZip;
  try {
    zip = new GuardedZip(data, limits);
  } catch (err) {
    if (!(err instanceof WorkbookRefusal)) throw err;
    return { rows: [], counted: 0, error: bulkRefusalMessage(err.reason, limits), headerRow: 0, columns: [] };
  }
  return readBulkRows(zip, onCounted);
}

export type SheetRecords = { header: string[]; records: Record<string, unknown>[] };

/**
 * The first worksheet as a header (row 1) and one record per later row that has a value, cells
 * as the sheet shows them (formula results, rich text, hyperlink text, dates as ISO text).
 * Throws what the reader throws (a WorkbookRefusal or a parse error).
 */
export async function readSheetRecords(zip: GuardedZip): Promise<SheetRecords> {
  let header: string[] = [];
  const records: Record<string, unknown>[] = [];
  for await (const rec of sheetRecordStream(zip, (h) => (header = h))) records.push(rec);
  return { header, records };
}

/**
 * The same records as they are read (the CLI's rates batch streams them): the first worksheet,
 * row 1 the header (handed to `onHeader`), rows with a value only.
 */
export async function* sheetRecordStream(
  zip: GuardedZip,
  onHeader?: (header: string[]) => void,
): AsyncGenerator<Record<string, unknown>> {
  // Styles cached: they are what make a number cell a date.
  const reader = new GuardedWorkbookReader(zip, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let header: string[] = [];
  for await (const ws of reader) {
    for await (const row of ws) {
      const values = Array.isArray(row.values) ? (row.values as unknown[]).slice(1) : [];
      if (row.number === 1) {
        header = values.map((v) => String(shownValue(v) ?? '').trim());
        onHeader?.(header);
        continue;
      }
      const rec: Record<string, unknown> = {};
      header.forEach((h, i) => (rec[h] = shownValue(values[i]) ?? ''));
      if (Object.values(rec).some((v) => v !== '')) yield rec;
    }
    break; // the first worksheet only
  }
}

/** Reads every worksheet through (rows dropped): proves the workbook parses. Returns the count. */
export async function countSheets(zip: GuardedZip): Promise<number> {
  let sheets = 0;
  for await (const ws of new GuardedWorkbookReader(zip, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  })) {
    sheets++;
    for await (const row of ws) void row;
  }
  return sheets;
}

/** exceljs cells may be formulas, rich text or hyperlinks: take what the sheet shows. */
export function shownValue(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'object') return v;
  if (v instanceof Date) return v.toISOString();
  const o = v as { result?: unknown; richText?: Array<{ text: string }>; text?: unknown; error?: unknown };
  if ('result' in o) return o.result;
  if (Array.isArray(o.richText)) return o.richText.map((t) => t.text).join('');
  if ('text' in o) return o.text;
  if ('error' in o) return o.error;
  return String(v);
}
