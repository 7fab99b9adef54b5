import { ChartFigure, chartSummary, type ChartRow } from './ChartFigure';

/** The palette of the charts: the design system's blue first, then distinct hues. */
const COLORS = ['#1554c0', '#f08a24', '#137a4b', '#7a3fc0', '#c0322b', '#0f8fa3', '#9a6200', '#5b6782'];

interface ChartProps {
  caption: string;
  head: [string, string];
  rows: ChartRow[];
  format: (n: number) => string;
}

/**
 * Horizontal bars, one per row; each bar says its value. Laid out in percentages of the card, not
 * a scaled viewBox, so the words keep their size in a narrow card.
 */
export function BarChart({ caption, head, rows, format }: ChartProps) {
  // each row: its label on one line, the bar (up to 80 % of the width) with its value below
  const rowH = 42;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const barMax = 80;
  return (
    <ChartFigure caption={caption} head={head} rows={rows} format={format}>
      <svg
        width="100%"
        style={{ height: rows.length * rowH }}
        role="img"
        aria-label={chartSummary(caption, rows, format)}
        className="dash-chart__svg"
      >
        {rows.map((r, i) => {
          const y = i * rowH;
          const w = Math.max(0.5, (r.value / max) * barMax);
          return (
            <g key={r.label}>
              <text x="0" y={y + 14} className="dash-chart__label">
                {r.label}
              </text>
              <rect x="0" y={y + 20} width={`${w}%`} height={12} rx={4} fill={COLORS[0]}>
                <title>{`${r.label}: ${format(r.value)}`}</title>
              </rect>
              <text x={`${w + 1.5}%`} y={y + 31} className="dash-chart__tick">
                {format(r.value)}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFigure>
  );
}

/** Shares of a whole (revenue by carrier): a ring, its total in the middle, a legend beside it. */
export function DonutChart({ caption, head, rows, format }: ChartProps) {
  const total = rows.reduce((a, r) => a + r.value, 0);
  const R = 70;
  const C = 2 * Math.PI * R;
  let offset = 0;
  return (
    <ChartFigure caption={caption} head={head} rows={rows} format={format}>
      <div className="dash-donut">
        <svg viewBox="0 0 200 200" role="img" aria-label={chartSummary(caption, rows, format)}>
          <circle cx="100" cy="100" r={R} fill="none" stroke="var(--ed-surface-2)" strokeWidth="28" />
          {total > 0 &&
            rows.map((r, i) => {
              const len = (r.value / total) * C;
              const seg = (
                <circle
                  key={r.label}
                  cx="100"
                  cy="100"
                  r={R}
                  fill="none"
                  stroke={COLORS[i % COLORS.length]}
                  strokeWidth="28"
                  strokeDasharray={`${len} ${C - len}`}
                  strokeDashoffset={-offset}
                  transform="rotate(-90 100 100)"
                >
                  <title>{`${r.label}: ${format(r.value)}`}</title>
                </circle>
              );
              offset += len;
              return seg;
            })}
          <text x="100" y="96" textAnchor="middle" className="dash-donut__total">
            {format(total)}
          </text>
          <text x="100" y="116" textAnchor="middle" className="dash-chart__tick">
            total
          </text>
        </svg>
        <ul className="dash-donut__legend">
          {rows.map((r, i) => (
            <li key={r.label}>
              <span className="dash-donut__swatch" style={{ background: COLORS[i % COLORS.length] }} />
              <span className="dash-donut__name">{r.label}</span>
              <span className="dash-donut__value">
                {format(r.value)}
                {total > 0 && ` · ${Math.round((r.value / total) * 100)}%`}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartFigure>
  );
}
