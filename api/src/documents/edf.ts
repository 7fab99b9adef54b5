/**
 * The RBI EDF (export declaration form) of one invoice, with the saved EDF details or the spec's
 * defaults ("amounts 0, mode L/C, category 1, nature 1, ACU payment Yes", 001 §9).
 */
import { EDF_CATEGORIES, EDF_DEFAULTS, EDF_NATURES, type EdfDetails } from '@exportdesk/core';
import { dateOf, docInfo, exporterLines, fields, inr, money, STYLES, type DocDefinition } from './common';
import type { DocketDocuments, Invoice } from './model';

export function buildEdf(d: DocketDocuments, inv: Invoice, details: Partial<EdfDetails> = {}): DocDefinition {
  const e = { ...EDF_DEFAULTS, ...details };
  return {
    info: docInfo(`EDF ${inv.invoiceNo}`, d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      { text: 'EXPORT DECLARATION FORM (EDF)', style: 'title' },
      {
        text: 'Form for declaration of export of goods through post (Reserve Bank of India)',
        style: 'subtitle',
      },
      fields([
        ['Form No.', e.formNo],
        [
          'Docket No. / PBE No.',
          `${d.docketNo}${d.shippingBill.no ? ` / ${d.shippingBill.no} (${dateOf(d.shippingBill.date)})` : ''}`,
        ],
        ['Exporter', exporterLines(d.exporter)],
        ['Category of exporter', `${e.categoryOfExporter} ${EDF_CATEGORIES[e.categoryOfExporter] ?? ''}`],
        ['Nature of contract', `${e.natureOfContract} ${EDF_NATURES[e.natureOfContract] ?? ''}`],
        ['Mode of realisation', e.modeOfRealisation],
        ['RBI approval No. / Date', `${e.rbiApprovalNo} ${e.rbiApprovalDate}`],
        ['Invoice No. / Date', `${inv.invoiceNo} / ${inv.invoiceDate}`],
        ['Invoice value', `${money(inv.fobForeign)} ${inv.currency} (${inr(inv.fobInr)})`],
        [
          'Freight / Insurance / Commission',
          `${e.freight} / ${e.insurance} / ${e.commission} ${inv.currency}`,
        ],
        ['Discount / Packing / Deduction', `${e.discount} / ${e.packing} / ${e.deduction} ${inv.currency}`],
        ['Third party', [e.thirdPartyName, e.thirdPartyAddress].filter(Boolean).join(', ')],
        ['Payment through ACU', e.acuPayment],
        ['Exporter declaration', e.exporterDeclaration],
        ['Receipt No. / Date', `${e.receiptNumber} ${e.receiptDate}`],
      ]),
      {
        text: 'I/We hereby declare that I/we am/are the seller/consignor of the goods in respect of which this declaration is made and that the particulars given above are true, and that the value is the full export value or the value which I/we expect to receive.',
        margin: [0, 12, 0, 24],
      },
      { text: `Signature of exporter: ______________________    ${d.exporter.name}` },
    ],
  };
}
