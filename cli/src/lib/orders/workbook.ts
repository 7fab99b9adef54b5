/**
 * The bulk workbook read on the user's machine with the same rules as the server: the API's own
 * upload gate (name, size, kind, every part really inflated within the workbook limits) and its
 * guarded streaming reader through core's row collector (file-marker row, header, rows counted
 * by pbe, stopped past the limit), then every row validated with core's schema. Only a bad file
 * is read whole again, to write the error workbook with its cells highlighted.
 */
import { readFile, stat } from 'node:fs/promises';
import {
  BULK_MSG,
  checkBulkFileName,
  ORDER_LIMITS,
  validateBulkRows,
  type RowProblem,
} from '@exportdesk/core';
import { CliError, EXIT } from '../errors';

export interface LocalCheck {
  file: string;
  rows: number;
  problems: RowProblem[];
  fileError: string | null;
  headerRow: number;
  columns: string[];
}

/**
 * exceljs loads on use, not with the CLI (every command would pay ≈170 ms), and the check loads
 * only the gate with exceljs' streaming reader (≈100 ms); the whole package only to write an
 * error workbook.
 */
const excel = async () => (await import('exceljs')).default;
// The one exception to cli → core: the API's upload gate (Hapi-free, Node-only, so not in core), so the
// CLI refuses exactly the files the server refuses (issue 12).
const workbookGate = async () => import('@exportdesk/workbook');

export async function checkWorkbook(file: string, forCha: boolean): Promise<LocalCheck> {
  const empty = { file, rows: 0, problems: [], headerRow: 0, columns: [] };
  const nameError = checkBulkFileName(file);
  if (nameError) return { ...empty, fileError: nameError };
  let data: Buffer;
  try {
    // Not read at all past the upload limit: the server would refuse it the same way.
    if ((await stat(file)).size > ORDER_LIMITS.bulkMaxBytes) return { ...empty, fileError: BULK_MSG.tooBig };
    data = await readFile(file);
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);
  }
  const { gateBulkOrders, readGatedBulkRows } = await workbookGate();
  // The server's gate for order files: an old .xls is accepted too (001 §5), read by SheetJS.
  const gate = await gateBulkOrders(file, data);
  if (!gate.ok) return { ...empty, fileError: gate.message };
  const s = await readGatedBulkRows(gate);
  const base = { file, rows: s.counted, headerRow: s.headerRow, columns: s.columns };
  if (s.error) return { ...base, problems: [], fileError: s.error };
  return { ...base, problems: validateBulkRows(s.rows, forCha).problems, fileError: null };
}

/** The same sheet with each bad cell filled red and a Reason column per row ("--dry-run"). */
export async function writeErrorWorkbook(check: LocalCheck, out: string): Promise<void> {
  const wb = new (await excel()).Workbook();
  const data = await readFile(check.file);
  const { isOle2, legacyAsXlsx } = await workbookGate();
  // An old .xls is written out as an .xlsx at the same rows and columns (exceljs reads .xlsx only).
  const xlsx = isOle2(data) ? legacyAsXlsx(data) : data;
  // exceljs' typings want an ArrayBuffer-backed Buffer: hand it the bytes' own ArrayBuffer slice.
  await wb.xlsx.load(xlsx.buffer.slice(xlsx.byteOffset, xlsx.byteOffset + xlsx.byteLength) as ArrayBuffer);
  const ws = wb.worksheets[0];
  const reasonCol = check.columns.length; // values[] is 1-based: the next free column
  ws.getRow(check.headerRow).getCell(reasonCol).value = 'Reason';
  ws.getRow(check.headerRow).getCell(reasonCol).font = { bold: true };
  const byRow = new Map<number, RowProblem[]>();
  for (const p of check.problems) {
    const list = byRow.get(p.row);
    if (list) list.push(p);
    else byRow.set(p.row, [p]);
  }
  for (const [n, list] of byRow) {
    const row = ws.getRow(n);
    for (const p of list) {
      const col = p.field ? check.columns.indexOf(p.field) : -1;
      // A missing column has no cell to colour: the reason says which it is.
      if (col > 0)
        row.getCell(col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
    }
    row.getCell(reasonCol).value = list.map((p) => p.message).join('; ');
    row.commit?.();
  }
  ws.getColumn(reasonCol).width = 60;
  await wb.xlsx.writeFile(out);
}
