/** Layout pieces shared by the document builders (pdfmake definitions are plain data). */
import { fixed2, formatDateDMY, formatInr, formatInrRate, gramsToKg, parcelTypeName } from '@exportdesk/core';
import type { Consignee, DocketDocuments, Exporter } from './model';

/** pdfmake's content nodes; pdfmake ships no types, and a builder only needs to produce data. */
export type Content = string | { [key: string]: unknown } | Content[];

export interface DocDefinition {
  content: Content[];
  info?: { title?: string; author?: string; subject?: string; creationDate?: Date };
  pageSize?: string | { width: number; height: number };
  pageOrientation?: 'portrait' | 'landscape';
  pageMargins?: number | [number, number, number, number];
  defaultStyle?: Record<string, unknown>;
  styles?: Record<string, Record<string, unknown>>;
  footer?: unknown;
  /** pdfmake's text drawn across every page (a staging site's SPECIMEN, documents/specimen.ts). */
  watermark?: { text: string; color?: string; opacity?: number; bold?: boolean };
}

export const inr = (n: number) => formatInr(n);
/** A rupee amount under a '(INR)' heading: Indian grouping, no symbol (1,23,456.00). */
export const rupees = (n: number) => formatInr(n, false);
/** Rupees per unit of a foreign currency, up to 6 decimals (KRW 0.062). */
export const inrRate = (n: number) => formatInrRate(n);
/** A parcel's service in the names table's words (the CLI's and the calculator's). */
export const serviceOf = (parcelType: string) => parcelTypeName(parcelType);
export const money = (n: number) => fixed2(n);
export const kgOf = (grams: number) => gramsToKg(grams);
export const dateOf = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms)));

export const STYLES = {
  title: { fontSize: 13, bold: true, alignment: 'center', margin: [0, 0, 0, 6] },
  subtitle: { fontSize: 9, alignment: 'center', margin: [0, 0, 0, 8] },
  th: { bold: true, fillColor: '#eeeeee' },
  label: { bold: true },
  small: { fontSize: 7 },
} as const;

/**
 * The PDF's info. Its creation date is the docket's, not the clock's: pdfkit otherwise stamps
 * `new Date()` and derives the file ID from it, so the same document rendered twice (or in a
 * render thread and in process, issue 29) differed in its bytes.
 */
export function docInfo(title: string, d: DocketDocuments) {
  return {
    title: `${title} ${d.docketNo}`,
    author: 'ExportDesk',
    subject: d.exporter.name,
    creationDate: new Date(d.createdAt),
  };
}

/** A two-column block of label: value rows without borders. */
export function fields(rows: Array<[string, string | number | null | undefined]>): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([k, v]) => [{ text: k, style: 'label' }, String(v ?? '')]),
    },
    layout: 'noBorders',
  };
}

export function exporterLines(e: Exporter): string {
  return [e.name, `IEC: ${e.ieCode}`, e.gstin ? `GSTIN: ${e.gstin}` : null, e.email, e.mobile]
    .filter(Boolean)
    .join('\n');
}

export function consigneeLines(c: Consignee): string {
  return [
    c.name,
    c.businessName,
    c.address,
    [c.city, c.state, c.zipCode].filter(Boolean).join(', '),
    c.country,
    c.mobile ? `Tel: ${c.mobile}` : null,
    c.email,
  ]
    .filter(Boolean)
    .join('\n');
}

/** A table with a grey header row. */
export function grid(
  widths: Array<string | number>,
  header: string[],
  rows: Array<Array<string | number | Content>>,
  extra: Record<string, unknown> = {},
): Content {
  return {
    table: {
      headerRows: 1,
      widths,
      body: [
        header.map((h) => ({ text: h, style: 'th' })),
        ...rows.map((r) => r.map((c) => (typeof c === 'number' ? String(c) : c))),
      ],
    },
    ...extra,
  };
}
