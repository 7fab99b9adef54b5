/**
 * HS code lookup (002 §2.9, §5, §9): "at least 3 characters ('Please enter min 3 characters to
 * search!.'); only letters and spaces are kept; special characters give 'Do not use special
 * characters'". The screen also finds codes ("HS Code" is its first column), so digits are
 * letters here too, and a code typed with dots (0901.21) is read without them.
 */
import { z } from 'zod';
import { LIMITS } from '../limits';
import { MSG } from '../messages';

export type HsQuery =
  | { ok: true; kind: 'code'; code: string }
  | { ok: true; kind: 'words'; words: string[] }
  | { ok: false; message: string };

export function parseHsQuery(input: string): HsQuery {
  const text = String(input ?? '')
    .trim()
    .replace(/\s+/g, ' ');
  const asCode = /^\d[\d.]*$/.test(text) ? text.replace(/\./g, '') : null;
  if (asCode === null && /[^A-Za-z0-9 ]/.test(text)) return { ok: false, message: MSG.hsSpecialChars };
  if ((asCode ?? text).length < LIMITS.searchMin) return { ok: false, message: MSG.hsSearchMin };
  if (asCode !== null)
    return asCode.length > 8
      ? { ok: false, message: MSG.hsSpecialChars }
      : { ok: true, kind: 'code', code: asCode };
  return {
    ok: true,
    kind: 'words',
    words: [...new Set(text.toLowerCase().split(' ').filter(Boolean))].slice(0, 8),
  };
}

/** "Duty column shows '30%' when the code is longer than 7 characters." Nothing otherwise. */
export const hsDutyFor = (code: string) => (String(code ?? '').length > 7 ? '30%' : '');

export const hsLookupSchema = z
  .object({ query: z.string({ message: MSG.hsSearchMin }).max(200) })
  .transform((v, ctx) => {
    const q = parseHsQuery(v.query);
    if (!q.ok) {
      ctx.addIssue({ code: 'custom', path: ['query'], message: q.message });
      return z.NEVER;
    }
    return q;
  });

/** A row of the answer: the spec's tariff row (002 §3) plus the duty column and the HS level. */
export const hsRowSchema = z
  .object({
    hsnCode: z.string(),
    itcCode: z.string().nullable(),
    description: z.string(),
    isHandicraft: z.boolean(),
    duty: z.string().describe("'30%' when the code is longer than 7 characters, else ''"),
    level: z.number().int(),
    section: z.string(),
  })
  .meta({ id: 'HsRow' });
export type HsRow = z.output<typeof hsRowSchema>;

export const HS_RESULT_LIMIT = 100;
