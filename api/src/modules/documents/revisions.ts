// Own file: where a generated document is stored (key per docket revision) and the pruning of old revisions, shared by the API and the workers.
/**
 * Generated documents live under `documents/<docket>/<revision>/` and are served again until the
 * docket changes. Once a newer revision has a file, the older revisions' files can never be
 * served again: they are removed so storage does not grow with every change of a docket.
 * (A reader already streaming an old file keeps its open handle on local disk.)
 */
import {
  renderDocument,
  type DocketDocuments,
  type DocumentOptions,
  type PdfDocumentType,
} from '../../documents';
import type { Storage } from '../../lib/storage';

type Log = { warn: (o: object, msg: string) => void };

/** The stored name of a document: `<type>_<docket><scope>.pdf|xlsx` (scope names one invoice, parcel …). */
export const documentFileName = (type: string, docketNo: string, scope = '') =>
  `${type}_${docketNo}${scope}.${type === 'ibm' ? 'xlsx' : 'pdf'}`;

/** The storage key of a generated document of one docket revision. */
export const documentKey = (docketNo: string, revision: string, fileName: string) =>
  `documents/${docketNo}/${revision}/${fileName}`;

/**
 * Renders a document of the docket `d` and stores it under `key` (once: a stored file is kept,
 * concurrent renders of one key store one file),
 * then removes older revisions. Used by the API, the `render` worker and the email worker.
 * Returns the file's size, and its bytes when it was rendered now.
 */
export async function renderToStorage(
  storage: Storage,
  d: DocketDocuments,
  key: string,
  type: PdfDocumentType | 'ibm',
  opts: DocumentOptions,
  log?: Log,
): Promise<{ size: number; bytes?: Buffer }> {
  const stored = await storage.size(key);
  if (stored !== null) return { size: stored };
  const bytes = await renderDocument(d, type, opts);
  // Two first requests may both render (two API instances, the API and a worker): the first file
  // stored wins and the other answers the stored bytes, so every viewer gets the same document.
  if (!(await storage.putIfAbsent(key, bytes))) {
    const size = await storage.size(key);
    if (size !== null) return { size };
  }
  await pruneOldRevisions(storage, d.docketNo, d.revision, log);
  return { size: bytes.length, bytes };
}

export async function pruneOldRevisions(
  storage: Storage,
  docketNo: string,
  revision: string,
  log?: Log,
): Promise<void> {
  try {
    await storage.prune(`documents/${docketNo}`, [revision]);
  } catch (err) {
    // Cleaning is best effort: the document itself was stored and is served.
    log?.warn({ err, docketNo }, 'could not remove old document revisions');
  }
}
