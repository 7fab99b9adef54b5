/**
 * Thin routes: the MEIS reports under the spec's order/* group (001 §7), and as jobs.
 * downloadAsPdf type 'meis' is `order/downloadAsPdf` here: `/api/v1/downloadAsPdf` is the documents
 * area's (pbe | postal | edf) and one path can have one handler.
 */
import type { ServerRoute } from '@hapi/hapi';
import { CLAIM_CONTRACTS as c, ORDER_MSG, REPORT_CONTRACTS } from '@exportdesk/core';
import { attachment } from '../../http/attachment';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { XLSX_TYPE } from '../../lib/reports';
import type { MeisReportsService } from './service';

export function meisReportRoutes(reports: MeisReportsService): ServerRoute[] {
  return [
    route({
      contract: c.downloadMeisExcel,
      handler: async (req, h) => {
        const r = await reports.excel(userOf(req), req.payload);
        return 'stream' in r ? attachment(h, r.stream, XLSX_TYPE, 'meis.xlsx') : ok(null, r.message);
      },
    }),
    route({
      contract: c.downloadAsPdf,
      handler: async (req, h) => {
        const r = await reports.pdf(userOf(req), req.payload);
        return 'pdf' in r ? attachment(h, r.pdf, 'application/pdf', 'meis.pdf') : ok(null, r.message);
      },
    }),
    // The MEIS reports as jobs (issue 29 item 5): 202 with the job's id, any number of orders up
    // to MEIS_REPORT_MAX_ORDERS; then GET jobs/{id} and its file.
    ...(
      [
        ['meis-excel', REPORT_CONTRACTS.meisExcel],
        ['meis-pdf', REPORT_CONTRACTS.meisPdf],
      ] as const
    ).map(([kind, contract]) =>
      route({
        contract,
        handler: async (req, h) => {
          const a = await reports.queueReport(userOf(req), kind, req.payload);
          return h.response(ok(a, ORDER_MSG.downloadStarting, a)).code(202);
        },
      }),
    ),
  ];
}
