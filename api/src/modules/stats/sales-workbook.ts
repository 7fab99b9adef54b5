/**
 * Its own file: the sales report workbook (issue 17; Tools → Sales Reports, reports/sales): the
 * analytics figures of a period, one sheet per table. Periods are at most 3 years, so the file is
 * small and written in the request (no worker job).
 */
import ExcelJS from 'exceljs';
import type { AnalyticsStats } from '@exportdesk/core';

export async function salesWorkbook(s: AnalyticsStats): Promise<{ name: string; data: Buffer }> {
  const wb = new ExcelJS.Workbook();
  const sheet = (name: string, columns: Array<[string, string]>, rows: Array<Record<string, unknown>>) => {
    const ws = wb.addWorksheet(name);
    ws.columns = columns.map(([key, header]) => ({ key, header, width: Math.max(14, header.length + 4) }));
    ws.getRow(1).font = { bold: true };
    for (const r of rows) ws.addRow(r);
  };
  sheet(
    'Summary',
    [
      ['k', 'Figure'],
      ['v', 'Value'],
    ],
    [
      { k: 'From', v: s.period.from },
      { k: 'To', v: s.period.to },
      { k: 'Sign-ups', v: s.signups },
      { k: 'Trial conversions', v: s.trialConversions },
      { k: 'Avg hours docket → PBE', v: s.turnaround.toPbeHours },
      { k: 'Avg hours docket → pickup', v: s.turnaround.toPickupHours },
    ],
  );
  sheet(
    'Revenue by plan',
    [
      ['plan', 'Plan'],
      ['subscriptions', 'Subscriptions'],
      ['amount', 'Amount (INR)'],
    ],
    s.revenueByPlan,
  );
  sheet(
    'Revenue by carrier',
    [
      ['carrier', 'Carrier'],
      ['parcels', 'Parcels'],
      ['amount', 'Amount (INR)'],
    ],
    s.revenueByCarrier,
  );
  sheet(
    'Parcels per FPO',
    [
      ['fpo', 'FPO'],
      ['dockets', 'Dockets'],
      ['parcels', 'Parcels'],
    ],
    s.parcelsPerFpo,
  );
  return {
    name: `sales-${s.period.from}-${s.period.to}.xlsx`,
    data: Buffer.from(await wb.xlsx.writeBuffer()),
  };
}
