import { describe, expect, it } from 'vitest';
import {
  additionalDocumentFormSchema,
  calculatorFormSchema,
  carrierSearchFormSchema,
  claimFilterFormSchema,
  exportDocumentsFilterSchema,
  exportProofSearchSchema,
  meisUploadFormSchema,
  parcelFilterFormSchema,
  parcelScanFormSchema,
  pbeFilterFormSchema,
  pickupRequestFormSchema,
  postalBillDocketSchema,
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
    expect(pickupRequestFormSchema.safeParse({ pickupDate: '2199-01-01' }).success).toBe(true);
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
