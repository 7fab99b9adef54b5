/**
 * Export documents of a docket: one builder per document, all from the same view model, and the
 * renderer. The API renders one document on request; the workers render many (all invoices).
 */
import type { DocketDocumentType, EdfDetails, PickupDocKind } from '@exportdesk/core';
import type { DocDefinition } from './common';
import { buildCustomsDeclarations } from './customs-declaration';
import { buildCpForms, parcelPostParcels } from './cp-form';
import { buildHarmonizedLabels, harmonizedParcels, type HarmonizedLabelOptions } from './harmonized-label';
import { buildPickupDocument, type PickupInfo } from './pickup-docs';
import { buildEdf } from './edf';
import { buildIbmWorkbook } from './ibm';
import { buildInvoice } from './invoice';
import { buildLabels } from './labels';
import type { DocketDocuments } from './model';
import { buildPackingList } from './packing-list';
import { buildPbe } from './pbe';
import { buildPbeSummary } from './pbe-summary';
import { renderPdf } from './render';

export { buildDocketDocuments, type DocketDocuments, type Invoice, type Parcel } from './model';
export { loadDocketDocuments } from './loader';
export { renderPdf } from './render';
export { asSpecimen, SPECIMEN_NOTE } from './specimen';
export { buildInvoice } from './invoice';
export { buildIbmWorkbook } from './ibm';
export { PBE_TITLE } from './pbe';
export { buildHarmonizedLabels, harmonizedParcels, type HarmonizedLabelOptions } from './harmonized-label';
export { buildPickupDocument, type PickupInfo } from './pickup-docs';
export { readExcelUpload, type ExcelCheck } from './excel-check';
export { buildCpForms, parcelPostParcels } from './cp-form';

/** Documents that are one PDF built from the docket (or one invoice of it). */
export const PDF_DOCUMENTS = [
  'pbe',
  'pbe-summary',
  'cn22',
  'cn23',
  'cn-with-label',
  'cp72',
  'packing-list',
  'labels',
  'invoice',
  'edf',
  'harmonized-label',
  'pickup-docs',
] as const;
export type PdfDocumentType = (typeof PDF_DOCUMENTS)[number];
export const isPdfDocument = (t: string): t is PdfDocumentType =>
  (PDF_DOCUMENTS as readonly string[]).includes(t);

export interface DocumentOptions {
  invoiceNo?: string;
  boxId?: string;
  edf?: Partial<EdfDetails>;
  /** the harmonized label's category, mailing date and (optionally) countries */
  harmonized?: HarmonizedLabelOptions;
  /** which pickup document, and the pickup it prints */
  pickup?: PickupInfo & { kind: PickupDocKind };
}

export class DocumentInputError extends Error {}

/** The definition of one document; throws DocumentInputError for an unknown invoice or parcel. */
export function buildDocument(
  d: DocketDocuments,
  type: PdfDocumentType,
  opts: DocumentOptions = {},
): DocDefinition {
  const parcels = opts.boxId ? d.parcels.filter((p) => p.boxId === opts.boxId) : d.parcels;
  if (opts.boxId && !parcels.length) throw new DocumentInputError('No parcel with this id in the docket.');
  const invoice = () => {
    const inv = opts.invoiceNo
      ? d.invoices.find((i) => i.invoiceNo === opts.invoiceNo)
      : d.invoices.length === 1
        ? d.invoices[0]
        : undefined;
    if (!inv)
      throw new DocumentInputError(
        opts.invoiceNo
          ? 'No invoice with this number in the docket.'
          : 'Please choose an invoice (invoiceNo).',
      );
    return inv;
  };
  const scoped = { ...d, parcels };
  switch (type) {
    case 'pbe':
      return buildPbe(d);
    case 'pbe-summary':
      return buildPbeSummary(d);
    case 'cn22':
    case 'cn23':
      return buildCustomsDeclarations(d, type, parcels);
    case 'cn-with-label':
      return buildLabels(scoped, true);
    case 'cp72': {
      const postal = parcelPostParcels(parcels);
      if (!postal.length)
        throw new DocumentInputError(
          opts.boxId
            ? 'This parcel is not a postal parcel (Air Parcel (CD)): it travels on a CN22/CN23.'
            : 'This docket has no postal parcel (Air Parcel (CD)).',
        );
      return buildCpForms(d, postal);
    }
    case 'labels':
      return buildLabels(scoped);
    case 'packing-list':
      return buildPackingList(d);
    case 'invoice':
      return buildInvoice(d, invoice());
    case 'edf':
      return buildEdf(d, invoice(), opts.edf);
    case 'harmonized-label': {
      if (!opts.harmonized)
        throw new DocumentInputError('Please choose the category of item and the mailing date.');
      const labelled = harmonizedParcels(d, opts.harmonized.countries);
      if (!labelled.length)
        throw new DocumentInputError('No tracked packet of this docket goes to the chosen countries.');
      return buildHarmonizedLabels(d, labelled, opts.harmonized);
    }
    case 'pickup-docs':
      if (!opts.pickup) throw new DocumentInputError('Please choose the pickup document.');
      return buildPickupDocument(d, opts.pickup.kind, opts.pickup);
  }
}

export async function renderDocument(
  d: DocketDocuments,
  type: PdfDocumentType | 'ibm',
  opts: DocumentOptions = {},
): Promise<Buffer> {
  return type === 'ibm' ? buildIbmWorkbook(d) : renderPdf(buildDocument(d, type, opts));
}

/** The tab's document types this module renders ('invoices' is the worker's zip, 'additional' are uploads). */
export const RENDERED_TYPES: readonly DocketDocumentType[] = [...PDF_DOCUMENTS, 'ibm'];
