import type { Knex } from 'knex';

/**
 * Issue 24: orders saved by the Excel upload (and the marketplace imports, which ride on it) kept
 * the sheet's keys (`consigneeDetails_name`, `quantity_number`, `weight`, …) in `orders.data`,
 * while every document reads the order API's (`consigneeName`, `quantity`, `itemNetWeight`, …):
 * their CN22/CN23, invoices and PBEs printed an empty consignee, quantity 0 and weight 0. This
 * rewrites each such order in the API's shape; a parcel brought back from such a docket (its
 * items copied from the orders) is rewritten too.
 *
 * Self-contained on purpose (a migration never changes once landed): the mapping is a copy of
 * core's bulkRowToOrder as it stood when this landed, defaults included. Idempotent: only data
 * still carrying a sheet key is touched, a field already in the API's shape is kept, and no sheet
 * key is left behind. Runs on MySQL and SQLite (plain selects and updates, JSON as text).
 */

type Data = Record<string, unknown>;

const SHEET_KEYS = [
  'quantity_number',
  'quantity_unit',
  'weight',
  'consigneeDetails_name',
  'consigneeDetails_address',
  'consigneeDetails_city',
  'consigneeDetails_state',
  'consigneeDetails_zipCode',
  'consigneeDetails_country',
  'customDuties_cess',
  'customDuties_exportDutyRate',
  'row',
];

/** The 001 §3 categories with a default HSN code, as core listed them when this landed. */
const CATEGORY_HSN: Record<string, string> = {
  'Auto Spare Parts': '8708',
  'Books and Periodicals': '4901',
  Coffee: '0901',
  Garment: '6210',
  'Gold or Platimum Jewellery': '7113',
  'Jewellery with Precious Stones': '7113',
  'Silver Jewellery': '7113',
  Pharmaceuticals: '3004',
  Tea: '0902',
  Watches: '9102',
};

const str = (v: unknown): string | undefined =>
  v === undefined || v === null || String(v).trim() === '' ? undefined : String(v).trim();

/** A stored sheet row in the order API's fields (bulkRowToOrder's mapping and defaults). */
export function sheetRowToOrder(d: Data, orderId: string): Data {
  const has = (k: string) => str(d[k]) !== undefined;
  const pick = (apiKey: string, sheetKey: string | null, fallback: string | undefined): string | undefined =>
    str(d[apiKey]) ?? (sheetKey ? str(d[sheetKey]) : undefined) ?? fallback;
  const category = str(d.category);
  const out: Data = {};
  for (const [k, v] of Object.entries(d)) if (!SHEET_KEYS.includes(k)) out[k] = v;
  const set = (k: string, v: string | undefined) => {
    if (v === undefined) delete out[k];
    else out[k] = v;
  };
  set('description', str(d.description) ?? '');
  set('packageDesc', pick('packageDesc', 'description', ''));
  set('otherCharge', pick('otherCharge', null, '0'));
  set('hsnCode', str(d.hsnCode) ?? (category ? CATEGORY_HSN[category] : undefined) ?? '');
  set('unit', pick('unit', 'quantity_unit', ''));
  set('quantity', pick('quantity', 'quantity_number', ''));
  set('compensationCess_rate', pick('compensationCess_rate', null, '0'));
  set('igstDetails_rate', pick('igstDetails_rate', null, '0'));
  set('customDuties_CessRate', pick('customDuties_CessRate', 'customDuties_cess', '0'));
  set('itemNetWeight', pick('itemNetWeight', 'weight', ''));
  set('itemGrossWeight', pick('itemGrossWeight', 'grossWeight', str(d.weight) ?? ''));
  set('exportDutyRate', pick('exportDutyRate', 'customDuties_exportDutyRate', '0'));
  set('freight', pick('freight', null, '0'));
  set('insurance', pick('insurance', null, '0'));
  set('dutyCess_rate', pick('dutyCess_rate', null, '0'));
  set('grossWeight', pick('grossWeight', null, str(d.weight) ?? ''));
  set('category', category ?? 'Other');
  set('parcelType', pick('parcelType', null, "Int'l Tracked Packets"));
  set('orderId', str(d.orderId) ?? orderId);
  set('consigneeName', pick('consigneeName', 'consigneeDetails_name', ''));
  set('consigneeAddress', pick('consigneeAddress', 'consigneeDetails_address', ''));
  set('consigneeCity', pick('consigneeCity', 'consigneeDetails_city', ''));
  set('consigneeState', pick('consigneeState', 'consigneeDetails_state', undefined));
  set('consigneeZipCode', pick('consigneeZipCode', 'consigneeDetails_zipCode', ''));
  set('consigneeCountry', pick('consigneeCountry', 'consigneeDetails_country', ''));
  set('currency', pick('currency', null, 'USD'));
  set('invoiceTerms', pick('invoiceTerms', null, 'Advance Payment'));
  set('igstMode', pick('igstMode', null, 'Export under LUT/Bond'));
  set('serialNo', pick('serialNo', 'row', ''));
  set('trackingNo', pick('trackingNo', null, ''));
  if (!has('boxId')) delete out.boxId;
  return out;
}

const isSheetShaped = (d: unknown): d is Data =>
  !!d && typeof d === 'object' && !Array.isArray(d) && SHEET_KEYS.some((k) => k in (d as Data));

const parse = (s: unknown): unknown => {
  try {
    return JSON.parse(String(s));
  } catch {
    return null;
  }
};

const BATCH = 500;

export async function up(knex: Knex): Promise<void> {
  // Orders: only rows whose text still names a sheet key are read (a LIKE both databases run).
  let after = 0;
  for (;;) {
    const rows: Array<{ id: number | string; order_id: string; data: string }> = await knex('orders')
      .where('id', '>', after)
      .andWhere((q) =>
        q.where('data', 'like', '%"consigneeDetails_%').orWhere('data', 'like', '%"quantity_number"%'),
      )
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'order_id', 'data');
    if (!rows.length) break;
    after = Number(rows[rows.length - 1].id);
    await knex.transaction(async (trx) => {
      for (const r of rows) {
        const d = parse(r.data);
        if (!isSheetShaped(d)) continue;
        await trx('orders')
          .where({ id: r.id })
          .update({ data: JSON.stringify(sheetRowToOrder(d, r.order_id)) });
      }
    });
  }
  // Parcels: items copied from such orders (a docket brought back to My Parcels).
  after = 0;
  for (;;) {
    const rows: Array<{ id: number | string; items: string }> = await knex('parcels')
      .where('id', '>', after)
      .andWhere((q) =>
        q.where('items', 'like', '%"consigneeDetails_%').orWhere('items', 'like', '%"quantity_number"%'),
      )
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'items');
    if (!rows.length) break;
    after = Number(rows[rows.length - 1].id);
    await knex.transaction(async (trx) => {
      for (const r of rows) {
        const items = parse(r.items);
        if (!Array.isArray(items) || !items.some(isSheetShaped)) continue;
        const fixed = items.map((i: unknown) =>
          isSheetShaped(i) ? sheetRowToOrder(i, String(i.orderId ?? '')) : i,
        );
        await trx('parcels')
          .where({ id: r.id })
          .update({ items: JSON.stringify(fixed) });
      }
    });
  }
}

/** Nothing to undo: the API's shape is what every reader expects (the sheet's keys were the bug). */
export async function down(): Promise<void> {}
