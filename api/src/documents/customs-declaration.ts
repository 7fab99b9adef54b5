/**
 * UPU customs declarations (Convention art. 20; Regulations RL 152), one page per parcel:
 * CN22 for a parcel up to 300 SDR, CN23 above. 'cn22' prints the CN22 where the value allows it
 * and a CN23 where it does not (a CN22 is never valid above the limit); 'cn23' prints CN23 for all.
 */
import { itemNoText } from '@exportdesk/core';
import { docInfo, grid, kgOf, money, serviceOf, STYLES, type Content, type DocDefinition } from './common';
import type { DocketDocuments, Parcel } from './model';

const CERTIFY =
  'I, the undersigned, whose name and address are given on the item, certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article or articles prohibited by legislation or by postal or customs regulations.';

export const ORIGIN = 'India';
/** Goods of an e-commerce export are sold: "Sale of goods" is ticked on every declaration. */
export const tick = (label: string, on: boolean) => `${on ? '[X]' : '[  ]'} ${label}`;

/** The contents table the CN23 and the CP72 share (boxes 1, 2, 3, 5, 7, 8), one row per item. */
export function contentsGrid(p: Parcel, widths: Array<string | number>): Content {
  return grid(
    widths,
    [
      'Detailed description of contents (1)',
      'Quantity (2)',
      'Net weight (kg) (3)',
      `Value (5) ${p.currency}`,
      'HS tariff number (7)',
      'Country of origin of goods (8)',
    ],
    p.items.map((i) => [
      i.description,
      `${i.quantity} ${i.unit}`,
      kgOf(i.netGrams),
      money(i.fobForeign),
      i.hsnCode,
      ORIGIN,
    ]),
  );
}

/** "Importer's reference (if any) / telephone / e-mail". */
export const importerReference = (c: Parcel['consignee']) =>
  [c.importerCode, c.mobile, c.email].filter(Boolean).join(' / ');

/** One page per parcel: each after the first starts on a new page. */
export const onePerPage = (pagesOf: Content[][]): Content[] =>
  pagesOf.flatMap((c, k) => (k === 0 ? c : [{ text: '', pageBreak: 'before' }, ...c]));

function sender(d: DocketDocuments) {
  return `${d.exporter.name}\nIEC: ${d.exporter.ieCode}`;
}

/** The head both declarations share (UPU forms CN 22 and CN 23). */
const declarationHead = (form: 'CN 22' | 'CN 23'): Content[] => [
  {
    columns: [
      { text: 'CUSTOMS DECLARATION', bold: true, fontSize: 11 },
      { text: form, bold: true, fontSize: 14, alignment: 'right' },
    ],
  },
  {
    columns: [
      { text: 'Designated operator: India Post' },
      { text: 'May be opened officially', alignment: 'right' },
    ],
    margin: [0, 2, 0, 6],
  },
];

export function cn22Page(d: DocketDocuments, p: Parcel): Content[] {
  return [
    ...declarationHead('CN 22'),
    {
      text: [
        tick('Gift', false),
        '   ',
        tick('Commercial sample', false),
        '   ',
        tick('Documents', false),
        '   ',
        tick('Returned goods', false),
        '   ',
        tick('Sale of goods', true),
        '   ',
        tick('Other', false),
      ],
      margin: [0, 0, 0, 6],
    },
    grid(
      ['*', 50, 60, 70],
      [
        'Quantity and detailed description of contents (1)',
        'Weight (kg) (2)',
        `Value (3) ${p.currency}`,
        'HS tariff number (4) and country of origin of goods (5)',
      ],
      p.items.map((i) => [
        `${i.quantity} ${i.unit} ${i.description}`,
        kgOf(i.netGrams),
        money(i.fobForeign),
        `${i.hsnCode} / ${ORIGIN}`,
      ]),
    ),
    {
      table: {
        widths: ['*', 50, 60, 70],
        body: [
          [
            { text: 'Total gross weight (kg) (6) / Total value (7)', bold: true },
            kgOf(p.grossGrams),
            money(p.valueForeign),
            '',
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    {
      columns: [
        { text: `Parcel ID: ${p.boxId}` },
        { text: `Item No.: ${itemNoText(p.trackingNo)}`, alignment: 'right' },
      ],
    },
    { text: `Invoice No.: ${p.invoiceNos.join(', ')}    Docket No.: ${d.docketNo}`, margin: [0, 2, 0, 6] },
    { text: CERTIFY, fontSize: 7 },
    {
      text: `Date and sender's signature (8): ______________________   ${sender(d).split('\n')[0]}`,
      margin: [0, 12, 0, 0],
    },
  ];
}

export function cn23Page(d: DocketDocuments, p: Parcel): Content[] {
  const c = p.consignee;
  return [
    ...declarationHead('CN 23'),
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            { text: [{ text: 'From\n', bold: true }, sender(d)] },
            { text: [{ text: "Sender's customs reference (if any)\n", bold: true }, d.docketNo] },
          ],
          [
            {
              text: [
                { text: 'To\n', bold: true },
                [
                  c.name,
                  c.businessName,
                  c.address,
                  [c.city, c.state, c.zipCode].filter(Boolean).join(', '),
                  c.country,
                ]
                  .filter(Boolean)
                  .join('\n'),
              ],
            },
            {
              text: [
                { text: "Importer's reference (if any) / Importer's telephone/fax/e-mail\n", bold: true },
                importerReference(c),
              ],
            },
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    contentsGrid(p, ['*', 34, 48, 52, 60, 48]),
    {
      table: {
        widths: ['*', 100, 100],
        body: [
          [
            { text: 'Total gross weight (4) / Total value (6)', bold: true },
            `${kgOf(p.grossGrams)} kg`,
            `${money(p.valueForeign)} ${p.currency}`,
          ],
        ],
      },
      margin: [0, 0, 0, 6],
    },
    {
      text: [
        tick('Gift', false),
        '   ',
        tick('Commercial sample', false),
        '   ',
        tick('Documents', false),
        '   ',
        tick('Returned goods', false),
        '   ',
        tick('Sale of goods', true),
        '   ',
        tick('Other', false),
      ],
      margin: [0, 0, 0, 4],
    },
    {
      text: `Category of item (10): Sale of goods    Explanation: ${p.items
        .map((i) => i.category)
        .filter(Boolean)
        .join(', ')}`,
    },
    { text: 'Comments (11): —    Licence (12): —    Certificate (13): —' },
    { text: `Invoice (14): ${p.invoiceNos.join(', ')}    Postal charges/Fees (9): —`, margin: [0, 0, 0, 4] },
    {
      text: `Office of origin/Date of posting: Foreign Post Office, India Post    Item No.: ${itemNoText(p.trackingNo)}    Parcel ID: ${p.boxId}    Parcel type: ${serviceOf(p.parcelType)}`,
      margin: [0, 0, 0, 6],
    },
    { text: CERTIFY, fontSize: 7 },
    { text: "Date and sender's signature (15): ______________________", margin: [0, 12, 0, 0] },
  ];
}

/** 'cn22' with the limit applied per parcel, or 'cn23' for all (the chooser of 001 §2.14). */
export function buildCustomsDeclarations(
  d: DocketDocuments,
  form: 'cn22' | 'cn23',
  parcels = d.parcels,
): DocDefinition {
  return {
    info: docInfo(form === 'cn22' ? 'CN22' : 'CN23', d),
    pageSize: form === 'cn22' ? 'A5' : 'A4',
    pageOrientation: form === 'cn22' ? 'landscape' : 'portrait',
    pageMargins: 24,
    styles: STYLES,
    content: onePerPage(
      parcels.map((p) => (form === 'cn22' && p.form === 'CN22' ? cn22Page(d, p) : cn23Page(d, p))),
    ),
  };
}
