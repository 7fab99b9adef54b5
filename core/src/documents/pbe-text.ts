/**
 * The postal bill of export's fixed template (002 §2.5 "Postal bill print page"): its texts, the
 * way its fields and parcel rows read, and the wire shape of `GET /api/v1/dockets/{docket}/pbe-print`.
 * Used by the PDF builder (api/src/documents/pbe.ts) and the print page (mfe-docs /postalbill/:docket),
 * so the screen and the PDF say the same thing in the same words.
 */
import { z } from 'zod';
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

export const pbePrintExporterSchema = z.object({
  name: z.string(),
  ieCode: z.string(),
  gstin: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});
export type PbePrintExporter = z.output<typeof pbePrintExporterSchema>;

export const pbePrintParcelSchema = z.object({
  n: z.number().int().describe('Position in the docket, from 1'),
  boxId: z.string(),
  trackingNo: z.string(),
  invoiceNos: z.array(z.string()),
  descriptions: z.array(z.string()),
  country: z.string(),
  hsnCodes: z.array(z.string()).describe("Distinct HS codes of the parcel's items, in item order"),
  grossGrams: z.number(),
  valueInr: z.number(),
});
export type PbePrintParcel = z.output<typeof pbePrintParcelSchema>;

/** `GET /api/v1/dockets/{docket}/pbe-print`: everything the postal bill prints, nothing else. */
export const pbePrintSchema = z
  .object({
    docketNo: z.string(),
    pbeType: z.string(),
    shippingBill: z.object({ no: z.string().nullable(), date: z.number().nullable() }),
    exporter: pbePrintExporterSchema,
    fpo: z
      .object({ portCode: z.string(), fpoName: z.string() })
      .nullable()
      .describe('The foreign post office the docket is filed at, when known'),
    totals: z.object({ parcels: z.number().int(), grossGrams: z.number(), fobInr: z.number() }),
    parcels: z.array(pbePrintParcelSchema),
    revision: z.string().describe('The docket revision: the PDF of the same revision prints exactly this'),
  })
  .meta({ id: 'PbePrint' });
export type PbePrint = z.output<typeof pbePrintSchema>;

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
