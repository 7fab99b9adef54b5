/**
 * Many orders at once for the report tests and bench (issue 29 item 5): `n` orders of one
 * exporter, one item and one invoice each, dated in month `mm` of 2026, in dockets of 500,
 * written straight into the tables (the API's checks are not what these measure).
 */
import type { Db } from '@exportdesk/api';

export async function seedMonth(db: Db, exporterId: number, mm: string, n: number): Promise<void> {
  const now = Date.now();
  const perDocket = 500;
  for (let d = 0; d * perDocket < n; d++) {
    const [docketId] = await db('dockets').insert({
      docket_no: `PMBR${mm}${String(d).padStart(10, '0')}`,
      exporter_id: exporterId,
      pbe_type: 'PBE2',
      source: 'api',
      created_by: exporterId,
      box_count: perDocket,
      item_count: perDocket,
      fob_total: 0,
      fob_inr: 0,
      fpo_code: 'INDEL5',
      shipping_bill_no: d % 2 ? `26${mm}${String(d).padStart(5, '0')}` : null,
      shipping_bill_date: d % 2 ? Date.UTC(2026, Number(mm) - 1, 25) : null,
      created_at: now,
    });
    const rows = [];
    for (let i = d * perDocket; i < Math.min(n, (d + 1) * perDocket); i++) {
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
          hsnCode: '62141090',
          description: 'Hand block printed cotton scarf',
          quantity: '1',
        }),
        created_at: now,
      });
    }
    for (let k = 0; k < rows.length; k += 500) await db('orders').insert(rows.slice(k, k + 500));
  }
}

/** A worker process's peak resident memory so far (VmHWM), in MB; 0 where /proc cannot say. */
export function peakRssMb(pid: number, read: (p: string) => string): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
