/** Orders for `orders push`: a JSON array (or `{ orderData: [...] }`), or a CSV whose header names the fields. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { csvRecords } from '@exportdesk/core';
import { CliError, EXIT } from '../errors';

export async function readOrders(file: string): Promise<unknown[]> {
  const ext = path.extname(file).toLowerCase();
  if (ext !== '.json' && ext !== '.csv')
    throw new CliError('orders push reads a .json or .csv file.', EXIT.USAGE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new CliError(`Cannot read ${file}: ${(err as Error).message}`, EXIT.USAGE);
  }
  if (ext === '.csv') {
    // Empty cells are absent fields (an optional field left blank), not empty strings.
    return csvRecords(text).records.map((r) =>
      Object.fromEntries(Object.entries(r).filter(([, v]) => v.trim() !== '')),
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CliError(`${file} is not valid JSON: ${(err as Error).message}`, EXIT.USAGE);
  }
  const list = Array.isArray(data) ? data : (data as { orderData?: unknown } | null)?.orderData;
  if (!Array.isArray(list))
    throw new CliError(
      `${file} must hold a JSON array of orders (or an object with orderData: [...]).`,
      EXIT.USAGE,
    );
  return list;
}
