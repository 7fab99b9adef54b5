/**
 * Job status for the browser and the CLI: GET /api/v1/jobs/{id} (state, progress, result) and
 * GET /api/v1/jobs/{id}/file for a job that produced a file (report downloads). A job is visible
 * to the user who queued it. Bulk uploads are also answered from the database, which keeps their
 * report after Bull has forgotten the job.
 */
import type { Plugin } from '@hapi/hapi';
import Boom from '@hapi/boom';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { json } from '../../db/knex';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { validate } from '../../http/validate';
import type { QueueName } from '../../lib/queue';
import { contentDisposition } from '../../http/content-disposition';

/** A job id starts with its kind: bulk upload, report, invoice generation (documents). */
const KINDS: Record<string, QueueName> = { bu: 'bulk-upload', rp: 'reports', inv: 'documents' };
const idParam = z.object({ id: z.string().regex(/^(bu|rp|inv)-[A-Za-z0-9-]{1,80}$/, 'Unknown job id.') });
const kindOf = (id: string) => KINDS[id.slice(0, id.indexOf('-'))];

export const jobsPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-jobs',
  register(server, { ctx }) {
    const storage = ctx.storage;

    async function status(id: string, userId: number) {
      const queue = ctx.queues.get(kindOf(id));
      const job = await queue.getJob(id);
      let upload: any = null;
      if (id.startsWith('bu-')) {
        upload = await ctx.db('bulk_uploads').where({ id: Number(id.slice(3)) }).first();
        if (!upload || upload.user_id !== userId) throw Boom.notFound('No such job.');
      } else if (!job || job.data?.userId !== userId) throw Boom.notFound('No such job.');
      const state = job ? await job.getState() : upload?.status === 'saved' || upload?.status === 'rejected' ? 'completed' : 'unknown';
      const result = job?.returnvalue ?? json(upload?.report, null);
      return {
        id,
        kind: queue.name,
        state,
        progress: job ? job.progress() : null,
        attemptsMade: job?.attemptsMade ?? 0,
        failedReason: job?.failedReason ?? null,
        result,
      };
    }

    server.route([
      {
        method: 'GET',
        path: '/api/v1/jobs/{id}',
        options: { ...guarded(), validate: validate.params(idParam) },
        handler: async (req) => ok(await status((req.params as any).id, userOf(req).userId)),
      },
      {
        method: 'GET',
        path: '/api/v1/jobs/{id}/file',
        options: { ...guarded(), validate: validate.params(idParam) },
        handler: async (req, h) => {
          const s = await status((req.params as any).id, userOf(req).userId);
          const file = (s.result as any)?.fileKey as string | undefined;
          if (s.state !== 'completed' || !file) throw Boom.conflict('The file is not ready yet.');
          return h
            .response(storage.stream(file))
            .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
            .header('content-disposition', contentDisposition(String((s.result as any).fileName ?? 'report.xlsx')));
        },
      },
    ]);
  },
};
