/** A table of rows under a title, with lines after it: the terminal face of every list a command answers. */
import React from 'react';
import { Box, Text } from 'ink';
import type { Tone } from '../lib/progress';
import { TONE_COLOR } from './Progress';

export interface TableColumn {
  key: string;
  header: string;
  align?: 'left' | 'right';
  /** Longer values are cut with '…' (default 40). */
  max?: number;
}

export interface TableRow {
  cells: Record<string, string | number>;
  tone?: Tone | 'ok';
}

export interface TableView {
  title?: string;
  columns: TableColumn[];
  rows: TableRow[];
  /** Lines after the table: a count, a hint. */
  footer?: string[];
}

const cut = (s: string, n: number) => (s.length > n ? s.slice(0, n - 1) + '…' : s);

export function Table({ title, columns, rows, footer }: TableView) {
  const text = (r: TableRow, c: TableColumn) => cut(String(r.cells[c.key] ?? ''), c.max ?? 40);
  const widths = columns.map((c) => Math.max(c.header.length, ...rows.map((r) => text(r, c).length)));
  const line = (values: string[]) =>
    values
      .map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return (
    <Box flexDirection="column" paddingY={title ? 1 : 0}>
      {title ? (
        <Text bold color="cyan">
          {title}
        </Text>
      ) : null}
      {rows.length ? <Text dimColor>{line(columns.map((c) => c.header))}</Text> : null}
      {rows.map((r, i) => (
        <Text key={i} {...(r.tone === 'ok' ? { color: 'green' } : r.tone ? TONE_COLOR[r.tone] : {})}>
          {line(columns.map((c) => text(r, c)))}
        </Text>
      ))}
      {(footer ?? []).map((f) => (
        <Text key={f}>{f}</Text>
      ))}
    </Box>
  );
}
