import { describe, expect, it } from 'vitest';
import {
  AD_CODE_TOTAL,
  adCodeDetailsSchema,
  issuesByField,
  PLANS,
  PLAN_MSG,
  amountInWords,
  decideChange,
  featureDenial,
  shortFinancialYear,
  gstSplit,
  invoiceNoFromPath,
  invoiceNoToPath,
  isPremiumPlanId,
  subscriptionState,
  taxInvoiceNumber,
  withGst,
} from '../src';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 25, 12);

describe('plans as data (002 §9)', () => {
  it('"basic 425 per month or 3499 per year; premium 675 per month or 5999 per year"', () => {
    const by = Object.fromEntries(PLANS.map((p) => [p.tier, p]));
    expect([by.basic!.monthly, by.basic!.yearly, by.premium!.monthly, by.premium!.yearly]).toEqual([
      425, 3499, 675, 5999,
    ]);
    expect(by.free!.monthly).toBe(0);
  });
  it('"planId (ids containing MLT are non-premium)"', () => {
    expect(isPremiumPlanId('BASIC-MLT-M')).toBe(false);
    expect(isPremiumPlanId('PREMIUM-Y')).toBe(true);
    expect(isPremiumPlanId('FREE')).toBe(false);
  });
  it('"plus 18% GST": AD code Rs. 2000 + 18% = 2360', () => {
    expect(AD_CODE_TOTAL).toBe(2360);
    expect(withGst(425)).toBe(501.5);
  });
});

describe('subscription state: trial → active → expiring → expired', () => {
  const sub = (planId: string, endIn: number) => ({ planId, startDate: NOW - DAY, endDate: NOW + endIn });
  it('each state', () => {
    expect(subscriptionState(null, NOW)).toBe('none');
    expect(subscriptionState(sub('TRIAL', 3 * DAY), NOW)).toBe('trial');
    expect(subscriptionState(sub('BASIC-MLT-M', 20 * DAY), NOW)).toBe('active');
    expect(subscriptionState(sub('BASIC-MLT-M', 7 * DAY), NOW)).toBe('expiring');
    expect(subscriptionState(sub('BASIC-MLT-M', 0), NOW)).toBe('expired');
  });
  it('premium-only features: "This feature is not available with your current plan"', () => {
    expect(featureDenial(sub('BASIC-MLT-M', 20 * DAY), 'gstReport', NOW)).toBe(PLAN_MSG.notInPlan);
    expect(featureDenial(sub('PREMIUM-M', 20 * DAY), 'gstReport', NOW)).toBeNull();
    expect(featureDenial(sub('TRIAL', 2 * DAY), 'gstReport', NOW)).toBeNull();
  });
  it('expired is read-only: documents download, new orders refused', () => {
    const ended = sub('PREMIUM-M', -1);
    expect(featureDenial(ended, 'documents.download', NOW)).toBeNull();
    expect(featureDenial(ended, 'orders.create', NOW)).toBe(PLAN_MSG.expired);
  });
});

describe('subscription change (002 §4, §6)', () => {
  const current = { planId: 'BASIC-MLT-M', amount: 425, startDate: NOW - 10 * DAY, endDate: NOW + 20 * DAY };
  it('only exporter admins: "This feature is in development phase."', () => {
    for (const userType of [3, 4, 2, 10])
      expect(decideChange({ userType, current, newPlanId: 'PREMIUM-M', now: NOW })).toMatchObject({
        ok: false,
        message: 'This feature is in development phase.',
      });
  });
  it('more is an upgrade, equal is "already subscribed", less is a downgrade', () => {
    expect(decideChange({ userType: 1, current, newPlanId: 'PREMIUM-M', now: NOW })).toMatchObject({
      ok: true,
      kind: 'upgrade',
    });
    expect(decideChange({ userType: 1, current, newPlanId: 'BASIC-MLT-M', now: NOW })).toMatchObject({
      ok: false,
      message: 'You have already subscribed to this Plan.',
    });
    const premium = { ...current, planId: 'PREMIUM-M', amount: 675 };
    expect(decideChange({ userType: 1, current: premium, newPlanId: 'BASIC-MLT-M', now: NOW })).toMatchObject(
      {
        ok: true,
        kind: 'downgrade',
      },
    );
  });
  it('from a trial, none or expired: new', () => {
    const trial = { planId: 'TRIAL', amount: 0, startDate: NOW, endDate: NOW + 14 * DAY };
    expect(decideChange({ userType: 1, current: trial, newPlanId: 'BASIC-MLT-Y', now: NOW })).toMatchObject({
      kind: 'new',
      newAmount: 3499,
    });
    expect(decideChange({ userType: 1, current: null, newPlanId: 'PREMIUM-Y', now: NOW })).toMatchObject({
      kind: 'new',
    });
  });
  it('a custom-plan user is told to contact the provider', () => {
    const custom = { planId: 'CUSTOM', amount: 699, startDate: NOW, endDate: NOW + 30 * DAY };
    const d = decideChange({ userType: 1, current: custom, newPlanId: 'PREMIUM-M', now: NOW }, 'a@b.in');
    expect(d).toMatchObject({ ok: false, reason: 'custom' });
    expect(!d.ok && d.message).toContain('a@b.in');
  });
});

describe('GST tax invoice rules', () => {
  it('CGST + SGST intra-state, IGST otherwise; parts add up', () => {
    const intra = gstSplit(425, '29', '29');
    expect(intra).toMatchObject({ cgst: 38.25, sgst: 38.25, igst: 0, total: 501.5, intraState: true });
    expect(gstSplit(425, '29', '07')).toMatchObject({ cgst: 0, sgst: 0, igst: 76.5, total: 501.5 });
    expect(gstSplit(425, '29', null).intraState).toBe(false);
    const odd = gstSplit(0.05, '29', '29');
    expect(odd.cgst + odd.sgst).toBeCloseTo(0.01);
  });
  it('amount in words, Indian system', () => {
    expect(amountInWords(2360)).toBe('Rupees Two Thousand Three Hundred Sixty Only');
    expect(amountInWords(501.5)).toBe('Rupees Five Hundred One and Fifty Paise Only');
    expect(amountInWords(7078.82)).toBe('Rupees Seven Thousand Seventy Eight and Eighty Two Paise Only');
    expect(amountInWords(12_34_56_789)).toBe(
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    );
  });
  it('invoice numbers: consecutive per financial year, at most 16 characters', () => {
    expect(shortFinancialYear(Date.UTC(2026, 2, 31, 12))).toBe('25-26');
    expect(shortFinancialYear(Date.UTC(2026, 2, 31, 19))).toBe('26-27'); // 1 April 00:30 IST
    const no = taxInvoiceNumber('invoice', '26-27', 123);
    expect(no).toBe('SB/26-27/000123');
    expect(no.length).toBeLessThanOrEqual(16);
    expect(invoiceNoToPath(no)).toBe('SB-26-27-000123');
    expect(invoiceNoFromPath('SB-26-27-000123')).toBe(no);
    expect(invoiceNoFromPath('../etc')).toBeNull();
  });
});

describe('AD Code Registration details (issue 23: "the fee\'s details (AD code, bank, branch) are collected with it")', () => {
  const ok = { adCode: '0510006 2900009', bankName: 'State Bank of India', branch: 'Fort, Mumbai' };
  it('takes the 14-digit AD code as printed, spaces dropped', () => {
    expect(adCodeDetailsSchema.parse(ok)).toEqual({ ...ok, adCode: '05100062900009' });
  });
  it.each([
    [{ ...ok, adCode: '12345' }, { adCode: PLAN_MSG.adCodeFormat }],
    [{ ...ok, adCode: '0510006290000A' }, { adCode: PLAN_MSG.adCodeFormat }],
    [{ ...ok, bankName: ' ' }, { bankName: PLAN_MSG.adCodeBank }],
    [{ adCode: ok.adCode }, { bankName: PLAN_MSG.adCodeBank, branch: PLAN_MSG.adCodeBranch }],
  ])('%j → %j (one message per field)', (input, messages) => {
    const r = adCodeDetailsSchema.safeParse(input);
    expect(r.success).toBe(false);
    if (!r.success) expect(issuesByField(r.error)).toEqual(messages);
  });
});
