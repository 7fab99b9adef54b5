import { useMemo } from 'react';
import { BULK_COLUMNS, BULK_EXTRA_COLUMNS, type RowProblem } from '@exportdesk/core';
import { DataTable, type Column } from '@exportdesk/portal-kit';
import type { BulkPreview } from './bulkCalls';

type PreviewRow = BulkPreview['rows'][number];

/** Header text: the spec's column names, the consignee ones without their long prefix. */
const headerOf = (c: string) => c.replace(/^consigneeDetails_/, 'consignee ').replace(/_/g, ' ');

/**
 * The Data Preview (001 §2.10, §5): every row the file gives, invalid cells highlighted with the
 * reason; the IEC column only for CHAs. Optional columns show when the file has them.
 */
export function PreviewTable({ preview }: { preview: BulkPreview }) {
  const { columns, byCell } = useMemo(() => {
    const present = new Set(preview.rows.flatMap((r) => Object.keys(r.values)));
    const names = [
      ...BULK_COLUMNS.filter((c) => c !== 'ieCode' || preview.forCha),
      ...BULK_EXTRA_COLUMNS.filter((c) => present.has(c)),
    ];
    const cells = new Map<string, RowProblem>();
    for (const p of preview.problems) cells.set(`${p.row}:${p.field ?? ''}`, p);
    const cols: Column<PreviewRow>[] = [
      { key: '#', header: 'Row', value: (r) => r.row },
      ...names.map<Column<PreviewRow>>((name) => ({
        key: name,
        header: headerOf(name),
        value: (r) => r.values[name],
        render: (r) => {
          const bad = cells.get(`${r.row}:${name}`);
          const v = r.values[name] ?? '';
          return bad ? (
            <span
              className="bu-cell--bad"
              title={bad.message}
              aria-invalid="true"
              data-testid={`bad-${r.row}-${name}`}
            >
              {v || '(empty)'}
              <span className="ed-sr-only"> — {bad.message}</span>
            </span>
          ) : (
            v
          );
        },
      })),
    ];
    return { columns: cols, byCell: cells };
  }, [preview]);

  return (
    <div className="bu-preview" data-bad-cells={byCell.size}>
      <DataTable
        caption="Data Preview"
        columns={columns}
        rows={preview.rows}
        rowKey={(r) => String(r.row)}
        pageSize={20}
      />
    </div>
  );
}

/** The row report: each problem with its sheet row, as Excel numbers them. */
export function RowReport({ problems, total }: { problems: RowProblem[]; total: number }) {
  if (!problems.length) return null;
  return (
    <div className="bu-report">
      <h3>
        Rows to fix ({total > problems.length ? `first ${problems.length} of ${total}` : problems.length})
      </h3>
      <ul>
        {problems.map((p, i) => (
          <li key={i}>
            <strong>Row {p.row}</strong>
            {p.field ? <code>{p.field}</code> : null} {p.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
