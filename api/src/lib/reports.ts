/**
 * Report jobs (issue 29 item 5): its own file because several areas (dockets, claims, gst, csb)
 * queue reports and the workers' reports processor runs them, so the job's data, its id and the
 * shape of a report file are one contract here. An area's service checks the request and counts
 * the rows before queueing (bad filters are refused then, never in the worker); the worker asks
 * the same area's service for the `ReportFile` and pipes it into storage.
 */
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import type { Queues } from './queue';

export const REPORT_KINDS = ['pbe-list', 'meis-excel', 'meis-pdf', 'gstr', 'csb'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a report job carries: who asked (the worker builds with their scope), and their filter. */
export interface ReportJob {
  kind: ReportKind;
  userId: number;
  userType: number;
  roles?: readonly string[];
  /** a customs user's FPO: their PBE Excel holds what their list shows */
  fpo?: string | null;
  /** the request's filter as validated (the worker's service parses it again) */
  query: unknown;
  /** rows counted when queued, for progress; 0 when not known ahead */
  total: number;
}

/** `done` rows of the report written so far. */
export type ReportProgress = (done: number) => void;

/** A report an area's service is ready to write: its name first (the storage key needs it), then its bytes. */
export interface ReportFile {
  fileName: string;
  contentType: string;
  /** Writes the whole file to `out` and ends it; resolves with the rows written. */
  write(out: Writable, progress: ReportProgress): Promise<{ rows: number }>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The content type of a report file by its name (the job's file route answers with it). */
export function reportContentType(fileName: string): string {
  if (fileName.endsWith('.pdf')) return 'application/pdf';
  if (fileName.endsWith('.zip')) return 'application/zip';
  if (fileName.endsWith('.json')) return 'application/json';
  return XLSX_TYPE;
}

/** Queues a report as a `rp-<uuid>` job of the reports queue; answers its id. */
export async function queueReport(queues: Pick<Queues, 'get'>, data: ReportJob): Promise<string> {
  const jobId = `rp-${randomUUID()}`;
  await queues.get<ReportJob>('reports').add(data, { jobId });
  return jobId;
}

/** A report queued, as the 202 answers it: its job id and the rows it will hold. */
export type ReportQueued = { jobId: string; count: number };

/** Who asked for a report, as an area's service knows them. */
export interface ReportAsker {
  userId: number;
  userType: number;
  roles?: readonly string[];
}

/**
 * The queue-and-count step of an area whose job carries the request as sent (gst, csb): `raw`
 * is parsed again by the worker with the area's schema (a schema's output is not its input),
 * `total` is the rows counted now for progress (0 when none are known ahead).
 */
export async function queueCountedReport(
  queues: Pick<Queues, 'get'>,
  kind: ReportKind,
  user: ReportAsker,
  raw: unknown,
  total: number,
): Promise<ReportQueued> {
  const { userId, userType, roles } = user;
  const jobId = await queueReport(queues, { kind, userId, userType, roles, query: raw, total });
  return { jobId, count: total };
}
