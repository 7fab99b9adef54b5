/** Calls of My documents (/export-documents; issue 16): the list and the zip of chosen documents. */
import {
  DOCKET_CONTRACTS,
  DOCUMENT_CONTRACTS,
  pathOf,
  type ExportDocumentKind,
  type ExportDocumentRow,
} from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type { ExportDocumentRow };
import { downloadFile } from '../docket/docketCalls';

export interface ExportDocumentsFilter {
  docket: string;
  fromDate: string; // YYYY-MM-DD, as the date picker gives it
  toDate: string;
  type: '' | ExportDocumentKind;
}

export const EMPTY_FILTER: ExportDocumentsFilter = { docket: '', fromDate: '', toDate: '', type: '' };

/** The wire query: the PBE list's words for the docket search and dates, plus the kind. */
export function wireQuery(f: ExportDocumentsFilter, page: number): Record<string, string> {
  const q: Record<string, string> = { page: String(page) };
  if (f.docket.trim())
    Object.assign(q, { isSearch: 'true', searchType: 'docket', searchInput: f.docket.trim() });
  if (f.fromDate) q.fromDate = f.fromDate;
  if (f.toDate) q.toDate = f.toDate;
  if (f.type) q.type = f.type;
  return q;
}

export const listExportDocuments = (f: ExportDocumentsFilter, page: number, signal?: AbortSignal) =>
  callContract(DOCKET_CONTRACTS.exportDocuments, { query: wireQuery(f, page) }, signal);

/** One document, as the docket page downloads it. */
export const downloadDocument = (r: ExportDocumentRow) =>
  downloadFile(
    pathOf(DOCUMENT_CONTRACTS.document, { docket: r.docketNo, type: r.type }, { download: '1' }),
    `${r.title.replace(/\W+/g, '_')}_${r.docketNo}`,
  );

/** The chosen documents as one zip (the server takes 1 to 50). */
export const downloadZip = (rows: ExportDocumentRow[]) =>
  downloadFile(pathOf(DOCKET_CONTRACTS.exportDocumentsZip), 'Export_Documents', {
    method: 'POST',
    body: { items: rows.map((r) => ({ docketNo: r.docketNo, type: r.type })) },
  });
