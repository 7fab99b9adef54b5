/** The export invoice, one per invoice number of the docket (all of them: the zip). */
import {
  consigneeLines,
  docInfo,
  exporterLines,
  grid,
  inr,
  inrRate,
  kgOf,
  money,
  rupees,
  STYLES,
  type DocDefinition,
} from './common';
import type { DocketDocuments, Invoice } from './model';

export function invoiceContent(d: DocketDocuments, inv: Invoice) {
  const parcels = d.parcels.filter((p) => inv.boxIds.includes(p.boxId));
  return [
    { text: 'EXPORT INVOICE', style: 'title' },
    {
      text:
        inv.igstMode === 'Export with Payment of IGST'
          ? 'Supply meant for export with payment of IGST'
          : 'Supply meant for export under LUT/Bond without payment of IGST',
      style: 'subtitle',
    },
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            { text: 'Exporter', style: 'label' },
            { text: 'Consignee', style: 'label' },
          ],
          [exporterLines(d.exporter), consigneeLines(inv.consignee)],
          [
            {
              text: [
                { text: 'Invoice No.: ', bold: true },
                inv.invoiceNo,
                '\n',
                { text: 'Invoice Date: ', bold: true },
                inv.invoiceDate,
                '\n',
                { text: 'Terms: ', bold: true },
                inv.terms,
              ],
            },
            {
              text: [
                { text: 'Docket No.: ', bold: true },
                d.docketNo,
                '\n',
                { text: 'Tracking No.: ', bold: true },
                parcels.map((p) => p.trackingNo).join(', '),
                '\n',
                { text: 'Currency: ', bold: true },
                `${inv.currency} (1 ${inv.currency} = ${inrRate(inv.exchangeRate)})`,
              ],
            },
          ],
        ],
      },
      margin: [0, 0, 0, 8],
    },
    grid(
      [18, '*', 44, 34, 40, 40, 48, 56],
      [
        'Sl.',
        'Description of goods',
        'HS code',
        'Qty',
        'Net wt (kg)',
        'Gross wt (kg)',
        `FOB (${inv.currency})`,
        'FOB (INR)',
      ],
      inv.items.map((i, k) => [
        k + 1,
        i.description,
        i.hsnCode,
        `${i.quantity} ${i.unit}`,
        kgOf(i.netGrams),
        kgOf(i.grossGrams),
        money(i.fobForeign),
        rupees(i.fobInr),
      ]),
    ),
    {
      margin: [0, 8, 0, 0],
      table: {
        widths: ['*', 90],
        body: [
          [`Total FOB value (${inv.currency})`, { text: money(inv.fobForeign), alignment: 'right' }],
          ['Total FOB value (INR)', { text: inr(inv.fobInr), alignment: 'right' }],
          ['Freight (INR)', { text: inr(inv.freightInr), alignment: 'right' }],
          ['Insurance (INR)', { text: inr(inv.insuranceInr), alignment: 'right' }],
          ['Other charges (INR)', { text: inr(inv.otherInr), alignment: 'right' }],
          [
            { text: 'Invoice total (INR)', bold: true },
            { text: inr(inv.totalInr), alignment: 'right', bold: true },
          ],
        ],
      },
    },
    {
      text: 'Declaration: We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
      margin: [0, 12, 0, 24],
    },
    {
      columns: [
        { text: '' },
        { text: `For ${d.exporter.name}\n\n\nAuthorised Signatory`, alignment: 'right' },
      ],
    },
  ];
}

export function buildInvoice(d: DocketDocuments, inv: Invoice): DocDefinition {
  return {
    info: docInfo(`Export Invoice ${inv.invoiceNo}`, d),
    pageSize: 'A4',
    styles: STYLES,
    content: invoiceContent(d, inv),
  };
}
