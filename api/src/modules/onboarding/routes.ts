/** Thin route: the signed-in exporter's first-login checklist (issue 18). */
import type { ServerRoute } from '@hapi/hapi';
import { guarded, userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { OnboardingService } from './service';

const v1 = '/api/v1';

export function onboardingRoutes(onboarding: OnboardingService): ServerRoute[] {
  return [
    route({
      method: 'GET',
      path: `${v1}/onboarding/checklist`,
      options: guarded('onboarding.checklist'),
      handler: async (req) => ok(await onboarding.checklist(userOf(req))),
    }),
  ];
}
