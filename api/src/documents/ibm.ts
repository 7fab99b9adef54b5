/**
 * The International Bulk Mail workbook for India Post (001 §6): one row per parcel in the booking
 * columns a post office reads (its official template is not public; these are the fields the
 * counter keys in). Built with exceljs in memory: a docket holds at most a few thousand parcels.
 */
import ExcelJS from 'exceljs';
import type { DocketDocuments } from './model';

export const IBM_COLUMNS = [
  { header: 'Sl. No.', key: 'n', width: 7 },
  { header: 'Article Number', key: 'trackingNo', width: 16 },
  { header: 'Parcel ID', key: 'boxId', width: 22 },
  { header: 'Service', key: 'parcelType', width: 22 },
  { header: 'Addressee Name', key: 'name', width: 24 },
  { header: 'Addressee Address', key: 'address', width: 36 },
  { header: 'City', key: 'city', width: 16 },
  { header: 'Postal Code', key: 'zip', width: 12 },
  { header: 'Destination Country', key: 'country', width: 20 },
  { header: 'Gross Weight (kg)', key: 'weight', width: 14 },
  { header: 'Contents', key: 'contents', width: 30 },
  { header: 'HS Code', key: 'hs', width: 12 },
  { header: 'Value', key: 'value', width: 12 },
  { header: 'Currency', key: 'currency', width: 9 },
  { header: 'Value (INR)', key: 'valueInr', width: 14 },
  { header: 'Invoice No.', key: 'invoice', width: 16 },
  { header: 'Customs Form', key: 'form', width: 12 },
] as const;

export async function buildIbmWorkbook(d: DocketDocuments): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ExportDesk';
  const ws = wb.addWorksheet('IBM');
  ws.columns = IBM_COLUMNS.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  for (const p of d.parcels) {
    ws.addRow({
      n: p.n,
      trackingNo: p.trackingNo,
      boxId: p.boxId,
      parcelType: p.parcelType,
      name: p.consignee.name,
      address: p.consignee.address,
      city: p.consignee.city,
      zip: p.consignee.zipCode,
      country: p.consignee.country,
      weight: Number((p.grossGrams / 1000).toFixed(4)),
      contents: p.items.map((i) => i.description).join('; '),
      hs: [...new Set(p.items.map((i) => i.hsnCode))].join(', '),
      value: p.valueForeign,
      currency: p.currency,
      valueInr: p.valueInr,
      invoice: p.invoiceNos.join(', '),
      form: p.form,
    });
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
