/** Calls of the bulk upload page (001 §7 "Bulk upload"; issue 5): sample, preview, upload, job status. */
import type { BulkPreview, BulkProgress, BulkResult } from '@exportdesk/core';

export type { BulkPreview, BulkProgress, BulkResult };
import { ApiError, call, get, NETWORK_ERROR, portalSettings, readToken, saveBlob, type Envelope } from '@exportdesk/portal-kit';




export interface JobStatus<R> {
  id: string;
  state: string;
  progress: unknown;
  failedReason: string | null;
  result: R | null;
}

/** A call whose body is not JSON (a file up or down), with the session's token. */
async function authFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = readToken();
  try {
    return await fetch(`${portalSettings().apiUrl}/${path}`, { ...init, headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...init.headers } });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
}

async function sendFile<T>(path: string, file: File): Promise<Envelope<T>> {
  const form = new FormData();
  form.append('file', file, file.name);
  const res = await authFetch(path, { method: 'POST', body: form });
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!body) throw new ApiError(`Request failed (${res.status}).`, res.status);
  return body;
}

export const previewFile = (file: File) => sendFile<BulkPreview>('bulkupload/preview', file);
export const uploadFile = (file: File) => sendFile<{ jobId: string; uploadId: number }>('bulkupload', file);
export const checkSubscription = () => get<unknown>('checkforsubscription');

/** Saves a file the API makes (the sample workbook) under the given name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const res = await authFetch(path);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope | null;
    throw new ApiError(body?.message ?? `Request failed (${res.status}).`, res.status);
  }
  saveBlob(await res.blob(), fileName);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Follows GET /api/v1/jobs/{id} until the job completes or fails for good. */
export async function followJob<R>(id: string, onProgress: (p: unknown) => void, isLive: () => boolean = () => true): Promise<JobStatus<R>> {
  for (let wait = 400; isLive(); wait = Math.min(wait * 1.3, 1500)) {
    const res = await call<JobStatus<R>>(`jobs/${encodeURIComponent(id)}`);
    if (!res.success || !res.data) throw new ApiError(res.message ?? 'Request failed.', 200, res);
    const s = res.data;
    if (s.progress && typeof s.progress === 'object') onProgress(s.progress);
    // Bull puts a job that will be retried back in 'delayed': 'failed' is final.
    if (s.state === 'completed' || s.state === 'failed') return s;
    await sleep(wait);
  }
  throw new ApiError('Stopped following the job.', 0);
}
