/**
 * What a queued job is doing, for the user who queued it: state, progress and result from Bull;
 * a bulk upload also from its table, which keeps the report after Bull has forgotten the job.
 * Never imports Hapi: throws api/src/errors.ts.
 */
import type { Readable } from 'node:stream';
import type { AppContext } from '../../context';
import { conflict, notFound } from '../../errors';
import type { QueueName } from '../../lib/queue';
import * as repo from './repo';

/** A job id starts with its kind: bulk upload, report, invoice generation (documents). */
const KINDS: Record<string, QueueName> = { bu: 'bulk-upload', rp: 'reports', inv: 'documents' };
const kindOf = (id: string) => KINDS[id.slice(0, id.indexOf('-'))];

/** What a finished job that produced a file returns (e.g. the PBE Excel). */
interface FileResult {
  fileKey?: unknown;
  fileName?: unknown;
}
const asObject = (v: unknown): FileResult => (v && typeof v === 'object' ? (v as FileResult) : {});

export class JobsService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'queues' | 'storage'>) {}

  async status(id: string, userId: number) {
    const queue = this.ctx.queues.get<{ userId?: number } | undefined>(kindOf(id));
    const job = await queue.getJob(id);
    let upload: repo.BulkUploadState | null = null;
    if (id.startsWith('bu-')) {
      upload = await repo.bulkUpload(this.ctx.db, Number(id.slice(3)));
      if (!upload || upload.userId !== userId) throw notFound('No such job.');
    } else if (!job || job.data?.userId !== userId) throw notFound('No such job.');
    const state = job
      ? await job.getState()
      : upload?.status === 'saved' || upload?.status === 'rejected'
        ? 'completed'
        : 'unknown';
    const result: unknown = job?.returnvalue ?? upload?.report ?? null;
    return {
      id,
      kind: queue.name,
      state,
      progress: job ? job.progress() : null,
      attemptsMade: job?.attemptsMade ?? 0,
      failedReason: job?.failedReason ?? null,
      result,
    };
  }

  /** The file a finished job produced, from the storage; 409 while it is not there yet. */
  async file(id: string, userId: number): Promise<{ data: Readable; fileName: string }> {
    const s = await this.status(id, userId);
    const r = asObject(s.result);
    const key = r.fileKey as string | undefined;
    if (s.state !== 'completed' || !key) throw conflict('The file is not ready yet.');
    return { data: this.ctx.storage.stream(key), fileName: String(r.fileName ?? 'report.xlsx') };
  }
}
