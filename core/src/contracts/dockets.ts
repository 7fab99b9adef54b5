/**
 * The dockets a user may see (001 §2.6 PBE list, §5), My documents and My CSB (issue 16), and the
 * jobs they queue (the list's Excel, invoices, bulk uploads).
 */
import { z } from 'zod';
import { csbQuerySchema, csbRowSchema } from '../csb';
import { exportDocumentRowSchema, exportDocumentsQuerySchema, exportDocumentsZipSchema } from '../documents';
import { pbeListQuerySchema } from '../orders/pbe-list';
import { docketListItemSchema } from '../orders/wire';
import { pagerSchema } from '../pager';
import { contract, fileAnswer } from './contract';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fpoSchema = z.object({ portCode: z.string(), fpoName: z.string() }).meta({ id: 'ForeignPostOffice' });

/** A queued job, as GET jobs/{id} answers it. */
export const jobStatusSchema = z
  .object({
    id: z.string(),
    kind: z.string().describe('bulk-upload, reports or documents'),
    state: z.string().describe('waiting, active, completed, failed, or unknown'),
    // Each kind reports its own progress (a percentage, or a bulk upload's phase and row counts).
    progress: z.unknown(),
    attemptsMade: z.number().int(),
    failedReason: z.string().nullable(),
    // Each kind's own result (a bulk upload's row report, a report's file key): read by its page.
    result: z.unknown(),
  })
  .meta({ id: 'JobStatus' });

const jobParams = z.object({
  id: z.string().regex(/^(bu|rp|inv)-[A-Za-z0-9-]{1,80}$/, 'Unknown job id.'),
});
const API = 'https://exportdesk.example/api/v1';
const queued = z.object({ jobId: z.string(), count: z.number().int() });
const boxCount = z.object({ boxCount: z.number().int(), pbeCount: z.number().int() });

export const DOCKET_CONTRACTS = {
  fpoList: contract({
    name: 'fpoList',
    summary: 'The foreign post offices (port code and name)',
    method: 'GET',
    path: 'fpoList',
    tag: 'Dockets',
    auth: 'none',
    public: true,
    examples: { curl: `curl -sS ${API}/fpoList` },
    answer: z.array(fpoSchema),
    extra: { services: z.array(z.string()).describe('The port codes alone') },
  }),
  list: contract({
    name: 'listDockets',
    summary: 'One page of the PBE list (dockets), with its filters',
    method: 'GET',
    path: 'dockets',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'dockets.view',
    query: pbeListQuerySchema,
    answer: z.array(docketListItemSchema),
    extra: { count: z.number().int(), pager: pagerSchema },
    examples: { cli: 'exportdesk dockets list --json' },
  }),
  download: contract({
    name: 'downloadDockets',
    summary: 'Queue the Excel of the whole filtered PBE list (follow the job)',
    method: 'POST',
    path: 'dockets/download',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'dockets.view',
    status: 202,
    payload: pbeListQuerySchema,
    answer: queued,
    extra: queued.shape,
  }),
  getBoxCount: contract({
    name: 'getBoxCount',
    summary: "The boxes and PBEs of the whole filtered list (the list's totals)",
    method: 'POST',
    path: 'getBoxCount',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'dockets.view',
    payload: pbeListQuerySchema,
    answer: boxCount,
    extra: boxCount.shape,
  }),
  exportDocuments: contract({
    name: 'listExportDocuments',
    summary: 'My documents: the whole-docket documents of one page of dockets',
    method: 'GET',
    path: 'export-documents',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'dockets.view',
    query: exportDocumentsQuerySchema,
    answer: z.array(exportDocumentRowSchema),
    extra: { count: z.number().int().describe('Dockets found'), pager: pagerSchema },
  }),
  exportDocumentsZip: contract({
    name: 'zipExportDocuments',
    summary: 'The chosen documents as one zip',
    method: 'POST',
    path: 'export-documents/zip',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'dockets.view',
    payload: exportDocumentsZipSchema,
    answer: fileAnswer('application/zip'),
  }),
  csb: contract({
    name: 'listCsb',
    summary: 'My CSB: the CSB-V rows of courier bookings between two dates',
    method: 'GET',
    path: 'csb',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'account.self',
    query: csbQuerySchema,
    answer: z.array(csbRowSchema),
  }),
  csbExcel: contract({
    name: 'csbExcel',
    summary: 'My CSB as a CSB-V workbook',
    method: 'GET',
    path: 'csb/excel',
    tag: 'Dockets',
    auth: 'bearer',
    permission: 'account.self',
    query: csbQuerySchema,
    answer: fileAnswer(XLSX),
  }),
  job: contract({
    name: 'getJob',
    summary: 'A job you queued: its state, progress and result',
    method: 'GET',
    path: 'jobs/{id}',
    tag: 'Jobs',
    auth: 'bearer',
    permission: 'account.self',
    params: jobParams,
    answer: jobStatusSchema,
    // A pipeline follows the job its bulk upload or import queued.
    public: true,
    examples: {
      curl: `curl -sS ${API}/jobs/bu-… -H "x-api-key: $EXPORTDESK_API_KEY"`,
      cli: 'exportdesk jobs status bu-… --json',
    },
  }),
  jobFile: contract({
    name: 'getJobFile',
    summary: 'The file a finished job produced (an Excel report)',
    method: 'GET',
    path: 'jobs/{id}/file',
    tag: 'Jobs',
    auth: 'bearer',
    permission: 'account.self',
    params: jobParams,
    // report jobs make workbooks, PDFs (a zip of parts past 500 MEIS orders) and GSTR-1 JSON
    answer: fileAnswer(XLSX, 'application/pdf', 'application/zip', 'application/json'),
  }),
};
