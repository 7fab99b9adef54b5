/** Calls of the scheme-rates page (issue 16): list, upload, roll back. */
import type { Scheme } from '@exportdesk/core';
import { get, post } from '@exportdesk/portal-kit';

export interface SchemeVersion {
  id: number;
  scheme: Scheme;
  effectiveFrom: number;
  reference: string;
  sourceName: string;
  rowCount: number;
  uploadedBy: string | null;
  createdAt: number;
  rolledBackAt: number | null;
  demo: boolean;
}

export const listSchemeVersions = (signal?: AbortSignal) => get<SchemeVersion[]>('scheme-rates', signal);

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file could not be read.'));
    r.readAsDataURL(file);
  });
}

export async function uploadSchedule(v: {
  scheme: Scheme;
  effectiveFrom: string;
  reference: string;
  file: File;
}) {
  return post<{ id: number }>('scheme-rates', {
    scheme: v.scheme,
    effectiveFrom: v.effectiveFrom,
    reference: v.reference,
    fileName: v.file.name,
    base64: await base64Of(v.file),
  });
}

export const rollBackSchedule = (id: number) => post<SchemeVersion[]>('scheme-rates/rollback', { id });
