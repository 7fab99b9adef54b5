/** Thin route: the signed-in exporter's first-login checklist (issue 18). */
import type { ServerRoute } from '@hapi/hapi';
import { ACCOUNT_EXTRA_CONTRACTS } from '@exportdesk/core';
import { userOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { route } from '../../http/route';
import type { OnboardingService } from './service';

export function onboardingRoutes(onboarding: OnboardingService): ServerRoute[] {
  return [
    route({
      contract: ACCOUNT_EXTRA_CONTRACTS.onboardingChecklist,
      handler: async (req) => ok(await onboarding.checklist(userOf(req))),
    }),
  ];
}
