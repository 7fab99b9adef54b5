/** Thin routes: GET /api/v1/jobs/{id} (state, progress, result) and GET /api/v1/jobs/{id}/file
 * (a report's Excel, PDF, zip or JSON, typed by its name). */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { contentDisposition } from '../../http/content-disposition';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { reportContentType } from '../../lib/reports';
import type { JobsService } from './service';

const idParam = z.object({ id: z.string().regex(/^(bu|rp|inv)-[A-Za-z0-9-]{1,80}$/, 'Unknown job id.') });

export function jobRoutes(jobs: JobsService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: '/api/v1/jobs/{id}',
      options: guarded(),
      params: idParam,
      handler: async (req) => ok(await jobs.status(req.params.id, userOf(req).userId)),
    }),
    route({
      method: 'GET',
      path: '/api/v1/jobs/{id}/file',
      options: guarded(),
      params: idParam,
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
