// Own file: the wait for a render job of the `documents` worker (queue, time-out, its answer), the one place the API hands rendering away.
/**
 * Big documents are rendered by the `documents` worker, not on the API's event loop (issue 6:
 * "rendered in the API for one document and in the workers for many"). A 1000-parcel CN23 set is
 * about 4.6 s of CPU; rendered in the API it would stall every other request of the instance.
 * The request waits for the job and then serves the stored file; the worker writes the same
 * storage key the API would have, so the next request is a plain read.
 */
import { randomUUID } from 'node:crypto';
import { DOCUMENT_MSG } from '@exportdesk/core';
import type { DocumentOptions } from '../../documents';
import { invalid, isDomainError, unavailable } from '../../errors';
import type { Queues } from '../../lib/queue';

export interface RenderJob {
  kind: 'render';
  docketNo: string;
  /** The docket revision the key was computed for: a worker seeing another one refuses. */
  revision: string;
  type: string;
  opts: DocumentOptions;
  key: string;
}

/** What the worker answers: the stored key, or the message of a refused input (a 400, not a 500). */
export type RenderResult = { key: string; size: number } | { inputError: string };

export async function renderInWorker(
  queues: Queues,
  job: Omit<RenderJob, 'kind'>,
  waitMs: number,
): Promise<void> {
  // A fresh id per request: two viewers of one docket may both queue; the second job finds the
  // file already stored and returns at once (idempotent by storage key). With Redis down the add
  // throws within ADD_WAIT_MS (lib/queue.ts, issue 18) before anything is written: the request
  // answers 503 "please retry" and leaves no state behind; a job that still lands late only
  // stores the file the retry would have rendered anyway.
  const added = await queues.get('documents').add({ kind: 'render', ...job } satisfies RenderJob, {
    jobId: `doc-${job.docketNo}-${randomUUID()}`,
    attempts: 1,
    removeOnComplete: 100,
    removeOnFail: 100,
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unavailable(DOCUMENT_MSG.stillRendering)), waitMs);
  });
  try {
    const result = (await Promise.race([added.finished(), timeout])) as RenderResult | undefined;
    if (result && 'inputError' in result) throw invalid(result.inputError);
  } catch (err) {
    if (isDomainError(err)) throw err;
    throw new Error(
      `rendering ${job.type} of ${job.docketNo} in the worker failed: ${(err as Error).message}`,
    );
  } finally {
    clearTimeout(timer);
  }
}
