/**
 * An uploaded workbook's first sheet (scheme rates, a MEIS application's sheet, the inventory):
 * through the upload gate (@exportdesk/workbook: name, size, kind, guarded opening), then read as
 * a header and records. A refused file answers the gate's message (413 when too large); a
 * workbook the reader cannot parse answers one plain message, never a 500.
 */
import { gateBulkWorkbook, readSheetRecords, type SheetRecords } from '@exportdesk/workbook';
import { invalid, tooLarge } from '../errors';

export const UNREADABLE_WORKBOOK = 'The workbook could not be read.';

/** The sheet, and the file's name as the gate normalised it. */
export async function readUploadedSheet(
  fileName: string,
  data: Buffer,
): Promise<SheetRecords & { fileName: string }> {
  const gate = await gateBulkWorkbook(fileName, data);
  if (!gate.ok) throw gate.status === 413 ? tooLarge(gate.message) : invalid(gate.message);
  try {
    return { ...(await readSheetRecords(gate.zip)), fileName: gate.fileName };
  } catch {
    throw invalid(UNREADABLE_WORKBOOK);
  }
}
