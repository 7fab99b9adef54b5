import { DEFAULT_PAGE_SIZE, type Pager as PagerModel } from '@exportdesk/core';
import { Button } from './Button';

/**
 * The spec's pager (000 §9, core `paginate`): First, Previous, numbers, Next, Last — every paged
 * list, and DataTable's. `range` says which rows are shown ("21–40 of 95") instead of the page.
 */
export function Pager({
  pager,
  onPage,
  label,
  range = false,
}: {
  pager: PagerModel;
  onPage: (page: number) => void;
  label: string;
  range?: boolean;
}) {
  if (pager.totalPages <= 1) return null;
  const { currentPage: cur, totalPages: last } = pager;
  return (
    <nav className="ed-pager" aria-label={label}>
      <span className="ed-muted">
        {range
          ? `${pager.startIndex + 1}–${pager.endIndex + 1} of ${pager.totalItems}`
          : `Page ${cur} of ${last}`}
      </span>
      <div className="ed-pager__pages">
        <Button variant="secondary" size="sm" disabled={cur === 1} onClick={() => onPage(1)}>
          First
        </Button>
        <Button variant="secondary" size="sm" disabled={cur === 1} onClick={() => onPage(cur - 1)}>
          Previous
        </Button>
        {pager.pages.map((n) => (
          <Button
            key={n}
            variant="secondary"
            size="sm"
            aria-current={n === cur ? 'page' : undefined}
            aria-label={`Page ${n}`}
            onClick={() => onPage(n)}
          >
            {n}
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={cur === last} onClick={() => onPage(cur + 1)}>
          Next
        </Button>
        <Button variant="secondary" size="sm" disabled={cur === last} onClick={() => onPage(last)}>
          Last
        </Button>
      </div>
    </nav>
  );
}

/** Where row `index` of page `page` (from 1) stands in the whole list, from 1: the Sl. No. column. */
export const serialNo = (page: number, index: number, pageSize = DEFAULT_PAGE_SIZE) =>
  (page - 1) * pageSize + index + 1;

/**
 * Back and Next for a list whose answer gives no total (the MEIS lists answer a page of rows):
 * a full page of core's page size may have more after it. `more` overrides that guess where the
 * spec has its own rule (MEIS "More Orders"); `nextLabel` is the spec's word for Next.
 */
export function StepPager({
  page,
  shown,
  onPage,
  label,
  pageSize = DEFAULT_PAGE_SIZE,
  more,
  nextLabel = 'Next',
}: {
  /** from 1 */
  page: number;
  /** rows on this page */
  shown: number;
  onPage: (page: number) => void;
  label: string;
  pageSize?: number;
  more?: boolean;
  nextLabel?: string;
}) {
  const next = more ?? shown >= pageSize;
  if (page <= 1 && !next) return null;
  return (
    <nav className="ed-row" aria-label={label}>
      {page > 1 && (
        <Button variant="secondary" onClick={() => onPage(page - 1)}>
          Back
        </Button>
      )}
      {next && (
        <Button variant="secondary" onClick={() => onPage(page + 1)}>
          {nextLabel}
        </Button>
      )}
    </nav>
  );
}
