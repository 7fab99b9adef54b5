/**
 * How a bulk-upload cell reads, whatever reads the workbook (the worker's streaming reader, the
 * CLI's local check): one definition, so the dry run and the server can never disagree on a cell.
 */

/** Formula results, rich text and hyperlinks as the sheet shows them; errors as empty. */
export function bulkCellText(v: unknown): unknown {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof Date) return v ?? undefined;
  // exceljs' cell value shapes: { formula, result }, { richText: [{ text }] }, { text, hyperlink }, { error }.
  const o = v as {
    result?: unknown;
    formula?: unknown;
    sharedFormula?: unknown;
    richText?: unknown;
    text?: unknown;
  };
  if ('result' in o || 'formula' in o || 'sharedFormula' in o)
    return o.result && typeof o.result === 'object' ? undefined : o.result;
  if (Array.isArray(o.richText)) return o.richText.map((t: { text?: unknown }) => t.text).join('');
  if ('text' in o) return bulkCellText(o.text);
  if ('error' in o) return undefined;
  return String(v);
}

/** A header cell as a column name; '_address' is the spec's shorthand for 'consigneeDetails_address'. */
export function bulkColumnName(h: unknown): string {
  const s = String(bulkCellText(h) ?? '').trim();
  return s.startsWith('_') ? `consigneeDetails${s}` : s;
}
