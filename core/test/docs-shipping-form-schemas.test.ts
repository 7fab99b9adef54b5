import { describe, expect, it } from 'vitest';
import {
  additionalDocumentFormSchema,
  calculatorFormSchema,
  carrierSearchFormSchema,
  claimFilterFormSchema,
  exportDocumentsFilterSchema,
  exportProofSearchSchema,
  harmonizedLabelFormSchema,
  meisUploadFormSchema,
  parcelFilterFormSchema,
  parcelScanFormSchema,
  pbeFilterFormSchema,
  pickupRequestFormSchema,
  pickupScheduleSchema,
  postalBillDocketSchema,
  templateFormSchema,
} from '../src';

const msg = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? null : r.error!.issues[0].message;
const file = { name: 'a.pdf', size: 10 } as unknown as File;

describe('the docket pages’ form schemas', () => {
  it('"Search needs non-empty trimmed text, else \'Invalid Request\'; minimum 3 characters."', () => {
    expect(msg(exportProofSearchSchema.safeParse({ searchType: 'iec', searchInput: '  ' }))).toBe(
      'Invalid Request',
    );
    expect(msg(exportProofSearchSchema.safeParse({ searchType: 'iec', searchInput: 'ab' }))).toBe(
      'Invalid Request',
    );
    expect(exportProofSearchSchema.safeParse({ searchType: 'docket', searchInput: ' PMB1 ' }).data).toEqual({
      searchType: 'docket',
      searchInput: 'PMB1',
    });
  });

  it('a description of 5 to 40 characters and a file, with the spec’s messages', () => {
    expect(msg(additionalDocumentFormSchema.safeParse({ desc: 'abc', files: [file] }))).toBe(
      'Please enter some description for file.',
    );
    expect(msg(additionalDocumentFormSchema.safeParse({ desc: 'Packing list', files: [] }))).toBe(
      'Please Select a File to Upload.',
    );
    expect(additionalDocumentFormSchema.safeParse({ desc: 'Packing list', files: [file] }).success).toBe(
      true,
    );
  });

  it('MEIS upload: "Please choose a file." without one', () => {
    expect(msg(meisUploadFormSchema.safeParse({ file: null }))).toBe('Please choose a file.');
    expect(meisUploadFormSchema.safeParse({ file }).success).toBe(true);
  });

  it('a pickup day: a real date, not in the past', () => {
    expect(msg(pickupRequestFormSchema.safeParse({ pickupDate: '' }))).toBe(
      'Pickup date must be a real date in DD-MM-YYYY.',
    );
    expect(msg(pickupRequestFormSchema.safeParse({ pickupDate: '2001-01-01' }))).toBe(
      'Pickup date cannot be in the past.',
    );
    // The pickup call takes DD-MM-YYYY: the form hands that on, not the picker's YYYY-MM-DD.
    const picked = pickupRequestFormSchema.parse({ pickupDate: '2199-01-31' });
    expect(picked).toEqual({ pickupDate: '31-01-2199' });
    expect(pickupScheduleSchema.safeParse({ pickupDate: '2199-01-31' }).success).toBe(false);
    expect(pickupScheduleSchema.safeParse(picked).success).toBe(true);
  });

  it('a harmonized label: a category and a mailing date, the date as DD-MM-YYYY', () => {
    expect(harmonizedLabelFormSchema.parse({ category: 'Gift', mailingDate: '2026-02-10' })).toEqual({
      category: 'Gift',
      mailingDate: '10-02-2026',
    });
    expect(harmonizedLabelFormSchema.safeParse({ category: '', mailingDate: '2026-02-10' }).success).toBe(
      false,
    );
    expect(harmonizedLabelFormSchema.safeParse({ category: 'Gift', mailingDate: '' }).success).toBe(false);
  });

  it('a template keeps the fields filled in, with the name the template rules ask for', () => {
    const data = { consigneeName: 'Jane Roe', consigneeCity: '', consigneeCountry: 'United Kingdom' };
    expect(templateFormSchema.parse({ kind: 'consignee', name: ' Roe ', data })).toEqual({
      kind: 'consignee',
      name: 'Roe',
      data: { consigneeName: 'Jane Roe', consigneeCountry: 'United Kingdom' },
    });
    expect(msg(templateFormSchema.safeParse({ kind: 'consignee', name: ' ', data }))).toBe(
      'Template name is required',
    );
    const long = templateFormSchema.safeParse({ kind: 'item', name: 'Tea', data: { sku: 'x'.repeat(501) } });
    expect(long.success || long.error.issues[0]?.path).toEqual(['data', 'sku']);
  });

  it('searches take empty fields as "any"', () => {
    expect(
      pbeFilterFormSchema.safeParse({
        searchType: 'cha',
        searchInput: '',
        fromDate: '',
        toDate: '',
        fromInr: '',
        toInr: '',
        fpo: '',
      }).success,
    ).toBe(true);
    expect(
      exportDocumentsFilterSchema.safeParse({ docket: '', fromDate: '', toDate: '', type: '' }).success,
    ).toBe(true);
    expect(claimFilterFormSchema.safeParse({ query: '', status: '', ieCode: '' }).success).toBe(true);
    expect(postalBillDocketSchema.parse({ docket: ' pmb1 ' })).toEqual({ docket: 'PMB1' });
  });
});

describe('the shipping pages’ form schemas', () => {
  it('"parcel id at least 23 characters, else \'Please enter a valid Parcel Id\'"', () => {
    expect(msg(parcelScanFormSchema.safeParse({ mode: 'scan', id: 'PMB123' }))).toBe(
      'Please enter a valid Parcel Id',
    );
    expect(msg(parcelScanFormSchema.safeParse({ mode: 'enter', id: '12345' }))).toBe(
      'Please entera valid Parcel Id',
    );
    expect(parcelScanFormSchema.safeParse({ mode: 'enter', id: ' 123456 ' }).data).toEqual({
      mode: 'enter',
      id: '123456',
    });
  });

  it('"Calculate is disabled until country, weight, length, width and height are all present and non-zero."', () => {
    const f = { country: 'Japan', weight: '100', length: '10', width: '10', height: '10' };
    expect(calculatorFormSchema.safeParse(f).success).toBe(true);
    expect(calculatorFormSchema.safeParse({ ...f, height: '0' }).success).toBe(false);
  });

  it('parcel and courier searches take empty fields as "any"', () => {
    expect(
      parcelFilterFormSchema.safeParse({ search: '', status: '', pbe: '', from: '', to: '' }).success,
    ).toBe(true);
    expect(
      parcelFilterFormSchema.safeParse({ search: '', status: 'x', pbe: '', from: '', to: '' }).success,
    ).toBe(false);
    expect(carrierSearchFormSchema.safeParse({ search: '' }).success).toBe(true);
  });
});
