/**
 * documents / render (job id `doc-<docket>-<uuid>`): one big document of a docket (labels, CN23s,
 * packing list … of a docket with many parcels), rendered here so the API's event loop stays
 * free. Idempotent by storage key: a file already stored is not rendered again.
 */
import { documents, renderToStorage, type Job, type RenderJob, type RenderResult } from '@exportdesk/api';
import type { WorkerContext } from '../context';

export async function processDocumentRender(ctx: WorkerContext, job: Job<RenderJob>): Promise<RenderResult> {
  const { docketNo, revision, type, opts, key } = job.data;
  const storage = ctx.storage;
  const stored = await storage.size(key);
  if (stored !== null) return { key, size: stored };
  const loaded = await documents.loadDocketDocuments(ctx.db, docketNo);
  if (!loaded) throw new Error(`docket ${docketNo} not found`);
  // The key names a revision; the docket changed since: the page asks again and gets a new key.
  if (loaded.model.revision !== revision)
    throw new Error('The docket changed while this document was being prepared. Please open it again.');
  try {
    // The API's own store-once path (render, put, prune older revisions).
    return {
      key,
      size: (
        await renderToStorage(
          storage,
          loaded.model,
          key,
          type as Parameters<typeof documents.renderDocument>[1],
          opts,
          ctx.log,
        )
      ).size,
    };
  } catch (err) {
    if (err instanceof documents.DocumentInputError) return { inputError: err.message };
    throw err;
  }
}
