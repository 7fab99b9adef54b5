/**
 * Its own file: a marketplace report's bytes to a table of text cells, by kind — Amazon's
 * tab-separated report (.txt/.tsv), eBay's and Shopify's CSV, or any of them saved from Excel
 * (.xlsx through the workbook guard first, then .xls/.xlsx through @e965/xlsx, SheetJS's
 * maintained build) — and the bulk workbook written from mapped rows, at the same row numbers.
 */
import { read, utils } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import {
  BULK_COLUMNS,
  BULK_EXTRA_COLUMNS,
  BULK_MSG,
  MARKETPLACE_EXTENSIONS,
  MARKETPLACE_MSG,
  ORDER_LIMITS,
  parseCsv,
  type MappedRow,
  type MarketplaceSource,
} from '@exportdesk/core';
import { invalid, tooLarge } from '../../errors';
import {
  bulkRefusalMessage,
  openWorkbook,
  sniffWorkbookKind,
  WorkbookRefusal,
  type WorkbookLimits,
} from '@exportdesk/workbook';

const extOf = (name: string) => /\.[A-Za-z0-9]+$/.exec(name.trim())?.[0].toLowerCase() ?? '';

/** Text without a UTF-8 byte-order mark (Amazon and Excel both write one). */
const text = (data: Buffer) => data.toString('utf8').replace(/^\uFEFF/, '');

export async function readReport(
  source: MarketplaceSource,
  fileName: string,
  data: Buffer,
  limits: WorkbookLimits,
): Promise<string[][]> {
  const ext = extOf(fileName);
  if (!MARKETPLACE_EXTENSIONS[source].includes(ext)) throw invalid(MARKETPLACE_MSG.extension(source));
  if (!data.length) throw invalid(BULK_MSG.noData);
  if (data.length > ORDER_LIMITS.bulkMaxBytes) throw tooLarge(BULK_MSG.tooBig);
  let table: string[][];
  if (ext === '.txt' || ext === '.tsv') {
    table = text(data)
      .split(/\r?\n/)
      .map((line) => line.split('\t'));
  } else if (ext === '.csv') {
    table = parseCsv(text(data));
  } else {
    const kind = sniffWorkbookKind(data);
    if (kind === 'other') throw invalid(BULK_MSG.notXlsxContent);
    // An .xlsx is a zip: the same guard as every workbook (real unpacked sizes) before SheetJS reads it.
    if (kind === 'xlsx')
      try {
        await openWorkbook(data, limits);
      } catch (err) {
        if (err instanceof WorkbookRefusal) throw invalid(bulkRefusalMessage(err.reason, limits));
        throw err;
      }
    const wb = read(data, { type: 'buffer', cellDates: false, dense: true });
    const sheet = wb.Sheets[wb.SheetNames[0]];
    if (!sheet) throw invalid(BULK_MSG.noData);
    table = utils
      .sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true })
      .map((r) => r.map((c) => String(c ?? '')));
  }
  // eBay's download starts with an empty line before its header.
  while (table.length && !table[0].some((c) => c.trim() !== '')) table.shift();
  return table;
}

export const BULK_HEADER = [...BULK_COLUMNS.filter((c) => c !== 'ieCode'), ...BULK_EXTRA_COLUMNS];

/** The bulk workbook: the header on row 1, each mapped row on its report's row number. */
export async function bulkWorkbook(rows: MappedRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Orders');
  ws.getRow(1).values = BULK_HEADER;
  for (const r of rows) ws.getRow(r.row).values = BULK_HEADER.map((c) => r.values[c] ?? '');
  return Buffer.from(await wb.xlsx.writeBuffer());
}
