/** The batch's streaming CSV reader reads exactly what core's csvRecords reads, however the text is cut. */
import { describe, expect, it } from 'vitest';
import { csvRecords } from '@exportdesk/core';
import { csvRecordStream } from '../src/lib/rates/csv-stream';

async function streamed(text: string, cut: number): Promise<Record<string, string>[]> {
  async function* pieces() {
    for (let i = 0; i < text.length; i += cut) yield text.slice(i, i + cut);
  }
  const out: Record<string, string>[] = [];
  for await (const r of csvRecordStream(pieces())) out.push(r);
  return out;
}

describe('csvRecordStream', () => {
  const text = [
    '\ufeff Country ,weight,"dims, LxWxH",note',
    'USA,500,10x10x10,"said ""hi"""',
    '',
    '  ,  ,,',
    '"United\r\nKingdom",250,,"a,b"\r',
    'Japan,100',
    'Germany,"",,"ends with quote"""',
    'Bangladesh,75,,last\r\n',
  ].join('\n');

  it('matches core for every cut of the text, from 1 character up', async () => {
    const expected = csvRecords(text).records;
    expect(expected).toHaveLength(5);
    for (let cut = 1; cut <= text.length; cut++)
      expect(await streamed(text, cut), `cut ${cut}`).toEqual(expected);
  });

  it('a last row without a line ending, and a file with only a header', async () => {
    expect(await streamed('a,b\n1,2', 3)).toEqual([{ a: '1', b: '2' }]);
    expect(await streamed('a,b\r\n', 1)).toEqual([]);
  });
});
