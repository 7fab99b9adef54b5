/**
 * Issue 25: the payloads we designed for calls the spec names without fields, quoting the lines:
 * 001 §7 "POST authentication/updateBnpl with BNPL details; reads success, message", 000 §7
 * "commontracking/getCommonTrackData", 002 §7 "getMainCat (catCode or query+group, isSearch;
 * reads data, catCode)", 000 §7 "roles".
 */
import { describe, expect, it } from 'vitest';
import {
  bnplSchema,
  commonTrackSchema,
  INTEGRATED_VENDORS,
  isValidS10,
  mainCatSchema,
  MSG,
  rolesContext,
  SPEC_CALL_MSG,
  USER_TYPES,
} from '../src';

const s10 = (eight: string) => {
  for (let d = 0; d <= 9; d++) if (isValidS10(`RR${eight}${d}IN`)) return `RR${eight}${d}IN`;
  throw new Error('no check digit');
};

describe('updateBnpl: BNPL details', () => {
  it('takes a customer id of digits and a contract number; isBnpl defaults to true', () => {
    expect(bnplSchema.parse({ customerId: ' 1000234567 ', contractNo: 'C-1' })).toEqual({
      isBnpl: true,
      customerId: '1000234567',
      contractNo: 'C-1',
      bookingOffice: '',
    });
  });
  it('refuses the rest with our messages', () => {
    const bad = bnplSchema.safeParse({ customerId: '12AB', contractNo: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      SPEC_CALL_MSG.bnplCustomerId,
      SPEC_CALL_MSG.bnplContract,
    ]);
  });
});

describe('getCommonTrackData: any carrier number', () => {
  it('an S10 number keeps its check digit; a courier AWB passes', () => {
    const good = s10('12345678');
    expect(commonTrackSchema.parse({ trackingId: good.toLowerCase() })).toEqual({
      trackingId: good,
      isS10: true,
    });
    expect(commonTrackSchema.parse({ trackingId: '12 3456 7890' })).toEqual({
      trackingId: '1234567890',
      isS10: false,
    });
    const wrongDigit = good.slice(0, 10) + String((Number(good[10]) + 1) % 10) + 'IN';
    expect(commonTrackSchema.safeParse({ trackingId: wrongDigit }).error?.issues[0]?.message).toBe(
      MSG.invalidTrackingNo,
    );
    expect(commonTrackSchema.safeParse({ trackingId: 'ab' }).success).toBe(false);
  });
});

describe('getMainCat', () => {
  it('catCode is empty, a chapter, a heading or a subheading; a search needs 3 characters', () => {
    expect(mainCatSchema.parse({})).toEqual({ catCode: '', isSearch: false, query: '', group: '' });
    expect(mainCatSchema.parse({ catCode: '0101' }).catCode).toBe('0101');
    expect(mainCatSchema.safeParse({ catCode: '010' }).success).toBe(false);
    expect(mainCatSchema.safeParse({ isSearch: true, query: 'ho' }).error?.issues[0]?.message).toBe(
      MSG.hsSearchMin,
    );
  });
});

describe('roles and vendors', () => {
  it("roles: the userType table, the caller's row and permissions", () => {
    const r = rolesContext({ userType: 1, roles: [] });
    expect(r.role).toBe('exporter admin');
    expect(r.userTypes).toBe(USER_TYPES);
    expect(r.permissions).toContain('account.bnpl');
    expect(rolesContext({ userType: 2, roles: [] }).permissions).not.toContain('account.bnpl');
  });
  it('integrated vendors: India Post and every booking carrier', () => {
    expect(INTEGRATED_VENDORS.map((v) => v.code)).toEqual([
      'indiapost',
      'dhl',
      'aramex',
      'fedex',
      'xpressbees',
      'delhivery',
    ]);
    expect(INTEGRATED_VENDORS.find((v) => v.code === 'indiapost')?.booking).toBe(false);
  });
});
