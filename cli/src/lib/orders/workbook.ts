/**
 * The bulk workbook read on the user's machine with the same rules as the server (core): file
 * marker row, header, rows counted by pbe, every row validated. Kept whole (not streamed): the dry
 * run writes the same sheet back with the bad cells highlighted.
 */
import { stat } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { BULK_MSG, bulkCellText as cellText, bulkColumnName as columnName, checkBulkFileName, checkRowCount, countsAsRow, isFileMarker, ORDER_LIMITS, validateBulkRows, type RowProblem } from '@exportdesk/core';
import { CliError, EXIT } from '../errors';

export interface LocalCheck {
  rows: number;
  problems: RowProblem[];
  fileError: string | null;
  workbook: ExcelJS.Workbook | null;
  headerRow: number;
  columns: string[];
}

export async function checkWorkbook(file: string, forCha: boolean): Promise<LocalCheck> {
  const empty = { rows: 0, problems: [], workbook: null, headerRow: 0, columns: [] };
  const nameError = checkBulkFileName(file);
  if (nameError) return { ...empty, fileError: nameError };
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);
  }
  if (size > ORDER_LIMITS.bulkMaxBytes) return { ...empty, fileError: BULK_MSG.tooBig };
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.readFile(file);
  } catch {
    return { ...empty, fileError: /\.xls$/i.test(file) ? BULK_MSG.oldXls : BULK_MSG.notXlsxContent };
  }
  const ws = wb.worksheets[0];
  if (!ws) return { ...empty, fileError: BULK_MSG.noData };
  let headerRow = 1;
  if (isFileMarker(cellText(ws.getRow(1).getCell(1).value))) headerRow = 2;
  const columns = ((ws.getRow(headerRow).values as unknown[]) ?? []).map(columnName);
  const rows: Array<{ row: number; values: Record<string, unknown> }> = [];
  ws.eachRow((row, n) => {
    if (n <= headerRow) return;
    const values = row.values as unknown[];
    const rec: Record<string, unknown> = {};
    columns.forEach((c, i) => {
      const v = cellText(values[i]);
      if (c && v !== undefined && v !== '') rec[c] = v;
    });
    if (countsAsRow(rec)) rows.push({ row: n, values: rec });
  });
  const countError = checkRowCount(rows.length);
  if (countError) return { rows: rows.length, problems: [], fileError: countError, workbook: wb, headerRow, columns };
  const { problems } = validateBulkRows(rows, forCha);
  return { rows: rows.length, problems, fileError: null, workbook: wb, headerRow, columns };
}

/** The same sheet with each bad cell filled red and a Reason column per row ("--dry-run"). */
export async function writeErrorWorkbook(check: LocalCheck, out: string): Promise<void> {
  const wb = check.workbook!;
  const ws = wb.worksheets[0];
  const reasonCol = check.columns.length; // values[] is 1-based: the next free column
  ws.getRow(check.headerRow).getCell(reasonCol).value = 'Reason';
  ws.getRow(check.headerRow).getCell(reasonCol).font = { bold: true };
  const byRow = new Map<number, typeof check.problems>();
  for (const p of check.problems) byRow.set(p.row, [...(byRow.get(p.row) ?? []), p]);
  for (const [n, list] of byRow) {
    const row = ws.getRow(n);
    for (const p of list) {
      const col = p.field ? check.columns.indexOf(p.field) : -1;
      // A missing column has no cell to colour: the reason says which it is.
      if (col > 0) row.getCell(col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
    }
    row.getCell(reasonCol).value = list.map((p) => p.message).join('; ');
    row.commit?.();
  }
  ws.getColumn(reasonCol).width = 60;
  await wb.xlsx.writeFile(out);
}
