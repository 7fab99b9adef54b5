/** Thin route: POST /api/v1/hsn/classify { description } → the 5 likeliest HS subheadings. */
import type { ServerRoute } from '@hapi/hapi';
import { LOOKUP_CONTRACTS } from '@exportdesk/core';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ClassifierService } from './service';

export function classifierRoutes(classifier: ClassifierService): ServerRoute[] {
  return [
    route({
      // like the HS lookup: any signed-in user
      contract: LOOKUP_CONTRACTS.classify,
      handler: async (req) => {
        const r = await classifier.classify(req.payload.description);
        return ok(r.suggestions, r.message);
      },
    }),
  ];
}
