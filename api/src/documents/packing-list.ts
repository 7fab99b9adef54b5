/** Packing list of the docket: every parcel with its items, weights and values. */
import {
  docInfo,
  exporterLines,
  fields,
  grid,
  inr,
  kgOf,
  money,
  rupees,
  STYLES,
  type DocDefinition,
} from './common';
import type { DocketDocuments } from './model';

export function buildPackingList(d: DocketDocuments): DocDefinition {
  return {
    info: docInfo('Packing list', d),
    pageSize: 'A4',
    pageOrientation: 'landscape',
    styles: STYLES,
    content: [
      { text: 'PACKING LIST', style: 'title' },
      {
        columns: [
          { text: exporterLines(d.exporter) },
          fields([
            ['Docket No.', d.docketNo],
            ['Parcels', d.totals.parcels],
            ['Items', d.totals.items],
          ]),
        ],
        margin: [0, 0, 0, 8],
      },
      grid(
        [18, 70, 70, 60, '*', 44, 40, 42, 42, 50, 56],
        [
          'Sl.',
          'Parcel ID',
          'Tracking No.',
          'Invoice No.',
          'Description',
          'HS code',
          'Qty',
          'Net wt (kg)',
          'Gross wt (kg)',
          'FOB',
          'FOB (INR)',
        ],
        d.parcels.flatMap((p) =>
          p.items.map((i, k) => [
            k === 0 ? p.n : '',
            k === 0 ? p.boxId : '',
            k === 0 ? p.trackingNo : '',
            i.invoiceNo,
            i.description,
            i.hsnCode,
            `${i.quantity} ${i.unit}`,
            kgOf(i.netGrams),
            k === 0 ? kgOf(p.grossGrams) : '',
            `${money(i.fobForeign)} ${i.currency}`,
            rupees(i.fobInr),
          ]),
        ),
        { fontSize: 7 },
      ),
      {
        margin: [0, 8, 0, 0],
        table: {
          widths: ['*', 120],
          body: [
            ['Total net weight (kg)', kgOf(d.totals.netGrams)],
            ['Total gross weight (kg)', kgOf(d.totals.grossGrams)],
            ['Total FOB value (INR)', inr(d.totals.fobInr)],
          ],
        },
      },
    ],
  };
}
