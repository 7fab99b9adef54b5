/**
 * My documents (`/export-documents`, issue 16): every whole-docket document of the dockets a user
 * may see, by kind and date, with a bulk download as one zip. Which kinds a role sees of a docket
 * is still `canSeeDocument` (001 §6); this file only names the kinds the page lists and its limits.
 */
import type { DocketDocumentType } from './access';

/** The documents made for a whole docket (per-invoice and per-parcel papers stay on the docket page). */
export const EXPORT_DOCUMENT_KINDS = [
  'pbe',
  'pbe-summary',
  'cn22',
  'cn23',
  'packing-list',
  'labels',
] as const satisfies readonly DocketDocumentType[];
export type ExportDocumentKind = (typeof EXPORT_DOCUMENT_KINDS)[number];

/** The names the docket page's documents table uses. */
export const EXPORT_DOCUMENT_TITLES: Record<ExportDocumentKind, string> = {
  pbe: 'PBE',
  'pbe-summary': 'PBE Summary',
  cn22: 'CN22 / CN23',
  cn23: 'CN23 (all parcels)',
  'packing-list': 'Packing List',
  labels: 'Shipping Labels',
};

/**
 * One zip holds at most this many documents: each may need rendering (a CN23 set of a big docket
 * is seconds of CPU), and a request must end in reasonable time. Larger sets: several zips.
 */
export const EXPORT_DOCUMENTS_ZIP_MAX = 50;

export const EXPORT_DOCUMENTS_MSG = {
  noneSelected: 'Select at least one document.',
  tooMany: (n: number) =>
    `A zip holds at most ${EXPORT_DOCUMENTS_ZIP_MAX} documents; ${n} were selected. Download them in parts.`,
  badKind: `type must be one of ${EXPORT_DOCUMENT_KINDS.join(', ')}`,
  noDocuments: 'No documents found',
} as const;

/** A document's name inside the zip: `<docket>/<kind>.pdf`, one folder per docket. */
export const zipEntryName = (docketNo: string, kind: ExportDocumentKind) => `${docketNo}/${kind}.pdf`;
