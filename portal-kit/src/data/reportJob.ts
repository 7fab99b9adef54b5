/**
 * A report made as a job (issue 29 item 5; the PBE list's Excel works the same way): queue it
 * (POST to its path in core's REPORT_JOB_PATHS, 202 with the job id; a bad filter is refused
 * there with the spec's message), follow `jobs/{id}` telling `onProgress` its percentage, then
 * save the finished file under the name the job chose. Shared by the MEIS, GSTR and CSB pages.
 */
import { REPORT_JOB_PATHS, type ReportJobPath } from '@exportdesk/core';
import { ApiError, call, expectSuccess, fetchFile, saveBlob } from '../api';

interface ReportJobStatus {
  state: string;
  progress: unknown;
  failedReason: string | null;
  result: { fileName?: string } | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function runReportJob(
  kind: ReportJobPath,
  body: unknown,
  onProgress: (percent: number) => void,
  fallbackName: string,
): Promise<string> {
  const path = REPORT_JOB_PATHS[kind].replace(/^\/api\/v1\//, '');
  const queued = expectSuccess(await call<{ jobId: string; count: number }>(path, { method: 'POST', body }));
  const jobId = queued.data?.jobId;
  if (!jobId) throw new ApiError('The report could not be queued. Please try again.', 0);
  onProgress(0);
  let s: ReportJobStatus | undefined;
  for (let wait = 300; ; wait = Math.min(wait * 1.3, 1000)) {
    s = expectSuccess(await call<ReportJobStatus>(`jobs/${encodeURIComponent(jobId)}`)).data;
    if (typeof s?.progress === 'number') onProgress(s.progress);
    if (!s || s.state === 'completed' || s.state === 'failed') break;
    await sleep(wait);
  }
  if (s?.state !== 'completed')
    throw new ApiError(s?.failedReason ?? 'The report could not be made. Please try again.', 0);
  onProgress(100);
  const file = await fetchFile(`jobs/${encodeURIComponent(jobId)}/file`);
  const fileName = s.result?.fileName ?? fallbackName;
  saveBlob(file.blob, fileName);
  return fileName;
}
