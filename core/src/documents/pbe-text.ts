/**
 * The postal bill of export's fixed template (002 §2.5 "Postal bill print page"): its texts, the
 * way its fields and parcel rows read, and the wire shape of `GET /api/v1/dockets/{docket}/pbe-print`.
 * Used by the PDF builder (api/src/documents/pbe.ts) and the print page (mfe-docs /postalbill/:docket),
 * so the screen and the PDF say the same thing in the same words.
 */
import { formatDateDMY, formatInr } from '../format';
import { gramsToKg } from './money';
import type { ForeignPostOffice } from '../orders/fpo';

export const PBE_TEXT = {
  title: 'POSTAL BILL FOR EXPORT OF DUTY FREE GOODS THROUGH FOREIGN POST OFFICE USING E- COMMERCE',
  form: (pbeType: string) => `Form ${pbeType}`,
  fields: {
    docketNo: 'Docket No. (temporary shipping bill)',
    pbeNo: 'PBE No.',
    pbeDate: 'PBE Date',
    parcels: 'Number of parcels',
    grossKg: 'Total gross weight (kg)',
    fobInr: 'Total FOB value (INR)',
  },
  pbeNoPending: 'To be assigned by customs',
  blocks: {
    exporter: '1. Exporter',
    agent: '2. Authorised agent / CHA',
    fpo: '3. Foreign Post Office',
    declaration: '4. Declaration',
  },
  agent: 'Self (filed by the exporter through ExportDesk)',
  fpo: 'Foreign Post Office of booking, India Post',
  declaration:
    'I/We declare that the particulars given above and overleaf are true and correct; that the goods are duty free and are being exported through the foreign post office by way of e-commerce; and that the export proceeds will be realised as per the rules of the Reserve Bank of India.',
  signatureLine: '______________________',
  signatures: {
    exporter: 'Signature of exporter / authorised agent',
    officer: 'Signature of customs officer with date',
  },
  overleaf: 'Details of Parcels overleaf',
  parcelsTitle: (docketNo: string) => `Details of parcels — ${docketNo}`,
  parcelColumns: [
    'Sl.',
    'Parcel ID',
    'Tracking No.',
    'Invoice No. / Description',
    'Country',
    'HS code',
    'Gross wt (kg)',
    'FOB (INR)',
  ],
} as const;

export interface PbePrintExporter {
  name: string;
  ieCode: string;
  gstin: string | null;
  email: string | null;
  mobile: string | null;
}

export interface PbePrintParcel {
  /** Position in the docket, from 1. */
  n: number;
  boxId: string;
  trackingNo: string;
  invoiceNos: string[];
  descriptions: string[];
  country: string;
  /** Distinct HS codes of the parcel's items, in item order. */
  hsnCodes: string[];
  grossGrams: number;
  valueInr: number;
}

/** `GET /api/v1/dockets/{docket}/pbe-print`: everything the postal bill prints, nothing else. */
export interface PbePrint {
  docketNo: string;
  pbeType: string;
  shippingBill: { no: string | null; date: number | null };
  exporter: PbePrintExporter;
  /** the foreign post office the docket is filed at, when known */
  fpo: ForeignPostOffice | null;
  totals: { parcels: number; grossGrams: number; fobInr: number };
  parcels: PbePrintParcel[];
  /** The docket revision: the PDF of the same revision prints exactly this. */
  revision: string;
}

/** The foreign post office block: the docket's FPO by name and port code, else the generic line. */
export const pbeFpoText = (fpo: ForeignPostOffice | null) =>
  fpo ? `${fpo.fpoName} (${fpo.portCode})` : PBE_TEXT.fpo;

const dmy = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms)));

/** The label: value rows under the heading, formatted as printed. */
export function pbeFieldRows(
  p: Pick<PbePrint, 'docketNo' | 'shippingBill' | 'totals'>,
): Array<[string, string]> {
  const F = PBE_TEXT.fields;
  return [
    [F.docketNo, p.docketNo],
    [F.pbeNo, p.shippingBill.no ?? PBE_TEXT.pbeNoPending],
    [F.pbeDate, p.shippingBill.no ? dmy(p.shippingBill.date) : ''],
    [F.parcels, String(p.totals.parcels)],
    [F.grossKg, gramsToKg(p.totals.grossGrams)],
    [F.fobInr, formatInr(p.totals.fobInr)],
  ];
}

/** The exporter block's lines. */
export function pbeExporterLines(e: PbePrintExporter): string[] {
  return [e.name, `IEC: ${e.ieCode}`, e.gstin ? `GSTIN: ${e.gstin}` : null, e.email, e.mobile].filter(
    (x): x is string => Boolean(x),
  );
}

/** One overleaf row, cell by cell in `PBE_TEXT.parcelColumns` order (the invoice cell has two lines). */
export function pbeParcelCells(p: PbePrintParcel): string[] {
  return [
    String(p.n),
    p.boxId,
    p.trackingNo,
    `${p.invoiceNos.join(', ')}\n${p.descriptions.join('; ')}`,
    p.country,
    p.hsnCodes.join(', '),
    gramsToKg(p.grossGrams),
    formatInr(p.valueInr, false),
  ];
}
