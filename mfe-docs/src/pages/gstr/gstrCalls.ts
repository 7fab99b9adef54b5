/** Calls of the GST report (002 §7 "downloadGstin"): the selects in, the .xlsx (or GSTR-1 JSON) out. */
import { fetchFile, saveBlob } from '@exportdesk/portal-kit';

export interface GstrForm {
  serviceProvider: 'indiapost' | 'fedex' | 'aramex';
  year: string;
  month: string;
  selectedNote: string;
  status: string;
  ieCode: string;
  format: 'xlsx' | 'json';
}

/** Posts the selects and saves the file under the name the server gave it. */
export async function downloadGstin(form: GstrForm): Promise<string> {
  const f = await fetchFile('downloadGstin', { method: 'POST', body: form });
  const name = f.fileName ?? `ExportDesk_GSTR1_${form.month}-${form.year}.${form.format}`;
  saveBlob(f.blob, name);
  return name;
}
