/** Its own file: a spreadsheet format — an uploaded rate card or batch file (xlsx or csv) as a header and records. */
import { csvRecords, isRateCardFileName, RATE_CARD_MSG } from '@exportdesk/core';
import {
  bulkRefusalMessage,
  isZip,
  openWorkbook,
  readSheetRecords,
  WORKBOOK_LIMITS,
  WorkbookRefusal,
  type WorkbookLimits,
} from '@exportdesk/workbook';

export const SHEET_MSG = {
  notSpreadsheet: RATE_CARD_MSG.fileType,
  unreadable: 'The file could not be read as a spreadsheet.',
  empty: 'The file is empty.',
} as const;

export type Sheet = { header: string[]; records: Record<string, unknown>[] } | { error: string };

export async function readSheet(
  fileName: string,
  data: Buffer,
  limits: WorkbookLimits = WORKBOOK_LIMITS,
): Promise<Sheet> {
  const name = fileName.toLowerCase();
  if (!data.length) return { error: SHEET_MSG.empty };
  if (!isRateCardFileName(name)) return { error: SHEET_MSG.notSpreadsheet };
  if (name.endsWith('.csv')) {
    // A binary file renamed .csv is not a card.
    if (isZip(data) || data.includes(0)) return { error: SHEET_MSG.unreadable };
    const { header, records } = csvRecords(data.toString('utf8'));
    return header.length ? { header, records } : { error: SHEET_MSG.empty };
  }
  if (!isZip(data)) return { error: SHEET_MSG.unreadable };
  try {
    // The upload gate's guarded reader: a zip bomb is refused with what it is, not parsed.
    const { header, records } = await readSheetRecords(await openWorkbook(data, limits));
    if (!header.length && !records.length) return { error: SHEET_MSG.empty };
    return { header, records };
  } catch (err) {
    if (err instanceof WorkbookRefusal && err.reason !== 'not-zip' && err.reason !== 'unsupported')
      return { error: bulkRefusalMessage(err.reason, limits) };
    return { error: SHEET_MSG.unreadable };
  }
}
