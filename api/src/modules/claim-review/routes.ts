/**
 * Thin routes: the MEIS applications' list and sheet, the submission to DGFT, DGFT's status and
 * the remarks, under the spec's order/* group (001 §7), names verbatim.
 */
import type { ServerRoute } from '@hapi/hapi';
import { CLAIM_CONTRACTS as c, type ClaimStatus } from '@exportdesk/core';
import { attachment } from '../../http/attachment';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { XLSX_TYPE } from '../../lib/reports';
import type { ClaimReviewService } from './service';

export function claimReviewRoutes(review: ClaimReviewService): ServerRoute[] {
  return [
    route({
      contract: c.getGeneratedMeis,
      handler: async (req) => {
        const r = await review.generated(userOf(req), req.payload);
        return ok(r.data, r.message);
      },
    }),
    route({
      contract: c.sendMeisToDgft,
      handler: async (req) => ok(null, await review.send(userOf(req), req.payload.refNo)),
    }),
    route({
      contract: c.updateStatusByDgft,
      handler: async (req) =>
        ok(null, await review.review(userOf(req), req.payload.refNo, req.payload.status as ClaimStatus)),
    }),
    route({
      contract: c.addRemark,
      handler: async (req) =>
        ok(await review.remark(userOf(req), req.payload.refNo, req.payload.remark), 'Remark added.'),
    }),
    route({
      contract: c.downloadMeisExcelAfterUpload,
      handler: async (req, h) =>
        attachment(
          h,
          await review.applicationsExcel(userOf(req), req.payload.refNos),
          XLSX_TYPE,
          'meis-applications.xlsx',
        ),
    }),
  ];
}
