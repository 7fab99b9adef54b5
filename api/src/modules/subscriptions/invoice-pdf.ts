/**
 * The GST tax invoice / credit note PDF of a subscription payment (its own file: a renderer).
 * pdfmake prints text nodes as text, so HTML or SQL in a company name appears literally.
 */
import {
  amountInWords,
  formatDateDMY,
  formatInr,
  gstinState,
  invoiceNoToPath,
  placeOfSupplyLabel,
} from '@exportdesk/core';
import { asSpecimen, renderPdf } from '../../documents';
import type { DocDefinition } from '../../documents/common';
import type { TaxInvoice } from './repo';

export interface SupplierInfo {
  name: string;
  gstin: string;
  address: string;
}

const rs = (n: number) => formatInr(n, false);

/** `specimen`: a staging site on sandbox drivers (ALLOW_SANDBOX_DRIVERS=1): its payments were not real. */
export function taxInvoicePdf(inv: TaxInvoice, supplier: SupplierInfo, specimen = false): Promise<Buffer> {
  const credit = inv.kind === 'credit';
  const title = credit ? 'CREDIT NOTE' : 'TAX INVOICE';
  const intra = inv.cgst > 0 || inv.sgst > 0;
  // Invoices made before issue 27 kept no place of supply: the one their tax split implies.
  const place = placeOfSupplyLabel(
    inv.placeOfSupply ?? (intra ? gstinState(supplier.gstin) : gstinState(inv.recipientGstin)),
  );
  const taxRows = intra
    ? [
        ['CGST @ 9%', rs(inv.cgst)],
        ['SGST @ 9%', rs(inv.sgst)],
      ]
    : [['IGST @ 18%', rs(inv.igst)]];
  const drawing: DocDefinition = {
    info: { title: `${title} ${inv.invoiceNo}`, author: supplier.name, subject: inv.recipientName },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { fontSize: 9 },
    content: [
      { text: title, fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 10] },
      {
        columns: [
          [
            { text: supplier.name, bold: true },
            { text: supplier.address },
            { text: `GSTIN: ${supplier.gstin}` },
            { text: `State: ${placeOfSupplyLabel(gstinState(supplier.gstin))}` },
          ],
          [
            {
              text: `${credit ? 'Credit note' : 'Invoice'} No: ${inv.invoiceNo}`,
              alignment: 'right',
              bold: true,
            },
            { text: `Date: ${formatDateDMY(new Date(inv.date + 5.5 * 3600_000))}`, alignment: 'right' },
            inv.orderId ? { text: `Payment order: ${inv.orderId}`, alignment: 'right' } : '',
            place ? { text: `Place of supply: ${place}`, alignment: 'right' } : '',
          ],
        ],
        margin: [0, 0, 0, 12],
      },
      { text: 'Bill to', bold: true },
      { text: inv.recipientName },
      inv.recipientAddress ? { text: inv.recipientAddress } : '',
      { text: `GSTIN: ${inv.recipientGstin ?? 'Unregistered'}` },
      inv.recipientIeCode ? { text: `IE Code: ${inv.recipientIeCode}` } : '',
      {
        margin: [0, 12, 0, 0],
        table: {
          headerRows: 1,
          widths: ['*', 60, 90],
          body: [
            [
              { text: 'Description', bold: true },
              { text: 'SAC', bold: true },
              { text: 'Amount (INR)', bold: true, alignment: 'right' },
            ],
            [inv.description, inv.sac, { text: rs(inv.taxable), alignment: 'right' }],
            ...taxRows.map(([k, v]) => [{ text: k, colSpan: 2 }, '', { text: v, alignment: 'right' }]),
            [
              { text: 'Total', bold: true, colSpan: 2 },
              '',
              { text: rs(inv.total), bold: true, alignment: 'right' },
            ],
          ],
        },
      },
      { text: `Amount in words: ${amountInWords(inv.total)}`, margin: [0, 8, 0, 0], italics: true },
      {
        text: credit
          ? 'This credit note reverses the invoice of the cancelled plan; the amount is credited to the wallet.'
          : 'This is a computer generated invoice and needs no signature.',
        margin: [0, 16, 0, 0],
        fontSize: 8,
        color: '#555555',
      },
    ],
  };
  return renderPdf(specimen ? asSpecimen(drawing) : drawing);
}

export const invoiceFileName = (no: string) => `${invoiceNoToPath(no)}.pdf`;
