/**
 * What `exportdesk docs download` fetches for a docket: the plan (files per --type, from the
 * documents the user's role may see), and one file written atomically (aside, then renamed), so
 * an interrupted run never leaves a half file that a re-run would skip.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_CONTRACTS, pathOf } from '@exportdesk/core';
import { CliError, EXIT } from '../errors';
import { request } from '../http';

export const DOC_TYPES = ['all', 'pbe', 'cn23', 'invoices', 'labels', 'packing-list', 'edf'] as const;
export type DocType = (typeof DOC_TYPES)[number];

export interface PlannedFile {
  docket: string;
  type: Exclude<DocType, 'all'>;
  /** API path under /api/v1/. */
  path: string;
  fileName: string;
}

/** The tab answer (GET dockets/{docket}/documents) → the files of the wanted types this role may get. */
export function planFiles(
  docket: string,
  tab: { documents: string[]; invoices: Array<{ invoiceNo: string }> },
  type: DocType,
): PlannedFile[] {
  const want = (t: Exclude<DocType, 'all'>) => type === 'all' || type === t;
  const may = (t: string) => tab.documents.includes(t);
  const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');
  const out: PlannedFile[] = [];
  const doc = (
    t: Exclude<DocType, 'all'>,
    type: string,
    fileName: string,
    query: Record<string, string> = {},
  ) =>
    out.push({
      docket,
      type: t,
      path: pathOf(DOCUMENT_CONTRACTS.document, { docket, type }, { download: '1', ...query }),
      fileName,
    });
  if (want('pbe') && may('pbe')) {
    doc('pbe', 'pbe', `PBE_${docket}.pdf`);
    doc('pbe', 'pbe-summary', `PBE_Summary_${docket}.pdf`);
  }
  if (want('cn23') && may('cn23')) doc('cn23', 'cn23', `CN23_${docket}.pdf`);
  if (want('labels') && may('labels')) doc('labels', 'labels', `Labels_${docket}.pdf`);
  if (want('packing-list') && may('packing-list'))
    doc('packing-list', 'packing-list', `PackingList_${docket}.pdf`);
  if (want('edf') && may('edf'))
    for (const i of tab.invoices)
      doc('edf', 'edf', `EDF_${safe(i.invoiceNo)}.pdf`, { invoiceNo: i.invoiceNo });
  if (want('invoices') && may('invoices'))
    out.push({
      docket,
      type: 'invoices',
      path: pathOf(DOCUMENT_CONTRACTS.invoicesZip, { docket }),
      fileName: `Invoices_${docket}.zip`,
    });
  return out;
}

/** Downloads one file to `dest`; an API refusal becomes a CliError with the server's message. */
export async function downloadTo(
  apiUrl: string,
  token: string,
  apiPath: string,
  dest: string,
): Promise<number> {
  const res = await request(apiUrl, 'GET', apiPath, { token, timeoutMs: 120_000 });
  if (!res.body) throw new CliError(`The API at ${apiUrl} answered ${apiPath} without a body.`, EXIT.SERVER);
  const tmp = `${dest}.${process.pid}.part`;
  try {
    await pipeline(
      Readable.fromWeb(res.body as import('node:stream/web').ReadableStream<Uint8Array>),
      createWriteStream(tmp),
    );
    await rename(tmp, dest);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  return Number(res.headers.get('content-length') ?? 0);
}
