/** Core rules of the harmonized label, the docket pickup and the edited IBM workbook (issue 6). */
import { describe, expect, it } from 'vitest';
import {
  canMarkPickup,
  canSchedulePickup,
  DEFAULT_HARMONIZED_CATEGORY,
  generateHarmonizedLabelSchema,
  harmonizedFacts,
  harmonizedLabelQuerySchema,
  AIR_PARCEL,
  indiaDay,
  isHarmonizedCountry,
  isParcelPost,
  parcelPostFacts,
  PICKUP_DOC_TYPES,
  pickupActions,
  pickupDateError,
  sniffExcelKind,
  TRACKED_PACKETS,
  zipEntryNames,
} from '../src/documents';
import { PARCEL_TYPES } from '../src/orders';

describe('harmonized label (001 §5, §6, §9)', () => {
  it('countries by name or code, case-insensitively; an unlisted or unknown one is not', () => {
    expect(isHarmonizedCountry('USA')).toBe(true);
    expect(isHarmonizedCountry('United Kingdom')).toBe(true);
    expect(isHarmonizedCountry('germany')).toBe(true);
    expect(isHarmonizedCountry('Singapore')).toBe(false);
    expect(isHarmonizedCountry('Atlantis')).toBe(false);
  });

  it.each([
    [[{ parcelType: TRACKED_PACKETS, country: 'USA' }], { trackedPackets: true, hasHarmonizedCountry: true }],
    [
      [{ parcelType: TRACKED_PACKETS, country: 'Singapore' }],
      { trackedPackets: true, hasHarmonizedCountry: false },
    ],
    // A harmonized country reached only by EMS gets no label: the label is for tracked packets.
    [
      [
        { parcelType: 'EMS Speed Post', country: 'USA' },
        { parcelType: TRACKED_PACKETS, country: 'Singapore' },
      ],
      { trackedPackets: true, hasHarmonizedCountry: false },
    ],
    [[], { trackedPackets: false, hasHarmonizedCountry: false }],
  ])('facts of %j', (parcels, facts) => {
    expect(harmonizedFacts(parcels)).toEqual(facts);
  });

  it('a postal parcel is an Air Parcel (CD), one of the order parcel types; letter-post items are not', () => {
    expect(PARCEL_TYPES).toContain(AIR_PARCEL);
    expect(PARCEL_TYPES.filter((t) => isParcelPost({ parcelType: t }))).toEqual(['Air Parcel (CD)']);
    expect(parcelPostFacts([{ parcelType: 'EMS Speed Post' }, { parcelType: TRACKED_PACKETS }])).toEqual({
      hasParcelPost: false,
    });
    expect(parcelPostFacts([{ parcelType: 'EMS Speed Post' }, { parcelType: 'Air Parcel (CD)' }])).toEqual({
      hasParcelPost: true,
    });
    expect(parcelPostFacts([])).toEqual({ hasParcelPost: false });
  });

  it("'Sales of Goods' by default; category and a real DD-MM-YYYY mailing date are both required", () => {
    expect(DEFAULT_HARMONIZED_CATEGORY).toBe('Sales of Goods');
    expect(
      harmonizedLabelQuerySchema.safeParse({ category: 'Gift', mailingDate: '24-11-2026' }).success,
    ).toBe(true);
    expect(harmonizedLabelQuerySchema.safeParse({ category: 'Gift' }).success).toBe(false);
    expect(harmonizedLabelQuerySchema.safeParse({ mailingDate: '24-11-2026' }).success).toBe(false);
    expect(
      harmonizedLabelQuerySchema.safeParse({ category: 'Gift', mailingDate: '31-02-2026' }).success,
    ).toBe(false);
    expect(
      harmonizedLabelQuerySchema.safeParse({ category: 'Bribe', mailingDate: '24-11-2026' }).success,
    ).toBe(false);
    expect(
      generateHarmonizedLabelSchema.parse({
        tempSBill: 'pmb1000000000001',
        categoryOfItem: 'Documents',
        mailingDate: '24-11-2026',
      }).tempSBill,
    ).toBe('PMB1000000000001');
  });
});

describe('docket pickup', () => {
  const at = Date.UTC(2026, 10, 21, 20, 0); // 21-11-2026 20:00 UTC = 22-11-2026 01:30 in India
  it('the day is India’s', () => {
    expect(indiaDay(at)).toBe(Date.UTC(2026, 10, 22));
  });
  it.each([
    ['22-11-2026', null],
    ['30-12-2026', null],
    ['21-11-2026', 'past'],
    ['31-11-2026', 'bad'],
    ['2026-11-22', 'bad'],
  ])('%s', (dmy, kind) => {
    const e = pickupDateError(dmy, at);
    if (kind === null) expect(e).toBeNull();
    else expect(e).toMatch(kind === 'past' ? /past/i : /DD-MM-YYYY/);
  });
  it('who schedules and who marks Picked Up', () => {
    expect(canSchedulePickup({ userType: 1, roles: [] })).toBe(true);
    expect(canSchedulePickup({ userType: 4, roles: [] })).toBe(true);
    expect(canSchedulePickup({ userType: 5, roles: ['isFpoAgent'] })).toBe(false);
    expect(canMarkPickup({ userType: 5, roles: ['isFpoAgent'] })).toBe(true);
    expect(canMarkPickup({ userType: 10, roles: ['isAdmin', 'isSuperAdmin'] })).toBe(true);
    expect(canMarkPickup({ userType: 1, roles: [] })).toBe(false);
  });
  it.each([
    ['exporter admin', { userType: 1, roles: [] }, 'Pending', ['schedule-pickup']],
    ['exporter admin', { userType: 1, roles: [] }, 'Picked Up', []],
    ['FPO agent', { userType: 5, roles: ['isFpoAgent'] }, 'Pending', []],
    ['FPO agent', { userType: 5, roles: ['isFpoAgent'] }, 'Scheduled', ['mark-picked-up']],
    ['FPO agent', { userType: 5, roles: ['isFpoAgent'] }, 'Picked Up', ['undo-picked-up']],
    [
      'super admin',
      { userType: 10, roles: ['isAdmin', 'isSuperAdmin'] },
      'Scheduled',
      ['schedule-pickup', 'mark-picked-up'],
    ],
    ['CBIC', { userType: 6, roles: [] }, 'Scheduled', []],
  ] as const)('%s, pickup %s: %j', (_who, p, status, actions) => {
    expect(pickupActions(p, status)).toEqual(actions);
  });
  it("the spec's pickupPackingList is the handover note", () => {
    expect(PICKUP_DOC_TYPES.pickupPackingList).toBe('handoverNote');
  });
});

const strToU8 = (s: string) => new TextEncoder().encode(s);

/** A minimal zip (stored, no CRC check needed by the sniffer): local headers, central directory, end record. */
function zipSync(files: Record<string, Uint8Array>): Uint8Array {
  const parts: number[] = [];
  const central: number[] = [];
  const u16 = (a: number[], v: number) => a.push(v & 0xff, (v >> 8) & 0xff);
  const u32 = (a: number[], v: number) =>
    a.push(v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff);
  for (const [name, data] of Object.entries(files)) {
    const n = strToU8(name);
    const offset = parts.length;
    u32(parts, 0x04034b50);
    u16(parts, 20);
    u16(parts, 0);
    u16(parts, 0);
    u16(parts, 0);
    u16(parts, 0);
    u32(parts, 0);
    u32(parts, data.length);
    u32(parts, data.length);
    u16(parts, n.length);
    u16(parts, 0);
    parts.push(...n, ...data);
    u32(central, 0x02014b50);
    u16(central, 20);
    u16(central, 20);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u32(central, 0);
    u32(central, data.length);
    u32(central, data.length);
    u16(central, n.length);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u16(central, 0);
    u32(central, 0);
    u32(central, offset);
    central.push(...n);
  }
  const end: number[] = [];
  u32(end, 0x06054b50);
  u16(end, 0);
  u16(end, 0);
  u16(end, Object.keys(files).length);
  u16(end, Object.keys(files).length);
  u32(end, central.length);
  u32(end, parts.length);
  u16(end, 0);
  return new Uint8Array([...parts, ...central, ...end]);
}

describe('edited IBM workbook by content', () => {
  const xlsx = zipSync({
    '[Content_Types].xml': strToU8('<Types/>'),
    'xl/workbook.xml': strToU8('<workbook/>'),
  });
  it('an xlsx is a zip with [Content_Types].xml and xl/ parts', () => {
    expect(zipEntryNames(xlsx)).toEqual(['[Content_Types].xml', 'xl/workbook.xml']);
    expect(sniffExcelKind(xlsx)).toBe('xlsx');
  });
  it('a zip that is not a workbook, a PDF and an empty file are not Excel; OLE2 is .xls', () => {
    expect(sniffExcelKind(zipSync({ 'readme.txt': strToU8('hi') }))).toBeNull();
    expect(sniffExcelKind(strToU8('%PDF-1.4 renamed.xlsx'))).toBeNull();
    expect(sniffExcelKind(new Uint8Array())).toBeNull();
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(sniffExcelKind(ole)).toBe('xls');
  });
});
