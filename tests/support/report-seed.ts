/**
 * Many orders at once for the report tests and benches (issue 29 item 5), the one seed of
 * api/test/report-jobs.test.ts, bench/gstr.mjs and bench/meis.mjs (the benches load this file
 * through tsx, bench/lib.mjs `loadTs`): `n` orders of one exporter, one item and one invoice each,
 * dated in month `mm` of 2026, in dockets of 500 (every other one with a shipping bill), written
 * straight into the tables (the API's checks are not what these measure). Items vary over a few
 * ITC HS codes and quantities so MEIS prices them with more than one rate and cap.
 */
import type { Db } from '@exportdesk/api';

const HS_CODES = ['62141090', '62142010', '74198090', '48202000', '09023010'];
const PER_DOCKET = 500;

/** Seeds month `mm` (which also keeps its numbers apart from other months'); answers the order ids. */
export async function seedMonth(db: Db, exporterId: number, mm: string, n: number): Promise<number[]> {
  const now = Date.now();
  const ids: number[] = [];
  for (let d = 0; d * PER_DOCKET < n; d++) {
    const [docketId] = await db('dockets').insert({
      docket_no: `PMBR${mm}${String(d).padStart(10, '0')}`,
      exporter_id: exporterId,
      pbe_type: 'PBE2',
      source: 'api',
      created_by: exporterId,
      box_count: PER_DOCKET,
      item_count: PER_DOCKET,
      fob_total: 0,
      fob_inr: 0,
      fpo_code: 'INDEL5',
      shipping_bill_no: d % 2 ? `26${mm}${String(d).padStart(5, '0')}` : null,
      shipping_bill_date: d % 2 ? Date.UTC(2026, Number(mm) - 1, 25) : null,
      created_at: now,
    });
    const rows = [];
    for (let i = d * PER_DOCKET; i < Math.min(n, (d + 1) * PER_DOCKET); i++) {
      const wpay = i % 3 === 0;
      rows.push({
        exporter_id: exporterId,
        order_id: `RPT-${mm}-${i}`,
        docket_id: docketId,
        box_id: `R${mm}-${i}`,
        pbe_type: 'PBE2',
        invoice_no: `RI/${mm}/${String(i).padStart(6, '0')}`,
        invoice_date: `${String((i % 28) + 1).padStart(2, '0')}-${mm}-2026`,
        consignee_name: 'Bench Buyer',
        consignee_country: 'United States',
        currency: 'USD',
        fob_foreign: 20 + (i % 50),
        data: JSON.stringify({
          igstMode: wpay ? 'Export with Payment of IGST' : 'Export under LUT/Bond',
          igstDetails_rate: wpay ? '18' : '12',
          compensationCess_rate: '0',
          freight: '150',
          insurance: '0',
          otherCharge: '0',
          hsnCode: HS_CODES[i % HS_CODES.length],
          description: 'Hand block printed cotton scarf',
          quantity: String(1 + (i % 3)),
        }),
        created_at: now,
      });
    }
    await db('orders').insert(rows);
    const got: { id: number }[] = await db('orders')
      .where({ docket_id: docketId })
      .orderBy('id')
      .select('id');
    ids.push(...got.map((r) => Number(r.id)));
  }
  return ids;
}

/** A worker process's peak resident memory so far (VmHWM), in MB; 0 where /proc cannot say. */
export function peakRssMb(pid: number, read: (p: string) => string): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
