/** Issue 14 account rules, quoting the spec (000 §4.4, §5; 001 §5; 002 §3). */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MSG,
  gstinCertificateProblem,
  gstinCheckChar,
  logoProblem,
  OTP_RULES,
  registerSchema,
  sendOtpSchema,
  sniffFileType,
  updateProfileSchema,
  verifyGstSchema,
  canRegisterDomestic,
  firstIssueMessage,
} from '../src';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const pdf = new TextEncoder().encode('%PDF-1.4\n%%EOF');

describe('files are judged by their first bytes, not their names', () => {
  it('knows PNG, JPEG and PDF', () => {
    expect(sniffFileType(png)).toBe('png');
    expect(sniffFileType(jpeg)).toBe('jpeg');
    expect(sniffFileType(pdf)).toBe('pdf');
    expect(sniffFileType(new TextEncoder().encode('hello'))).toBe(null);
  });

  it("GSTIN certificate: 'Only PDF document is allowed!' (a PNG renamed .pdf), 'File is too large, max 1MB file is permitted'", () => {
    expect(gstinCertificateProblem(png)).toBe('Only PDF document is allowed!');
    const big = new Uint8Array(1024 * 1024 + 1);
    big.set(pdf);
    expect(gstinCertificateProblem(big)).toBe('File is too large, max 1MB file is permitted');
    const max = new Uint8Array(1024 * 1024);
    max.set(pdf);
    expect(gstinCertificateProblem(max)).toBe(null);
  });

  it('invoice logo: PNG or JPEG, at most 1 MB', () => {
    expect(logoProblem(png)).toBe(null);
    expect(logoProblem(jpeg)).toBe(null);
    expect(logoProblem(pdf)).toBe(ACCOUNT_MSG.logoType);
    const big = new Uint8Array(5 * 1024 * 1024);
    big.set(png);
    expect(logoProblem(big)).toBe(ACCOUNT_MSG.logoTooLarge);
  });
});

describe('GSTIN in the forms: 15 characters with the real check character', () => {
  it('accepts a valid GSTIN and refuses one with a wrong check character', () => {
    expect(verifyGstSchema.safeParse({ gstin: '27AAPFU0939F1ZV' }).success).toBe(true);
    const bad = verifyGstSchema.safeParse({ gstin: '27AAPFU0939F1ZX' });
    expect(bad.success).toBe(false);
    expect(firstIssueMessage(bad.error!)).toBe(ACCOUNT_MSG.invalidGstin);
    const short = verifyGstSchema.safeParse({ gstin: '27AAPFU0939F1Z' });
    expect(firstIssueMessage(short.error!)).toBe(ACCOUNT_MSG.gstinLength);
  });

  it('registration: GSTIN optional for exporters, checked when given', () => {
    const form = {
      userType: 1,
      userName: 'new.exporter',
      ieCode: 'ABCDE1234F',
      name: 'New Exports',
      email: 'a@b.in',
      mobile: '9876543210',
      password: 'Secret#2026',
    };
    expect(registerSchema.safeParse(form).success).toBe(true);
    const body = '07AAACE1234F1Z';
    expect(registerSchema.safeParse({ ...form, gstin: body + gstinCheckChar(body) }).success).toBe(true);
    const wrong = gstinCheckChar(body) === 'A' ? 'B' : 'A';
    expect(registerSchema.safeParse({ ...form, gstin: body + wrong }).success).toBe(false);
    // "the IEC is 10 characters"
    expect(registerSchema.safeParse({ ...form, ieCode: 'ABCDE1234' }).success).toBe(false);
  });
});

describe('OTP rules (ours: the spec shows only "Password/OTP minimum 5 characters")', () => {
  it('6 digits, 5 minutes, 5 attempts', () => {
    expect(OTP_RULES.length).toBeGreaterThanOrEqual(5);
    expect(OTP_RULES).toMatchObject({ length: 6, ttlMs: 300_000, maxAttempts: 5 });
  });
  it('the target must fit its channel', () => {
    expect(sendOtpSchema.safeParse({ channel: 'mobile', target: '9876543210' }).success).toBe(true);
    expect(firstIssueMessage(sendOtpSchema.safeParse({ channel: 'mobile', target: '98765' }).error!)).toBe(
      'Invalid Mobile No.',
    );
    expect(firstIssueMessage(sendOtpSchema.safeParse({ channel: 'email', target: 'nope' }).error!)).toBe(
      'Invalid Email ID.',
    );
  });
});

describe('profile', () => {
  it('default carrier is one of indiapost, dhl, aramex, fedex, DHLex', () => {
    for (const c of ['indiapost', 'dhl', 'aramex', 'fedex', 'DHLex'])
      expect(updateProfileSchema.safeParse({ defaultCarrier: c }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ defaultCarrier: 'ups' }).success).toBe(false);
  });
  it('only userType 1 registers a domestic account', () => {
    expect(canRegisterDomestic({ userType: 1, roles: [] })).toBe(true);
    expect(canRegisterDomestic({ userType: 3, roles: [] })).toBe(false);
  });
  it("the domestic texts are the spec's", () => {
    expect(ACCOUNT_MSG.domesticConfirm).toBe(
      'Are you sure? Want to register domestic account with existing details.!',
    );
    expect(ACCOUNT_MSG.domesticInReview).toBe('Your Domestic account is in review.');
  });
});
