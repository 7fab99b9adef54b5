/**
 * The postal bill of export (002 §2.5 "Postal bill print page"): the fixed template with its
 * exporter, agent and foreign post office blocks, the declaration, signature lines and the note
 * 'Details of Parcels overleaf'; the parcels follow on the next page.
 */
import { dateOf, docInfo, exporterLines, fields, grid, inr, kgOf, money, STYLES, type DocDefinition } from './common';
import type { DocketDocuments } from './model';

export const PBE_TITLE = 'POSTAL BILL FOR EXPORT OF DUTY FREE GOODS THROUGH FOREIGN POST OFFICE USING E- COMMERCE';

export function buildPbe(d: DocketDocuments): DocDefinition {
  const box = (title: string, body: unknown) => ({ table: { widths: ['*'], body: [[{ text: title, style: 'label', fillColor: '#eeeeee' }], [body]] }, margin: [0, 0, 0, 6] });
  return {
    info: docInfo('Postal Bill of Export', d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      { text: PBE_TITLE, style: 'title' },
      { text: `Form ${d.pbeType}`, style: 'subtitle' },
      fields([
        ['Docket No. (temporary shipping bill)', d.docketNo],
        ['PBE No.', d.shippingBill.no ?? 'To be assigned by customs'],
        ['PBE Date', d.shippingBill.no ? dateOf(d.shippingBill.date) : ''],
        ['Number of parcels', d.totals.parcels],
        ['Total gross weight (kg)', kgOf(d.totals.grossGrams)],
        ['Total FOB value (INR)', inr(d.totals.fobInr)],
      ]),
      { text: ' ' },
      box('1. Exporter', exporterLines(d.exporter)),
      box('2. Authorised agent / CHA', 'Self (filed by the exporter through ExportDesk)'),
      box('3. Foreign Post Office', 'Foreign Post Office of booking, India Post'),
      box(
        '4. Declaration',
        'I/We declare that the particulars given above and overleaf are true and correct; that the goods are duty free and are being exported through the foreign post office by way of e-commerce; and that the export proceeds will be realised as per the rules of the Reserve Bank of India.',
      ),
      {
        margin: [0, 24, 0, 12],
        columns: [
          { text: '______________________\nSignature of exporter / authorised agent', alignment: 'left' },
          { text: '______________________\nSignature of customs officer with date', alignment: 'right' },
        ],
      },
      { text: 'Details of Parcels overleaf', italics: true, alignment: 'center', pageBreak: 'after' },
      { text: `Details of parcels — ${d.docketNo}`, style: 'title' },
      grid(
        [18, 62, 64, '*', 54, 40, 38, 56],
        ['Sl.', 'Parcel ID', 'Tracking No.', 'Invoice No. / Description', 'Country', 'HS code', 'Gross wt (kg)', 'FOB (INR)'],
        d.parcels.map((p) => [
          p.n, p.boxId, p.trackingNo, `${p.invoiceNos.join(', ')}\n${p.items.map((i) => i.description).join('; ')}`, p.consignee.country,
          [...new Set(p.items.map((i) => i.hsnCode))].join(', '), kgOf(p.grossGrams), money(p.valueInr),
        ]),
        { fontSize: 7 },
      ),
    ],
  };
}
