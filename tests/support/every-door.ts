// long-file: the five orders as each door spells them (API, sheet, three reports) side by side, so one change is made to all.
/**
 * Issue 24 "One order, whatever the door": the same five orders as each door takes them (the order
 * API's payload, bulk-sheet rows, Amazon/eBay/Shopify reports, the parcel form), and the check that
 * every document of the resulting docket prints the same consignee, country, quantities, weights,
 * values and HS codes, read back from the PDF text. Used by api/test/every-door.test.ts and the
 * CLI's cli/test/every-door.test.ts.
 */
import { expect } from 'vitest';
import { gramsToKg, fixed2, sampleTrackingNo, toCsvLine } from '@exportdesk/core';
import { pdfText } from './documents';

export interface FiveOrder {
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  description: string;
  category: string;
  hsnCode: string;
  quantity: number;
  /** FOB of the line (all items), USD. */
  fob: number;
}

/**
 * The marketplace reports carry no weights: the import takes one item's weight (ITEM_GRAMS) times
 * the quantity as net and gross. The five orders are chosen so every door can say the same.
 */
export const ITEM_GRAMS = 250;
export const grams = (o: FiveOrder) => o.quantity * ITEM_GRAMS;

export const FIVE: readonly FiveOrder[] = [
  {
    name: 'Jane Smith',
    address: '221B Baker Street',
    city: 'London',
    state: 'Greater London',
    zip: 'NW1 6XE',
    country: 'United Kingdom',
    description: 'Hand block printed cotton scarf',
    category: 'Handloom',
    hsnCode: '62141090',
    quantity: 1,
    fob: 24.5,
  },
  {
    name: 'John Doe',
    address: '1 Market Street',
    city: 'San Francisco',
    state: 'CA',
    zip: '94105',
    country: 'USA',
    description: 'Brass diya set',
    category: 'Handicraft',
    hsnCode: '74181022',
    quantity: 2,
    fob: 40,
  },
  {
    name: 'Anna Schmidt',
    address: 'Unter den Linden 5',
    city: 'Berlin',
    state: 'Berlin',
    zip: '10117',
    country: 'Germany',
    description: 'Silk stole',
    category: 'Garment',
    hsnCode: '62142010',
    quantity: 3,
    fob: 36,
  },
  {
    name: 'Liam Brown',
    address: '10 George Street',
    city: 'Sydney',
    state: 'NSW',
    zip: '2000',
    country: 'Australia',
    description: 'Silver necklace',
    category: 'Silver Jewellery',
    hsnCode: '71131910',
    quantity: 1,
    fob: 99.99,
  },
  {
    name: 'Emma Wilson',
    address: '100 King Street West',
    city: 'Toronto',
    state: 'ON',
    zip: 'M5V 2T6',
    country: 'Canada',
    description: 'Wooden toy car',
    category: 'Toys Baby Products Kids clothing',
    hsnCode: '95030030',
    quantity: 4,
    fob: 20,
  },
];

/** Per door: unique order ids, invoice numbers and box ids (one exporter takes every door). */
const ids = (door: string, i: number) => ({
  orderId: `${door}-O${i + 1}`,
  invoiceNo: `${door}-INV${i + 1}`,
  boxId: `${door}-B${i + 1}`,
});

/** A tracking number per door and order (labels print it as their barcode). */
export const trackingOf = (doorNo: number, i: number) => sampleTrackingNo(doorNo * 10 + i + 1);

/** The order API's payload (and the parcel form's item). */
export function apiOrder(door: string, doorNo: number, i: number): Record<string, string> {
  const o = FIVE[i];
  return {
    pbe: 'PBE2',
    description: o.description,
    packageDesc: o.description,
    otherCharge: '0',
    hsnCode: o.hsnCode,
    unit: 'pieces',
    quantity: String(o.quantity),
    compensationCess_rate: '0',
    igstDetails_rate: '0',
    customDuties_CessRate: '0',
    itemNetWeight: String(grams(o)),
    itemGrossWeight: String(grams(o)),
    exportDutyRate: '0',
    freight: '0',
    insurance: '0',
    dutyCess_rate: '0',
    grossWeight: String(grams(o)),
    category: o.category,
    parcelType: "Int'l Tracked Packets",
    consigneeName: o.name,
    consigneeAddress: o.address,
    consigneeCity: o.city,
    consigneeState: o.state,
    consigneeZipCode: o.zip,
    consigneeCountry: o.country,
    fob_foreign: fixed2(o.fob),
    currency: 'USD',
    invoiceDate: '15-01-2026',
    invoiceTerms: 'Advance Payment',
    igstMode: 'Export under LUT/Bond',
    serialNo: String(i + 1),
    trackingNo: trackingOf(doorNo, i),
    ...ids(door, i),
  };
}

/** The bulk template's columns, the optional ones (hsnCode, category, trackingNo …) filled. */
export const BULK_TEST_COLUMNS = [
  'pbe',
  'description',
  'quantity_number',
  'quantity_unit',
  'weight',
  'grossWeight',
  'invoiceNo',
  'invoiceDate',
  'consigneeDetails_name',
  'consigneeDetails_address',
  'consigneeDetails_city',
  'consigneeDetails_state',
  'consigneeDetails_zipCode',
  'consigneeDetails_country',
  'insurance',
  'freight',
  'compensationCess_rate',
  'customDuties_cess',
  'customDuties_exportDutyRate',
  'fob_foreign',
  'igstDetails_rate',
  'orderId',
  'boxId',
  'currency',
  'hsnCode',
  'category',
  'parcelType',
  'trackingNo',
];

export function bulkRow(door: string, doorNo: number, i: number): Record<string, unknown> {
  const o = FIVE[i];
  return {
    pbe: 'PBE2',
    description: o.description,
    quantity_number: o.quantity,
    quantity_unit: 'pieces',
    weight: grams(o),
    grossWeight: grams(o),
    invoiceDate: 46037, // serial date: 15-01-2026
    consigneeDetails_name: o.name,
    consigneeDetails_address: o.address,
    consigneeDetails_city: o.city,
    consigneeDetails_state: o.state,
    consigneeDetails_zipCode: o.zip,
    consigneeDetails_country: o.country,
    insurance: 0,
    freight: 0,
    compensationCess_rate: 0,
    customDuties_cess: 0,
    customDuties_exportDutyRate: 0,
    fob_foreign: o.fob,
    igstDetails_rate: 0,
    currency: 'USD',
    hsnCode: o.hsnCode,
    category: o.category,
    parcelType: "Int'l Tracked Packets",
    trackingNo: trackingOf(doorNo, i),
    ...ids(door, i),
  };
}

const orderNo = (base: number, i: number) => String(base + i);

/** Amazon's order report (tab-separated), one order of one line each; item-price is the line's. */
export function amazonReport(base: number): Buffer {
  const header = [
    'order-id',
    'order-item-id',
    'purchase-date',
    'sku',
    'product-name',
    'quantity-purchased',
    'currency',
    'item-price',
    'shipping-price',
    'recipient-name',
    'ship-address-1',
    'ship-city',
    'ship-state',
    'ship-postal-code',
    'ship-country',
  ];
  const lines = FIVE.map((o, i) =>
    [
      `114-${orderNo(base, i)}`,
      `${orderNo(base, i)}01`,
      '2026-01-15T10:00:00+00:00',
      `SKU-${i + 1}`,
      o.description,
      String(o.quantity),
      'USD',
      fixed2(o.fob),
      '0.00',
      o.name,
      o.address,
      o.city,
      o.state,
      o.zip,
      o.country,
    ].join('\t'),
  );
  return Buffer.from([header.join('\t'), ...lines].join('\n') + '\n');
}

/** eBay's orders CSV: "Sold For" is the price of one item. */
export function ebayReport(base: number): Buffer {
  const header = [
    'Order Number',
    'Item Number',
    'Item Title',
    'Quantity',
    'Sold For',
    'Shipping And Handling',
    'Sale Date',
    'Ship To Name',
    'Ship To Address 1',
    'Ship To City',
    'Ship To State',
    'Ship To Zip',
    'Ship To Country',
  ];
  const lines = FIVE.map((o, i) =>
    toCsvLine([
      `12-${orderNo(base, i)}`,
      `9${orderNo(base, i)}`,
      o.description,
      String(o.quantity),
      `$${fixed2(o.fob / o.quantity)}`,
      '$0.00',
      'Jan-15-26',
      o.name,
      o.address,
      o.city,
      o.state,
      o.zip,
      o.country,
    ]),
  );
  return Buffer.from(['', toCsvLine(header), ...lines].join('\n') + '\n');
}

/** Shopify's orders export: "Lineitem price" is the price of one item. */
export function shopifyReport(base: number): Buffer {
  const header = [
    'Name',
    'Created at',
    'Currency',
    'Shipping',
    'Lineitem quantity',
    'Lineitem name',
    'Lineitem price',
    'Lineitem sku',
    'Shipping Name',
    'Shipping Address1',
    'Shipping City',
    'Shipping Zip',
    'Shipping Province',
    'Shipping Country',
  ];
  const lines = FIVE.map((o, i) =>
    toCsvLine([
      `#${orderNo(base, i)}`,
      '2026-01-15 10:00:00 +0530',
      'USD',
      '0.00',
      String(o.quantity),
      o.description,
      fixed2(o.fob / o.quantity),
      `SKU-${i + 1}`,
      o.name,
      o.address,
      o.city,
      o.zip,
      o.state,
      o.country,
    ]),
  );
  return Buffer.from([toCsvLine(header), ...lines].join('\n') + '\n');
}

export interface DoorDocket {
  docketNo: string;
  /** The docket's invoice numbers, in the order of FIVE. */
  invoiceNos: string[];
  /** False where the door cannot carry an HS code (the marketplace reports have none). */
  hsn: boolean;
  /** The tracking numbers the labels print, in the order of FIVE; null where the door has none. */
  tracking: string[] | null;
}

async function pdf(url: string, token: string, docketNo: string, type: string, query = '') {
  const res = await fetch(`${url}/api/v1/dockets/${docketNo}/documents/${type}${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, text: res.status === 200 ? pdfText(bytes) : bytes.toString().slice(0, 300) };
}

const kg = (o: FiveOrder) => gramsToKg(grams(o));

/** What each document must print of each order (its layout decides which figures it has). */
const EXPECT: Record<string, (o: FiveOrder, d: DoorDocket, i: number) => string[]> = {
  pbe: (o, d) => [o.country, kg(o), ...(d.hsn ? [o.hsnCode] : [])],
  'pbe-summary': (o) => [o.country, kg(o)],
  // The CN22 has no address block (the label carries it): its contents line, weight, value and code.
  cn22: (o, d) => [
    `${o.quantity} pieces ${o.description}`,
    kg(o),
    fixed2(o.fob),
    ...(d.hsn ? [o.hsnCode] : []),
  ],
  cn23: (o, d) => [
    o.name,
    o.country,
    `${o.quantity} pieces`,
    kg(o),
    fixed2(o.fob),
    ...(d.hsn ? [o.hsnCode] : []),
  ],
  'packing-list': (o, d) => [
    `${o.quantity} pieces`,
    kg(o),
    `${fixed2(o.fob)} USD`,
    ...(d.hsn ? [o.hsnCode] : []),
  ],
  labels: (o, d, i) => [o.name, o.country, `Gross wt: ${kg(o)} kg`, ...(d.tracking ? [d.tracking[i]] : [])],
  invoice: (o, d) => [
    o.name,
    o.city,
    o.country,
    `${o.quantity} pieces`,
    kg(o),
    fixed2(o.fob),
    ...(d.hsn ? [o.hsnCode] : []),
  ],
  edf: (o) => [`${fixed2(o.fob)} USD`],
};

/** The texts a docket-wide document must hold for all five orders. */
export const DOCKET_WIDE = ['pbe', 'pbe-summary', 'cn22', 'cn23', 'packing-list', 'labels'] as const;
/** The documents printed per invoice (one order each here). */
export const PER_INVOICE = ['invoice', 'edf'] as const;

/**
 * Every document of the docket, fetched as the portal does and read back with pdftotext, holds
 * every order's consignee, country, quantity, weights, value and HS code. Quantities and weights
 * are never printed as 0 (the bug). Returns the status of each document for the caller.
 */
export async function expectSameDocuments(
  url: string,
  token: string,
  d: DoorDocket,
  only: readonly string[] = [...DOCKET_WIDE, ...PER_INVOICE],
): Promise<void> {
  for (const type of only.filter((t) => (DOCKET_WIDE as readonly string[]).includes(t))) {
    const r = await pdf(url, token, d.docketNo, type);
    expect(r.status, `${d.docketNo} ${type}: ${r.text}`).toBe(200);
    FIVE.forEach((o, i) => {
      for (const s of EXPECT[type](o, d, i))
        expect(r.text, `${d.docketNo} ${type}: order ${i + 1}`).toContain(s);
    });
    expect(r.text, `${d.docketNo} ${type}`).not.toMatch(/\b0\.0000\b/);
  }
  for (const type of only.filter((t) => (PER_INVOICE as readonly string[]).includes(t))) {
    for (const [i, o] of FIVE.entries()) {
      const r = await pdf(url, token, d.docketNo, type, `?invoiceNo=${encodeURIComponent(d.invoiceNos[i])}`);
      expect(r.status, `${d.docketNo} ${type} ${d.invoiceNos[i]}: ${r.text}`).toBe(200);
      for (const s of EXPECT[type](o, d, i))
        expect(r.text, `${d.docketNo} ${type} ${d.invoiceNos[i]}`).toContain(s);
    }
  }
}

/** The docket's invoice numbers in the order of FIVE (matched by the consignee stored with each). */
export async function invoicesInOrder(db: (table: string) => any, docketNo: string): Promise<string[]> {
  const docket = await db('dockets').where({ docket_no: docketNo }).first('id');
  const rows: Array<{ invoice_no: string; consignee_name: string }> = await db('orders')
    .where({ docket_id: docket.id })
    .select('invoice_no', 'consignee_name');
  return FIVE.map((o) => rows.find((r) => r.consignee_name === o.name)!.invoice_no);
}
