/**
 * Generated documents live under `documents/<docket>/<revision>/` and are served again until the
 * docket changes. Once a newer revision has a file, the older revisions' files can never be
 * served again: they are removed so storage does not grow with every change of a docket.
 * (A reader already streaming an old file keeps its open handle on local disk.)
 */
import type { Storage } from '../../lib/storage';

export async function pruneOldRevisions(storage: Storage, docketNo: string, revision: string, log?: { warn: (o: object, msg: string) => void }): Promise<void> {
  try {
    await storage.prune(`documents/${docketNo}`, [revision]);
  } catch (err) {
    // Cleaning is best effort: the document itself was stored and is served.
    log?.warn({ err, docketNo }, 'could not remove old document revisions');
  }
}
