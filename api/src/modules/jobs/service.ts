/**
 * What a queued job is doing, for the user who queued it: state, progress and result from Bull;
 * a bulk upload also from its table, which keeps the report after Bull has forgotten the job.
 * Never imports Hapi: throws api/src/errors.ts.
 */
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import type { Job, Queue, QueueName } from '../../lib/queue';
import * as repo from './repo';

/** A job id starts with its kind: bulk upload, report, invoice generation (documents). */
const KINDS: Record<string, QueueName> = { bu: 'bulk-upload', rp: 'reports', inv: 'documents' };
const kindOf = (id: string) => KINDS[id.slice(0, id.indexOf('-'))];

/** What every job we follow carries: who queued it, and a bulk upload's row. */
interface JobData {
  userId?: unknown;
  uploadId?: unknown;
}

/** What a finished job that produced a file returns (e.g. the PBE Excel). */
interface FileResult {
  fileKey?: unknown;
  fileName?: unknown;
}
const asObject = (v: unknown): FileResult => (v && typeof v === 'object' ? (v as FileResult) : {});

/** A job and its state, both from one reading of it (see `readJob`). */
interface Snapshot {
  job: Job<JobData | undefined>;
  state: string;
}

/**
 * Reads a job once and takes its state from that same reading (issue 23 item 10). Bull writes a
 * finished job's `finishedOn` together with its `returnvalue` (or, failed for good, its
 * `failedReason`) in one script, so a reading with `finishedOn` says how it ended and carries the
 * result. Bull's own `getState()` is several more reads: asked after a reading taken just before
 * the end, it said 'completed' while that reading had no result yet (`result: null`, which the
 * CLI crashed on). So `getState()` is asked only for a job that was still running when read, and
 * if it answers that the job has meanwhile finished, the job is read again.
 */
async function readJob(queue: Queue<JobData | undefined>, id: string): Promise<Snapshot | null> {
  for (let reading = 1; ; reading++) {
    const job = await queue.getJob(id);
    if (!job) return null;
    if (job.finishedOn) return { job, state: job.returnvalue !== null ? 'completed' : 'failed' };
    const state = await job.getState();
    // 'stuck' is Bull's word for a job met in no list: one read while it moved from active to done.
    if (state !== 'completed' && state !== 'failed' && state !== 'stuck') return { job, state };
    // Finished between the two reads. Three readings disagreeing is Redis being rewritten under
    // us: answer "still running", and the caller's next poll reads it afresh.
    if (reading === 3) return { job, state: 'active' };
  }
}

/**
 * An upload's row says saved (or rejected) a moment before the job's last progress update lands:
 * a poll in between read "completed" with the progress of the last batch ("saving, 4500 saved").
 * A finished upload's progress is its result's, so every reader ends on the same figures.
 */
function finalProgress(progress: unknown, result: unknown): unknown {
  const p = (progress && typeof progress === 'object' ? progress : {}) as Record<string, unknown>;
  const r = (result && typeof result === 'object' ? result : null) as {
    status?: unknown;
    rowsTotal?: unknown;
    rowsSaved?: unknown;
    dockets?: unknown;
  } | null;
  if (!r || (r.status !== 'saved' && r.status !== 'rejected') || p.phase === r.status) return progress;
  const total = typeof r.rowsTotal === 'number' ? r.rowsTotal : Number(p.rowsTotal ?? 0);
  return {
    ...p,
    phase: r.status,
    rowsTotal: total,
    rowsRead: Math.max(Number(p.rowsRead ?? 0), total),
    rowsValidated: r.status === 'saved' ? total : Number(p.rowsValidated ?? 0),
    rowsSaved: typeof r.rowsSaved === 'number' ? r.rowsSaved : Number(p.rowsSaved ?? 0),
    docketsMade: Array.isArray(r.dockets) ? r.dockets.length : Number(p.docketsMade ?? 0),
  };
}

export class JobsService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'queues' | 'storage'>) {}

  async status(id: string, userId: number) {
    const queue = this.ctx.queues.get<JobData | undefined>(kindOf(id));
    const read = await readJob(queue, id);
    const job = read?.job ?? null;
    // The job must be the one this user queued: its data names them (and, for a bulk upload, the
    // row whose key the id carries). A job another database left under the same id (issue 23 item
    // 9) or another user's answers as if it did not exist.
    if (job && job.data?.userId !== userId) throw notFound('No such job.');
    let state = read?.state ?? 'unknown';
    let result: unknown = state === 'completed' ? job!.returnvalue : null;
    if (id.startsWith('bu-')) {
      const upload = await repo.bulkUploadByJobKey(this.ctx.db, id.slice(3));
      if (!upload || upload.userId !== userId) throw notFound('No such job.');
      if (job && job.data?.uploadId !== upload.id) throw notFound('No such job.');
      // The row is the source of truth for what an upload came to: it is written before the job
      // completes, and kept after Bull has forgotten the job (or when it was never queued).
      if (upload.status === 'saved' || upload.status === 'rejected') {
        state = 'completed';
        result = upload.report;
      }
    } else if (!job) throw notFound('No such job.');
    const progress: unknown = job ? job.progress() : null;
    return {
      id,
      kind: queue.name,
      state,
      progress: state === 'completed' && id.startsWith('bu-') ? finalProgress(progress, result) : progress,
      attemptsMade: job?.attemptsMade ?? 0,
      failedReason: job?.failedReason ?? null,
      result,
    };
  }

  /** The file a finished job produced, from the storage; 409 while it is not there yet. */
  async file(id: string, userId: number): Promise<{ data: Readable; fileName: string; size: number | null }> {
    const s = await this.status(id, userId);
    const r = asObject(s.result);
    const key = r.fileKey as string | undefined;
    if (s.state !== 'completed' || !key) throw conflict('The file is not ready yet.');
    // Its length from the storage (a HEAD on an object store): the download says how big it is.
    const size = await this.ctx.storage.size(key);
    return { data: this.ctx.storage.stream(key), fileName: String(r.fileName ?? 'report.xlsx'), size };
  }
}
