/**
 * long-file: the three reports' mappings (Amazon, eBay, Shopify) side by side, so a change to one is read against the others.
 * Marketplace imports (001 §2.10 "Amazon and eBay upload sections show only for non-CHA users with
 * India Post"; issue 15: Amazon's order report, eBay's orders CSV, Shopify's orders CSV). Each
 * report's rows become rows of the Excel bulk upload (BULK_COLUMNS), so the bulk upload's checks,
 * row report, duplicate-file rule and job apply once, unchanged, and each row becomes the order
 * API's Order through the same bulkRowToOrder (issue 24: one order shape, whatever the door).
 * The mapping is ours (the spec shows only the calls: ebay/processebay, amazon/processamazon,
 * save/importShopifyOrder):
 * - one marketplace order = one parcel (boxId = the order's number), one line item = one row;
 * - orderId = source prefix + the line's own id, so a re-import of the same lines is recognised;
 * - pbe PBE1 (e-commerce); invoice number = the order number, invoice date = the order date;
 * - the reports carry no weights: the user gives the weight of one item (grams), times quantity.
 */
import { findCountry } from '../rates/countries';
import { CURRENCIES } from '../orders/enums';

export const MARKETPLACE_SOURCES = ['amazon', 'ebay', 'shopify'] as const;
export type MarketplaceSource = (typeof MARKETPLACE_SOURCES)[number];

export const MARKETPLACE_LABELS: Record<MarketplaceSource, string> = {
  amazon: 'Amazon order report',
  ebay: 'eBay orders report',
  shopify: 'Shopify orders export',
};

/** The file kinds each source accepts (Excel as saved by the seller, or the report as downloaded). */
export const MARKETPLACE_EXTENSIONS: Record<MarketplaceSource, readonly string[]> = {
  amazon: ['.txt', '.tsv', '.xls', '.xlsx'],
  ebay: ['.csv', '.xls', '.xlsx'],
  shopify: ['.csv', '.xls', '.xlsx'],
};

/** The columns each mapping reads: a report without one of them has a changed header. */
export const MARKETPLACE_HEADERS: Record<MarketplaceSource, readonly string[]> = {
  amazon: [
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
  ],
  ebay: [
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
  ],
  shopify: [
    'Name',
    'Created at',
    'Currency',
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
  ],
};

export const MARKETPLACE_MSG = {
  extension: (s: MarketplaceSource) =>
    `Not a valid ${MARKETPLACE_LABELS[s]}. The file must be ${MARKETPLACE_EXTENSIONS[s].join(', ')}.`,
  changedHeader: (s: MarketplaceSource, missing: string[]) =>
    `The ${MARKETPLACE_LABELS[s]}'s header has changed: ${missing.map((m) => `'${m}'`).join(', ')} ${
      missing.length > 1 ? 'are' : 'is'
    } missing. Upload the report as downloaded, with its header row unchanged.`,
  weight: 'Please enter the weight of one item in grams',
  forbidden: 'Amazon, eBay and Shopify imports are for exporters shipping with India Post.',
  received: 'Upload received. Your rows are being checked.',
} as const;

/** The header's missing columns (names compared trimmed, letter case forgiven); empty when all are there. */
export function missingColumns(source: MarketplaceSource, header: readonly string[]): string[] {
  const have = new Set(
    header.map((h) =>
      String(h ?? '')
        .trim()
        .toLowerCase(),
    ),
  );
  return MARKETPLACE_HEADERS[source].filter((c) => !have.has(c.toLowerCase()));
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A report's order date as DD-MM-YYYY: Amazon '2026-11-20T14:35:02+00:00', Shopify
 * '2026-11-20 14:35:02 +0530', eBay 'Nov-20-26' or 'Nov 20, 2026'. Anything else is passed on as
 * it is, and the bulk row check names it.
 */
export function reportDate(raw: string): string {
  const s = String(raw ?? '').trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = /^([A-Za-z]{3})[- ](\d{1,2})[-,]? ?(\d{2}|\d{4})$/.exec(s);
  if (m && MONTHS.includes(m[1].toLowerCase())) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    return `${pad(Number(m[2]))}-${pad(MONTHS.indexOf(m[1].toLowerCase()) + 1)}-${year}`;
  }
  return s;
}

const SYMBOLS: Array<[RegExp, string]> = [
  [/^AU ?\$/i, 'AUD'],
  [/^C ?\$/i, 'CAD'],
  [/^(US ?)?\$/i, 'USD'],
  [/^£|^GBP/i, 'GBP'],
  [/^€|^EUR/i, 'EUR'],
];

/** An amount as '24.99' and the currency its symbol names (eBay writes '$24.99', 'GBP 12.00', '£12.00'). */
export function moneyOf(raw: string): { amount: string; currency: string | null } {
  const s = String(raw ?? '').trim();
  const hit = SYMBOLS.find(([re]) => re.test(s));
  const amount = s.replace(/[^\d.]/g, '');
  return { amount: amount === '' ? '0' : amount, currency: hit ? hit[1] : null };
}

const add = (a: string, b: string) => {
  const n = Number(a || 0) + Number(b || 0);
  return Number.isFinite(n) ? n.toFixed(2) : a;
};

/** The product's country name for an ISO code or an alias ('US', 'United States'); the text itself otherwise. */
const country = (raw: string) => findCountry(raw)?.country ?? raw;

const currencyOf = (raw: string | null | undefined) => {
  const c = String(raw ?? '')
    .trim()
    .toUpperCase();
  return (CURRENCIES as readonly string[]).includes(c) ? c : c || 'USD';
};

export interface MappedRow {
  /** The report's row number (header = row 1), as the row report names it. */
  row: number;
  values: Record<string, string>;
}

/** A record of the report with its header names looked up trimmed and case-forgiven. */
function lookup(header: readonly string[], cells: readonly string[]) {
  const idx = new Map(
    header.map((h, i) => [
      String(h ?? '')
        .trim()
        .toLowerCase(),
      i,
    ]),
  );
  return (name: string) => {
    const i = idx.get(name.toLowerCase());
    return i === undefined ? '' : String(cells[i] ?? '').trim();
  };
}

function bulkRow(o: {
  source: MarketplaceSource;
  orderNo: string;
  lineId: string;
  date: string;
  description: string;
  quantity: string;
  fob: string;
  freight: string;
  currency: string;
  sku: string;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  itemWeightGrams: number;
}): Record<string, string> {
  const qty = Number(o.quantity) > 0 ? Number(o.quantity) : 0;
  const weight = qty && o.itemWeightGrams > 0 ? String(Math.round(qty * o.itemWeightGrams)) : '0';
  const prefix = { amazon: 'AMZ', ebay: 'EBAY', shopify: 'SHOP' }[o.source];
  return {
    pbe: 'PBE1',
    description: o.description || o.sku,
    quantity_number: o.quantity,
    quantity_unit: 'pieces',
    weight,
    grossWeight: weight,
    invoiceNo: o.orderNo,
    invoiceDate: reportDate(o.date),
    consigneeDetails_name: o.name,
    consigneeDetails_address: o.address,
    consigneeDetails_city: o.city,
    consigneeDetails_state: o.state,
    consigneeDetails_zipCode: o.zip.replace(/^'/, ''), // Shopify writes "'02139" to keep the zero
    consigneeDetails_country: country(o.country),
    insurance: '0',
    freight: o.freight || '0',
    compensationCess_rate: '0',
    customDuties_cess: '0',
    customDuties_exportDutyRate: '0',
    fob_foreign: o.fob,
    igstDetails_rate: '0',
    orderId: `${prefix}-${o.lineId}`.slice(0, 64),
    boxId: `${prefix}-${o.orderNo}`.slice(0, 40),
    currency: currencyOf(o.currency),
  };
}

/**
 * The report's data rows as bulk rows. `rows[0]` is the header; blank lines and eBay's trailing
 * summary lines ("3 record(s) downloaded") are skipped. Shopify repeats an order's name on each
 * of its line items but its address on the first only: the address is carried over.
 */
export function marketplaceRows(
  source: MarketplaceSource,
  table: readonly (readonly string[])[],
  itemWeightGrams: number,
): MappedRow[] {
  const [header, ...data] = table;
  const out: MappedRow[] = [];
  let lastShopify: { name: string; values: Record<string, string> } | null = null;
  data.forEach((cells, i) => {
    const row = i + 2;
    if (!cells.some((c) => String(c ?? '').trim() !== '')) return;
    const f = lookup(header, cells);
    if (source === 'amazon') {
      if (!f('order-id')) return;
      const addr = [f('ship-address-1'), f('ship-address-2'), f('ship-address-3')].filter(Boolean).join(', ');
      out.push({
        row,
        values: bulkRow({
          source,
          orderNo: f('order-id'),
          lineId: f('order-item-id') || `${f('order-id')}-${row}`,
          date: f('purchase-date'),
          description: f('product-name'),
          quantity: f('quantity-purchased'),
          fob: moneyOf(f('item-price')).amount,
          freight: moneyOf(f('shipping-price')).amount,
          currency: f('currency'),
          sku: f('sku'),
          name: f('recipient-name'),
          address: addr,
          city: f('ship-city'),
          state: f('ship-state'),
          zip: f('ship-postal-code'),
          country: f('ship-country'),
          itemWeightGrams,
        }),
      });
    } else if (source === 'ebay') {
      if (!f('Order Number') || !/\d/.test(f('Order Number'))) return;
      const sold = moneyOf(f('Sold For'));
      const ship = moneyOf(f('Shipping And Handling'));
      const addr = [f('Ship To Address 1'), f('Ship To Address 2')].filter(Boolean).join(', ');
      out.push({
        row,
        values: bulkRow({
          source,
          orderNo: f('Order Number'),
          lineId: `${f('Order Number')}-${f('Item Number') || row}`,
          date: f('Sale Date'),
          description: f('Item Title'),
          quantity: f('Quantity'),
          // "Sold For" is the price of one; the FOB of the line is price × quantity.
          fob: (Number(sold.amount) * (Number(f('Quantity')) || 1)).toFixed(2),
          freight: ship.amount,
          currency: sold.currency ?? 'USD',
          sku: f('Custom Label'),
          name: f('Ship To Name'),
          address: addr,
          city: f('Ship To City'),
          state: f('Ship To State'),
          zip: f('Ship To Zip'),
          country: f('Ship To Country'),
          itemWeightGrams,
        }),
      });
    } else {
      const name = f('Name');
      if (!name) return;
      const first = lastShopify?.name === name ? lastShopify.values : null;
      const addr = [f('Shipping Address1'), f('Shipping Address2')].filter(Boolean).join(', ');
      const values = bulkRow({
        source,
        orderNo: name.replace(/^#/, ''),
        lineId: `${name.replace(/^#/, '')}-${row}`,
        date: f('Created at') || first?.invoiceDate || '',
        description: f('Lineitem name'),
        quantity: f('Lineitem quantity'),
        fob: add(
          '0',
          (Number(moneyOf(f('Lineitem price')).amount) * (Number(f('Lineitem quantity')) || 1)).toFixed(2),
        ),
        freight: first ? '0' : moneyOf(f('Shipping')).amount,
        currency: f('Currency') || first?.currency || '',
        sku: f('Lineitem sku'),
        name: f('Shipping Name') || first?.consigneeDetails_name || '',
        address: addr || first?.consigneeDetails_address || '',
        city: f('Shipping City') || first?.consigneeDetails_city || '',
        state: f('Shipping Province') || first?.consigneeDetails_state || '',
        zip: f('Shipping Zip') || first?.consigneeDetails_zipCode || '',
        country: f('Shipping Country') || first?.consigneeDetails_country || '',
        itemWeightGrams,
      });
      if (!first) lastShopify = { name, values };
      out.push({ row, values });
    }
  });
  return out;
}
