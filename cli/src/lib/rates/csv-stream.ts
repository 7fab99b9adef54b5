/**
 * core's CSV reader (parseCsv + csvRecords) as a stream: text goes in as it is read, records come
 * out as rows end, so a 100,000-row batch file is never held whole. Same rules: Excel's BOM,
 * quoted fields with doubled quotes and line breaks, CRLF, blank rows skipped, header trimmed.
 */
export async function* csvRecordStream(text: AsyncIterable<string>): AsyncGenerator<Record<string, string>> {
  let header: string[] | null = null;
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let first = true;
  let held = ''; // a final '"' or '\r' whose meaning depends on the next chunk's first character
  const done: string[][] = [];
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
  function* records() {
    for (const r of done) {
      if (!header) header = r.map((h) => h.trim());
      else yield Object.fromEntries(header.map((h, i) => [h, r[i] ?? '']));
    }
    done.length = 0;
  }
  for await (const piece of text) {
    let src = held + piece;
    held = '';
    if (first && src) {
      if (src.charCodeAt(0) === 0xfeff) src = src.slice(1);
      first = false;
    }
    scan(src, false);
    yield* records();
  }
  scan(held, true);
  if (field !== '' || row.length) endRow();
  yield* records();
}
