import type { Pager as PagerModel } from '@exportdesk/core';
import { Button } from './Button';

/** The spec's pager (000 §9, core `paginate`): First, Previous, numbers, Next, Last — every paged list. */
export function Pager({
  pager,
  onPage,
  label,
}: {
  pager: PagerModel;
  onPage: (page: number) => void;
  label: string;
}) {
  if (pager.totalPages <= 1) return null;
  const { currentPage: cur, totalPages: last } = pager;
  return (
    <nav className="ed-pager" aria-label={label}>
      <span className="ed-muted">
        Page {cur} of {last}
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
