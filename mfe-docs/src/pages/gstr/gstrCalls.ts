/** Calls of the GST report (002 §7 "downloadGstin"): the selects in, the .xlsx (or GSTR-1 JSON) out. */
import { GST_CONTRACTS, formatDateDMY, pathOf } from '@exportdesk/core';
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
  const f = await fetchFile(pathOf(GST_CONTRACTS.downloadGstin), { method: 'POST', body: form });
  // The server's name when the browser may read it; else the same name made here (002 §9: the
  // product prefix and the date as dd-mm-yyyy first).
  const iec = form.ieCode ? `${form.ieCode}_` : '';
  const name =
    f.fileName ??
    `ExportDesk_${formatDateDMY(new Date())}_GSTR1_exp_${iec}${form.month}-${form.year}_${form.serviceProvider}.${form.format}`;
  saveBlob(f.blob, name);
  return name;
}
