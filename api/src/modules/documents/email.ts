// Own file: the mail of a docket's documents, built by the `documents` worker (job id, attachments, the 20 MB rule); the API only queues it.
/**
 * sendDocViaEmail (001 §7 "Docket detail"; the spec names the call only): the docket's documents
 * in ONE mail to the exporter (and a copy to the CHA who asked). The API queues a `documents` job
 * of kind `email` (job id `mail-<docket>-<revision>-<recipients>-<minute>`, so a double click in
 * the same minute queues one job); the worker (`workers/src/processors/document-email.ts`)
 * stores every document through the same path the API serves them from (`renderToStorage`, key
 * `documents/<docket>/<revision>/<type>_<docket>.pdf`) and queues one `mail` job, under the same
 * id, that carries the files by storage key. The outbox records it once per job id.
 */
import { createHash } from 'node:crypto';
import { DOCUMENT_LIMITS, DOCUMENT_MSG, FILE_MIME } from '@exportdesk/core';
import type { Db } from '../../db/knex';
import { DocumentInputError, loadDocketDocuments, type PdfDocumentType } from '../../documents';
import type { Storage } from '../../lib/storage';
import type { MailAttachment, MailMessage } from '../mail/service';
import { invoicesZipKey } from './generate';
import { invoiceRun } from './repo';
import { documentFileName, documentKey, renderToStorage } from './revisions';

export interface EmailJob {
  kind: 'email';
  docketNo: string;
  /** who asked (for the log; the mail goes to `to`, copy to `cc`) */
  userId: number;
  to: string;
  cc: string | null;
}

/** What the mail carries: the whole-docket documents (CN22 = "CN22 up to 300 SDR, CN23 above"). */
export const EMAIL_DOCUMENTS: ReadonlyArray<{ type: PdfDocumentType; title: string }> = [
  { type: 'pbe', title: 'Postal bill for export (PBE)' },
  { type: 'pbe-summary', title: 'PBE summary' },
  { type: 'cn22', title: 'CN22/CN23 customs declarations' },
  { type: 'packing-list', title: 'Packing list' },
  { type: 'labels', title: 'Shipping labels' },
];

/** One mail per docket revision, recipients and minute: the same request twice in a minute is one job. */
export function emailJobId(
  docketNo: string,
  revision: string,
  to: string,
  cc: string | null,
  at = Date.now(),
): string {
  const who = createHash('sha256')
    .update(`${to.toLowerCase()}|${(cc ?? '').toLowerCase()}`)
    .digest('hex')
    .slice(0, 10);
  return `mail-${docketNo}-${revision.slice(0, 16)}-${who}-${Math.floor(at / 60_000)}`;
}

/**
 * Stores what is not stored yet and builds the message: PDFs always, the invoices zip when it is
 * Generated for the current revision and the total stays within `DOCUMENT_LIMITS.emailMaxBytes`
 * (otherwise the body says it is left out).
 */
export async function documentsMail(
  db: Db,
  storage: Storage,
  job: EmailJob,
  log?: { warn: (o: object, msg: string) => void },
): Promise<MailMessage> {
  const loaded = await loadDocketDocuments(db, job.docketNo);
  if (!loaded) throw new Error(`docket ${job.docketNo} not found`);
  const d = loaded.model;
  const attachments: MailAttachment[] = [];
  const lines: string[] = [];
  let total = 0;
  for (const doc of EMAIL_DOCUMENTS) {
    const fileName = documentFileName(doc.type, d.docketNo);
    const key = documentKey(d.docketNo, d.revision, fileName);
    try {
      total += (await renderToStorage(storage, d, key, doc.type, {}, log)).size;
    } catch (err) {
      // A document this docket cannot have (an input refused by its builder): the others still go.
      if (!(err instanceof DocumentInputError)) throw err;
      lines.push(`- ${doc.title}: not attached (${err.message})`);
      continue;
    }
    attachments.push({ fileName, key, contentType: FILE_MIME.pdf });
    lines.push(`- ${doc.title}: ${fileName}`);
  }
  const run = await invoiceRun(db, loaded.id);
  const zipKey = invoicesZipKey(d.docketNo, d.revision);
  const zipSize =
    run?.status === 'Generated' && run.revision === d.revision ? await storage.size(zipKey) : null;
  let note = '';
  if (zipSize !== null) {
    const fileName = `Invoices_${d.docketNo}.zip`;
    if (total + zipSize <= DOCUMENT_LIMITS.emailMaxBytes) {
      attachments.push({ fileName, key: zipKey, contentType: 'application/zip' });
      lines.push(`- Export invoices: ${fileName}`);
      total += zipSize;
    } else note = DOCUMENT_MSG.emailZipLeftOut(DOCUMENT_LIMITS.emailMaxBytes / (1024 * 1024));
  } else
    lines.push(
      '- Export invoices: not generated yet for the current docket (press Generate on the docket page).',
    );
  const text = [
    `Dear ${d.exporter.name},`,
    '',
    `Please find attached the documents of docket ${d.docketNo}:`,
    ...lines,
    ...(note ? ['', note] : []),
    '',
    'ExportDesk',
  ].join('\n');
  return {
    kind: 'docket-documents',
    to: job.to,
    cc: job.cc,
    subject: DOCUMENT_MSG.emailSubject(d.docketNo),
    text,
    attachments,
  };
}
