/** Thin routes: GET /api/v1/jobs/{id} (state, progress, result) and GET /api/v1/jobs/{id}/file
 * (a report's Excel, PDF, zip or JSON, typed by its name). */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { reportContentType } from '../../lib/reports';
import type { JobsService } from './service';

export function jobRoutes(jobs: JobsService): ServerRoute[] {
  return [
    route({
      contract: c.job,
      handler: async (req) => ok(await jobs.status(req.params.id, userOf(req).userId)),
    }),
    route({
      contract: c.jobFile,
      handler: async (req, h) => {
        const f = await jobs.file(req.params.id, userOf(req).userId);
        const res = h
          .response(f.data)
          .type(reportContentType(f.fileName))
          .header('content-disposition', contentDisposition(f.fileName));
        return f.size === null ? res : res.bytes(f.size);
      },
    }),
  ];
}
