/**
 * The pager of 000 §9: page size 20, up to 10 page links; pages 1–10 while on page 6 or earlier,
 * then a sliding window of 5 before and 4 after the current page. "Pager keeps the current page
 * between 1 and the total pages." `showAll` is the "commonListUI" variant that lists every page.
 */
import { z } from 'zod';
/** The pager every list answers beside its rows (a wire shape: the portal's pager reads it). */
export const pagerSchema = z
  .object({
    totalItems: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    totalPages: z.number().int(),
    startPage: z.number().int(),
    endPage: z.number().int(),
    startIndex: z.number().int(),
    endIndex: z.number().int(),
    pages: z.array(z.number().int()),
  })
  .meta({ id: 'Pager' });
export type Pager = z.output<typeof pagerSchema>;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_LINKS = 10;

export function paginate(
  totalItems: number,
  currentPage = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  showAll = false,
): Pager {
  const total = Math.max(0, Math.floor(totalItems || 0));
  const size = Math.max(1, Math.floor(pageSize || DEFAULT_PAGE_SIZE));
  const totalPages = Math.ceil(total / size);
  let page = Math.floor(Number(currentPage) || 1);
  if (page > totalPages) page = totalPages;
  if (page < 1) page = 1;

  let startPage: number;
  let endPage: number;
  if (showAll || totalPages <= MAX_PAGE_LINKS) {
    startPage = 1;
    endPage = totalPages;
  } else if (page <= 6) {
    startPage = 1;
    endPage = MAX_PAGE_LINKS;
  } else if (page + 4 >= totalPages) {
    startPage = totalPages - 9;
    endPage = totalPages;
  } else {
    startPage = page - 5;
    endPage = page + 4;
  }
  const startIndex = (page - 1) * size;
  const endIndex = Math.min(startIndex + size - 1, total - 1);
  const pages =
    endPage >= startPage ? Array.from({ length: endPage - startPage + 1 }, (_, i) => startPage + i) : [];
  return {
    totalItems: total,
    currentPage: page,
    pageSize: size,
    totalPages,
    startPage,
    endPage,
    startIndex,
    endIndex,
    pages,
  };
}
