/** Thin route: POST /api/v1/hsn/classify { description } → the 5 likeliest HS subheadings. */
import type { ServerRoute } from '@hapi/hapi';
import { hsClassifySchema } from '@exportdesk/core';
import { guarded } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { ClassifierService } from './service';

export function classifierRoutes(classifier: ClassifierService): ServerRoute[] {
  return [
    route({
      method: 'POST',
      path: '/api/v1/hsn/classify',
      // like the HS lookup: any signed-in user
      options: guarded('account.self'),
      payload: hsClassifySchema,
      handler: async (req) => {
        const r = await classifier.classify(req.payload.description);
        return ok(r.suggestions, r.message);
      },
    }),
  ];
}
