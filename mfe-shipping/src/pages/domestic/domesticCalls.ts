/** Calls of the domestic pages (api/src/modules/domestic): the rate card versions and the accounts list. */
import { fetchFile, get, post, saveBlob, type Envelope } from '@exportdesk/portal-kit';

export interface DomesticRateRow {
  zone: string;
  upToGrams: number;
  rateInr: number;
}

export interface DomesticCardVersion {
  id: number;
  version: number;
  status: 'draft' | 'active' | 'archived';
  rowCount: number;
  sourceName: string | null;
  restoredFrom: number | null;
  createdAt: number;
  activatedAt: number | null;
}

export interface DomesticAccount {
  userId: number;
  name: string;
  ieCode: string | null;
  email: string | null;
  gstin: string | null;
  status: string;
  active: boolean;
  requestedAt: number | null;
  decidedAt: number | null;
}

/** File → base64 without the data-URL prefix. */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).replace(/^data:[^,]*,/, ''));
    r.onerror = () => reject(new Error('The file could not be read.'));
    r.readAsDataURL(file);
  });
}

export const listDomesticCards = (signal?: AbortSignal) =>
  get<DomesticCardVersion[]>('domestic/rate-cards', signal);
export async function previewDomesticCard(file: File) {
  return post<DomesticCardVersion & { rows: DomesticRateRow[] }>('domestic/rate-cards/preview', {
    fileName: file.name,
    base64: await base64Of(file),
  });
}
export const activateDomesticCard = (id: number) =>
  post<DomesticCardVersion>('domestic/rate-cards/activate', { id });
export const rollbackDomesticCard = (id: number) =>
  post<DomesticCardVersion>('domestic/rate-cards/rollback', { id });
export async function downloadDomesticSample() {
  const f = await fetchFile('domestic/rate-cards/sample');
  saveBlob(f.blob, 'domestic-rate-card-sample.csv');
}

export const listDomesticAccounts = (
  page: number,
  status: string,
  signal?: AbortSignal,
): Promise<Envelope<DomesticAccount[]>> =>
  get<DomesticAccount[]>(
    `domestic/accounts?page=${page}${status ? `&status=${encodeURIComponent(status)}` : ''}`,
    signal,
  );

export const when = (t: number | null) => (t ? new Date(t).toLocaleString('en-IN') : '–');
