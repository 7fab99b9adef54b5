/**
 * Issue 28 item 1: the export proof modals and the stats period form check with the schemas of
 * their calls, in the words the pages show (export-proof.spec.ts asserts them).
 */
import { describe, expect, it } from 'vitest';
import {
  docketParamSchema,
  pageStateFieldsSchema,
  pbeNumberFormSchema,
  periodFormSchema,
  STATS_MSG,
} from '../src';

const issue = (r: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => (r.success ? null : { message: r.error!.issues[0].message, path: r.error!.issues[0].path.join('.') });

describe('the export proof modals', () => {
  it('PBE No. and date: the bill is required, the picked date goes out as DD-MM-YYYY', () => {
    expect(issue(pbeNumberFormSchema.safeParse({ bill: '  ', date: '2026-03-05' }))).toEqual({
      message: 'PBE No. is required',
      path: 'bill',
    });
    expect(issue(pbeNumberFormSchema.safeParse({ bill: 'PBE/1', date: '' }))).toEqual({
      message: 'PBE date must be a real date in DD-MM-YYYY',
      path: 'date',
    });
    expect(pbeNumberFormSchema.parse({ bill: ' PBE/1 ', date: '2026-03-05' })).toEqual({
      bill: 'PBE/1',
      date: '05-03-2026',
    });
  });

  it('Upload Export Proof: PMB and 13 digits, typed in any case', () => {
    expect(issue(docketParamSchema.safeParse({ docket: 'PMB123456' }))?.message).toBe(
      'Docket No. must be PMB followed by 13 digits.',
    );
    expect(docketParamSchema.parse({ docket: ' pmb1234567890123 ' })).toEqual({ docket: 'PMB1234567890123' });
  });

  it('a search row of the page’s own state has nothing to check', () => {
    expect(pageStateFieldsSchema.safeParse({}).success).toBe(true);
  });
});

describe('the stats period form', () => {
  it('From on or before To, at most 3 years, the message on the field it names', () => {
    expect(periodFormSchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(issue(periodFormSchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual({
      message: STATS_MSG.badPeriod,
      path: 'from',
    });
    expect(issue(periodFormSchema.safeParse({ from: '2020-01-01', to: '2026-01-01' }))).toEqual({
      message: STATS_MSG.tooLong,
      path: 'to',
    });
    expect(issue(periodFormSchema.safeParse({ from: '', to: '2026-01-01' }))?.message).toBe(
      STATS_MSG.badPeriod,
    );
  });
});
