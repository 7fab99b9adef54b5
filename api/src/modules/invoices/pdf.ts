/**
 * The tax invoice PDF (002 §2.4; downloadAsPdf type 'invoice'): its own file, a renderer. Drawn
 * from the box's data and the fields the exporter edited; numbers are laid out, never computed.
 */
import {
  exportPlaceOfSupplyLabel,
  formatDateDMY,
  formatInr,
  fixed2,
  type TaxInvoiceBox,
  type TaxInvoicePdf,
} from '@exportdesk/core';
import type { Content, DocDefinition } from '../../documents/common';
import { STYLES } from '../../documents/common';

export interface TaxInvoiceDrawing {
  box: TaxInvoiceBox;
  edit: TaxInvoicePdf;
  /** data:image/png;base64,… or null (no logo uploaded, or left out) */
  logo: string | null;
}

const cell = (text: string, extra: Record<string, unknown> = {}) => ({ text, ...extra });

export function buildTaxInvoice({ box, edit, logo }: TaxInvoiceDrawing): DocDefinition {
  const e = box.boxDetails.exporterDetails;
  const c = box.boxDetails.consigneeDetails;
  const first = box.result[0];
  const header: Content[] = [
    {
      columns: [
        logo ? { image: logo, fit: [110, 55], width: 120 } : { text: '', width: 120 },
        {
          stack: [
            { text: e.name, bold: true, fontSize: 11 },
            e.address,
            `IEC: ${e.ieCode}${e.gstin ? `   GSTIN: ${e.gstin}` : ''}`,
          ],
          alignment: 'right',
        },
      ],
      margin: [0, 0, 0, 8],
    },
    { text: edit.heading || 'TAX INVOICE', style: 'title' },
    {
      text:
        edit.gstMode === 'Export with Payment of IGST'
          ? 'Supply meant for export with payment of IGST'
          : edit.gstMode === 'Export under LUT/Bond'
            ? 'Supply meant for export under LUT/Bond without payment of IGST'
            : 'GST: Not Applicable',
      style: 'subtitle',
    },
  ];
  const parties: Content = {
    table: {
      widths: ['*', '*'],
      body: [
        [cell('Consignee', { style: 'label' }), cell('Invoice', { style: 'label' })],
        [
          [c.name, c.address, `${c.city} ${c.zipCode}`.trim(), c.country].filter(Boolean).join('\n'),
          {
            text: [
              { text: 'Invoice No.: ', bold: true },
              first?.invoiceNo ?? '',
              '\n',
              { text: 'Invoice Date: ', bold: true },
              first?.invoiceDate ?? '',
              '\n',
              { text: 'Box ID: ', bold: true },
              box.boxDetails.boxId,
              '\n',
              { text: 'Sales basis: ', bold: true },
              edit.salesBasis,
              '\n',
              { text: 'Place of supply: ', bold: true },
              exportPlaceOfSupplyLabel(c.country),
              ...(edit.orderid ? ['\n', { text: 'Order ID: ', bold: true }, edit.orderid] : []),
              ...(edit.transactionId
                ? ['\n', { text: 'Transaction ID: ', bold: true }, edit.transactionId]
                : []),
            ],
          },
        ],
      ],
    },
    margin: [0, 0, 0, 8],
  };
  const lines: Content = {
    table: {
      headerRows: 1,
      widths: [18, '*', 46, 40, 60, 40, 56],
      body: [
        ['Sl.', 'Description of goods', 'HSN', 'Qty', 'Value (INR)', 'IGST %', 'IGST (INR)'].map((h) =>
          cell(h, { style: 'th' }),
        ),
        ...box.result.map((l) => [
          String(l.slNo),
          l.description,
          l.hsnCode,
          `${l.quantity.number} ${l.quantity.unit}`,
          cell(formatInr(l.paymentDetails.fob, false), { alignment: 'right' }),
          cell(fixed2(l.igstDetails.rate), { alignment: 'right' }),
          cell(formatInr(l.igstDetails.amount, false), { alignment: 'right' }),
        ]),
      ],
    },
  };
  const extra: Content[] = edit.extraRows.length
    ? [
        {
          margin: [0, 8, 0, 0],
          table: {
            widths: ['*', 90],
            body: [
              [
                cell(edit.descHeading || 'Description', { style: 'th' }),
                cell(edit.valueHeading || 'Value (INR)', { style: 'th', alignment: 'right' }),
              ],
              ...edit.extraRows.map((r) => [
                r.description,
                cell(formatInr(r.value, false), { alignment: 'right' }),
              ]),
            ],
          },
        },
      ]
    : [];
  const totals: Content = {
    margin: [0, 8, 0, 0],
    table: {
      widths: ['*', 90],
      body: [
        ['Total amount (INR)', cell(formatInr(edit.totalAmount), { alignment: 'right' })],
        ['IGST total (INR)', cell(formatInr(edit.igstTotal), { alignment: 'right' })],
        [
          cell('Amount paid (INR)', { bold: true }),
          cell(formatInr(edit.paidAmount), { alignment: 'right', bold: true }),
        ],
      ],
    },
  };
  const signatory = edit.signatory?.name
    ? `${edit.signatory.name}${edit.signatory.designation ? `\n${edit.signatory.designation}` : ''}`
    : 'Authorised Signatory';
  return {
    info: { title: `Tax Invoice ${box.boxDetails.boxId}`, author: 'ExportDesk', subject: e.name },
    pageSize: 'A4',
    styles: STYLES,
    content: [
      ...header,
      parties,
      lines,
      ...extra,
      totals,
      ...(edit.amountInWrd
        ? [{ text: `Amount in words: ${edit.amountInWrd}`, margin: [0, 6, 0, 0], italics: true }]
        : []),
      ...(edit.extraInfo ? [{ text: edit.extraInfo, margin: [0, 6, 0, 0] }] : []),
      {
        text: 'Declaration: We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.',
        margin: [0, 12, 0, 24],
      },
      {
        columns: [
          { text: `Generated on ${formatDateDMY(new Date())}`, style: 'small' },
          { text: `For ${e.name}\n\n\n${signatory}`, alignment: 'right' },
        ],
      },
    ],
  };
}
