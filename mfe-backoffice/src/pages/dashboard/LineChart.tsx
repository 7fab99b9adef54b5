import { useId, useState } from 'react';

/**
 * A line chart drawn as inline SVG (no chart library: a few hundred bytes instead of the ~20 KB gz
 * of the smallest libraries measured for issue 17), with a table view of the same points for
 * screen readers and for reading exact figures. Points are hoverable (their <title>).
 */
export function LineChart({
  caption,
  points,
  head,
  format = (n) => String(n),
}: {
  caption: string;
  points: ReadonlyArray<{ label: string; value: number }>;
  head: [string, string];
  format?: (n: number) => string;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const W = 640;
  const H = 200;
  const pad = { l: 48, r: 12, t: 12, b: 28 };
  const max = Math.max(1, ...points.map((p) => p.value));
  const x = (i: number) => pad.l + (points.length < 2 ? 0 : (i * (W - pad.l - pad.r)) / (points.length - 1));
  const y = (v: number) => H - pad.b - (v / max) * (H - pad.t - pad.b);
  const path = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join('');
  const area = points.length ? `${path}L${x(points.length - 1)},${y(0)}L${x(0)},${y(0)}Z` : '';
  const total = points.reduce((a, p) => a + p.value, 0);
  const peak = points.reduce(
    (best, p) => (p.value > best.value ? p : best),
    points[0] ?? { label: '', value: 0 },
  );
  const summary = points.length
    ? `${caption}: ${points.length} days from ${points[0].label} to ${points[points.length - 1].label}, total ${format(total)}, highest ${format(peak.value)} on ${peak.label}.`
    : `${caption}: no data.`;
  const ticks = [0, max / 2, max];
  const xLabels = points.length ? [0, Math.floor((points.length - 1) / 2), points.length - 1] : [];

  return (
    <figure className="dash-chart ed-card" aria-labelledby={`${id}-cap`}>
      <figcaption id={`${id}-cap`} className="dash-chart__head">
        <span>{caption}</span>
        <button
          type="button"
          className="ed-link-button"
          aria-pressed={asTable}
          onClick={() => setAsTable((t) => !t)}
        >
          {asTable ? 'Show as chart' : 'Show as table'}
        </button>
      </figcaption>
      {asTable ? (
        <div className="dash-chart__table" tabIndex={0} role="region" aria-label={`${caption} (table)`}>
          <table className="ed-table">
            <thead>
              <tr>
                <th scope="col">{head[0]}</th>
                <th scope="col">{head[1]}</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.label}>
                  <th scope="row">{p.label}</th>
                  <td>{format(p.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="dash-chart__svg">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={pad.l} x2={W - pad.r} y1={y(t)} y2={y(t)} className="dash-chart__grid" />
              <text x={pad.l - 6} y={y(t) + 4} textAnchor="end" className="dash-chart__tick">
                {format(Math.round(t))}
              </text>
            </g>
          ))}
          {xLabels.map((i) => (
            <text
              key={i}
              x={x(i)}
              y={H - 8}
              textAnchor={i === 0 ? 'start' : i === points.length - 1 ? 'end' : 'middle'}
              className="dash-chart__tick"
            >
              {points[i].label}
            </text>
          ))}
          <path d={area} className="dash-chart__area" />
          <path d={path} className="dash-chart__line" />
          {points.length <= 120 &&
            points.map((p, i) => (
              <circle key={p.label} cx={x(i)} cy={y(p.value)} r={3} className="dash-chart__dot">
                <title>{`${p.label}: ${format(p.value)}`}</title>
              </circle>
            ))}
        </svg>
      )}
    </figure>
  );
}
