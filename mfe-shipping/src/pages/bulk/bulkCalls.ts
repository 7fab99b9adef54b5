/** Calls of the bulk upload page (001 §7 "Bulk upload"; issue 5): sample, preview, upload, job status. */
import {
  DOCKET_CONTRACTS,
  MARKETPLACE_CONTRACTS,
  ORDER_CONTRACTS,
  pathOf,
  type AnswerData,
  type BulkPreview,
  type BulkProgress,
  type BulkResult,
  type MarketplaceSource,
} from '@exportdesk/core';
import {
  ApiError,
  callContract,
  contractData,
  expectSuccess,
  fetchFile,
  saveBlob,
  sendForm,
} from '@exportdesk/portal-kit';

export type { BulkPreview, BulkProgress, BulkResult };

/** GET jobs/{id}, its result read as the kind of job the caller queued (the wire leaves it open). */
export type JobStatus<R> = Omit<AnswerData<typeof DOCKET_CONTRACTS.job>, 'result'> & { result: R | null };

/** The earlier upload of the same workbook, as the API's 409 names it (issue 12 item 8). */
export interface DuplicateOf {
  uploadId: number;
  dockets: Array<string | { tempSBill?: string }>;
  uploadedAt: number | string;
}

function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, file.name);
  return form;
}

export const previewFile = (file: File) => sendForm<BulkPreview>('bulkupload/preview', fileForm(file));
/** `force` re-sends a workbook uploaded before, on purpose (the multipart field force=true). */
export const uploadFile = (file: File, force = false) =>
  sendForm<{ jobId: string; uploadId: number }>('bulkupload', fileForm(file, force ? { force: 'true' } : {}));
export const checkSubscription = () => callContract(ORDER_CONTRACTS.checkSubscription);

/** Saves a file the API makes (the sample workbook) under the given name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const f = await fetchFile(path);
  saveBlob(f.blob, fileName);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Follows GET /api/v1/jobs/{id} until the job completes or fails for good. */
export async function followJob<R>(
  id: string,
  onProgress: (p: unknown) => void,
  isLive: () => boolean = () => true,
): Promise<JobStatus<R>> {
  let completedWithoutResult = 0;
  for (let wait = 400; isLive(); wait = Math.min(wait * 1.3, 1500)) {
    const s = (await contractData(DOCKET_CONTRACTS.job, { params: { id } })) as JobStatus<R>;
    if (s.progress && typeof s.progress === 'object') onProgress(s.progress);
    // Bull puts a job that will be retried back in 'delayed': 'failed' is final. An API from
    // before issue 23 could answer 'completed' before the result was there: ask again (a few times).
    if (s.state === 'failed') return s;
    if (s.state === 'completed' && (s.result != null || ++completedWithoutResult > 3)) return s;
    await sleep(s.state === 'completed' ? 200 : wait);
  }
  throw new ApiError('Stopped following the job.', 0);
}

/**
 * Follows an upload's job to its result, which must be that upload's (issue 23 item 9: a job id
 * that named an older database's upload answered that upload's dockets). `failed` is the message
 * shown when the job failed or answered something else.
 */
export async function followUpload(
  up: { jobId: string; uploadId: number },
  onProgress: (p: BulkProgress) => void,
  isLive: () => boolean,
  failed: string,
): Promise<BulkResult> {
  const job = await followJob<BulkResult>(up.jobId, (p) => onProgress(p as BulkProgress), isLive);
  if (job.state !== 'completed' || !job.result) throw new Error(job.failedReason ?? failed);
  if (job.result.uploadId !== up.uploadId) throw new Error(failed);
  return job.result;
}

/** The whole upload: subscription, send, follow the job to its result. */
export async function uploadAndFollow(
  file: File,
  force: boolean,
  onProgress: (p: BulkProgress) => void,
  isLive: () => boolean,
): Promise<BulkResult> {
  // "A valid subscription is required before bulk upload; otherwise the server message is shown as an alert."
  const sub = await checkSubscription();
  expectSuccess(sub.valid === false ? { ...sub, success: false } : sub);
  const up = expectSuccess(await uploadFile(file, force));
  if (!up.data) throw new ApiError(up.message ?? '', 200, up);
  return followUpload(up.data, onProgress, isLive, 'The upload could not be processed. Please try again.');
}

/** A marketplace report (issue 15): the import call of its source, the item weight, force on a re-send. */
export const importReport = (source: MarketplaceSource, file: File, itemWeight: string, force = false) =>
  sendForm<AnswerData<(typeof MARKETPLACE_CONTRACTS)[MarketplaceSource]>>(
    pathOf(MARKETPLACE_CONTRACTS[source]),
    fileForm(file, { itemWeight, ...(force ? { force: 'true' } : {}) }),
  );
