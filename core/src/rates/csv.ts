/**
 * A small RFC 4180 CSV reader and writer (quoted fields, doubled quotes, CRLF), pure so the
 * browser, the CLI and the API read rate cards and batch files the same way.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text; // Excel's BOM
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (src[i + 1] === '"') {
        field += '"';
        i++;
      } else quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else field += ch;
  }
  if (field !== '' || row.length) endRow();
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}

/** Rows as records keyed by the header row. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rest] = parseCsv(text);
  const names = header.map((h) => h.trim());
  const records = rest.map((r) => Object.fromEntries(names.map((h, i) => [h, r[i] ?? ''])));
  return { header: names, records };
}

const cell = (v: unknown) => {
  const s = v === undefined || v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsvLine = (values: readonly unknown[]) => values.map(cell).join(',');
