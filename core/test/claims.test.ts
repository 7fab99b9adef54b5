/** MEIS/RoDTEP claims (001 §4 "MEIS statuses", §5 "MEIS", issue 16): the table, the formula, the texts. */
import { describe, expect, it } from 'vitest';
import {
  CLAIM_STATUSES,
  DGFT_STATUS_OPTIONS,
  MEIS_MSG,
  claimActionAllowed,
  claimRole,
  claimRowColour,
  entitlementAmount,
  meisDescription,
  meisRemarkSchema,
  nextClaimStatus,
  hasShippingBill,
  remarkError,
  schemeOn,
  shippingBillRefusal,
  withoutShippingBill,
  showMoreOrders,
  type ClaimAction,
  type ClaimRole,
  type ClaimStatus,
} from '../src';

const A = true;
const _ = false;
// status × role × action → allowed. Roles: exporter, dgft, admin, other.
// Actions in order: upload, deleteFile, submit, review, remark, view.
const ACTIONS: ClaimAction[] = ['upload', 'deleteFile', 'submit', 'review', 'remark', 'view'];
const TABLE: Record<ClaimStatus, Record<ClaimRole, boolean[]>> = {
  Generated: {
    exporter: [A, A, A, _, A, A],
    // Issue 23: DGFT reads (and remarks on) a claim only once it was submitted.
    dgft: [_, _, _, _, _, _],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
  'Pending Review': {
    exporter: [_, _, _, _, A, A],
    dgft: [_, _, _, A, A, A],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
  'Under Review': {
    exporter: [_, _, _, _, A, A],
    dgft: [_, _, _, A, A, A],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
  'Additional Documents Requested': {
    exporter: [A, _, A, _, A, A],
    dgft: [_, _, _, A, A, A],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
  Approved: {
    exporter: [_, _, _, _, _, A],
    dgft: [_, _, _, _, _, A],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
  Rejected: {
    exporter: [_, _, _, _, A, A],
    dgft: [_, _, _, _, A, A],
    admin: [_, _, _, _, _, A],
    other: [_, _, _, _, _, _],
  },
};

describe('claim state machine', () => {
  for (const status of CLAIM_STATUSES)
    for (const role of ['exporter', 'dgft', 'admin', 'other'] as ClaimRole[])
      it(`${status} × ${role}`, () => {
        expect(ACTIONS.map((a) => claimActionAllowed(status, role, a))).toEqual(TABLE[status][role]);
      });

  it('submission goes to Pending Review; DGFT never chooses Pending Review or Generated', () => {
    expect(nextClaimStatus('Generated', 'exporter', 'submit')).toBe('Pending Review');
    expect(nextClaimStatus('Additional Documents Requested', 'exporter', 'submit')).toBe('Pending Review');
    expect(nextClaimStatus('Pending Review', 'dgft', 'review', 'Approved')).toBe('Approved');
    expect(nextClaimStatus('Pending Review', 'dgft', 'review', 'Pending Review')).toBeNull();
    expect(nextClaimStatus('Pending Review', 'dgft', 'review', 'Generated')).toBeNull();
    // An exporter cannot approve its own claim; nothing moves after Approved or Rejected.
    expect(nextClaimStatus('Pending Review', 'exporter', 'review', 'Approved')).toBeNull();
    expect(nextClaimStatus('Approved', 'dgft', 'review', 'Rejected')).toBeNull();
    expect(nextClaimStatus('Rejected', 'dgft', 'review', 'Approved')).toBeNull();
  });

  it('roles from the principal; the DGFT select has Pending Review disabled', () => {
    expect(claimRole({ userType: 1, roles: [] })).toBe('exporter');
    expect(claimRole({ userType: 4, roles: [] })).toBe('exporter');
    expect(claimRole({ userType: 7, roles: [] })).toBe('dgft');
    expect(claimRole({ userType: 10, roles: [] })).toBe('admin');
    expect(claimRole({ userType: 101, roles: [] })).toBe('other');
    expect(DGFT_STATUS_OPTIONS.find((o) => o.value === 'Pending Review')?.disabled).toBe(true);
  });

  it('row colours: red, yellow, orange, green', () => {
    expect(claimRowColour('Rejected')).toBe('red');
    expect(claimRowColour('Under Review')).toBe('yellow');
    expect(claimRowColour('Additional Documents Requested')).toBe('orange');
    expect(claimRowColour('Approved')).toBe('green');
    expect(claimRowColour('Generated')).toBeNull();
  });
});

describe('entitlement', () => {
  it('rate of entitlement × FOB in INR, 2 decimals', () => {
    // 2,059.58 INR FOB (USD 24.50 at 84.0645) at 5 %.
    expect(entitlementAmount(2059.58, { ratePct: 5, capPerUnit: null })).toBe(102.98);
    expect(entitlementAmount(12345.67, { ratePct: 3, capPerUnit: null })).toBe(370.37);
    expect(entitlementAmount(999.99, { ratePct: 2, capPerUnit: null })).toBe(20);
  });
  it('RoDTEP caps per unit', () => {
    expect(entitlementAmount(10000, { ratePct: 4.3, capPerUnit: 20 }, 5)).toBe(100);
    expect(entitlementAmount(1000, { ratePct: 4.3, capPerUnit: 20 }, 5)).toBe(43);
  });
  it('MEIS before 1 January 2021 (IST), RoDTEP from it', () => {
    expect(schemeOn(Date.UTC(2020, 11, 31, 18, 29))).toBe('MEIS');
    expect(schemeOn(Date.UTC(2020, 11, 31, 18, 30))).toBe('RODTEP');
  });
});

describe('texts', () => {
  it("description cut to 20 characters + '...'", () => {
    expect(meisDescription('Hand block printed cotton scarf')).toBe('Hand block printed c...');
    expect(meisDescription('Exactly twenty chars')).toBe('Exactly twenty chars');
  });
  it("remark: 'Please enter min 15 character' under 15; 15 is enough", () => {
    expect(remarkError('a'.repeat(14))).toBe('Please enter min 15 character');
    expect(remarkError('a'.repeat(15))).toBeNull();
    expect(
      meisRemarkSchema.safeParse({ refNo: 'M1', remark: 'x'.repeat(14) }).error?.issues[0]?.message,
    ).toBe(MEIS_MSG.remarkMin);
  });
  it("'No More Data', 'No Data Found'; More Orders only over 20 and before the end", () => {
    expect(MEIS_MSG.noMoreData).toBe('No More Data');
    expect(MEIS_MSG.noDataFound).toBe('No Data Found');
    expect(showMoreOrders(20, 0)).toBe(false);
    expect(showMoreOrders(21, 0)).toBe(true);
    expect(showMoreOrders(21, 1)).toBe(false);
  });
});

describe('claims only for shipped goods (issue 24)', () => {
  const o = (orderId: string, docketNo: string, sbNo: string | null, sbDate: number | null) => ({
    orderId,
    docketNo,
    sbNo,
    sbDate,
  });
  it('a shipping bill counts with both its number and its date', () => {
    expect(hasShippingBill({ sbNo: 'PBE-1', sbDate: 1_767_225_600_000 })).toBe(true);
    expect(hasShippingBill({ sbNo: 'PBE-1', sbDate: null })).toBe(false);
    expect(hasShippingBill({ sbNo: null, sbDate: 1_767_225_600_000 })).toBe(false);
    expect(hasShippingBill({ sbNo: '  ', sbDate: 1_767_225_600_000 })).toBe(false);
  });
  it('names the dockets and their orders lacking one; none lacking, no refusal', () => {
    const orders = [
      o('A', 'PMB1', null, null),
      o('B', 'PMB1', null, null),
      o('C', 'PMB2', 'PBE-9', 1_767_225_600_000),
      o('D', 'PMB3', 'PBE-7', null),
    ];
    expect(withoutShippingBill(orders).map((x) => x.orderId)).toEqual(['A', 'B', 'D']);
    expect(shippingBillRefusal(orders)).toBe(
      MEIS_MSG.noShippingBill('docket PMB1 (orders A, B); docket PMB3 (order D)'),
    );
    expect(shippingBillRefusal([orders[2]!])).toBeNull();
  });
  it('a long claim names ten dockets and counts the rest', () => {
    const many = Array.from({ length: 12 }, (_, i) => o(`O${i}`, `PMB${i}`, null, null));
    expect(shippingBillRefusal(many)).toMatch(/docket PMB9 \(order O9\) and 2 more\.$/);
  });
});
