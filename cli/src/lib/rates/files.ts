/** Batch files in (xlsx or csv) and out (csv, xlsx, json). */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { csvRecords, toCsvLine } from '@exportdesk/core';
import { CliError, EXIT } from '../errors';

export type Records = Record<string, unknown>[];

export async function readRows(file: string): Promise<Records> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx') throw new CliError('Only .xlsx or .csv files are accepted.', EXIT.USAGE);
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);
  }
  const rows = ext === '.csv' ? csvRecords(data.toString('utf8')).records : await readXlsx(data, file);
  if (!rows.length) throw new CliError(`${file} has no rows.`, EXIT.USAGE);
  return rows;
}

/** exceljs is loaded only for xlsx files (it costs startup time for CSV runs). */
const excel = async () => (await import('exceljs')).default;

/** The API's upload gate and guarded reader: a zip bomb is refused here as the server would. */
async function readXlsx(data: Buffer, file: string): Promise<Records> {
  // The one exception to cli → core: the API's upload gate (Hapi-free, Node-only, so not in core), so the
  // CLI refuses exactly the files the server refuses (issue 12).
  // eslint-disable-next-line house-arrows/dependencies
  const { openWorkbook, readSheetRecords, WorkbookRefusal, bulkRefusalMessage } = await import('@exportdesk/api/lib/workbook/index');
  try {
    return (await readSheetRecords(await openWorkbook(data))).records;
  } catch (err) {
    const bomb = err instanceof WorkbookRefusal && err.reason !== 'not-zip' && err.reason !== 'unsupported';
    throw new CliError(bomb ? `${file}: ${bulkRefusalMessage(err.reason)}` : `${file} could not be read as a spreadsheet.`, EXIT.USAGE);
  }
}

export type OutFormat = 'csv' | 'xlsx' | 'json';

export function outFormat(file: string): OutFormat {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === 'csv' || ext === 'xlsx' || ext === 'json') return ext;
  throw new CliError('--out must end in .csv, .xlsx or .json', EXIT.USAGE);
}

export async function writeRows(file: string, columns: string[], flat: Record<string, unknown>[], full: unknown): Promise<void> {
  const format = outFormat(file);
  if (format === 'json') return writeFile(file, JSON.stringify(full, null, 2) + '\n');
  if (format === 'csv') {
    const lines = [toCsvLine(columns), ...flat.map((r) => toCsvLine(columns.map((c) => r[c])))];
    return writeFile(file, lines.join('\n') + '\n');
  }
  // The streaming writer: rows go to disk as they are added (10,000 rows stay quick and small).
  const ExcelJS = await excel();
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: false });
  const ws = wb.addWorksheet('Rates');
  ws.columns = columns.map((c) => ({ header: c, key: c, width: Math.max(10, c.length + 2) }));
  ws.getRow(1).font = { bold: true };
  for (const r of flat) ws.addRow(r).commit();
  ws.commit();
  await wb.commit();
}
