/**
 * The bulk workbook read on the user's machine with the same rules as the server (core): exceljs'
 * streaming reader through core's row collector (file-marker row, header, rows counted by pbe,
 * stopped past the limit), then every row validated with core's schema. Only a bad file is read
 * whole again, to write the error workbook with its cells highlighted.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import type ExcelJS from 'exceljs';
import { BULK_MSG, checkBulkFileName, collectBulkSheet, ORDER_LIMITS, validateBulkRows, type RowProblem } from '@exportdesk/core';
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
 * only its streaming reader (≈100 ms); the whole package only to write an error workbook.
 */
const excel = async () => (await import('exceljs')).default;
const streamReader = async (): Promise<typeof ExcelJS.stream.xlsx.WorkbookReader> => (await import('exceljs/lib/stream/xlsx/workbook-reader.js' as string)).default;

/** The first bytes of an .xlsx (a zip) and of the old binary .xls (an OLE2 compound file). */
const ZIP = 0x04034b50;
const OLE2 = [0xe011cfd0, 0xe11ab1a1];

export async function checkWorkbook(file: string, forCha: boolean): Promise<LocalCheck> {
  const empty = { file, rows: 0, problems: [], headerRow: 0, columns: [] };
  const nameError = checkBulkFileName(file);
  if (nameError) return { ...empty, fileError: nameError };
  let size: number;
  let head: Buffer;
  try {
    size = (await stat(file)).size;
    const fh = await open(file, 'r');
    try {
      head = Buffer.alloc(8);
      await fh.read(head, 0, 8, 0);
    } finally {
      await fh.close();
    }
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);
  }
  if (size > ORDER_LIMITS.bulkMaxBytes) return { ...empty, fileError: BULK_MSG.tooBig };
  const notExcel = { ...empty, fileError: /\.xls$/i.test(file) || (head.readUInt32LE(0) === OLE2[0] && head.readUInt32LE(4) === OLE2[1]) ? BULK_MSG.oldXls : BULK_MSG.notXlsxContent };
  if (size < 4 || head.readUInt32LE(0) !== ZIP) return notExcel;
  const WorkbookReader = await streamReader();
  const reader = new WorkbookReader(createReadStream(file), { sharedStrings: 'cache', hyperlinks: 'ignore', styles: 'ignore', worksheets: 'emit', entries: 'emit' } as any);
  const s = await collectBulkSheet(reader as any, { unreadable: notExcel.fileError });
  const base = { file, rows: s.counted, headerRow: s.headerRow, columns: s.columns };
  if (s.error) return { ...base, problems: [], fileError: s.error };
  return { ...base, problems: validateBulkRows(s.rows, forCha).problems, fileError: null };
}

/** The same sheet with each bad cell filled red and a Reason column per row ("--dry-run"). */
export async function writeErrorWorkbook(check: LocalCheck, out: string): Promise<void> {
  const wb = new (await excel()).Workbook();
  await wb.xlsx.readFile(check.file);
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
      if (col > 0) row.getCell(col).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } };
    }
    row.getCell(reasonCol).value = list.map((p) => p.message).join('; ');
    row.commit?.();
  }
  ws.getColumn(reasonCol).width = 60;
  await wb.xlsx.writeFile(out);
}
