/**
 * Thin routes of the domestic area (issue 15; the spec names no calls for it, so these are ours,
 * under /api/v1/domestic/): the rate card's sample, preview, activate, rollback and history, and
 * the domestic accounts list. Each from its contract (core/src/contracts/domestic-rates.ts).
 */
import type { ServerRoute } from '@hapi/hapi';
import { DOMESTIC_RATE_CONTRACTS as c } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { DOMESTIC_MSG, SAMPLE_CSV, type DomesticService } from './service';

export function domesticRoutes(domestic: DomesticService): ServerRoute[] {
  return [
    route({
      contract: c.sample,
      handler: (_req, h) =>
        h
          .response(SAMPLE_CSV + '\n')
          .type('text/csv')
          .header('content-disposition', 'attachment; filename="domestic-rate-card-sample.csv"'),
    }),
    route({ contract: c.list, handler: async () => ok(await domestic.list()) }),
    route({ contract: c.get, handler: async (req) => ok(await domestic.get(req.params.id)) }),
    route({
      contract: c.preview,
      // A 5 MB sheet as base64 (the workbook gate checks the file itself).
      options: { payload: { maxBytes: 8 * 1024 * 1024 } },
      handler: async (req) =>
        ok(await domestic.preview(req.payload, userOf(req).userId), DOMESTIC_MSG.preview),
    }),
    route({
      contract: c.activate,
      handler: async (req) => ok(await domestic.activate(req.payload.id), DOMESTIC_MSG.activated),
    }),
    route({
      contract: c.rollback,
      handler: async (req) =>
        ok(await domestic.rollback(req.payload.id, userOf(req).userId), DOMESTIC_MSG.rolledBack),
    }),
    route({
      contract: c.accounts,
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
