/**
 * Sending a bulk workbook and following its job (001 §5). The file goes as the portal sends it, a
 * multipart form (`file`, and `force=true` for a deliberate re-upload of a file already sent).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { apiCall } from '../client';
import { CliError, EXIT } from '../errors';
import { request } from '../http';

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

export const docketNoOf = (d: DuplicateOf['dockets'][number]) =>
  typeof d === 'string' ? d : (d.tempSBill ?? d.docket ?? '');

export async function sendUpload(
  apiUrl: string,
  token: string,
  file: string,
  force = false,
  /** A marketplace report's import call (amazon/processamazon …) and its fields; the bulk upload otherwise. */
  via: { callPath: string; fields?: Record<string, string> } = { callPath: 'bulkupload' },
): Promise<{ jobId: string; uploadId: number }> {
  const name = path.basename(file);
  const form = new FormData();
  for (const [k, v] of Object.entries(via.fields ?? {})) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(await readFile(file))], { type: XLSX }), name);
  if (force) form.append('force', 'true');
  try {
    const res = await request(apiUrl, 'POST', `${via.callPath}?fileName=${encodeURIComponent(name)}`, {
      form,
      token,
      timeoutMs: 120_000,
      sent: 'rows',
    });
    const body = (await res.json().catch(() => null)) as {
      data?: { jobId?: string; uploadId: number };
    } | null;
    if (!body?.data?.jobId)
      throw new CliError(`The API at ${apiUrl} accepted the upload without a job id.`, EXIT.SERVER);
    return body.data as { jobId: string; uploadId: number };
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

/**
 * How long to wait before asking for the job again: a 5000-row job takes about a second, and the
 * answer is ready only once it is asked for, so ask every 100 ms, and every 40 ms once the rows
 * are being saved (the end is near). A poll costs the API one Redis read.
 */
const pollDelay = (phase: string | undefined) => (phase === 'saving' || phase === 'saved' ? 40 : 100);

/** Polls the job until it completes (its result) or fails for good (a server error, exit 4). */
export async function followJob(
  apiUrl: string,
  token: string,
  jobId: string,
  rows: number,
  onProgress: (p: JobProgress) => void,
): Promise<any> {
  for (;;) {
    const st = (await apiCall(apiUrl, 'GET', `jobs/${jobId}`, { token })).data;
    const p = st.progress && typeof st.progress === 'object' ? st.progress : {};
    onProgress({
      phase: p.phase ?? st.state,
      rowsTotal: p.rowsTotal || rows,
      rowsValidated: p.rowsValidated ?? 0,
      rowsSaved: p.rowsSaved ?? 0,
      docketsMade: p.docketsMade ?? 0,
    });
    if (st.state === 'completed') return st.result;
    if (st.state === 'failed')
      throw new CliError(`The upload job failed: ${st.failedReason ?? 'unknown error'}`, EXIT.SERVER);
    await new Promise((r) => setTimeout(r, pollDelay(p.phase)));
  }
}
