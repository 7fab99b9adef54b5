/** Calls of the domestic pages (api/src/modules/domestic): the rate card versions and the accounts list. */
import {
  DOMESTIC_RATE_CONTRACTS as c,
  pathOf,
  type DomesticAccount,
  type DomesticCardVersion,
  type DomesticRateRow,
} from '@exportdesk/core';
import { callContract, fetchFile, saveBlob } from '@exportdesk/portal-kit';

export type { DomesticAccount, DomesticCardVersion, DomesticRateRow };

/** File → base64 without the data-URL prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file could not be read.'));
    r.readAsDataURL(file);
  });
}

export const listDomesticCards = (signal?: AbortSignal) => callContract(c.list, {}, signal);
export async function previewDomesticCard(file: File) {
  return callContract(c.preview, { body: { fileName: file.name, base64: await base64Of(file) } });
}
export const activateDomesticCard = (id: number) => callContract(c.activate, { body: { id } });
export const rollbackDomesticCard = (id: number) => callContract(c.rollback, { body: { id } });
export async function downloadDomesticSample() {
  const f = await fetchFile(pathOf(c.sample));
  saveBlob(f.blob, 'domestic-rate-card-sample.csv');
}

export const listDomesticAccounts = (page: number, status: string, signal?: AbortSignal) =>
  callContract(
    c.accounts,
    { query: { page, ...(status ? { status: status as 'pending' | 'approved' | 'rejected' } : {}) } },
    signal,
  );

export const when = (t: number | null) => (t ? new Date(t).toLocaleString('en-IN') : '–');
