/**
 * Reports made as jobs (issue 29 item 5): each POST checks its filter, queues the report and
 * answers 202 with the job's id; then `GET jobs/{id}` (progress) and `GET jobs/{id}/file`.
 */
import { z } from 'zod';
import { meisReportSchema } from '../claims/schemas';
import { csbQuerySchema } from '../csb';
import { downloadGstinSchema } from '../gst';
import { contract } from './contract';

const TAG = 'Reports';
const API = 'https://exportdesk.example/api/v1';

export const reportQueuedSchema = z
  .object({
    jobId: z.string().describe('Follow it at GET jobs/{jobId}; its file at GET jobs/{jobId}/file'),
    count: z.number().int().describe('Rows (or orders) the report will hold'),
  })
  .meta({ id: 'ReportQueued' });

const queued = { answer: reportQueuedSchema, extra: reportQueuedSchema.shape, status: 202 } as const;

export const REPORT_CONTRACTS = {
  meisExcel: contract({
    name: 'queueMeisExcelReport',
    summary: 'The MEIS Excel of the chosen (or all) orders, made as a job',
    method: 'POST',
    path: 'reports/meis-excel',
    tag: TAG,
    auth: 'bearer',
    permission: 'claims.apply',
    payload: meisReportSchema,
    ...queued,
    examples: { cli: 'exportdesk reports meis --all --out meis.xlsx' },
  }),
  meisPdf: contract({
    name: 'queueMeisPdfReport',
    summary: 'The MEIS PDF of the chosen (or all) orders, made as a job (a zip of parts past 500)',
    method: 'POST',
    path: 'reports/meis-pdf',
    tag: TAG,
    auth: 'bearer',
    permission: 'claims.apply',
    payload: meisReportSchema,
    ...queued,
    examples: { cli: 'exportdesk reports meis --all --out meis.pdf' },
  }),
  gstr: contract({
    name: 'queueGstrReport',
    summary: "A month's GST report (GSTR) of a service provider, made as a job",
    method: 'POST',
    path: 'reports/gstr',
    tag: TAG,
    auth: 'bearer',
    permission: 'gst.report',
    payload: downloadGstinSchema,
    ...queued,
    examples: {
      curl: `curl -sS -X POST ${API}/reports/gstr -H "x-api-key: $EXPORTDESK_API_KEY" -H 'Content-Type: application/json' -d '{"year":"2026","month":"10"}'`,
      cli: 'exportdesk gstr --month 2026-10 --provider indiapost --out exp.xlsx',
    },
  }),
  csb: contract({
    name: 'queueCsbReport',
    summary: 'The CSB sheet of a period, made as a job',
    method: 'POST',
    path: 'reports/csb',
    tag: TAG,
    auth: 'bearer',
    permission: 'account.self',
    payload: csbQuerySchema,
    ...queued,
    examples: { cli: 'exportdesk reports csb --from 2026-10-01 --to 2026-10-31 --out csb-v.xlsx' },
  }),
};
