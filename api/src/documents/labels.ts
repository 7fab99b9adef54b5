/**
 * Shipping labels, one A6 page per parcel, with Code 128 barcodes of the tracking number and of
 * the parcel's scan id (issue 6): `<docket no>-<box id>` (core `parcelScanId`), the id the FPO
 * scan (POST /api/v1/order/scanParcel) accepts; a bare box id is only unique within its docket.
 * With `withDeclaration` the parcel's CN22/CN23 follows its label ("CN22/23 with label", BETA).
 */
import { parcelScanId } from '@exportdesk/core';
import { barcode128, trackingBarcode } from './barcode';
import { consigneeLines, docInfo, kgOf, serviceOf, STYLES, type Content, type DocDefinition } from './common';
import { cn22Page, cn23Page } from './customs-declaration';
import type { DocketDocuments, Parcel } from './model';

export function labelPage(d: DocketDocuments, p: Parcel): Content[] {
  return [
    {
      columns: [
        { text: 'India Post', bold: true, fontSize: 11 },
        { text: serviceOf(p.parcelType), alignment: 'right', bold: true },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 257, y2: 2, lineWidth: 1 }], margin: [0, 2, 0, 4] },
    trackingBarcode(p, 257, 40),
    {
      text: [{ text: 'To:\n', bold: true }, consigneeLines(p.consignee)],
      fontSize: 10,
      margin: [0, 6, 0, 6],
    },
    {
      text: [{ text: 'From: ', bold: true }, `${d.exporter.name} (IEC ${d.exporter.ieCode})`],
      margin: [0, 0, 0, 4],
    },
    {
      columns: [
        { text: `Gross wt: ${kgOf(p.grossGrams)} kg` },
        { text: `${p.form}    Docket ${d.docketNo}`, alignment: 'right' },
      ],
      margin: [0, 0, 0, 6],
    },
    barcode128(parcelScanId(d.docketNo, p.boxId), 257, 28),
    { text: `Parcel ${p.n} of ${d.parcels.length}`, alignment: 'center', fontSize: 7, margin: [0, 4, 0, 0] },
  ];
}

export function buildLabels(d: DocketDocuments, withDeclaration = false): DocDefinition {
  const content: Content[] = [];
  d.parcels.forEach((p, k) => {
    if (k > 0) content.push({ text: '', pageBreak: 'before' });
    content.push(...labelPage(d, p));
    if (withDeclaration)
      content.push(
        { text: '', pageBreak: 'before' },
        ...(p.form === 'CN22' ? cn22Page(d, p) : cn23Page(d, p)),
      );
  });
  return {
    info: docInfo(withDeclaration ? 'CN22/23 with label' : 'Shipping labels', d),
    pageSize: 'A6',
    pageMargins: 10,
    styles: STYLES,
    defaultStyle: { fontSize: 8 },
    content,
  };
}
