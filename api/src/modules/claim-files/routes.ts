/**
 * Thin routes: a claim's documents under the spec's order/* group (001 §7), names verbatim.
 * uploadMeisDoc answers the application whole, as the review room shows it.
 */
import type { ServerRoute } from '@hapi/hapi';
import { CLAIM_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ClaimReviewService } from '../claim-review/service';
import type { ClaimFilesService } from './service';

export function claimFileRoutes(files: ClaimFilesService, review: ClaimReviewService): ServerRoute[] {
  // Ten 5 MB files as base64 and the JSON around them.
  const uploadOptions = { payload: { maxBytes: Math.ceil((10 * 5 * 1024 * 1024 * 4) / 3) + 65536 } };
  return [
    route({
      contract: c.uploadMeisDoc,
      options: uploadOptions,
      handler: async (req) => {
        const p = req.payload;
        await files.upload(userOf(req), p.meisRefNo, p.type, p.files);
        return ok(await review.application(userOf(req), p.meisRefNo), 'Files uploaded.');
      },
    }),
    route({
      contract: c.deleteObject,
      handler: async (req) => {
        const p = req.payload;
        await files.delete(userOf(req), p.meisRefNo, p.type, p.fileName);
        return ok(null, 'File deleted.');
      },
    }),
    route({
      contract: c.viewMeisDoc,
      handler: async (req, h) => {
        const p = req.payload;
        const f = await files.file(userOf(req), p.meisRefNo, p.type, p.fileName);
        return h.response(f.data).type(f.contentType).header('content-disposition', 'inline');
      },
    }),
  ];
}
