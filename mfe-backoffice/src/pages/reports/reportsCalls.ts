/** Sales report calls (reports/*, 000 §7; issue 17): the tables, and the same as Excel. */
import type { AnalyticsStats } from '@exportdesk/core';
import { fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

export type Period = { from: string; to: string };

export const loadSales = (p: Period, signal?: AbortSignal) =>
  get<AnalyticsStats>(`reports/sales?${new URLSearchParams({ ...p, format: 'json' })}`, signal);

export async function downloadSales(p: Period) {
  const f = await fetchFile(`reports/sales?${new URLSearchParams({ ...p, format: 'xlsx' })}`);
  saveBlob(f.blob, f.fileName ?? `sales-${p.from}-${p.to}.xlsx`);
  return f.fileName;
}
