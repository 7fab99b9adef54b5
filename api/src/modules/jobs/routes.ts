/** Thin routes: GET /api/v1/jobs/{id} (state, progress, result) and GET /api/v1/jobs/{id}/file. */
import type { ServerRoute } from '@hapi/hapi';
import { DOCKET_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { JobsService } from './service';

/** The files jobs produce today are Excel reports. */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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
          .type(XLSX)
          .header('content-disposition', contentDisposition(f.fileName));
        return f.size === null ? res : res.bytes(f.size);
      },
    }),
  ];
}
