/**
 * Old Excel 97-2003 workbooks (.xls, OLE2) for the bulk upload (001 §5 "File must be .xls or
 * .xlsx"; issue 24): read with @e965/xlsx, SheetJS's maintained build the marketplace import
 * already uses, and handed to core's one row collector exactly as exceljs' rows are, so an .xls
 * and an .xlsx of the same sheet give the same rows, numbers and messages. An .xls is no zip (no
 * bomb to inflate): the upload's 5 MB limit bounds what SheetJS reads.
 */
import { read, utils, write } from '@e965/xlsx';
import { BULK_MSG, bulkSheetCollector, type BulkSheetRows } from '@exportdesk/core';

/** The first worksheet of an .xls through core's collector; an unreadable file gives the file's message. */
export function readLegacyBulkRows(data: Buffer, onCounted?: (counted: number) => void): BulkSheetRows {
  const sheet = bulkSheetCollector({ onCounted });
  try {
    // cellDates off: a date cell is its serial number, which core converts as it does exceljs' numbers.
    const wb = read(data, { type: 'buffer', dense: true, cellDates: false, cellHTML: false });
    const ws = wb.Sheets[wb.SheetNames[0]];
    if (ws?.['!ref']) {
      const start = utils.decode_range(ws['!ref']).s;
      const rows = utils.sheet_to_json<unknown[]>(ws, {
        header: 1,
        raw: true,
        defval: null,
        blankrows: true,
      });
      // The collector reads cells 1-based by column (exceljs' row.values): pad to the range's first column.
      const pad: unknown[] = new Array(start.c + 1).fill(undefined);
      for (let i = 0; i < rows.length; i++)
        if (!sheet.add(start.r + i + 1, [...pad, ...rows[i].map((v) => v ?? undefined)])) break;
    }
  } catch {
    return { ...sheet.done(), rows: [], error: BULK_MSG.notXlsxContent };
  }
  return sheet.done();
}

/** An .xls as an .xlsx, at the same rows and columns (the CLI writes its error workbook from it). */
export function legacyAsXlsx(data: Buffer): Buffer {
  const wb = read(data, { type: 'buffer', cellDates: false });
  return Buffer.from(write(wb, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
}
