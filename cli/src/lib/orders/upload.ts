/**
 * Sending a bulk workbook and following its job (001 §5). The file goes as the portal sends it, a
 * multipart form (`file`, and `force=true` for a deliberate re-upload of a file already sent).
 *
 * Retry-safe (issue 26): the upload's Idempotency-Key is the file's SHA-256 (with the call and its
 * fields), so a pipeline step run again within 24 h gets the first upload's answer (its job) and
 * a retry after a lost answer makes nothing twice; later the API's own duplicate check (409,
 * naming the earlier docket) says the same. `--force` makes a new key per run: a new upload.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DOCKET_CONTRACTS, IDEMPOTENCY, type BulkResult } from '@exportdesk/core';
import { contractCall } from '../client';
import { CliError, EXIT } from '../errors';
import { freshIdempotencyKey, request } from '../http';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The earlier upload of the same file (the API's 409 answer, issue 12 item 8). */
export interface DuplicateOf {
  uploadId: number;
  dockets: Array<string | { tempSBill?: string; docket?: string }>;
  uploadedAt: string | number;
}

export class DuplicateUpload extends CliError {
  constructor(
    message: string,
    public duplicateOf: DuplicateOf,
  ) {
    super(message, EXIT.REJECTED);
  }
}

/** The upload's job; `replayed`: the API answered an earlier run's upload of this file (issue 26). */
export interface SentUpload {
  jobId: string;
  uploadId: number;
  replayed: boolean;
}

export const docketNoOf = (d: DuplicateOf['dockets'][number]) =>
  typeof d === 'string' ? d : (d.tempSBill ?? d.docket ?? '');

export async function sendUpload(
  apiUrl: string,
  token: string,
  file: string,
  force = false,
  /** A marketplace report's import call (amazon/processamazon …) and its fields; the bulk upload otherwise. */
  via: { callPath: string; fields?: Record<string, string> } = { callPath: 'bulkupload' },
): Promise<SentUpload> {
  const name = path.basename(file);
  const data = await readFile(file);
  const form = new FormData();
  for (const [k, v] of Object.entries(via.fields ?? {})) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)], { type: XLSX }), name);
  if (force) form.append('force', 'true');
  const sameFile = createHash('sha256')
    .update(`${via.callPath}\n${name}\n${JSON.stringify(via.fields ?? {})}\n`)
    .update(data)
    .digest('hex');
  let retried = false;
  try {
    const res = await request(apiUrl, 'POST', `${via.callPath}?fileName=${encodeURIComponent(name)}`, {
      form,
      token,
      timeoutMs: 120_000,
      sent: 'rows',
      idempotencyKey: force ? freshIdempotencyKey('upload') : `exportdesk-upload-${sameFile}`,
      onRetry: () => (retried = true),
    });
    const body = (await res.json().catch(() => null)) as {
      data?: { jobId?: string; uploadId: number };
    } | null;
    if (typeof body?.data?.jobId !== 'string' || typeof body.data.uploadId !== 'number')
      throw new CliError(`The API at ${apiUrl} accepted the upload without a job id.`, EXIT.SERVER);
    const { jobId, uploadId } = body.data;
    // a replay after our own retry is this run's upload (its answer was lost), not an earlier run's
    const replayed = res.headers.get(IDEMPOTENCY.replayedHeader) === 'true' && !retried;
    return { jobId, uploadId, replayed };
  } catch (err) {
    const dup =
      err instanceof CliError
        ? (err.details as { data?: { duplicateOf?: DuplicateOf } } | undefined)?.data?.duplicateOf
        : null;
    if (dup) throw new DuplicateUpload(err instanceof Error ? err.message : String(err), dup);
    throw err;
  }
}

export interface JobProgress {
  phase: string;
  rowsTotal: number;
  rowsValidated: number;
  rowsSaved: number;
  docketsMade: number;
}

/** What a finished bulk upload job answers (core's BulkResult), as far as the CLI reads it. */
export type UploadResult = Pick<BulkResult, 'uploadId' | 'status' | 'message' | 'dockets' | 'problems'> &
  Record<string, unknown>;

/**
 * How long to wait before asking for the job again: a 5000-row job takes about a second, and the
 * answer is ready only once it is asked for, so ask every 100 ms, and every 40 ms once the rows
 * are being saved (the end is near). A poll costs the API one Redis read.
 */
const pollDelay = (phase: string | undefined) => (phase === 'saving' || phase === 'saved' ? 40 : 100);

/**
 * Answers in a row that may say "completed" without a readable result before the CLI gives up:
 * an API from before issue 23 could read a job half-finished (its state after it completed, its
 * result before), and the next poll had the result. A second at the fastest poll.
 */
const COMPLETED_WITHOUT_RESULT = 25;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const count = (v: unknown, fallback = 0) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The job's result if it is one the CLI can show: a status, a message, dockets and problems lists. */
export function uploadResultOf(v: unknown): UploadResult | null {
  if (!isRecord(v) || (v.status !== 'saved' && v.status !== 'rejected') || typeof v.message !== 'string')
    return null;
  const dockets = Array.isArray(v.dockets) ? v.dockets.filter(isRecord) : [];
  if (!dockets.every((d) => typeof d.tempSBill === 'string')) return null;
  return {
    ...v,
    uploadId: count(v.uploadId, NaN),
    status: v.status,
    message: v.message,
    dockets: dockets as UploadResult['dockets'],
    problems: (Array.isArray(v.problems) ? v.problems.filter(isRecord) : []).map((p) => ({
      row: count(p.row),
      field: typeof p.field === 'string' ? p.field : null,
      message: String(p.message ?? ''),
    })),
  };
}

/** An answer the CLI cannot read: a server error (exit 4) that says what came, never a TypeError. */
const unexpected = (jobId: string, what: string) =>
  new CliError(
    `The API answered an unexpected status for job ${jobId} (${what}). The upload may still have been saved: check with \`exportdesk jobs status ${jobId}\` before uploading again.`,
    EXIT.SERVER,
  );

/**
 * Polls the upload's job until it completes (its result) or fails for good (a server error, exit
 * 4). The result must be this upload's (issue 23 item 9: a job id that named an older database's
 * upload answered that upload's dockets); any answer the CLI cannot read is exit 4 with a message.
 */
export async function followJob(
  apiUrl: string,
  token: string,
  job: { jobId: string; uploadId: number },
  rows: number,
  onProgress: (p: JobProgress) => void,
): Promise<UploadResult> {
  const { jobId, uploadId } = job;
  let completedWithoutResult = 0;
  for (;;) {
    const st: unknown = (
      await contractCall(apiUrl, DOCKET_CONTRACTS.job, { params: { id: jobId } }, { token })
    ).data;
    if (!isRecord(st) || typeof st.state !== 'string') throw unexpected(jobId, 'no state');
    const p = isRecord(st.progress) ? st.progress : {};
    const phase = typeof p.phase === 'string' ? p.phase : st.state;
    onProgress({
      phase,
      rowsTotal: count(p.rowsTotal) || rows,
      rowsValidated: count(p.rowsValidated),
      rowsSaved: count(p.rowsSaved),
      docketsMade: count(p.docketsMade),
    });
    if (st.state === 'completed') {
      const result = uploadResultOf(st.result);
      if (result) {
        if (result.uploadId !== uploadId)
          throw unexpected(
            jobId,
            `its result is upload ${result.uploadId}'s, not this upload's (${uploadId})`,
          );
        return result;
      }
      if (++completedWithoutResult >= COMPLETED_WITHOUT_RESULT)
        throw unexpected(jobId, 'completed without a result');
    } else if (st.state === 'failed') {
      const reason = typeof st.failedReason === 'string' ? st.failedReason : 'unknown error';
      throw new CliError(`The upload job failed: ${reason}`, EXIT.SERVER);
    }
    await new Promise((r) => setTimeout(r, pollDelay(phase)));
  }
}
