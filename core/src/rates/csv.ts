/**
 * A small RFC 4180 CSV reader and writer (quoted fields, doubled quotes, CRLF), pure so the
 * browser, the CLI and the API read rate cards and batch files the same way.
 */
/**
 * The reader, fed piece by piece (a 100,000-row batch file need not be held whole): `push` a
 * piece of text, get the rows it completed; `end` gives the rest. Excel's BOM, quoted fields with
 * doubled quotes and line breaks, CRLF; blank rows are skipped. A piece may end anywhere: a final
 * '"' or '\r' waits for the next piece's first character, which decides what it means.
 */
export function csvRowReader(): { push(piece: string): string[][]; end(): string[][] } {
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let first = true;
  let held = '';
  let done: string[][] = [];
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((c) => c.trim() !== '')) done.push(row);
    row = [];
  };
  const scan = (src: string, last: boolean) => {
    for (let i = 0; i < src.length; i++) {
      const ch = src[i];
      if (!last && i === src.length - 1 && (ch === '"' || ch === '\r')) {
        held = ch;
        return;
      }
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
  };
  const take = () => {
    const rows = done;
    done = [];
    return rows;
  };
  return {
    push(piece) {
      let src = held + piece;
      held = '';
      if (first && src) {
        if (src.charCodeAt(0) === 0xfeff) src = src.slice(1); // Excel's BOM
        first = false;
      }
      scan(src, false);
      return take();
    },
    end() {
      scan(held, true);
      held = '';
      if (field !== '' || row.length) endRow();
      return take();
    },
  };
}

export function parseCsv(text: string): string[][] {
  const reader = csvRowReader();
  return [...reader.push(text), ...reader.end()];
}

/** A row as a record keyed by the (trimmed) header row. */
export const csvRecordOf = (header: readonly string[], row: readonly string[]): Record<string, string> =>
  Object.fromEntries(header.map((h, i) => [h, row[i] ?? '']));

/** Rows as records keyed by the header row. */
export function csvRecords(text: string): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...rest] = parseCsv(text);
  const names = header.map((h) => h.trim());
  return { header: names, records: rest.map((r) => csvRecordOf(names, r)) };
}

const cell = (v: unknown) => {
  const s = v === undefined || v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

export const toCsvLine = (values: readonly unknown[]) => values.map(cell).join(',');
