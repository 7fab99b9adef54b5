/**
 * reports: files made on request (job id `rp-<uuid>`), written with exceljs' streaming writer and
 * kept in storage under the job id, so a retry overwrites the same file. Kinds: `pbe-list`, the
 * PBE list's 'Download Excel' (001 §7 "download PBE data in Excel").
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import { docketsRepo, userRoom, type Job } from '@exportdesk/api';
import { formatDateDMY, pbeListQuerySchema } from '@exportdesk/core';
import type { WorkerContext } from '../context';

interface ReportJob {
  kind: 'pbe-list';
  userId: number;
  userType: number;
  /** a customs user's FPO: their Excel holds what their list shows */
  fpo?: string | null;
  query: unknown;
}

export async function processReport(ctx: WorkerContext, job: Job<ReportJob>) {
  if (job.data.kind !== 'pbe-list') throw new Error(`unknown report kind: ${job.data.kind}`);
  const q = pbeListQuerySchema.parse(job.data.query ?? {});
  const scope = await docketsRepo.docketScope(ctx.db, {
    userId: job.data.userId,
    userType: job.data.userType,
    fpo: job.data.fpo,
  });
  const items = await docketsRepo.list(ctx.db, scope, q, 0, null);
  await job.progress(50);
  // "Downloaded files are named with a prefix, the date and an extension" (001 §9).
  const fileName = `ExportDesk_PBE_${formatDateDMY(new Date())}.xlsx`;
  const dir = await mkdtemp(path.join(tmpdir(), 'exportdesk-report-'));
  try {
    const tmp = path.join(dir, fileName);
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: tmp,
      useStyles: true,
      useSharedStrings: false,
    });
    const ws = wb.addWorksheet('PBE');
    ws.columns = [
      { header: 'Docket No.', key: 'docket', width: 20 },
      { header: 'PBE', key: 'type', width: 6 },
      { header: 'IEC', key: 'iec', width: 12 },
      { header: 'Exporter', key: 'name', width: 30 },
      { header: 'Box IDs', key: 'boxes', width: 40 },
      { header: 'Items', key: 'items', width: 8 },
      { header: 'FOB (INR)', key: 'fob', width: 14 },
      { header: 'Shipping Bill', key: 'bill', width: 16 },
      { header: 'Shipping Bill Date', key: 'billDate', width: 16 },
      { header: 'Created', key: 'created', width: 12 },
    ];
    ws.getRow(1).font = { bold: true };
    for (const d of items) {
      ws.addRow({
        docket: d.tempSBill,
        type: d.type,
        iec: d.exporterDetails.ieCode,
        name: d.exporterDetails.name,
        boxes: d.boxIds.join(', '),
        items: d.items,
        fob: d.fob,
        bill: d.shippingBillDetails.bill ?? '',
        billDate: d.shippingBillDetails.date ? formatDateDMY(new Date(d.shippingBillDetails.date)) : '',
        created: formatDateDMY(new Date(d.createdAt)),
      }).commit();
    }
    ws.commit();
    await wb.commit();
    const fileKey = `reports/${job.id}.xlsx`;
    await ctx.storage.put(fileKey, createReadStream(tmp));
    const result = { fileKey, fileName, rows: items.length };
    await job.progress(100);
    ctx.emitter.to(userRoom(job.data.userId)).emit('report', { jobId: String(job.id), ...result });
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
