/** An uploaded rate card or batch file (xlsx or csv) as a header and records. */
import ExcelJS from 'exceljs';
import { csvRecords } from '@exportdesk/core';

export const SHEET_MSG = {
  notSpreadsheet: 'Only .xlsx or .csv files are accepted.',
  unreadable: 'The file could not be read as a spreadsheet.',
  empty: 'The file is empty.',
} as const;

export type Sheet = { header: string[]; records: Record<string, unknown>[] } | { error: string };

const isZip = (b: Buffer) => b.length > 3 && b[0] === 0x50 && b[1] === 0x4b;

export async function readSheet(fileName: string, data: Buffer): Promise<Sheet> {
  const name = fileName.toLowerCase();
  if (!data.length) return { error: SHEET_MSG.empty };
  if (name.endsWith('.csv')) {
    // A binary file renamed .csv is not a card.
    if (isZip(data) || data.includes(0)) return { error: SHEET_MSG.unreadable };
    const { header, records } = csvRecords(data.toString('utf8'));
    return header.length ? { header, records } : { error: SHEET_MSG.empty };
  }
  if (!name.endsWith('.xlsx')) return { error: SHEET_MSG.notSpreadsheet };
  if (!isZip(data)) return { error: SHEET_MSG.unreadable };
  try {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(data as any);
    const ws = wb.worksheets[0];
    if (!ws || ws.actualRowCount === 0) return { error: SHEET_MSG.empty };
    const header = ((ws.getRow(1).values as unknown[]) ?? []).slice(1).map((v) => String(cellValue(v) ?? '').trim());
    const records: Record<string, unknown>[] = [];
    ws.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      const rec: Record<string, unknown> = {};
      header.forEach((h, i) => (rec[h] = cellValue(values[i]) ?? ''));
      if (Object.values(rec).some((v) => v !== '')) records.push(rec);
    });
    return { header, records };
  } catch {
    return { error: SHEET_MSG.unreadable };
  }
}

/** exceljs cells may be formulas, rich text or hyperlinks: take what the sheet shows. */
function cellValue(v: unknown): unknown {
  if (v === null || v === undefined) return undefined;
  if (typeof v !== 'object') return v;
  const o = v as any;
  if ('result' in o) return o.result;
  if (Array.isArray(o.richText)) return o.richText.map((t: any) => t.text).join('');
  if ('text' in o) return o.text;
  if (v instanceof Date) return v.toISOString();
  return String(v);
}
