/**
 * The PBE (docket) list filter (001 §3 "Search/download filter", §5 "Export proof list", §8, §9):
 * search by IEC, docket or company with at least 3 characters ('Invalid Request'), dates and an
 * FOB range, page size 20.
 */
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../pager';
import { dmyToEpoch } from './dates';
import { ORDER_LIMITS, ORDER_MSG } from './messages';

/** The longest page a caller may ask for: a page of the list, never the whole list. */
export const PBE_PAGE_SIZE_MAX = DEFAULT_PAGE_SIZE;

export const PBE_SEARCH_TYPES = ['iec', 'docket', 'company', 'cha'] as const;

/** Pickers send DD-MM-YYYY or YYYY-MM-DD (001 §9); both become epoch ms at 00:00 UTC. */
export function pickerDateToEpoch(input: string): number | null {
  const s = String(input ?? '').trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  return iso ? dmyToEpoch(`${iso[3]}-${iso[2]}-${iso[1]}`) : dmyToEpoch(s);
}

const optText = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()));
const DAY = 86_400_000;

/** The filter form as sent (query or body), before it is read. */
export const pbeListFilterSchema = z.object({
  fromDate: optText,
  toDate: optText,
  searchInput: optText,
  searchType: z.enum(PBE_SEARCH_TYPES).optional(),
  fromInr: optText,
  toInr: optText,
  isSearch: z
    .union([z.boolean(), z.string()])
    .optional()
    .transform((v) => v === true || v === 'true' || v === '1'),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  // A shorter page for a glance (the home page's last five dockets); the list keeps 20.
  pageSize: z.coerce.number().int().min(1).max(PBE_PAGE_SIZE_MAX).optional(),
  fpo: optText,
});

/** The filter read: epoch-ms bounds, an FOB range, a search, or 'Invalid Request'. */
function readFilter(q: z.output<typeof pbeListFilterSchema>, ctx: z.RefinementCtx) {
  const from = q.fromDate ? pickerDateToEpoch(q.fromDate) : null;
  const to = q.toDate ? pickerDateToEpoch(q.toDate) : null;
  const fobMin = q.fromInr === '' ? null : Number(q.fromInr);
  const fobMax = q.toInr === '' ? null : Number(q.toInr);
  const bad =
    (q.fromDate && from === null) ||
    (q.toDate && to === null) ||
    (from !== null && to !== null && from > to) ||
    (fobMin !== null && !Number.isFinite(fobMin)) ||
    (fobMax !== null && !Number.isFinite(fobMax)) ||
    // "Search needs non-empty trimmed text, else 'Invalid Request'; minimum 3 characters."
    (q.isSearch && (q.searchInput.length < ORDER_LIMITS.searchMin || !q.searchType));
  if (bad) {
    ctx.addIssue({ code: 'custom', message: ORDER_MSG.invalidRequest });
    return z.NEVER;
  }
  return {
    search: q.isSearch ? { type: q.searchType!, text: q.searchInput } : null,
    fromMs: from,
    // The "to" date is inclusive: everything before the next midnight.
    toMs: to === null ? null : to + DAY,
    fobMin,
    fobMax,
    /** one foreign post office's dockets (port code), or any */
    fpo: q.fpo || null,
    page: q.page,
    pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
  };
}

export const pbeListQuerySchema = pbeListFilterSchema.transform(readFilter);

/** The filter's reading, for a schema that extends the form (My documents adds a kind). */
export const readPbeListFilter = readFilter;

export type PbeListQuery = z.output<typeof pbeListQuerySchema>;

/**
 * A docket's state as the lists show it: waiting for customs' shipping bill, or filed with one
 * (the PBE list's "Pending" and the home page's recent dockets say the same).
 */
export function docketState(d: { shippingBillDetails: { bill: string | null } }): {
  filed: boolean;
  label: string;
} {
  return d.shippingBillDetails.bill
    ? { filed: true, label: 'Shipping bill filed' }
    : { filed: false, label: 'Pending' };
}
