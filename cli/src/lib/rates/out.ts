/**
 * `rates batch --out`: rows are written as they come back from the API (CSV through a write
 * stream, XLSX through exceljs' streaming writer, JSON spooled to a temporary file because its
 * summary comes first). Everything goes to a temporary file beside the target, renamed when the
 * batch is complete, so a failed batch leaves no half file under the user's name.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { toCsvLine } from '@exportdesk/core';
import { CliError, EXIT } from '../errors';
import type { BatchRow } from '@exportdesk/core';
import type { BatchSummary } from './batch';

export type OutFormat = 'csv' | 'xlsx' | 'json';

export function outFormat(file: string): OutFormat {
  const ext = path.extname(file).toLowerCase().slice(1);
  if (ext === 'csv' || ext === 'xlsx' || ext === 'json') return ext;
  throw new CliError('--out must end in .csv, .xlsx or .json', EXIT.USAGE);
}

export interface RowWriter {
  add(flat: Record<string, unknown>, wire: BatchRow): Promise<void>;
  finish(summary: BatchSummary): Promise<void>;
  abort(): Promise<void>;
}

const partial = (file: string, tag: string) =>
  path.join(path.dirname(path.resolve(file)), `.${path.basename(file)}.${process.pid}.${tag}`);

/** Waits for the disk when the stream's buffer is full, so memory stays flat on a slow disk. */
async function put(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

async function close(stream: WriteStream): Promise<void> {
  stream.end();
  await once(stream, 'close');
}

export async function openRowWriter(file: string, columns: string[]): Promise<RowWriter> {
  const format = outFormat(file);
  const tmp = partial(file, 'partial');
  const opened = async (s: WriteStream) => {
    await Promise.race([once(s, 'open'), once(s, 'error').then(([e]) => Promise.reject(e))]);
    return s;
  };
  if (format === 'csv') {
    const s = await opened(createWriteStream(tmp));
    await put(s, toCsvLine(columns) + '\n');
    return {
      add: (r) => put(s, toCsvLine(columns.map((c) => r[c])) + '\n'),
      finish: async () => {
        await close(s);
        await rename(tmp, file);
      },
      abort: async () => {
        s.destroy();
        await rm(tmp, { force: true });
      },
    };
  }
  if (format === 'json') {
    // Today's file exactly: JSON.stringify({ summary, rows }, null, 2) with one line ending.
    const spoolFile = partial(file, 'rows');
    const spool = await opened(createWriteStream(spoolFile));
    let n = 0;
    const indent = (json: string) => json.replace(/\n/g, '\n    ');
    return {
      add: (_flat, wire) => put(spool, `${n++ ? ',\n' : ''}    ${indent(JSON.stringify(wire, null, 2))}`),
      finish: async (summary) => {
        await close(spool);
        const s = await opened(createWriteStream(tmp));
        await put(
          s,
          `{\n  "summary": ${JSON.stringify(summary, null, 2).replace(/\n/g, '\n  ')},\n  "rows": [${n ? '\n' : ''}`,
        );
        await pipeline(createReadStream(spoolFile), s, { end: false });
        await put(s, `${n ? '\n  ' : ''}]\n}\n`);
        await close(s);
        await rm(spoolFile, { force: true });
        await rename(tmp, file);
      },
      abort: async () => {
        spool.destroy();
        await rm(spoolFile, { force: true });
        await rm(tmp, { force: true });
      },
    };
  }
  // exceljs is loaded only for xlsx files (it costs startup time for CSV runs).
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    filename: tmp,
    useStyles: true,
    useSharedStrings: false,
  });
  const ws = wb.addWorksheet('Rates');
  ws.columns = columns.map((c) => ({ header: c, key: c, width: Math.max(10, c.length + 2) }));
  ws.getRow(1).font = { bold: true };
  return {
    add: async (r) => {
      ws.addRow(r).commit(); // the row goes to the zip stream now, not kept
    },
    finish: async () => {
      ws.commit();
      await wb.commit();
      await rename(tmp, file);
    },
    abort: async () => {
      await rm(tmp, { force: true });
    },
  };
}
