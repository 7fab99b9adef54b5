/** Sales report calls (reports/*, 000 §7; issue 17): the tables, and the same as Excel. */
import { STATS_CONTRACTS, pathOf, type AnalyticsStats } from '@exportdesk/core';
import { fetchFile, get, saveBlob } from '@exportdesk/portal-kit';

export type Period = { from: string; to: string };

// reports/sales answers a workbook or (format=json) the analytics figures: typed by core's AnalyticsStats.
export const loadSales = (p: Period, signal?: AbortSignal) =>
  get<AnalyticsStats>(pathOf(STATS_CONTRACTS.salesReport, {}, { ...p, format: 'json' }), signal);

export async function downloadSales(p: Period) {
  const f = await fetchFile(pathOf(STATS_CONTRACTS.salesReport, {}, { ...p, format: 'xlsx' }));
  saveBlob(f.blob, f.fileName ?? `sales-${p.from}-${p.to}.xlsx`);
  return f.fileName;
}
