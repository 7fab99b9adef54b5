/**
 * The GST report (002 §2.8 "GST report page", §7 "downloadGstin", §8, §9 "GST years listed 2018 to
 * 2030; months 01 to 12. Provider defaults: indiapost; Fedex sets status Pickup Done; Aramex sets
 * Pickup Scheduled. Note options: All, PBE not submitted in FPO, PBE submitted, PBE Cancelled").
 *
 * The file is GSTR-1 Table 6A (exports) as the GST offline tool takes it: the `exp` sheet with its
 * ten columns, and the same rows as the GSTR-1 JSON `exp` section. Shared by the API (which
 * writes them), the page (its selects) and the CLI.
 */
import { z } from 'zod';
import type { CarrierId } from '../carriers/vocabulary';

export const GST_YEARS: readonly number[] = Array.from({ length: 2030 - 2018 + 1 }, (_, i) => 2018 + i);
export const GST_MONTHS: readonly string[] = Array.from({ length: 12 }, (_, i) =>
  String(i + 1).padStart(2, '0'),
);

const IST_OFFSET_MS = 330 * 60_000;

/**
 * The GST period a person most likely wants: the last complete month in India (a return is
 * filed for the month just ended), as the form's year and month; held within GST_YEARS.
 */
export function lastCompleteGstMonth(now: Date = new Date()): { year: string; month: string } {
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  let y = ist.getUTCFullYear();
  let m = ist.getUTCMonth(); // 0-based this month = 1-based last month
  if (m === 0) {
    y -= 1;
    m = 12;
  }
  const first = GST_YEARS[0];
  const last = GST_YEARS[GST_YEARS.length - 1];
  if (y < first) return { year: String(first), month: '01' };
  if (y > last) return { year: String(last), month: '12' };
  return { year: String(y), month: String(m).padStart(2, '0') };
}

export const GST_NOTES = ['All', 'PBE not submitted in FPO', 'PBE submitted', 'PBE Cancelled'] as const;
export type GstNote = (typeof GST_NOTES)[number];

/** The spec's provider tabs (002 §2.8 "Provider tabs INDIA POST, Fedex, Aramex"): its words, our ids. */
export const GST_PROVIDERS = [
  { id: 'indiapost', label: 'INDIA POST' },
  { id: 'fedex', label: 'Fedex' },
  { id: 'aramex', label: 'Aramex' },
] as const satisfies ReadonlyArray<{ id: CarrierId; label: string }>;
export type GstProvider = (typeof GST_PROVIDERS)[number]['id'];

/**
 * The status select of the courier tabs. The spec names only the two defaults; ours: the
 * pickup's states a courier booking moves through, plus All.
 */
export const GST_COURIER_STATUSES = ['All', 'Pickup Scheduled', 'Pickup Done', 'Cancelled'] as const;
export type GstCourierStatus = (typeof GST_COURIER_STATUSES)[number];

/** "Fedex sets status Pickup Done; Aramex sets Pickup Scheduled." */
export const GST_PROVIDER_DEFAULT_STATUS: Record<GstProvider, GstCourierStatus | null> = {
  indiapost: null,
  fedex: 'Pickup Done',
  aramex: 'Pickup Scheduled',
};

export const GST_MSG = {
  year: 'Please select a year',
  month: 'Please select a month',
  ieCode: 'ieCode is required: choose the exporter whose GST report you want.',
  notLinked: (iec: string) => `ieCode ${iec} is not an exporter linked to your account.`,
  note: 'Please select a valid note.',
  status: 'Please select a valid status.',
  provider: 'Please select a service provider: indiapost, fedex or aramex.',
} as const;

const optText = z
  .union([z.string(), z.number()])
  .optional()
  .nullable()
  .transform((v) => (v === undefined || v === null ? '' : String(v).trim()));

/**
 * downloadGstin: month, year, ieCode, selectedNote, serviceProvider, status. A month outside 01–12
 * (13) is 'Please select a month', a year outside 2018–2030 (2017) 'Please select a year': the
 * selects offer nothing else.
 */
export const downloadGstinSchema = z
  .object({
    month: optText,
    year: optText,
    ieCode: optText,
    selectedNote: optText,
    serviceProvider: optText,
    status: optText,
    /** ours: 'xlsx' (default) or 'json', the GSTR-1 JSON `exp` section */
    format: optText,
  })
  .transform((q, ctx) => {
    const year = /^\d{4}$/.test(q.year) ? Number(q.year) : NaN;
    if (!GST_YEARS.includes(year)) {
      ctx.addIssue({ code: 'custom', path: ['year'], message: GST_MSG.year });
      return z.NEVER;
    }
    const month = /^\d{1,2}$/.test(q.month) ? q.month.padStart(2, '0') : '';
    if (!GST_MONTHS.includes(month)) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: GST_MSG.month });
      return z.NEVER;
    }
    const provider = (q.serviceProvider || 'indiapost').toLowerCase() as GstProvider;
    if (!GST_PROVIDERS.some((p) => p.id === provider)) {
      ctx.addIssue({ code: 'custom', path: ['serviceProvider'], message: GST_MSG.provider });
      return z.NEVER;
    }
    const note = (q.selectedNote || 'All') as GstNote;
    if (provider === 'indiapost' && !GST_NOTES.includes(note)) {
      ctx.addIssue({ code: 'custom', path: ['selectedNote'], message: GST_MSG.note });
      return z.NEVER;
    }
    const status = (q.status || GST_PROVIDER_DEFAULT_STATUS[provider] || 'All') as GstCourierStatus;
    if (provider !== 'indiapost' && !GST_COURIER_STATUSES.includes(status)) {
      ctx.addIssue({ code: 'custom', path: ['status'], message: GST_MSG.status });
      return z.NEVER;
    }
    if (q.format && q.format !== 'xlsx' && q.format !== 'json') {
      ctx.addIssue({ code: 'custom', path: ['format'], message: 'format is xlsx or json.' });
      return z.NEVER;
    }
    return {
      month,
      year,
      ieCode: q.ieCode.toUpperCase(),
      provider,
      note: provider === 'indiapost' ? note : null,
      status: provider === 'indiapost' ? null : status,
      format: (q.format || 'xlsx') as 'xlsx' | 'json',
    };
  });
export type DownloadGstinQuery = z.output<typeof downloadGstinSchema>;

/** The offline tool's Table 6A (`exp` sheet) header, exactly. */
export const GSTR_EXP_COLUMNS = [
  'Export Type',
  'Invoice Number',
  'Invoice date',
  'Invoice Value',
  'Port Code',
  'Shipping Bill Number',
  'Shipping Bill Date',
  'Rate',
  'Taxable Value',
  'Cess Amount',
] as const;

export type ExportType = 'WPAY' | 'WOPAY';

/**
 * "Export Type (WPAY or WOPAY from the IGST mode)". Ours where the mode says neither: an order
 * with 'Not Applicable' or no mode at all (orders saved before igstMode was required) is reported
 * WOPAY — an export under LUT/Bond pays no IGST, so nothing is claimed that was not paid — and
 * the download says how many such invoices it had (`assumedWopay`), so the exporter can check.
 */
export function exportTypeOf(igstMode: string | null | undefined): { type: ExportType; assumed: boolean } {
  if (igstMode === 'Export with Payment of IGST') return { type: 'WPAY', assumed: false };
  return { type: 'WOPAY', assumed: igstMode !== 'Export under LUT/Bond' };
}

const MMM = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** DD-MM-YYYY (the order's invoiceDate) → dd-mmm-yyyy, the offline tool's date form ('05-Oct-2026'). */
export function dmyToGstDate(dmy: string): string {
  const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dmy);
  if (!m) return dmy;
  return `${m[1]}-${MMM[Number(m[2]) - 1]}-${m[3]}`;
}

/** Epoch ms → dd-mmm-yyyy (UTC day). */
export function epochToGstDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${MMM[d.getUTCMonth()]}-${d.getUTCFullYear()}`;
}

/** Epoch ms → dd-mm-yyyy, the GSTR-1 JSON date form. */
export function epochToJsonDate(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '';
  const d = new Date(ms);
  return `${String(d.getUTCDate()).padStart(2, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${d.getUTCFullYear()}`;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** One item of an invoice, as the report reads it (rupees). */
export interface GstrItem {
  igstMode: string | null;
  /** the item's value in rupees: FOB + freight + insurance + other charges */
  valueInr: number;
  igstRate: number;
  cessRate: number;
}

/** One invoice of the month (its items possibly at several rates). */
export interface GstrInvoiceInput {
  invoiceNo: string;
  /** DD-MM-YYYY */
  invoiceDate: string;
  portCode: string;
  shippingBillNo: string | null;
  shippingBillDate: number | null;
  items: GstrItem[];
}

export interface GstrRateLine {
  rate: number;
  taxable: number;
  igst: number;
  cess: number;
}

export interface GstrInvoice {
  exportType: ExportType;
  assumedWopay: boolean;
  invoiceNo: string;
  invoiceDate: string;
  invoiceValue: number;
  portCode: string;
  shippingBillNo: string;
  shippingBillDate: number | null;
  lines: GstrRateLine[];
}

/**
 * An invoice's Table 6A figures. Taxable value per rate = the items' value in rupees (FOB +
 * freight + insurance + other charges: the transaction value). IGST and cess are computed only
 * for WPAY (paid); WOPAY reports the rate with no tax. Invoice value = taxable + IGST + cess.
 * The invoice's export type is its first item's mode (one invoice, one mode).
 */
export function gstrInvoice(inv: GstrInvoiceInput): GstrInvoice {
  const { type, assumed } = exportTypeOf(inv.items[0]?.igstMode);
  const byRate = new Map<number, GstrRateLine>();
  for (const it of inv.items) {
    const line = byRate.get(it.igstRate) ?? { rate: it.igstRate, taxable: 0, igst: 0, cess: 0 };
    line.taxable += it.valueInr;
    if (type === 'WPAY') {
      line.igst += (it.valueInr * it.igstRate) / 100;
      line.cess += (it.valueInr * it.cessRate) / 100;
    }
    byRate.set(it.igstRate, line);
  }
  const lines = [...byRate.values()]
    .map((l) => ({ rate: l.rate, taxable: round2(l.taxable), igst: round2(l.igst), cess: round2(l.cess) }))
    .sort((a, b) => a.rate - b.rate);
  return {
    exportType: type,
    assumedWopay: assumed,
    invoiceNo: inv.invoiceNo,
    invoiceDate: inv.invoiceDate,
    invoiceValue: round2(lines.reduce((s, l) => s + l.taxable + l.igst + l.cess, 0)),
    portCode: inv.portCode,
    shippingBillNo: inv.shippingBillNo ?? '',
    shippingBillDate: inv.shippingBillDate,
    lines,
  };
}

/** The invoice's rows of the `exp` sheet (one per rate), in GSTR_EXP_COLUMNS order. */
export function gstrSheetRows(inv: GstrInvoice): Array<Array<string | number>> {
  return inv.lines.map((l) => [
    inv.exportType,
    inv.invoiceNo,
    dmyToGstDate(inv.invoiceDate),
    inv.invoiceValue,
    inv.portCode,
    inv.shippingBillNo,
    epochToGstDate(inv.shippingBillDate),
    l.rate,
    l.taxable,
    l.cess,
  ]);
}

/** The invoice as an entry of the GSTR-1 JSON `exp[].inv[]` (dates dd-mm-yyyy, as the portal's JSON). */
export function gstrJsonInvoice(inv: GstrInvoice) {
  return {
    inum: inv.invoiceNo,
    idt: inv.invoiceDate,
    val: inv.invoiceValue,
    ...(inv.portCode ? { sbpcode: inv.portCode } : {}),
    ...(inv.shippingBillNo ? { sbnum: inv.shippingBillNo } : {}),
    ...(inv.shippingBillDate !== null ? { sbdt: epochToJsonDate(inv.shippingBillDate) } : {}),
    itms: inv.lines.map((l) => ({ txval: l.taxable, rt: l.rate, iamt: l.igst, csamt: l.cess })),
  };
}

/** The return period of GSTR-1: MMYYYY. */
export const gstReturnPeriod = (month: string, year: number) => `${month}${year}`;
