/**
 * The RBI EDF (export declaration form) of one invoice, with the saved EDF details or the spec's
 * defaults ("amounts 0, mode L/C, category 1, nature 1, ACU payment Yes", 001 §9).
 */
import { dateOf, docInfo, exporterLines, fields, inr, money, STYLES, type DocDefinition } from './common';
import type { DocketDocuments, Invoice } from './model';

export const EDF_CATEGORIES: Record<string, string> = { '1': 'Custom (DTA units)', '2': 'SEZ', '3': 'Status holder exporters', '4': '100% EOU', '5': 'Warehouse Export', '6': 'Others' };
export const EDF_NATURES: Record<string, string> = { '1': 'FOB', '2': 'CIF', '3': 'C&F', '4': 'CI', '5': 'Others (door to door)' };

export interface EdfDetails {
  formNo: string;
  rbiApprovalNo: string;
  rbiApprovalDate: string;
  categoryOfExporter: string;
  natureOfContract: string;
  modeOfRealisation: string;
  exporterDeclaration: string;
  thirdPartyName: string;
  thirdPartyAddress: string;
  acuPayment: string;
  receiptNumber: string;
  receiptDate: string;
  freight: string;
  insurance: string;
  commission: string;
  discount: string;
  packing: string;
  deduction: string;
}

export const EDF_DEFAULTS: EdfDetails = {
  formNo: '', rbiApprovalNo: '', rbiApprovalDate: '', categoryOfExporter: '1', natureOfContract: '1', modeOfRealisation: 'L/C', exporterDeclaration: '90 days',
  thirdPartyName: '', thirdPartyAddress: '', acuPayment: 'Yes', receiptNumber: '', receiptDate: '', freight: '0', insurance: '0', commission: '0', discount: '0', packing: '0', deduction: '0',
};

export function buildEdf(d: DocketDocuments, inv: Invoice, details: Partial<EdfDetails> = {}): DocDefinition {
  const e = { ...EDF_DEFAULTS, ...details };
  return {
    info: docInfo(`EDF ${inv.invoiceNo}`, d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      { text: 'EXPORT DECLARATION FORM (EDF)', style: 'title' },
      { text: 'Form for declaration of export of goods through post (Reserve Bank of India)', style: 'subtitle' },
      fields([
        ['Form No.', e.formNo],
        ['Docket No. / PBE No.', `${d.docketNo}${d.shippingBill.no ? ` / ${d.shippingBill.no} (${dateOf(d.shippingBill.date)})` : ''}`],
        ['Exporter', exporterLines(d.exporter)],
        ['Category of exporter', `${e.categoryOfExporter} ${EDF_CATEGORIES[e.categoryOfExporter] ?? ''}`],
        ['Nature of contract', `${e.natureOfContract} ${EDF_NATURES[e.natureOfContract] ?? ''}`],
        ['Mode of realisation', e.modeOfRealisation],
        ['RBI approval No. / Date', `${e.rbiApprovalNo} ${e.rbiApprovalDate}`],
        ['Invoice No. / Date', `${inv.invoiceNo} / ${inv.invoiceDate}`],
        ['Invoice value', `${money(inv.fobForeign)} ${inv.currency} (${inr(inv.fobInr)})`],
        ['Freight / Insurance / Commission', `${e.freight} / ${e.insurance} / ${e.commission} ${inv.currency}`],
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
