/**
 * Calls of the GST report (002 §7 "downloadGstin"): the selects in, the .xlsx (or GSTR-1 JSON)
 * out, made as a report job (issue 29 item 5) whose progress the page shows.
 */
import { formatDateDMY, type GstProvider } from '@exportdesk/core';
import { runReportJob } from '@exportdesk/portal-kit';

export interface GstrForm {
  serviceProvider: GstProvider;
  year: string;
  month: string;
  selectedNote: string;
  status: string;
  ieCode: string;
  format: 'xlsx' | 'json';
}

/** Queues the report with the selects, follows it, and saves the file under the name the job gave it. */
export async function downloadGstin(form: GstrForm, onProgress: (percent: number) => void): Promise<string> {
  // The name made here only if the job named none (002 §9: the product prefix and the date first).
  const iec = form.ieCode ? `${form.ieCode}_` : '';
  const fallback = `ExportDesk_${formatDateDMY(new Date())}_GSTR1_exp_${iec}${form.month}-${form.year}_${form.serviceProvider}.${form.format}`;
  return runReportJob('gstr', form, onProgress, fallback);
}
