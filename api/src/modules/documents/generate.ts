// Own file: the invoices zip, rendered by the `documents` worker (streamed into storage with progress); the API only queues it and serves the zip.
/**
 * "Generate" all export invoices of a docket (001 §4 "Docket documents"): every invoice rendered
 * and stored in one zip under the docket's revision. Run by the `documents` worker; a retry or
 * another job of the same revision finds the zip stored and keeps it.
 */
import type { Db } from '../../db/knex';
import type { Invoice } from '../../documents/model';
import { buildInvoice, loadDocketDocuments, renderPdf } from '../../documents';
import type { RenderPool } from '../../documents/render-pool';
import type { Storage } from '../../lib/storage';
import { createZip } from '../../lib/zip';
import { pruneOldRevisions } from './revisions';

export const invoicesZipKey = (docketNo: string, revision: string) =>
  `documents/${docketNo}/${revision}/invoices.zip`;
/** File names inside the zip: invoice numbers may hold characters a file system refuses. */
export const invoiceFileName = (invoiceNo: string) =>
  `Invoice_${invoiceNo.replace(/[^A-Za-z0-9._-]+/g, '_')}.pdf`;

/**
 * From this many invoices a docket renders on the thread pool: below it, the threads' start
 * (≈1 s the first time) and the copies to and from them cost more than one core saves.
 */
export const POOL_FROM_INVOICES = 20;

export interface InvoicesZipOptions {
  /** the composition's render threads (the workers' context); null or absent: render in process */
  pool?: RenderPool | null;
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

export async function generateInvoicesZip(
  db: Db,
  storage: Storage,
  docketNo: string,
  { pool: threads, onProgress }: InvoicesZipOptions = {},
) {
  const loaded = await loadDocketDocuments(db, docketNo);
  if (!loaded) throw new Error(`docket ${docketNo} not found`);
  const d = loaded.model;
  const zipKey = invoicesZipKey(docketNo, d.revision);
  const result = { docketId: loaded.id, zipKey, invoiceCount: d.invoices.length, revision: d.revision };
  // The zip of this revision is already there (an earlier or concurrent job): the same invoices,
  // so it is kept as it is and every download answers the same bytes.
  if ((await storage.size(zipKey)) !== null) return result;
  const zip = createZip();
  // If storing fails (disk, permissions), stop rendering at once and report that error. Stored
  // once: of two jobs rendering concurrently, the first complete zip stays.
  const stored = storage.putIfAbsent(zipKey, zip.stream).catch((err: Error) => {
    zip.stream.destroy(err);
    throw err;
  });
  stored.catch(() => {}); // awaited below; this only marks the rejection as handled meanwhile
  const names = new Set<string>();
  try {
    // Big dockets render on every core (render-pool.ts): up to 2 × the pool's size invoices in
    // flight, added to the zip in order as they finish, so memory stays flat. Same bytes either way.
    const pool = d.invoices.length >= POOL_FROM_INVOICES ? (threads ?? null) : null;
    const render = pool ? (inv: Invoice) => pool.render(buildInvoice(d, inv)) : null;
    const ahead = pool ? pool.size * 2 : 1;
    const pending: Promise<Buffer>[] = [];
    let next = 0;
    const fill = () => {
      while (render && pending.length < ahead && next < d.invoices.length) {
        const p = render(d.invoices[next++]);
        p.catch(() => {}); // awaited in turn below; a failure while another is awaited is not unhandled
        pending.push(p);
      }
    };
    let done = 0;
    let reported = -1;
    for (const inv of d.invoices) {
      let name = invoiceFileName(inv.invoiceNo);
      // Two numbers that sanitise alike still get two files.
      for (let k = 2; names.has(name); k++) name = invoiceFileName(`${inv.invoiceNo}_${k}`);
      names.add(name);
      fill();
      const pdf = render ? await pending.shift()! : await renderPdf(buildInvoice(d, inv));
      await zip.add(name, pdf);
      done++;
      // Once per whole percent: the page's bar moves smoothly, Redis sees at most 100 writes.
      const percent = Math.floor((done * 100) / d.invoices.length);
      if (percent !== reported) {
        reported = percent;
        await onProgress?.(done, d.invoices.length);
      }
    }
    await zip.finish();
  } catch (err) {
    zip.stream.destroy(err as Error);
    // The storage's own error says more than "zip stream closed".
    await stored;
    throw err;
  }
  await stored;
  await pruneOldRevisions(storage, docketNo, d.revision);
  return result;
}
