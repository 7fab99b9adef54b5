/**
 * reports: files made on request (job id `rp-<uuid>`, issue 29 item 5), kept in storage under the
 * job id so a retry overwrites the same file. A table of kinds, each asking its area's service for
 * the file (house rule: workers call services only — no query or workbook here): the PBE list's
 * Excel, the MEIS Excel and PDF, the GSTR-1 report and the CSB-V sheet. The file streams from the
 * service's writer into storage, so memory stays flat for any number of rows (bench/reports.mjs).
 */
import { extname } from 'node:path';
import { PassThrough } from 'node:stream';
import {
  CsbService,
  DocketsService,
  GstService,
  MeisReportsService,
  userRoom,
  type Job,
  type ReportFile,
  type ReportJob,
  type ReportKind,
} from '@exportdesk/api';
import { REPORT_PROGRESS_EVENT } from '@exportdesk/core';
import type { WorkerContext } from '../context';

/** Report kind → the area service's file for the job. Append new kinds here. */
export const REPORTS: Record<
  ReportKind,
  (ctx: WorkerContext, job: ReportJob) => Promise<ReportFile> | ReportFile
> = {
  'pbe-list': (ctx, job) => new DocketsService(ctx).reportFile(job),
  'meis-excel': (ctx, job) => new MeisReportsService(ctx).reportFile(job),
  'meis-pdf': (ctx, job) => new MeisReportsService(ctx).reportFile(job),
  gstr: (ctx, job) => new GstService(ctx).reportFile(job),
  csb: (ctx, job) => new CsbService(ctx).reportFile(job),
};

/** Progress is told at most this often (a Redis write and a socket event each). */
const PROGRESS_EVERY_MS = 250;

export async function processReport(ctx: WorkerContext, job: Job<ReportJob>) {
  const make = Object.hasOwn(REPORTS, job.data.kind) ? REPORTS[job.data.kind] : undefined;
  if (!make) {
    job.discard();
    throw new Error(`unknown report kind: ${String(job.data.kind)}`);
  }
  const jobId = String(job.id);
  const room = ctx.emitter.to(userRoom(job.data.userId));
  const file = await make(ctx, job.data);
  const fileKey = `reports/${jobId}${extname(file.fileName)}`;
  let told = -1;
  let at = 0;
  const tell = (pct: number) => {
    told = pct;
    at = Date.now();
    room.emit(REPORT_PROGRESS_EVENT, { jobId, kind: job.data.kind, progress: pct });
    return job.progress(pct);
  };
  // 99 at most until the file is stored: 100 says it can be downloaded.
  const progress = (done: number) => {
    const pct = job.data.total > 0 ? Math.min(99, Math.floor((done / job.data.total) * 100)) : 0;
    if (pct !== told && Date.now() - at >= PROGRESS_EVERY_MS) void tell(pct).catch(() => {});
  };
  const out = new PassThrough();
  // A storage that fails stops the writer too (it would wait on a stream nobody reads).
  const stored = ctx.storage.put(fileKey, out).catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  const written = file.write(out, progress).catch((err: unknown) => {
    out.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  });
  const [{ rows }] = await Promise.all([written, stored]);
  const result = { fileKey, fileName: file.fileName, rows };
  await tell(100);
  room.emit('report', { jobId, ...result });
  return result;
}
