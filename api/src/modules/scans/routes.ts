/** Thin route of the scan screen (001 §7 "scanParcel {boxIds}: success, message"). */
import type { ServerRoute } from '@hapi/hapi';
import { SCAN_MSG, TRACKING_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ScansService } from './service';

export function scanRoutes(scans: ScansService): ServerRoute[] {
  return [
    route({
      contract: TRACKING_CONTRACTS.scanParcel,
      handler: async (req) => {
        const u = userOf(req);
        const results = await scans.scan(req.payload.boxIds, { userId: u.userId, name: u.name, fpo: u.fpo });
        const failed = results.filter((r) => !r.ok);
        // One id: its own message (the screen's alert); a list: a count, the failures first.
        const message =
          results.length === 1
            ? results[0].message
            : failed.length
              ? failed.map((r) => r.message).join('; ')
              : SCAN_MSG.scanned(results.length);
        return { ...ok({ results }, message), success: failed.length === 0 };
      },
    }),
  ];
}
