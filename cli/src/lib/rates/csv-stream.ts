/**
 * core's CSV reader as a stream of records: text goes in as it is read (core's `csvRowReader`,
 * the same rules as `csvRecords`), records come out as rows end, so a 100,000-row batch file is
 * never held whole.
 */
import { csvRecordOf, csvRowReader } from '@exportdesk/core';

export async function* csvRecordStream(text: AsyncIterable<string>): AsyncGenerator<Record<string, string>> {
  const reader = csvRowReader();
  let header: string[] | null = null;
  function* records(rows: string[][]) {
    for (const r of rows) {
      if (!header) header = r.map((h) => h.trim());
      else yield csvRecordOf(header, r);
    }
  }
  for await (const piece of text) yield* records(reader.push(piece));
  yield* records(reader.end());
}
