/**
 * India Post's harmonized label (001 §7 generateHarmonizedLabel): one A6 page per tracked packet to
 * a harmonized-label country, with the sender, the addressee, the category of item chosen on the
 * tab, the mailing date, the tracking number as Code 128 (as on the shipping labels) and the
 * contents, weights and values of the parcel from the view model.
 */
import {
  findCountry,
  HARMONIZED_CATEGORIES,
  isHarmonizedParcel,
  type HarmonizedCategory,
} from '@exportdesk/core';
import { trackingBarcode } from './barcode';
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

export interface HarmonizedLabelOptions {
  category: HarmonizedCategory;
  /** DD-MM-YYYY, as chosen. */
  mailingDate: string;
  /** Only parcels to these countries (any spelling findCountry knows); all harmonized parcels when absent. */
  countries?: readonly string[];
}

const tick = (label: string, on: boolean) => `${on ? '[X]' : '[  ]'} ${label}`;

/** The parcels that get a label: tracked packets to a listed country (and to a chosen one, if any). */
export function harmonizedParcels(d: DocketDocuments, countries?: readonly string[]): Parcel[] {
  const wanted = countries?.length
    ? new Set(countries.map((c) => findCountry(c)?.code ?? c.trim().toLowerCase()))
    : null;
  return d.parcels.filter(
    (p) =>
      isHarmonizedParcel({ parcelType: p.parcelType, country: p.consignee.country }) &&
      (!wanted || wanted.has(findCountry(p.consignee.country)?.code ?? '')),
  );
}

export function harmonizedLabelPage(d: DocketDocuments, p: Parcel, o: HarmonizedLabelOptions): Content[] {
  const e = d.exporter;
  return [
    {
      columns: [
        { text: 'India Post', bold: true, fontSize: 11 },
        { text: 'HARMONIZED LABEL', alignment: 'right', bold: true, fontSize: 10 },
      ],
    },
    {
      columns: [
        { text: serviceOf(p.parcelType), fontSize: 7 },
        { text: 'Customs declaration · may be opened officially', alignment: 'right', fontSize: 6 },
      ],
    },
    { canvas: [{ type: 'line', x1: 0, y1: 2, x2: 277, y2: 2, lineWidth: 1 }], margin: [0, 2, 0, 4] },
    trackingBarcode(p, 277, 38),
    {
      table: {
        widths: ['*', '*'],
        body: [
          [
            {
              text: [
                { text: 'From\n', bold: true },
                [e.name, `IEC: ${e.ieCode}`, e.mobile ? `Tel: ${e.mobile}` : null, 'India']
                  .filter(Boolean)
                  .join('\n'),
              ],
            },
            { text: [{ text: 'To\n', bold: true }, consigneeLines(p.consignee)] },
          ],
        ],
      },
      margin: [0, 4, 0, 4],
    },
    { text: [{ text: 'Category of item: ', bold: true }, o.category] },
    {
      text: HARMONIZED_CATEGORIES.map((c) => tick(c, c === o.category)).join('   '),
      fontSize: 6,
      margin: [0, 1, 0, 4],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 22, 34, 40, 40],
        body: [
          ['Contents', 'Qty', 'Net kg', `Value ${p.currency}`, 'HS / origin'].map((h) => ({
            text: h,
            style: 'th',
            fontSize: 6,
          })),
          ...p.items.map((i) =>
            [
              i.description,
              String(i.quantity),
              kgOf(i.netGrams),
              money(i.fobForeign),
              `${i.hsnCode} / IN`,
            ].map((t) => ({ text: t, fontSize: 6 })),
          ),
          [
            { text: 'Total gross weight (kg) / total value', bold: true, fontSize: 6, colSpan: 2 },
            '',
            { text: kgOf(p.grossGrams), fontSize: 6 },
            { text: money(p.valueForeign), fontSize: 6 },
            '',
          ],
        ],
      },
      margin: [0, 0, 0, 4],
    },
    {
      columns: [
        { text: [{ text: 'Mailing date: ', bold: true }, o.mailingDate] },
        { text: `Parcel ${p.n} of ${d.parcels.length}`, alignment: 'right' },
      ],
    },
    {
      text: `Docket ${d.docketNo}    Parcel ID ${p.boxId}    Invoice ${p.invoiceNos.join(', ')}`,
      fontSize: 7,
      margin: [0, 2, 0, 4],
    },
    {
      text: 'I certify that the particulars given in this declaration are correct and that this item does not contain any dangerous article prohibited by legislation or by postal or customs regulations.',
      fontSize: 5.5,
    },
    { text: "Sender's signature: ______________________", margin: [0, 6, 0, 0] },
  ];
}

export function buildHarmonizedLabels(
  d: DocketDocuments,
  parcels: Parcel[],
  o: HarmonizedLabelOptions,
): DocDefinition {
  const content: Content[] = [];
  parcels.forEach((p, k) => {
    if (k > 0) content.push({ text: '', pageBreak: 'before' });
    content.push(...harmonizedLabelPage(d, p, o));
  });
  return {
    info: docInfo('Harmonized label', d),
    pageSize: 'A6',
    pageMargins: 10,
    styles: STYLES,
    defaultStyle: { fontSize: 8 },
    content,
  };
}
