/** Calls of the scheme-rates page (issue 16): list, upload, roll back. */
import { SCHEME_RATE_CONTRACTS as c, type Scheme } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export type { SchemeVersion } from '@exportdesk/core';

export const listSchemeVersions = (signal?: AbortSignal) => callContract(c.list, {}, signal);

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
  return callContract(c.upload, {
    body: {
      scheme: v.scheme,
      effectiveFrom: v.effectiveFrom,
      reference: v.reference,
      fileName: v.file.name,
      base64: await base64Of(v.file),
    },
  });
}

export const rollBackSchedule = (id: number) => callContract(c.rollBack, { body: { id } });
