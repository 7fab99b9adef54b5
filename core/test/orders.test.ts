/** Orders in: the public payload, bulk rows, dockets and parcels, the PBE list filter (001 §3, §5, §9). */
import { describe, expect, it } from 'vitest';
import {
  BULK_MSG,
  CURRENCIES,
  IGST_MODES,
  INVOICE_TERMS,
  ORDER_LIMITS,
  PARCEL_TYPES,
  PRODUCT_CATEGORIES,
  bulkRowSchema,
  bulkSheetCollector,
  checkBulkFileName,
  collectBulkSheet,
  checkRowCount,
  docketNoFromSequence,
  groupParcels,
  isFileMarker,
  isValidDmyDate,
  normalizeBulkRow,
  orderSchema,
  pbeListQuerySchema,
  sampleBulkRow,
  sampleOrder,
  saveOrderDataSchema,
  validateBulkRows,
  validateOrders,
} from '../src/orders';
import { isValidDocketNo } from '../src/validators';
import { fieldLabel } from '../src/labels';

const firstMessage = (r: { success: boolean; error?: any }) => (r.success ? null : r.error.issues[0].message);

describe('public order payload (001 §3 "Public order-saving payload")', () => {
  it('accepts the documented sample, numbers given as numbers becoming strings', () => {
    const r = orderSchema.safeParse({ ...sampleOrder(1), quantity: 2, fob_foreign: 24.5 });
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ quantity: '2', fob_foreign: '24.5', currency: 'GBP' });
  });

  it('"Required: pbe, description, … trackingNo": each one missing is named', () => {
    const required = [
      'pbe',
      'description',
      'packageDesc',
      'otherCharge',
      'hsnCode',
      'unit',
      'quantity',
      'compensationCess_rate',
      'igstDetails_rate',
      'customDuties_CessRate',
      'itemNetWeight',
      'itemGrossWeight',
      'exportDutyRate',
      'freight',
      'insurance',
      'dutyCess_rate',
      'grossWeight',
      'category',
      'parcelType',
      'orderId',
      'consigneeName',
      'consigneeAddress',
      'consigneeCity',
      'consigneeZipCode',
      'consigneeCountry',
      'fob_foreign',
      'currency',
      'invoiceNo',
      'invoiceDate',
      'invoiceTerms',
      'igstMode',
      'serialNo',
      'trackingNo',
    ];
    expect(required).toHaveLength(33);
    for (const f of required) {
      const o: Record<string, unknown> = sampleOrder(1);
      delete o[f];
      expect(firstMessage(orderSchema.safeParse(o)), f).toBe(`${fieldLabel(f)} is required`);
    }
  });

  it.each([
    ['pbe', 'PBE3', 'PBE type must be one of: PBE1, PBE2'],
    ['invoiceTerms', 'Payment term 60 days', `Invoice terms must be one of: ${INVOICE_TERMS.join(', ')}`],
    ['igstMode', 'LUT', `IGST mode must be one of: ${IGST_MODES.join(', ')}`],
    ['parcelType', 'Courier', `Parcel type must be one of: ${PARCEL_TYPES.join(', ')}`],
    ['currency', 'INR', `Currency must be one of: ${CURRENCIES.join(', ')}`],
    ['invoiceDate', '2026-01-15', 'Invoice date must be a real date in DD-MM-YYYY'],
    ['invoiceDate', '31-04-2026', 'Invoice date must be a real date in DD-MM-YYYY'],
    ['invoiceDate', '29-02-2025', 'Invoice date must be a real date in DD-MM-YYYY'],
    ['hsnCode', '123', 'HSN code: Invalid HSN (Min 4 and max 8 digits)'],
    ['quantity', '0', 'Quantity must be a number above 0'],
    ['freight', '-5', 'Freight must be a number of 0 or more'],
    ['fob_foreign', 'ten', 'FOB value in invoice currency must be a number of 0 or more'],
    ['trackingNo', 'EM123', 'Tracking number: Invalid Tracking No.'],
    ['consigneeEmail', 'jane@', 'Consignee email: Enter valid email address'],
    [
      'category',
      'Spaceships',
      expect.stringContaining('Category must be one of: Artificial or Imitation Jewellery'),
    ],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstMessage(orderSchema.safeParse(sampleOrder(1, { [field]: value })))).toEqual(message);
  });

  it('"Mandatory for PBE1: url, trxnId, sku"', () => {
    expect(firstMessage(orderSchema.safeParse(sampleOrder(1, { pbe: 'PBE1' })))).toBe(
      'Product URL is required for PBE1 orders',
    );
    expect(
      orderSchema.safeParse(
        sampleOrder(1, { pbe: 'PBE1', url: 'https://shop.example/p/1', trxnId: 'T1', sku: 'SKU1' }),
      ).success,
    ).toBe(true);
  });

  it('29-02-2024 is a real date; enumerations as the spec lists them', () => {
    expect(isValidDmyDate('29-02-2024')).toBe(true);
    expect(CURRENCIES).toHaveLength(22);
    expect(PRODUCT_CATEGORIES).toHaveLength(32);
    expect(PRODUCT_CATEGORIES.find((c) => c.categoryName === 'Tea')?.hsn).toBe('0902');
  });

  it('the call: authKey required, orderData an array of at most the limit', () => {
    expect(firstMessage(saveOrderDataSchema.safeParse({ orderData: [] }))).toBe('authKey is required');
    expect(firstMessage(saveOrderDataSchema.safeParse({ authKey: 'k', orderData: { a: 1 } }))).toBe(
      'orderData must be an array of order objects',
    );
    expect(firstMessage(saveOrderDataSchema.safeParse({ authKey: 'k', orderData: [] }))).toBe(
      'orderData must contain at least one order',
    );
    const many = Array.from({ length: ORDER_LIMITS.maxOrdersPerCall + 1 }, () => ({}));
    expect(firstMessage(saveOrderDataSchema.safeParse({ authKey: 'k', orderData: many }))).toMatch(
      /^Too many orders in one call: 1001\. At most 1000/,
    );
  });

  it('reports every bad order with its index, and repeated orderIds', () => {
    const { orders, rejected } = validateOrders([
      sampleOrder(1),
      sampleOrder(2, { currency: 'XYZ' }),
      sampleOrder(1),
      'x',
    ]);
    expect(orders).toHaveLength(1);
    expect(rejected).toEqual([
      {
        index: 1,
        orderId: 'ORD-2',
        field: 'currency',
        message: expect.stringContaining('Currency must be one of'),
      },
      {
        index: 2,
        orderId: 'ORD-1',
        field: 'orderId',
        message: 'Order ID ORD-1 appears more than once in this call',
      },
      { index: 3, orderId: null, field: null, message: 'Each entry of orderData must be an order object' },
    ]);
  });
});

describe('bulk upload (001 §5 "Bulk upload")', () => {
  it('"File must be .xls or .xlsx, else \'Not a Valid Excel File. Extension must be .xls or .xlsx\'"', () => {
    expect(checkBulkFileName('orders.xlsx')).toBeNull();
    expect(checkBulkFileName('ORDERS.XLS')).toBeNull();
    expect(checkBulkFileName('orders.csv')).toBe('Not a Valid Excel File. Extension must be .xls or .xlsx');
  });

  it('"the count must be more than 1 and at most 5000" with its messages', () => {
    expect(checkRowCount(0)).toBe('This file does not have any Data');
    expect(checkRowCount(1)).toBe('This file conatains 1st entry without description.');
    expect(checkRowCount(2)).toBeNull();
    expect(checkRowCount(5000)).toBeNull();
    expect(checkRowCount(5001)).toBe('File size to large, Max 5000 records are allowed.');
    expect(BULK_MSG.tooManyRows).toBe('File size to large, Max 5000 records are allowed.');
  });

  it('"a file marker longer than 5 characters" is skipped; a header cell is not a marker', () => {
    expect(isFileMarker('EXPORTDESK-BULK-V1')).toBe(true);
    expect(isFileMarker('pbe')).toBe(false);
    expect(isFileMarker(12345678)).toBe(false);
  });

  it('"serial dates (base 25569) to DD-MM-YYYY", numbers to strings, seven columns at two decimals or \'0\'', () => {
    const n = normalizeBulkRow({
      invoiceDate: 46037,
      quantity_number: 2,
      insurance: 'n/a',
      freight: 410.5,
      fob_foreign: '18.255',
      igstDetails_rate: 18,
    });
    expect(n).toMatchObject({
      invoiceDate: '15-01-2026',
      quantity_number: '2',
      insurance: '0',
      freight: '410.50',
      fob_foreign: '18.25',
      igstDetails_rate: '18.00',
    });
    expect(n.customDuties_cess).toBe('0');
  });

  it('the IEC column is required for CHAs only', () => {
    expect(bulkRowSchema(false).safeParse(normalizeBulkRow(sampleBulkRow(1))).success).toBe(true);
    expect(firstMessage(bulkRowSchema(true).safeParse(normalizeBulkRow(sampleBulkRow(1))))).toBe(
      'IEC is required',
    );
    expect(
      bulkRowSchema(true).safeParse(normalizeBulkRow(sampleBulkRow(1, { ieCode: 'abcde1234f' }))).data
        ?.ieCode,
    ).toBe('ABCDE1234F');
  });

  it('reports every bad cell of a row and repeated orderIds in one file', () => {
    const { valid, problems } = validateBulkRows(
      [
        { row: 3, values: sampleBulkRow(1) },
        { row: 4, values: sampleBulkRow(2, { pbe: 'X', invoiceDate: '31-02-2026' }) },
        { row: 5, values: sampleBulkRow(1) },
      ],
      false,
    );
    expect(valid.map((v) => v.row)).toEqual([3]);
    expect(problems).toEqual([
      { row: 4, field: 'pbe', message: 'PBE type must be one of: PBE1, PBE2' },
      { row: 4, field: 'invoiceDate', message: 'Invoice date must be a real date in DD-MM-YYYY' },
      { row: 5, field: 'orderId', message: 'orderId B-1 is repeated (first on row 3).' },
    ]);
  });
});

describe('bulk sheet rows, as both readers collect them (001 §5 "Bulk upload")', () => {
  // Cells as exceljs gives a row: 1-based, index 0 empty.
  const cells = (...v: unknown[]) => [undefined, ...v];
  const header = cells('pbe', 'description', '_address', '', 'orderId');

  it('skips a file-marker first row, reads the header (with "_address"), keeps rows with a pbe value', () => {
    const c = bulkSheetCollector();
    expect(c.add(1, cells('EXPORTDESK BULK UPLOAD v1'))).toBe(true);
    c.add(2, header);
    c.add(3, cells('PBE2', 'Scarf', { richText: [{ text: '1 Main ' }, { text: 'St' }] }, 'ignored', 'A-1'));
    c.add(4, cells(undefined, 'no pbe: not a row'));
    c.add(5, cells('  ', 'blank pbe: not a row'));
    c.add(7, cells('PBE1', { formula: 'A1', result: 'Mug' }, '', undefined, { error: '#REF!' }));
    expect(c.done()).toEqual({
      rows: [
        {
          row: 3,
          values: {
            pbe: 'PBE2',
            description: 'Scarf',
            consigneeDetails_address: '1 Main St',
            orderId: 'A-1',
          },
        },
        { row: 7, values: { pbe: 'PBE1', description: 'Mug' } },
      ],
      counted: 2,
      error: null,
      headerRow: 2,
      columns: ['', 'pbe', 'description', 'consigneeDetails_address', '', 'orderId'],
    });
  });

  it('takes the first row as the header when it is no marker; a later duplicate column wins when not empty', () => {
    const c = bulkSheetCollector();
    c.add(1, cells('pbe', 'description', 'description'));
    c.add(2, cells('PBE2', 'first', 'second'));
    c.add(3, cells('PBE2', 'kept', ''));
    expect(c.done().rows.map((r) => r.values.description)).toEqual(['second', 'kept']);
  });

  it('gives the count messages, and stops past the limit with the rows dropped', () => {
    const none = bulkSheetCollector();
    none.add(1, header);
    expect(none.done()).toMatchObject({ counted: 0, error: 'This file does not have any Data' });
    const one = bulkSheetCollector();
    one.add(1, header);
    one.add(2, cells('PBE2'));
    expect(one.done()).toMatchObject({
      counted: 1,
      error: 'This file conatains 1st entry without description.',
    });
    const seen: number[] = [];
    const big = bulkSheetCollector({ onCounted: (n) => seen.push(n), every: 2000 });
    big.add(1, header);
    let n = 2;
    while (big.add(n, cells('PBE2', `row ${n}`))) n++;
    expect(n - 1).toBe(ORDER_LIMITS.bulkMaxRows + 1);
    expect(big.add(n + 1, cells('PBE2'))).toBe(false);
    expect(big.done()).toMatchObject({
      rows: [],
      counted: ORDER_LIMITS.bulkMaxRows + 1,
      error: 'File size to large, Max 5000 records are allowed.',
    });
    expect(seen).toEqual([2000, 4000]);
  });

  it('reads the first worksheet of a streaming reader only, stops pulling rows past the limit, and names an unreadable file', async () => {
    let pulled = 0;
    async function* sheet(n: number, failAt?: number) {
      yield { number: 1, values: header };
      for (let i = 2; i <= n; i++) {
        if (i === failAt) throw new Error('invalid zip');
        pulled++;
        yield { number: i, values: cells('PBE2', `row ${i}`) };
      }
    }
    async function* book(...sheets: Array<AsyncIterable<{ number: number; values: unknown }>>) {
      yield* sheets;
    }
    const two = await collectBulkSheet(book(sheet(4), sheet(9)), { unreadable: 'x' });
    expect(two).toMatchObject({ counted: 3, error: null, headerRow: 1 });
    expect(pulled).toBe(3);
    pulled = 0;
    const big = await collectBulkSheet(book(sheet(100_000)), { unreadable: 'x' });
    expect(big).toMatchObject({
      rows: [],
      counted: ORDER_LIMITS.bulkMaxRows + 1,
      error: BULK_MSG.tooManyRows,
    });
    expect(pulled).toBe(ORDER_LIMITS.bulkMaxRows + 1);
    const broken = await collectBulkSheet(book(sheet(10, 5)), { unreadable: BULK_MSG.notXlsxContent });
    expect(broken).toMatchObject({ rows: [], counted: 3, error: BULK_MSG.notXlsxContent });
  });
});

describe('dockets and parcels (001 §1 "PMB plus 13 digits", §3 "boxId groups items into one parcel")', () => {
  it('numbers are PMB + 13 digits and distinct per sequence value', () => {
    expect(docketNoFromSequence(1)).toBe('PMB1000000000001');
    expect(isValidDocketNo(docketNoFromSequence(123456789))).toBe(true);
    expect(() => docketNoFromSequence(0)).toThrow();
  });

  it('items with the same boxId are one parcel; each item without one is its own', () => {
    const parcels = groupParcels('PMB1000000000007', [
      { boxId: 'A' },
      {},
      { boxId: 'A' },
      { boxId: null },
      { boxId: 'B' },
    ]);
    expect(parcels.map((p) => [p.boxId, p.items.length])).toEqual([
      ['A', 2],
      ['PMB1000000000007-0002', 1],
      ['PMB1000000000007-0003', 1],
      ['B', 1],
    ]);
  });
});

describe('PBE list filter (001 §5 "Search needs non-empty trimmed text, else \'Invalid Request\'; minimum 3 characters")', () => {
  it.each([
    [{ isSearch: true, searchType: 'company', searchInput: '  ' }],
    [{ isSearch: true, searchType: 'company', searchInput: 'ab' }],
    [{ fromDate: '31-02-2026' }],
    [{ fromInr: 'lots' }],
  ])('%j → Invalid Request', (q) => {
    expect(firstMessage(pbeListQuerySchema.safeParse(q))).toBe('Invalid Request');
  });
  it('takes both picker formats, the to-date inclusive', () => {
    const r = pbeListQuerySchema.parse({
      fromDate: '2026-01-15',
      toDate: '15-01-2026',
      isSearch: 'true',
      searchType: 'iec',
      searchInput: 'ABC',
    });
    expect(r.toMs! - r.fromMs!).toBe(86_400_000);
    expect(r.search).toEqual({ type: 'iec', text: 'ABC' });
  });
});
