import { describe, expect, it } from 'vitest';
import { effectiveInstant, shownEffectiveDate } from '../src/documents/exchange-rates';

describe('the effective date customers see (issue 18)', () => {
  it('an INDICATIVE seed rate (instant 0) shows no date, not 01-01-1970', () => {
    expect(shownEffectiveDate({ effectiveFrom: 0 })).toBeNull();
  });
  it('a notified rate shows its real date', () => {
    expect(shownEffectiveDate({ effectiveFrom: effectiveInstant('16-11-2026')! })).toBe('16-11-2026');
  });
});
