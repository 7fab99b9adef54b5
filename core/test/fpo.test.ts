import { describe, expect, it } from 'vitest';
import { customsFpoScope, FPO_LIST, isFpoCode } from '../src/orders';

describe('FPO scope of customs lists (001 §6 "their list is filtered to their own FPO code")', () => {
  it.each([
    [5, 'INDEL5', 'INDEL5'],
    [5, null, '-'],
    [6, 'INBOM5', 'INBOM5'],
    [6, null, null],
    [7, 'INDEL5', null],
    [1, 'INDEL5', null],
    [10, null, null],
  ])('userType %s with FPO %s → %s', (userType, fpo, scope) => {
    expect(customsFpoScope({ userType, fpo })).toBe(scope);
  });
  it('the FPO list has unique port codes, and the demo officer’s code is one of them', () => {
    expect(new Set(FPO_LIST.map((f) => f.portCode)).size).toBe(FPO_LIST.length);
    expect(isFpoCode('INDEL5')).toBe(true);
    expect(isFpoCode('XXDEL5')).toBe(false);
  });
});
