/**
 * Its own file (a spreadsheet format): the inventory as an Excel workbook, out and in. In goes
 * through the upload gate (@exportdesk/workbook): header row, then one SKU per row.
 */
import ExcelJS from 'exceljs';
import { INVENTORY_COLUMNS, type InventoryRow } from '@exportdesk/core';
import { shownValue } from '@exportdesk/workbook';
import { readUploadedSheet } from '../../lib/uploaded-sheet';

export async function inventoryWorkbook(rows: InventoryRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Inventory');
  ws.addRow([...INVENTORY_COLUMNS]);
  for (const r of rows) ws.addRow(INVENTORY_COLUMNS.map((c) => r[c]));
  ws.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** The rows of an uploaded inventory workbook, cells as text (the schema checks them). */
export async function readInventoryWorkbook(
  fileName: string,
  data: Buffer,
): Promise<Record<string, unknown>[]> {
  const { records } = await readUploadedSheet(fileName, data);
  return records.map((r) =>
    Object.fromEntries(Object.entries(r).map(([k, v]) => [k.trim(), String(shownValue(v) ?? '').trim()])),
  );
}
