/** Thin routes: the super admin's scheme-rate schedules (list, rows, upload, roll back). */
import type { ServerRoute } from '@hapi/hapi';
import { SCHEME_RATE_CONTRACTS as rates } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { SchemeRatesService } from './service';

export function schemeRateRoutes(schemes: SchemeRatesService): ServerRoute[] {
  return [
    route({ contract: rates.list, handler: async () => ok(await schemes.list()) }),
    route({
      contract: rates.rows,
      handler: async (req) => ok(await schemes.rows(req.params.id)),
    }),
    route({
      contract: rates.upload,
      options: { payload: { maxBytes: 12 * 1024 * 1024 } },
      handler: async (req) => {
        const r = await schemes.upload(req.payload, userOf(req).userId);
        return ok({ id: r.id, versions: await schemes.list() }, r.message);
      },
    }),
    route({
      contract: rates.rollBack,
      handler: async (req) =>
        ok(
          await schemes.rollBack(req.payload.id, userOf(req).userId),
          'Schedule rolled back; the previous one is in force again.',
        ),
    }),
  ];
}
