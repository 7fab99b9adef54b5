/** Identifier validators of the spec and of Indian/UPU formats, pure and table-tested. */
import { MSG } from './messages';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTIN check character: mod-36 with alternating weights 1 and 2 over the first 14 characters. */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(first14[i]);
    if (v < 0) return '';
    const product = v * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/**
 * GSTIN: 15 characters = state code (01–38, 97 other territory, 99 centre) + PAN (5 letters,
 * 4 digits, 1 letter) + entity number (1–9, A–Z) + 'Z' + check character.
 */
export function isValidGstin(input: string): boolean {
  const g = (input ?? '').trim().toUpperCase();
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(g)) return false;
  const state = Number(g.slice(0, 2));
  if (!((state >= 1 && state <= 38) || state === 97 || state === 99)) return false;
  return gstinCheckChar(g.slice(0, 14)) === g[14];
}

/** IEC (Importer-Exporter Code): 10 characters, letters and digits (new IECs equal the PAN). */
export function isValidIec(input: string): boolean {
  return /^[A-Z0-9]{10}$/.test((input ?? '').trim().toUpperCase());
}

/** Indian PIN code: six digits, not starting with 0. */
export function isValidPinCode(input: string): boolean {
  return /^[1-9]\d{5}$/.test((input ?? '').trim());
}

/** UPU S10 check digit for the 8-digit serial: weights 8 6 4 2 3 5 9 7, 11 − sum mod 11, 10→0, 11→5. */
export function s10CheckDigit(serial8: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(serial8[i]) * weights[i];
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

const S10_SHAPE = /^[A-Z]{2}(\d{8})(\d)[A-Z]{2}$/;

export function isValidS10(id: string): boolean {
  const m = S10_SHAPE.exec(id);
  return !!m && s10CheckDigit(m[1]) === Number(m[2]);
}

export type TrackingResult = { ok: true; trackingId: string } | { ok: false; message: string };

/**
 * 000 §8 "Tracking answer empty: 'No tracking info. available for tracking Id {id}'". Here, beside
 * the number rule, and not with the zod schema in content/tracking: the landing's tracking box
 * needs it, and a module building a zod schema pulls zod into the landing page.
 */
export const noTrackingInfoMessage = (id: string) => `No tracking info. available for tracking Id ${id}`;

/**
 * "spaces removed, upper-cased; the length must be 13 or 14 characters, else 'Invalid Tracking No.'"
 * A 13-character id shaped like a UPU S10 number (India Post) must also carry a correct check
 * digit: a mistyped digit is caught here instead of returning an empty tracking answer.
 */
export function normalizeTrackingNumber(input: string): TrackingResult {
  const id = String(input ?? '')
    .replace(/\s+/g, '')
    .toUpperCase();
  if (id.length !== 13 && id.length !== 14) return { ok: false, message: MSG.invalidTrackingNo };
  if (S10_SHAPE.test(id) && !isValidS10(id)) return { ok: false, message: MSG.invalidTrackingNo };
  return { ok: true, trackingId: id };
}

/** Docket number (tempSBill): PMB followed by 13 digits. */
export const DOCKET_PATTERN = /^PMB\d{13}$/;
export function isValidDocketNo(input: string): boolean {
  return DOCKET_PATTERN.test((input ?? '').trim());
}

/** HSN: 4 to 8 digits. */
export function isValidHsn(input: string): boolean {
  return /^\d{4,8}$/.test(String(input ?? '').trim());
}
