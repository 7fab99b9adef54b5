/**
 * Field builders for the order and bulk-row schemas. "Each order object has string fields"
 * (001 §3): numbers are accepted too and become strings, so a script may send 12.5 or "12.5".
 * Every message names the wire field (see messages.ts).
 */
import { z } from 'zod';
import { findCountry } from '../rates/countries';
import { type Bound, groupIndian } from './limits';
import { ORDER_MSG } from './messages';
import { fieldLabel } from '../labels';

type Check = (s: string) => string | null;

/** A text field: trimmed, required unless `optional`, at most `max` characters, then `check`. */
export function text(
  f: string,
  opts: { optional?: false; max?: number; check?: Check },
): z.ZodType<string, unknown>;
export function text(
  f: string,
  opts: { optional: true; max?: number; check?: Check },
): z.ZodType<string | undefined, unknown>;
export function text(f: string): z.ZodType<string, unknown>;
export function text(
  f: string,
  opts: { optional?: boolean; max?: number; check?: Check } = {},
): z.ZodType<string | undefined, unknown> {
  const schema = requiredOrEmpty(f, opts);
  // zod 4 refuses `undefined` from a key that is not optional: say so for optional fields.
  return opts.optional ? schema.optional() : schema;
}

function requiredOrEmpty(f: string, opts: { optional?: boolean; max?: number; check?: Check }) {
  const max = opts.max ?? 255;
  return z.unknown().transform((v, ctx): string => {
    const s =
      v === undefined || v === null
        ? ''
        : typeof v === 'number' && Number.isFinite(v)
          ? String(v)
          : typeof v === 'string'
            ? v.trim()
            : null;
    if (s === null) {
      ctx.addIssue({ code: 'custom', message: `${fieldLabel(f)} must be text or a number` });
      return z.NEVER;
    }
    if (s === '') {
      if (opts.optional) return undefined as unknown as string;
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.required(f) });
      return z.NEVER;
    }
    if (s.length > max) {
      ctx.addIssue({ code: 'custom', message: ORDER_MSG.tooLong(f, max) });
      return z.NEVER;
    }
    const err = opts.check?.(s);
    if (err) {
      ctx.addIssue({ code: 'custom', message: err });
      return z.NEVER;
    }
    return s;
  });
}

const NUMBER = /^\d+(\.\d+)?$/;

const overMessage = (f: string, b: Bound) =>
  ORDER_MSG.atMost(f, `${groupIndian(b.max)}${b.unit ? `${b.unit === '%' ? '' : ' '}${b.unit}` : ''}`, b.why);

/** A non-negative number as a string, within `bound` ("0", "12.50"; never "1e308"). */
const bounded = (f: string, bound: Bound, above0: boolean) =>
  text(f, {
    max: 20,
    check: (s) => {
      if (!NUMBER.test(s)) return ORDER_MSG.number(f);
      const n = Number(s);
      if (above0 && !(n > 0)) return ORDER_MSG.positive(f);
      return n > bound.max ? overMessage(f, bound) : null;
    },
  });

/** A non-negative amount, rate or weight as a string ("0", "12.50"), at most `bound.max`. */
export const amount = (f: string, bound: Bound) => bounded(f, bound, false);

/** Above zero and at most `bound.max`: quantities, weights, FOB. */
export const positive = (f: string, bound: Bound) => bounded(f, bound, true);

/** A destination country: a name, alias or ISO code of core's table, kept as the table's name. */
export const country = (f: string) =>
  text(f, { max: 80, check: (s) => (findCountry(s) ? null : ORDER_MSG.unknownCountry(f, s)) }).transform(
    (s) => findCountry(s)?.country ?? s,
  );

/** An over-the-bound refusal for checks beyond one field (a currency's FOB, a carrier's weight). */
export const boundMessage = overMessage;

/** One of a closed list, matched exactly as the spec spells it (case of letters forgiven). */
export function oneOf<T extends string>(f: string, values: readonly T[]): z.ZodType<T, unknown>;
export function oneOf<T extends string>(
  f: string,
  values: readonly T[],
  optional: true,
): z.ZodType<T | undefined, unknown>;
export function oneOf<T extends string>(
  f: string,
  values: readonly T[],
  optional = false,
): z.ZodType<T | undefined, unknown> {
  const byLower = new Map(values.map((v) => [v.toLowerCase(), v]));
  const check = (s: string) => (byLower.has(s.toLowerCase()) ? null : ORDER_MSG.oneOf(f, values));
  const canonical = (s: string | undefined) =>
    s === undefined ? undefined : (byLower.get(s.toLowerCase()) as T);
  return optional
    ? text(f, { optional: true, check }).transform(canonical).optional()
    : text(f, { check }).transform(canonical);
}
