/**
 * The pickup documents of a docket (001 §6 "Pickup checklist, authority letter and handover note"),
 * shown once the pickup is no longer Pending: what to check before the parcels leave, the
 * exporter's letter authorising India Post's pickup staff to carry them to the Foreign Post Office,
 * and the note both sides sign at handover (the spec's "pickupPackingList").
 */
import { PICKUP_DOC_TITLES, type PickupDocKind, type PickupStatus } from '@exportdesk/core';
import {
  dateOf,
  docInfo,
  exporterLines,
  fields,
  grid,
  inr,
  kgOf,
  serviceOf,
  STYLES,
  type Content,
  type DocDefinition,
} from './common';
import type { DocketDocuments } from './model';

export interface PickupInfo {
  status: PickupStatus;
  /** DD-MM-YYYY. */
  pickupDate: string | null;
}

const box = '[   ]';

function head(d: DocketDocuments, title: string, p: PickupInfo): Content[] {
  return [
    { text: title.toUpperCase(), style: 'title' },
    {
      columns: [
        { text: exporterLines(d.exporter) },
        fields([
          ['Docket No.', d.docketNo],
          [
            'PBE No. / Date',
            d.shippingBill.no
              ? `${d.shippingBill.no} / ${dateOf(d.shippingBill.date)}`
              : 'To be assigned by customs',
          ],
          ['Pickup date', p.pickupDate ?? '—'],
          ['Pickup status', p.status],
        ]),
      ],
      margin: [0, 0, 0, 8],
    },
  ];
}

/** Parcels by service with counts and weights, and the grand total. */
function totalsByService(d: DocketDocuments): Content {
  const by = new Map<string, { n: number; items: number; grams: number }>();
  for (const p of d.parcels) {
    const s = by.get(p.parcelType) ?? { n: 0, items: 0, grams: 0 };
    s.n++;
    s.items += p.items.length;
    s.grams += p.grossGrams;
    by.set(p.parcelType, s);
  }
  return grid(
    ['*', 60, 60, 90],
    ['Service', 'Parcels', 'Items', 'Gross wt (kg)'],
    [
      ...[...by].map(([t, s]) => [serviceOf(t), s.n, s.items, kgOf(s.grams)]),
      [
        { text: 'Total', bold: true },
        { text: String(d.totals.parcels), bold: true },
        { text: String(d.totals.items), bold: true },
        { text: kgOf(d.totals.grossGrams), bold: true },
      ],
    ],
    { margin: [0, 6, 0, 6] },
  );
}

export function buildPickupChecklist(d: DocketDocuments, p: PickupInfo): DocDefinition {
  const checks = [
    'Every parcel packed and sealed, its gross weight written on it',
    'Shipping label with the tracking number (barcode readable) on every parcel',
    'CN22 / CN23 customs declaration attached (CN23 above 300 SDR)',
    'Export invoice copies in a pouch on every parcel',
    'Harmonized label on tracked packets to harmonized-label countries',
    'Postal Bill of Export printed and signed',
    'Authority letter signed and stamped',
    'Handover note printed in two copies',
  ];
  return {
    info: docInfo(PICKUP_DOC_TITLES.checklist, d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      ...head(d, PICKUP_DOC_TITLES.checklist, p),
      { text: 'Before the pickup', style: 'label', margin: [0, 0, 0, 4] },
      {
        table: { widths: [24, '*'], body: checks.map((c) => [box, c]) },
        layout: 'noBorders',
        margin: [0, 0, 0, 8],
      },
      grid(
        [18, 74, 70, '*', 40, 44, 30, 30, 30, 30],
        [
          'Sl.',
          'Parcel ID',
          'Tracking No.',
          'Country',
          'Form',
          'Gross wt (kg)',
          'Label',
          'CN form',
          'Invoice',
          'Sealed',
        ],
        d.parcels.map((x) => [
          x.n,
          x.boxId,
          x.trackingNo,
          x.consignee.country,
          x.form,
          kgOf(x.grossGrams),
          box,
          box,
          box,
          box,
        ]),
        { fontSize: 7 },
      ),
      totalsByService(d),
      { text: 'Checked by: ______________________    Date: ____________', margin: [0, 16, 0, 0] },
    ],
  };
}

export function buildAuthorityLetter(d: DocketDocuments, p: PickupInfo): DocDefinition {
  const e = d.exporter;
  return {
    info: docInfo(PICKUP_DOC_TITLES.authorityLetter, d),
    pageSize: 'A4',
    styles: STYLES,
    defaultStyle: { fontSize: 9 },
    content: [
      { text: 'AUTHORITY LETTER', style: 'title' },
      { text: `Date: ${p.pickupDate ?? ''}`, alignment: 'right', margin: [0, 0, 0, 10] },
      {
        text: 'To\nThe Postmaster\nForeign Post Office, India Post (Department of Posts)',
        margin: [0, 0, 0, 10],
      },
      {
        text: `Subject: Authority to collect and carry the export parcels of docket ${d.docketNo}`,
        bold: true,
        margin: [0, 0, 0, 10],
      },
      {
        text: `I/We, ${e.name} (IEC ${e.ieCode}${e.gstin ? `, GSTIN ${e.gstin}` : ''}), hereby authorise India Post and its pickup staff to collect from our premises on ${p.pickupDate ?? 'the scheduled pickup date'} the ${d.totals.parcels} parcel(s) of docket ${d.docketNo} listed below (total gross weight ${kgOf(d.totals.grossGrams)} kg, FOB value ${inr(d.totals.fobInr)}), and to carry them to the Foreign Post Office for export customs clearance under the Postal Bill of Export and onward dispatch.`,
        margin: [0, 0, 0, 8],
      },
      {
        text: 'We confirm that the parcels contain only the goods declared on their invoices and customs declarations, and that none of them holds any article prohibited by postal or customs regulations.',
        margin: [0, 0, 0, 8],
      },
      grid(
        [18, 80, 76, '*', 60],
        ['Sl.', 'Parcel ID', 'Tracking No.', 'Destination', 'Gross wt (kg)'],
        d.parcels.map((x) => [x.n, x.boxId, x.trackingNo, x.consignee.country, kgOf(x.grossGrams)]),
        { fontSize: 7, margin: [0, 0, 0, 8] },
      ),
      { text: 'This authority is valid for this pickup only.', italics: true, margin: [0, 0, 0, 30] },
      { text: `For ${e.name}\n\n\n______________________\nAuthorised signatory (name, designation, seal)` },
    ],
  };
}

export function buildHandoverNote(d: DocketDocuments, p: PickupInfo): DocDefinition {
  const sign = (who: string) => ({
    text: `${who}\n\nName: ______________________\n\nSignature: __________________\n\nDate and time: ______________`,
  });
  return {
    info: docInfo(PICKUP_DOC_TITLES.handoverNote, d),
    pageSize: 'A4',
    styles: STYLES,
    content: [
      ...head(d, PICKUP_DOC_TITLES.handoverNote, p),
      grid(
        [18, 74, 70, '*', 70, 34, 28, 48],
        ['Sl.', 'Parcel ID', 'Tracking No.', 'Destination', 'Service', 'Form', 'Items', 'Gross wt (kg)'],
        d.parcels.map((x) => [
          x.n,
          x.boxId,
          x.trackingNo,
          x.consignee.country,
          x.parcelType,
          x.form,
          x.items.length,
          kgOf(x.grossGrams),
        ]),
        { fontSize: 7 },
      ),
      totalsByService(d),
      {
        text: `Received ${d.totals.parcels} parcel(s), total gross weight ${kgOf(d.totals.grossGrams)} kg, in good order and sealed.`,
        margin: [0, 4, 0, 24],
      },
      { columns: [sign('Handed over by (exporter)'), sign('Received by (India Post pickup agent)')] },
    ],
  };
}

export function buildPickupDocument(d: DocketDocuments, kind: PickupDocKind, p: PickupInfo): DocDefinition {
  switch (kind) {
    case 'checklist':
      return buildPickupChecklist(d, p);
    case 'authorityLetter':
      return buildAuthorityLetter(d, p);
    case 'handoverNote':
      return buildHandoverNote(d, p);
  }
}
