/**
 * Thin routes of the domestic area (issue 15; the spec names no calls for it, so these are ours,
 * under /api/v1/domestic/): the rate card's sample, preview, activate, rollback and history, and
 * the domestic accounts list. Super admin only (`domestic.manage`).
 */
import type { ServerRoute } from '@hapi/hapi';
import { z } from 'zod';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { DOMESTIC_MSG, SAMPLE_CSV, type DomesticService } from './service';

const v1 = '/api/v1/domestic';
const idSchema = z.object({ id: z.coerce.number().int().positive() });
const uploadSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  base64: z.string().min(1),
});
const accountsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
});

export function domesticRoutes(domestic: DomesticService): ServerRoute[] {
  const admin = guarded('domestic.manage');
  return [
    {
      method: 'GET',
      path: `${v1}/rate-cards/sample`,
      options: admin,
      handler: (_req, h) =>
        h
          .response(SAMPLE_CSV + '\n')
          .type('text/csv')
          .header('content-disposition', 'attachment; filename="domestic-rate-card-sample.csv"'),
    },
    {
      method: 'GET',
      path: `${v1}/rate-cards`,
      options: admin,
      handler: async () => ok(await domestic.list()),
    },
    route({
      method: 'GET',
      path: `${v1}/rate-cards/{id}`,
      options: admin,
      params: idSchema,
      handler: async (req) => ok(await domestic.get(req.params.id)),
    }),
    route({
      method: 'POST',
      path: `${v1}/rate-cards/preview`,
      // A 5 MB sheet as base64 (the workbook gate checks the file itself).
      options: { ...admin, payload: { maxBytes: 8 * 1024 * 1024 } },
      payload: uploadSchema,
      handler: async (req) =>
        ok(await domestic.preview(req.payload, userOf(req).userId), DOMESTIC_MSG.preview),
    }),
    route({
      method: 'POST',
      path: `${v1}/rate-cards/activate`,
      options: admin,
      payload: idSchema,
      handler: async (req) => ok(await domestic.activate(req.payload.id), DOMESTIC_MSG.activated),
    }),
    route({
      method: 'POST',
      path: `${v1}/rate-cards/rollback`,
      options: admin,
      payload: idSchema,
      handler: async (req) =>
        ok(await domestic.rollback(req.payload.id, userOf(req).userId), DOMESTIC_MSG.rolledBack),
    }),
    route({
      method: 'GET',
      path: `${v1}/accounts`,
      options: admin,
      query: accountsQuery,
      handler: async (req) => {
        const r = await domestic.accounts(req.query);
        return ok(r.items, 'Success', {
          pager: r.pager,
          count: r.pager.totalItems,
          activeCard: r.activeCard,
        });
      },
    }),
  ];
}
