/**
 * How the rows of a bulk workbook are collected, whatever reads it (the worker's streaming reader,
 * the CLI's local check): the first row skipped when it is a file marker, the next row the header,
 * each later row kept when it has a pbe value ("Only rows with a pbe value are counted"), and the
 * count checked. One loop for both readers, so the dry run and the server count the same rows.
 *
 * Rows come in as the reader's cell array, 1-based as exceljs gives `row.values`. The header is
 * mapped to column indexes once; each row then reads only the mapped cells, so the hot loop makes
 * one object per row and no closure or array per cell.
 */
import { bulkCellText, bulkColumnName } from './bulk-cells';
import { checkRowCount, countsAsRow, isFileMarker } from './bulk';
import { BULK_MSG, ORDER_LIMITS } from './messages';

export interface BulkSheetRow {
  /** The sheet's row number, as Excel shows it. */
  row: number;
  /** Non-empty cells by column name, as the cells read (see bulkCellText). */
  values: Record<string, unknown>;
}

export interface BulkSheetRows {
  rows: BulkSheetRow[];
  /** Rows with a pbe value met (one past the limit when reading stopped there). */
  counted: number;
  /** The file's one message (no data, one entry, too many rows), or null. */
  error: string | null;
  /** The header's row number (0 when none was met). */
  headerRow: number;
  /** Column names by 1-based column index ('' where a header cell is empty). */
  columns: string[];
}

export interface BulkSheetCollector {
  /** One row of the sheet, in order. Returns false when reading should stop (past the row limit). */
  add(rowNumber: number, values: readonly unknown[] | null | undefined): boolean;
  /** What was met; past the row limit the rows are dropped (memory stays flat on a huge file). */
  done(): BulkSheetRows;
}

export function bulkSheetCollector(
  opts: { maxRows?: number; onCounted?: (counted: number) => void; every?: number } = {},
): BulkSheetCollector {
  const maxRows = opts.maxRows ?? ORDER_LIMITS.bulkMaxRows;
  const every = opts.every ?? 500;
  let rows: BulkSheetRow[] = [];
  let counted = 0;
  let first = true;
  let headerRow = 0;
  let columns: string[] | null = null;
  // The mapped columns: indexes into the row's cells and their names (a later duplicate name wins).
  const idx: number[] = [];
  const names: string[] = [];
  let stopped = false;

  const add = (rowNumber: number, values: readonly unknown[] | null | undefined): boolean => {
    if (stopped) return false;
    const cells = values ?? [];
    if (first) {
      first = false;
      if (isFileMarker(bulkCellText(cells[1]))) return true;
    }
    if (!columns) {
      headerRow = rowNumber;
      columns = Array.from(cells, (v, i) => (i === 0 ? '' : bulkColumnName(v)));
      columns.forEach((name, i) => {
        if (!name) return;
        idx.push(i);
        names.push(name);
      });
      return true;
    }
    const rec: Record<string, unknown> = {};
    for (let k = 0; k < idx.length; k++) {
      const v = cellValue(cells[idx[k]]);
      if (v !== undefined && v !== '') rec[names[k]] = v;
    }
    if (!countsAsRow(rec)) return true;
    counted++;
    if (counted > maxRows) {
      stopped = true;
      rows = [];
      return false;
    }
    rows.push({ row: rowNumber, values: rec });
    if (counted % every === 0) opts.onCounted?.(counted);
    return true;
  };

  const done = (): BulkSheetRows => {
    const error = stopped ? BULK_MSG.tooManyRows : checkRowCount(counted);
    return { rows, counted, error, headerRow, columns: columns ?? [] };
  };
  return { add, done };
}

/** bulkCellText without a call for the plain cells (strings, numbers) that most cells are. */
const cellValue = (v: unknown): unknown =>
  v === null || v === undefined ? undefined : typeof v === 'object' ? bulkCellText(v) : v;

/** What a streaming workbook reader gives (exceljs' WorkbookReader): worksheets, each of rows. */
export type BulkWorksheets = AsyncIterable<AsyncIterable<{ number: number; values: unknown }>>;

/**
 * Reads the first worksheet of a streaming reader through the collector, and stops reading past
 * the row limit. A reader that fails (not a workbook, a broken zip) gives `unreadable` as the
 * file's message. The reader is the caller's: core stays free of exceljs.
 */
export async function collectBulkSheet(
  worksheets: BulkWorksheets,
  opts: { unreadable: string; onCounted?: (counted: number) => void },
): Promise<BulkSheetRows> {
  const sheet = bulkSheetCollector({ onCounted: opts.onCounted });
  try {
    for await (const ws of worksheets) {
      for await (const row of ws) if (!sheet.add(row.number, row.values as unknown[])) break;
      break; // the first worksheet only
    }
  } catch {
    return { ...sheet.done(), rows: [], error: opts.unreadable };
  }
  return sheet.done();
}
