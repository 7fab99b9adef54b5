import { useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE, paginate } from '@exportdesk/core';
import { Pager } from './Pager';

export interface Column<Row> {
  key: string;
  header: string;
  /** value used for sorting; defaults to row[key] */
  value?: (row: Row) => string | number | null | undefined;
  render?: (row: Row, index: number) => ReactNode;
  sortable?: boolean;
  /** amounts, dates and codes read whole: the cell never breaks them across lines */
  nowrap?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  pageSize?: number;
  empty?: ReactNode;
}

type Sort = { key: string; dir: 'asc' | 'desc' } | null;

/** A table that sorts and pages with core's pager and page size (000 §9); on small screens rows become cards. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  pageSize = DEFAULT_PAGE_SIZE,
  empty = 'No Data Found',
}: DataTableProps<Row>) {
  const [sort, setSort] = useState<Sort>(null);
  const [page, setPage] = useState(1);
  const valueOf = (c: Column<Row>, r: Row) =>
    c.value ? c.value(r) : ((r as Record<string, unknown>)[c.key] as string | number | null | undefined);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const col = columns.find((c) => c.key === sort.key);
    if (!col) return rows;
    const dir = sort.dir === 'asc' ? 1 : -1;
    return [...rows].sort((a, b) => {
      const x = valueOf(col, a) ?? '';
      const y = valueOf(col, b) ?? '';
      return (
        (typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), 'en', { numeric: true })) * dir
      );
    });
  }, [rows, sort, columns]);
  const pager = paginate(sorted.length, page, pageSize);
  const visible = sorted.slice(pager.startIndex, pager.endIndex + 1);
  const toggle = (key: string) =>
    setSort((s) => (s?.key === key ? (s.dir === 'asc' ? { key, dir: 'desc' } : null) : { key, dir: 'asc' }));

  if (!rows.length) return <div className="ed-empty">{empty}</div>;
  return (
    <div>
      <div className="ed-table-wrap">
        <table className="ed-table">
          <caption className="ed-sr-only">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => {
                const dir = sort?.key === c.key ? sort.dir : null;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    aria-sort={dir ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.sortable ? (
                      <button type="button" onClick={() => toggle(c.key)}>
                        {c.header}{' '}
                        <span aria-hidden="true">{dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {visible.map((r, i) => (
              <tr key={rowKey(r, pager.startIndex + i)}>
                {columns.map((c) => (
                  <td key={c.key} data-label={c.header} className={c.nowrap ? 'ed-nowrap' : undefined}>
                    {c.render ? c.render(r, pager.startIndex + i) : String(valueOf(c, r) ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager pager={pager} onPage={setPage} label={`${caption} pages`} range />
    </div>
  );
}
