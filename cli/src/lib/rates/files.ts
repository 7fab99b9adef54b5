/** Batch files in (xlsx or csv), read as a stream of rows: only the count is kept, never the rows. */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError, EXIT } from '../errors';
import { csvRecordStream } from './csv-stream';

export type Records = Record<string, unknown>[];

/** A batch file's rows: counted once up front (the progress bar's total), then read as they come. */
export interface RowSource {
  count: number;
  rows(): AsyncIterable<Record<string, unknown>>;
}

export async function openRows(file: string): Promise<RowSource> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.csv' && ext !== '.xlsx')
    throw new CliError('Only .xlsx or .csv files are accepted.', EXIT.USAGE);
  const source = ext === '.csv' ? await csvSource(file) : await xlsxSource(file);
  if (!source.count) throw new CliError(`${file} has no rows.`, EXIT.USAGE);
  return source;
}

const unreadable = (file: string, err: unknown) =>
  new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);

async function csvSource(file: string): Promise<RowSource> {
  const rows = async function* () {
    const text = createReadStream(file, { encoding: 'utf8', highWaterMark: 256 * 1024 });
    try {
      yield* csvRecordStream(text as AsyncIterable<string>);
    } catch (err) {
      throw (err as NodeJS.ErrnoException).code ? unreadable(file, err) : err;
    }
  };
  let count = 0;
  for await (const rec of rows()) if (rec) count++;
  return { count, rows };
}

/** The API's upload gate and guarded reader: a zip bomb is refused here as the server would. */
async function xlsxSource(file: string): Promise<RowSource> {
  let data: Buffer;
  try {
    data = await readFile(file); // the zip itself stays in memory; its rows do not
  } catch (err) {
    throw unreadable(file, err);
  }
  // The one exception to cli → core: the API's upload gate (Hapi-free, Node-only, so not in core), so the
  // CLI refuses exactly the files the server refuses (issue 12).
  const { openWorkbook, sheetRecordStream, WorkbookRefusal, bulkRefusalMessage } =
    await import('@exportdesk/workbook');
  const refused = (err: unknown) => {
    const bomb = err instanceof WorkbookRefusal && err.reason !== 'not-zip' && err.reason !== 'unsupported';
    return new CliError(
      bomb ? `${file}: ${bulkRefusalMessage(err.reason)}` : `${file} could not be read as a spreadsheet.`,
      EXIT.USAGE,
    );
  };
  /** The API's own records (sheetRecordStream): the first worksheet, row 1 the header, rows with a value. */
  const rows = async function* () {
    try {
      yield* sheetRecordStream(await openWorkbook(data));
    } catch (err) {
      throw err instanceof CliError ? err : refused(err);
    }
  };
  let count = 0;
  for await (const rec of rows()) if (rec) count++;
  return { count, rows };
}
