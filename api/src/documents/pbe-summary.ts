/** PBE summary ("viewpbesummary"): the docket in one table, one line per parcel, and its totals. */
import { dateOf, docInfo, fields, grid, inr, kgOf, rupees, STYLES, type DocDefinition } from './common';
import type { DocketDocuments } from './model';

export function buildPbeSummary(d: DocketDocuments): DocDefinition {
  return {
    info: docInfo('PBE summary', d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      { text: 'PBE SUMMARY', style: 'title' },
      fields([
        ['Docket No.', d.docketNo],
        ['PBE type', d.pbeType],
        ['Exporter', `${d.exporter.name} (IEC ${d.exporter.ieCode})`],
        ['Created', dateOf(d.createdAt)],
        ['PBE No. / Date', d.shippingBill.no ? `${d.shippingBill.no} / ${dateOf(d.shippingBill.date)}` : '—'],
      ]),
      { text: ' ' },
      grid(
        [18, 70, 66, 60, '*', 40, 50, 56],
        ['Sl.', 'Parcel ID', 'Tracking No.', 'Invoice No.', 'Country', 'Form', 'Gross wt (kg)', 'FOB (INR)'],
        d.parcels.map((p) => [
          p.n,
          p.boxId,
          p.trackingNo,
          p.invoiceNos.join(', '),
          p.consignee.country,
          p.form,
          kgOf(p.grossGrams),
          rupees(p.valueInr),
        ]),
        { fontSize: 7 },
      ),
      {
        margin: [0, 8, 0, 0],
        table: {
          widths: ['*', 120],
          body: [
            ['Parcels', String(d.totals.parcels)],
            ['Items', String(d.totals.items)],
            ['Total gross weight (kg)', kgOf(d.totals.grossGrams)],
            ['Total FOB value (INR)', inr(d.totals.fobInr)],
            ['Invoice total (INR)', inr(d.totals.totalInr)],
          ],
        },
      },
    ],
  };
}
