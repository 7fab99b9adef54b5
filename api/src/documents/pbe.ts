/**
 * The postal bill of export (002 §2.5 "Postal bill print page"): the fixed template with its
 * exporter, agent and foreign post office blocks, the declaration, signature lines and the note
 * 'Details of Parcels overleaf'; the parcels follow on the next page. Texts, field rows and parcel
 * cells come from core (`PBE_TEXT`, shared with the print page); the data is `pbePrintOf(model)`,
 * the same answer `GET …/pbe-print` gives the page.
 */
import {
  PBE_TEXT,
  pbeExporterLines,
  pbeFieldRows,
  pbeFpoText,
  pbeParcelCells,
  type PbePrint,
} from '@exportdesk/core';
import { docInfo, fields, grid, STYLES, type DocDefinition } from './common';
import type { DocketDocuments } from './model';

export const PBE_TITLE = PBE_TEXT.title;

/** What the postal bill prints, from the view model (the PDF and the print page both read this). */
export function pbePrintOf(d: DocketDocuments): PbePrint {
  return {
    docketNo: d.docketNo,
    pbeType: d.pbeType,
    shippingBill: d.shippingBill,
    exporter: d.exporter,
    fpo: d.fpo,
    totals: { parcels: d.totals.parcels, grossGrams: d.totals.grossGrams, fobInr: d.totals.fobInr },
    parcels: d.parcels.map((p) => ({
      n: p.n,
      boxId: p.boxId,
      trackingNo: p.trackingNo,
      invoiceNos: p.invoiceNos,
      descriptions: p.items.map((i) => i.description),
      country: p.consignee.country,
      hsnCodes: [...new Set(p.items.map((i) => i.hsnCode))],
      grossGrams: p.grossGrams,
      valueInr: p.valueInr,
    })),
    revision: d.revision,
  };
}

export function buildPbe(d: DocketDocuments): DocDefinition {
  const p = pbePrintOf(d);
  const T = PBE_TEXT;
  const box = (title: string, body: unknown) => ({
    table: { widths: ['*'], body: [[{ text: title, style: 'label', fillColor: '#eeeeee' }], [body]] },
    margin: [0, 0, 0, 6],
  });
  return {
    info: docInfo('Postal Bill of Export', d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      { text: T.title, style: 'title' },
      { text: T.form(p.pbeType), style: 'subtitle' },
      fields(pbeFieldRows(p)),
      { text: ' ' },
      box(T.blocks.exporter, pbeExporterLines(p.exporter).join('\n')),
      box(T.blocks.agent, T.agent),
      box(T.blocks.fpo, pbeFpoText(p.fpo)),
      box(T.blocks.declaration, T.declaration),
      {
        margin: [0, 24, 0, 12],
        columns: [
          { text: `${T.signatureLine}\n${T.signatures.exporter}`, alignment: 'left' },
          { text: `${T.signatureLine}\n${T.signatures.officer}`, alignment: 'right' },
        ],
      },
      { text: T.overleaf, italics: true, alignment: 'center', pageBreak: 'after' },
      { text: T.parcelsTitle(p.docketNo), style: 'title' },
      grid([18, 62, 64, '*', 54, 40, 38, 56], [...T.parcelColumns], p.parcels.map(pbeParcelCells), {
        fontSize: 7,
      }),
    ],
  };
}
