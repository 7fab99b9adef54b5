/** Thin routes of stats/daily (issue 29): the super admin rebuilds a period's daily aggregates. */
import type { ServerRoute } from '@hapi/hapi';
import { periodBounds, STATS_CONTRACTS } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import { queueRebuild } from './service';

export function statsDailyRoutes(ctx: AppContext): ServerRoute[] {
  return [
    route({
      contract: STATS_CONTRACTS.rebuildDaily,
      handler: async (req) => {
        const { start, end } = periodBounds(req.payload);
        const r = await queueRebuild(ctx, start, end);
        return ok(
          { ...req.payload, days: r.days },
          r.days
            ? `A rebuild of ${r.days} day(s) is queued.`
            : 'Nothing to rebuild: the period has no ended day; the workers build today every minute.',
        );
      },
    }),
  ];
}
