import { describe, expect, it } from 'vitest';
import {
  gstinCheckChar,
  isValidDocketNo,
  isValidGstin,
  isValidHsn,
  isValidIec,
  isValidPinCode,
  isValidS10,
  normalizeTrackingNumber,
  s10CheckDigit,
} from '../src';

describe('GSTIN (15 characters: state code, PAN, entity, Z, check character)', () => {
  it.each([
    ['27AAPFU0939F1ZV', true, 'a published valid GSTIN (Maharashtra)'],
    ['29AAGCB7383J1Z4', true, 'Karnataka'],
    ['27aapfu0939f1zv', true, 'letter case is not significant'],
    ['27AAPFU0939F1ZX', false, 'wrong check character'],
    ['27AAPFU0939F1Z', false, '14 characters'],
    ['00AAPFU0939F1ZV', false, 'state code 00 does not exist'],
    ['27AAPF00939F1ZV', false, 'PAN part must be 5 letters, 4 digits, 1 letter'],
    ['27AAPFU0939F1YV', false, '14th character must be Z'],
    ['', false, 'empty'],
  ])('%s → %s (%s)', (g, valid) => expect(isValidGstin(g)).toBe(valid));

  it('computes the check character that makes a GSTIN valid', () => {
    const body = '07AAACE1234F1Z';
    expect(isValidGstin(body + gstinCheckChar(body))).toBe(true);
  });
});

describe('IEC (10 characters)', () => {
  it.each([
    ['ABCDE1234F', true],
    ['0512345678', true],
    ['abcde1234f', true],
    ['ABCDE1234', false],
    ['ABCDE1234FG', false],
    ['ABCDE-234F', false],
  ])('%s → %s', (iec, ok) => expect(isValidIec(iec)).toBe(ok));
});

describe('PIN code', () => {
  it.each([
    ['110001', true],
    ['560034', true],
    ['011001', false],
    ['11001', false],
    ['1100011', false],
    ['11000A', false],
  ])('%s → %s', (pin, ok) => expect(isValidPinCode(pin)).toBe(ok));
});

describe('tracking numbers (000 §5: "spaces removed, upper-cased; the length must be 13 or 14 characters, else \'Invalid Tracking No.\'")', () => {
  it.each([
    ['ee123456785in', 'EE123456785IN'],
    ['EE 1234 5678 5 IN', 'EE123456785IN'],
    ['RR123456785IN', 'RR123456785IN'],
    ['12345678901234', '12345678901234'], // a 14-character courier AWB
    ['1234567890123', '1234567890123'], // 13 characters, not S10-shaped: no check digit to verify
  ])('%s → %s', (input, id) => expect(normalizeTrackingNumber(input)).toEqual({ ok: true, trackingId: id }));

  it.each(['EE12345678IN', '123456789012345', '', '   ', 'EE123456784IN' /* wrong S10 check digit */])(
    '%s → Invalid Tracking No.',
    (input) => expect(normalizeTrackingNumber(input)).toEqual({ ok: false, message: 'Invalid Tracking No.' }),
  );

  it('computes the UPU S10 check digit (weights 8 6 4 2 3 5 9 7; 10 → 0, 11 → 5)', () => {
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(isValidS10('EE123456785IN')).toBe(true);
    // sum ≡ 1 (mod 11) gives 10 → 0; sum ≡ 0 gives 11 → 5.
    const find = (target: number) => {
      for (let n = 0; n < 1000; n++) {
        const serial = String(n).padStart(8, '0');
        const w = [8, 6, 4, 2, 3, 5, 9, 7].reduce((s, wt, i) => s + wt * Number(serial[i]), 0);
        if (w % 11 === target) return serial;
      }
      throw new Error('none');
    };
    expect(s10CheckDigit(find(1))).toBe(0);
    expect(s10CheckDigit(find(0))).toBe(5);
  });
});

describe('docket number (001 §9: "Docket format: PMB plus 13 digits")', () => {
  it.each([
    ['PMB0000000000001', true],
    ['PMB1234567890123', true],
    ['PMB123456789012', false],
    ['PMB12345678901234', false],
    ['pmb1234567890123', false],
    ['PMX1234567890123', false],
  ])('%s → %s', (d, ok) => expect(isValidDocketNo(d)).toBe(ok));
});

describe('HSN (001 §9: "HSN 4 to 8 digits")', () => {
  it.each([
    ['0901', true],
    ['61091000', true],
    ['901', false],
    ['123456789', false],
    ['12a4', false],
  ])('%s → %s', (h, ok) => expect(isValidHsn(h)).toBe(ok));
});
