/**
 * A small bar chart that is a table: each row's value drawn as a bar (CSS only, no chart
 * library), so screen readers read the same figures as a plain table.
 */
export function BarTable({
  caption,
  head,
  rows,
  format = (n) => String(n),
}: {
  caption: string;
  head: [string, string];
  rows: Array<{ label: string; value: number }>;
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...rows.map((r) => r.value));
  return (
    <table className="dash-bars">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head[0]}</th>
          <th scope="col">{head[1]}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && (
          <tr>
            <td colSpan={2}>No Data Found</td>
          </tr>
        )}
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>
              <span className="dash-bar" aria-hidden="true" style={{ width: `${(r.value / max) * 100}%` }} />
              <span className="dash-bar__value">{format(r.value)}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
