/**
 * Issue 23 item 7 "Bounds a customs officer would expect": no order, bulk row, parcel, booking or
 * shipment carries a figure no parcel can hold (1e308, 2^64, Infinity, NaN, a 40 kg "parcel"), the
 * refusal names the field and the limit in words, and destination countries come from the table.
 */
import { describe, expect, it } from 'vitest';
import {
  abbreviateNumber,
  BOUNDS,
  bulkRowSchema,
  CARRIER_MAX_GRAMS,
  carrierFormSchema,
  exportInvoiceSchema,
  fieldLabel,
  FOB_FOREIGN_MAX,
  inventoryItemSchema,
  orderSchema,
  parcelFormSchema,
  sampleBulkRow,
  sampleOrder,
  shipmentPriceSchema,
  subscribePlanSchema,
  validateBulkRows,
  validateOrders,
} from '../src';

const firstIssue = (r: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (r.success ? null : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.') });

describe('order fields are bounded (issue 23 item 7)', () => {
  const huge: Array<[string, unknown]> = [
    ['1e308', 1e308],
    ['2^64', 2 ** 64],
    ['2^64 as text', '18446744073709551616'],
    ['Infinity', Infinity],
    ['"Infinity"', 'Infinity'],
    ['NaN', NaN],
    ['-1', -1],
  ];
  for (const field of [
    'fob_foreign',
    'quantity',
    'grossWeight',
    'itemNetWeight',
    'itemGrossWeight',
    'freight',
    'insurance',
    'otherCharge',
    'igstDetails_rate',
    'exportDutyRate',
  ])
    for (const [what, value] of huge)
      it(`${field} = ${what} is refused, naming the field`, () => {
        const r = orderSchema.safeParse({ ...sampleOrder(1), [field]: value });
        expect(r.success).toBe(false);
        // named as the user reads it (issue 27 item 2); the wire name rides in the issue's path
        expect(firstIssue(r)!.message).toContain(fieldLabel(field));
        expect(firstIssue(r)!.path).toContain(field);
      });

  it('says the limit in words, grouped the Indian way', () => {
    const inr = firstIssue(orderSchema.safeParse({ ...sampleOrder(1), freight: '1000001' }));
    expect(inr!.message).toBe(
      "Freight must be at most 10,00,000 INR (customs' CSB-V limit is ₹10 lakh per consignment)",
    );
    const w = firstIssue(orderSchema.safeParse({ ...sampleOrder(1), grossWeight: '30001' }));
    expect(w!.message).toBe('Gross weight must be at most 30,000 g (the heaviest parcel any service takes)');
    const q = firstIssue(orderSchema.safeParse({ ...sampleOrder(1), quantity: '100001' }));
    expect(q!.message).toMatch(/^Quantity must be at most 1,00,000/);
    const pct = firstIssue(orderSchema.safeParse({ ...sampleOrder(1), igstDetails_rate: '101' }));
    expect(pct!.message).toBe('IGST rate must be at most 100%');
  });

  it('FOB per order: ₹10 lakh at a cautious rate of its own currency', () => {
    expect(FOB_FOREIGN_MAX.USD).toBe(24_000);
    expect(FOB_FOREIGN_MAX.KRW).toBeGreaterThan(1_00_00_000);
    const usd = orderSchema.safeParse({ ...sampleOrder(1), currency: 'USD', fob_foreign: '24001' });
    expect(firstIssue(usd)).toEqual({
      path: 'fob_foreign',
      message:
        "FOB value in invoice currency must be at most 24,000 USD (customs' CSB-V limit is ₹10 lakh per consignment)",
    });
    // A lawful ₹8 lakh KRW invoice (about 1.3 crore won) passes; 24,001 USD does not.
    expect(
      orderSchema.safeParse({ ...sampleOrder(1), currency: 'KRW', fob_foreign: '13000000' }).success,
    ).toBe(true);
    expect(orderSchema.safeParse({ ...sampleOrder(1), currency: 'USD', fob_foreign: '24000' }).success).toBe(
      true,
    );
  });

  it('the heaviest any service takes is the rate engine’s: couriers 30 kg, India Post 20 kg', () => {
    expect(BOUNDS.maxGrams).toBe(30_000);
    expect(CARRIER_MAX_GRAMS.indiapost).toBe(20_000);
    expect(CARRIER_MAX_GRAMS.dhl).toBe(30_000);
    expect(
      orderSchema.safeParse({ ...sampleOrder(1), grossWeight: '30000', itemGrossWeight: '29000' }).success,
    ).toBe(true);
  });

  it('a call with one bad order keeps it out and names it', () => {
    const { orders, rejected } = validateOrders([sampleOrder(1), sampleOrder(2, { fob_foreign: '1e308' })]);
    expect(orders).toHaveLength(1);
    expect(rejected).toEqual([expect.objectContaining({ index: 1, field: 'fob_foreign' })]);
  });
});

describe('destination countries come from the table (issue 23 item 7)', () => {
  for (const [typed, canonical] of [
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
    ['United States', 'USA'],
    ['America', 'USA'],
    ['usa', 'USA'],
    ['gb', 'United Kingdom'],
    ['  germany ', 'Germany'],
  ])
    it(`"${typed}" is stored as "${canonical}"`, () => {
      const r = orderSchema.safeParse({ ...sampleOrder(1), consigneeCountry: typed });
      expect(r.success).toBe(true);
      expect(r.data!.consigneeCountry).toBe(canonical);
    });

  it('an unknown country is refused with a clear message', () => {
    const r = orderSchema.safeParse({ ...sampleOrder(1), consigneeCountry: 'Atlantis' });
    expect(firstIssue(r)).toEqual({
      path: 'consigneeCountry',
      message:
        'Consignee country: "Atlantis" is not a country in our list; use its name (USA, United Kingdom) or ISO code (US, GB)',
    });
  });

  it('bulk rows too: alias normalised, unknown refused', () => {
    const ok = bulkRowSchema(false).safeParse({
      ...sampleBulkRow(1),
      consigneeDetails_country: 'UK',
      invoiceDate: '15-01-2026',
      fob_foreign: '18.25',
    });
    expect(ok.success).toBe(true);
    expect(ok.data!.consigneeDetails_country).toBe('United Kingdom');
    const { problems } = validateBulkRows(
      [{ row: 2, values: sampleBulkRow(1, { consigneeDetails_country: 'Narnia' }) }],
      false,
    );
    expect(problems[0]).toMatchObject({ row: 2, field: 'consigneeDetails_country' });
  });
});

describe('bulk rows, parcels, bookings, shipments and plans are bounded too', () => {
  it('bulk: 1e308 FOB, 2^64 quantity, 40 kg, Infinity freight', () => {
    const rows = [
      sampleBulkRow(1, { fob_foreign: 1e308 }),
      sampleBulkRow(2, { quantity_number: 2 ** 64 }),
      sampleBulkRow(3, { grossWeight: 40_000 }),
      sampleBulkRow(4, { freight: 2e6 }),
      sampleBulkRow(5, { igstDetails_rate: 1e9 }),
    ].map((values, i) => ({ row: i + 2, values }));
    const { valid, problems } = validateBulkRows(rows, false);
    expect(valid).toHaveLength(0);
    expect(problems.map((p) => p.field)).toEqual([
      'fob_foreign',
      'quantity_number',
      'grossWeight',
      'freight',
      'igstDetails_rate',
    ]);
    expect(problems[2].message).toBe(
      'Gross weight must be at most 30,000 g (the heaviest parcel any service takes)',
    );
  });

  it("a parcel for India Post: at most India Post's heaviest (20 kg)", () => {
    const items = [
      sampleOrder(1, { grossWeight: '25000', itemGrossWeight: '25000', itemNetWeight: '24000' }),
    ];
    const post = parcelFormSchema.safeParse({ carrier: 'indiapost', items });
    expect(post.success).toBe(false);
    expect(post.error!.issues[0].message).toBe(
      'Gross weight must be at most 20,000 g (the heaviest parcel India Post takes)',
    );
    expect(parcelFormSchema.safeParse({ carrier: 'dhl', items }).success).toBe(true);
  });

  const booking = {
    parcelId: 1,
    carrier: 'dhl',
    length: 30,
    width: 20,
    height: 10,
    weight: 1.2,
    contents: 'Scarves',
    shipperPhone: '9876543210',
    shipperAddress: '1 MG Road',
    shipperCity: 'Jaipur',
    shipperPostalCode: '302001',
  };
  it('a courier booking: sizes, and the weight in kg within the carrier', () => {
    expect(carrierFormSchema.safeParse(booking).success).toBe(true);
    for (const bad of [{ length: 1e308 }, { height: 2 ** 64 }, { weight: 31 }, { weight: 'Infinity' }])
      expect(carrierFormSchema.safeParse({ ...booking, ...bad }).success).toBe(false);
    expect(firstIssue(carrierFormSchema.safeParse({ ...booking, weight: 31 }))!.message).toBe(
      'Weight must be at most 30 kg (the heaviest parcel any service takes)',
    );
  });

  it('a Ship Abroad price: no side over 3 m, no 1e308 g', () => {
    const ok = { length: '10', width: '10', height: '10', weight: '500', Country: 'USA' };
    expect(shipmentPriceSchema.safeParse(ok).success).toBe(true);
    expect(firstIssue(shipmentPriceSchema.safeParse({ ...ok, length: '301' }))!.message).toBe(
      'Length must be at most 300 cm (longer than any service takes)',
    );
    expect(shipmentPriceSchema.safeParse({ ...ok, weight: 1e308 }).success).toBe(false);
  });

  it('an inventory item: no 1e308 g, no value above ₹10 lakh in its currency', () => {
    const item = {
      sku: 'S1',
      description: 'Scarf',
      hsnCode: '62141090',
      unit: 'pieces',
      weight: 300,
      value: 20,
    };
    expect(inventoryItemSchema.safeParse(item).success).toBe(true);
    expect(inventoryItemSchema.safeParse({ ...item, weight: 1e308 }).success).toBe(false);
    expect(firstIssue(inventoryItemSchema.safeParse({ ...item, value: 2 ** 64 }))!.path).toBe('value');
    expect(firstIssue(inventoryItemSchema.safeParse({ ...item, value: 30_000 }))!.message).toBe(
      "Value must be at most 24,000 USD (customs' CSB-V limit is ₹10 lakh per consignment)",
    );
  });

  it('an export invoice: consignee country from the table, charges within ₹10 lakh', () => {
    const consignee = exportInvoiceSchema.shape.consignee;
    expect(consignee.parse({ name: 'Jane', address: '1 High St', country: 'UK' }).country).toBe(
      'United Kingdom',
    );
    expect(consignee.safeParse({ name: 'Jane', address: '1 High St', country: 'Atlantis' }).success).toBe(
      false,
    );
    expect(exportInvoiceSchema.shape.freightInr.safeParse(2 ** 64).success).toBe(false);
    expect(exportInvoiceSchema.shape.freightInr.safeParse(1500).success).toBe(true);
  });

  it('a plan amount of 2^64 is refused', () => {
    expect(subscribePlanSchema.safeParse({ planId: 'gold', planAmount: 2 ** 64 }).success).toBe(false);
    expect(subscribePlanSchema.safeParse({ planId: 'gold', planAmount: 'Infinity' }).success).toBe(false);
  });
});

describe('dashboard figures never print absurd totals', () => {
  it('"₹2034675871.3T" cannot come out of the abbreviation', () => {
    expect(abbreviateNumber(2.0346758713e21)).toBe('999.9T+');
    expect(abbreviateNumber(Infinity)).toBe('0');
    expect(abbreviateNumber(1.5e12)).toBe('1.5T');
    expect(abbreviateNumber(123456)).toBe('1.2L');
  });
});
