/**
 * A report made as a job (issue 29 item 5): queue it (POST, 202 with its job id), follow
 * `jobs/{id}` with a progress bar on a terminal or plain lines in logs/CI, then save its file
 * (`jobs/{id}/file`) to `--out`. Shared by `exportdesk gstr` and `exportdesk reports meis|csb`.
 */
import { extname } from 'node:path';
import { apiCall } from './client';
import { downloadTo } from './docs/download';
import { CliError, EXIT } from './errors';
import { writeOutFile } from './out-file';
import type { Output } from './output';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** How often the job is asked (a Redis read on the server): often enough for a bar to move. */
const POLL_MS = 500;

export interface SavedReport {
  jobId: string;
  file: string;
  bytes: number;
  rows: number;
  fileName: string;
}

export async function runReportJob(
  out: Output,
  s: { apiUrl: string; token: string },
  job: { path: string; body: unknown; label: string; dest: string; flag?: string },
): Promise<SavedReport> {
  // `path` is the API's (core REPORT_JOB_PATHS, under /api/v1/).
  const q = await apiCall<{ jobId?: unknown; count?: unknown }>(
    s.apiUrl,
    'POST',
    job.path.replace(/^\/api\/v1\//, ''),
    { token: s.token, body: job.body },
  );
  const jobId = isRecord(q.data) && typeof q.data.jobId === 'string' ? q.data.jobId : null;
  if (!jobId) throw new CliError('The API queued the report but answered no job id.', EXIT.SERVER);
  const rowsAhead = isRecord(q.data) && typeof q.data.count === 'number' ? q.data.count : 0;
  let told = -1;
  const progress = await out.progress(
    { heading: `${job.label} (job ${jobId})`, bars: [{ label: 'made', done: 0, total: 100 }] },
    (v) => {
      const pct = v.bars[0]?.done ?? 0;
      // In logs a line per 10% at most (and the end), not one per poll.
      if (pct !== 100 && Math.floor(pct / 10) === Math.floor(told / 10)) return null;
      told = pct;
      return `${job.label}: ${pct}%${rowsAhead ? ` of ${rowsAhead} rows` : ''}`;
    },
  );
  let result: Record<string, unknown> = {};
  try {
    for (;;) {
      const st: unknown = (
        await apiCall(s.apiUrl, 'GET', `jobs/${encodeURIComponent(jobId)}`, { token: s.token })
      ).data;
      if (!isRecord(st) || typeof st.state !== 'string')
        throw new CliError(`The API answered an unexpected status for job ${jobId}.`, EXIT.SERVER);
      const pct = typeof st.progress === 'number' ? st.progress : 0;
      progress.update({
        heading: `${job.label} (job ${jobId})`,
        bars: [{ label: 'made', done: pct, total: 100 }],
      });
      if (st.state === 'completed' && isRecord(st.result)) {
        result = st.result;
        break;
      }
      if (st.state === 'failed') {
        const reason = typeof st.failedReason === 'string' ? st.failedReason : 'unknown error';
        throw new CliError(`The report job ${jobId} failed: ${reason}`, EXIT.SERVER);
      }
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    progress.log(`${job.label}: made, downloading`);
  } finally {
    await progress.finish();
  }
  // The file's own kind wins: a MEIS PDF past 500 orders comes as a zip of PDFs, saved as .zip.
  const made = typeof result.fileName === 'string' ? extname(result.fileName) : '';
  const dest =
    made && extname(job.dest) !== made
      ? job.dest.slice(0, -extname(job.dest).length || undefined) + made
      : job.dest;
  const bytes = await writeOutFile(dest, job.flag ?? '--out', () =>
    downloadTo(s.apiUrl, s.token, `jobs/${encodeURIComponent(jobId)}/file`, dest),
  );
  return {
    jobId,
    file: dest,
    bytes,
    rows: typeof result.rows === 'number' ? result.rows : 0,
    fileName: typeof result.fileName === 'string' ? result.fileName : '',
  };
}
