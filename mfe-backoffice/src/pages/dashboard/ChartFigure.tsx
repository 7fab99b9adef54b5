import { useId, useState, type ReactNode } from 'react';
import { BarTable } from './BarTable';

export interface ChartRow {
  label: string;
  value: number;
}

/**
 * A chart's frame (issue 27 item 7): its caption, a "Show as table" switch, and the same figures
 * as a table (BarTable) for screen readers and for reading exact values. The chart itself is the
 * caller's inline SVG: no chart library is loaded.
 */
export function ChartFigure({
  caption,
  head,
  rows,
  format,
  children,
}: {
  caption: string;
  head: [string, string];
  rows: ChartRow[];
  format: (n: number) => string;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <figure className="dash-chart ed-card" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`} className="dash-chart__head">
        <span>{caption}</span>
        {rows.length > 0 && (
          <button
            type="button"
            className="ed-link-button"
            aria-pressed={asTable}
            onClick={() => setAsTable((t) => !t)}
          >
            {asTable ? 'Show as chart' : 'Show as table'}
          </button>
        )}
      </figcaption>
      {rows.length === 0 ? (
        <p className="ed-muted dash-chart__empty">No Data Found</p>
      ) : asTable ? (
        <BarTable caption={caption} head={head} rows={rows} format={format} />
      ) : (
        children
      )}
    </figure>
  );
}

/** The words a screen reader hears for a chart: every row with its value and share. */
export function chartSummary(caption: string, rows: ChartRow[], format: (n: number) => string): string {
  const total = rows.reduce((a, r) => a + r.value, 0);
  const parts = rows.map(
    (r) => `${r.label} ${format(r.value)}${total > 0 ? ` (${Math.round((r.value / total) * 100)}%)` : ''}`,
  );
  return `${caption}: ${parts.join('; ')}.`;
}
