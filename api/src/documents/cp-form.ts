/**
 * Parcel post customs forms (001 §7 printallcpform): UPU postal parcels (our Air Parcel (CD))
 * travel on the CP72 customs declaration with the CP71 dispatch note rather than the letter-post
 * CN22/CN23 (most administrations print the two as one form, as here). One A4 page per postal
 * parcel of the docket, laid out close to the CN23; every figure (quantities, net and gross
 * weights, values, currency) is the view model's, the same the CN23 prints for the parcel.
 */
import { isParcelPost, itemNoText } from '@exportdesk/core';
import { barcode128, trackingBarcode } from './barcode';
import { contentsGrid, importerReference, onePerPage, ORIGIN, tick } from './customs-declaration';
import {
  consigneeLines,
  docInfo,
  kgOf,
  money,
  serviceOf,
  STYLES,
  type Content,
  type DocDefinition,
} from './common';
import type { DocketDocuments, Parcel } from './model';

const WIDTH = 547; // A4 less 24 pt margins either side

const DECLARATION =
  'I, the undersigned, whose name and address are given on the item, certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations. I also agree to pay the costs related to the following instructions in case of non-delivery.';

const box = (title: string, body: string | Content): Content => ({
  text: [{ text: `${title}\n`, bold: true, fontSize: 7 }, body],
});

/** The postal parcels (Air Parcel (CD)) of these parcels: the ones a CP72 is for. */
export const parcelPostParcels = (parcels: readonly Parcel[]) => parcels.filter((p) => isParcelPost(p));

export function cp72Page(d: DocketDocuments, p: Parcel, k: number, of: number): Content[] {
  const e = d.exporter;
  const c = p.consignee;
  return [
    {
      columns: [
        {
          stack: [
            { text: 'India Post', bold: true, fontSize: 11 },
            { text: 'Designated operator of origin · may be opened officially', fontSize: 7 },
          ],
        },
        {
          stack: [
            { text: 'CUSTOMS DECLARATION AND DISPATCH NOTE', bold: true, fontSize: 10, alignment: 'right' },
            { text: 'CP 72', bold: true, fontSize: 16, alignment: 'right' },
            { text: '(with CP 71 dispatch note)', fontSize: 7, alignment: 'right' },
          ],
        },
      ],
      margin: [0, 0, 0, 6],
    },
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            box(
              'From (sender)',
              [
                e.name,
                `IEC: ${e.ieCode}`,
                e.gstin ? `GSTIN: ${e.gstin}` : null,
                e.mobile ? `Tel: ${e.mobile}` : null,
                e.email,
                ORIGIN,
              ]
                .filter(Boolean)
                .join('\n'),
            ),
            { stack: [box('Item no. (tracking number)', ''), trackingBarcode(p, 250, 34)] },
          ],
          [
            box('To (addressee)', consigneeLines(c)),
            { stack: [box('Parcel ID', ''), barcode128(p.boxId, 250, 26)] },
          ],
          [
            box("Sender's customs reference (if any)", `Docket ${d.docketNo}`),
            box("Importer's reference (if any) / telephone / e-mail", importerReference(c) || '—'),
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    contentsGrid(p, ['*', 40, 52, 60, 62, 58]),
    {
      table: {
        widths: ['*', 110, 110],
        body: [
          [
            { text: 'Total gross weight (4) / Total value and currency (6)', bold: true },
            `${kgOf(p.grossGrams)} kg`,
            `${money(p.valueForeign)} ${p.currency}`,
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    {
      text: [
        { text: 'Category of item (10): ', bold: true },
        [
          tick('Gift', false),
          tick('Commercial sample', false),
          tick('Documents', false),
          tick('Returned goods', false),
          tick('Sale of goods', true),
          tick('Other', false),
        ].join('   '),
      ],
      margin: [0, 0, 0, 2],
    },
    {
      text: `Explanation: ${[...new Set(p.items.map((i) => i.category).filter(Boolean))].join(', ') || '—'}`,
    },
    { text: 'Comments (11): —    Licence (12): —    Certificate (13): —' },
    { text: `Invoice (14): ${p.invoiceNos.join(', ')}    Postal charges/Fees (9): —`, margin: [0, 0, 0, 6] },
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            box(
              'Dispatch note (CP 71)',
              `Parcel type: ${serviceOf(p.parcelType)}    Route: ${tick('By air', true)} ${tick('Surface', false)}\nInsured value: —    Number of parcels: ${of} (this is ${k} of ${of})`,
            ),
            box(
              'Office of origin / Date of posting',
              `${d.fpo ? `${d.fpo.fpoName} (${d.fpo.portCode})` : 'Foreign Post Office, India Post'} / __________`,
            ),
          ],
          [
            box(
              'Instructions in case of non-delivery',
              [
                tick('Return to sender (priority)', true),
                tick('Return to sender (non-priority)', false),
                tick('Treat as abandoned', false),
                tick('Redirect to: ________________', false),
              ].join('   '),
            ),
            box('Addressee', `${c.name}, ${c.country}`),
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    { text: DECLARATION, fontSize: 7 },
    {
      columns: [
        { text: "Date and sender's signature (15): ______________________" },
        { text: e.name, alignment: 'right' },
      ],
      margin: [0, 14, 0, 0],
    },
    {
      canvas: [{ type: 'line', x1: 0, y1: 4, x2: WIDTH, y2: 4, lineWidth: 0.5, dash: { length: 3 } }],
      margin: [0, 8, 0, 2],
    },
    {
      text: `Docket ${d.docketNo}    Parcel ${p.n} of ${d.parcels.length} in the docket    Item no. ${itemNoText(p.trackingNo)}    Parcel ID ${p.boxId}`,
      fontSize: 7,
      alignment: 'center',
    },
  ];
}

/** 'cp72': a CP72/CP71 per postal parcel of `parcels` (all of the docket's, or the one asked for). */
export function buildCpForms(d: DocketDocuments, parcels: readonly Parcel[]): DocDefinition {
  const content = onePerPage(parcels.map((p, k) => cp72Page(d, p, k + 1, parcels.length)));
  return {
    info: docInfo('CP72', d),
    pageSize: 'A4',
    pageMargins: 24,
    styles: STYLES,
    defaultStyle: { fontSize: 8 },
    content,
  };
}
