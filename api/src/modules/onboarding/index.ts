import type { Plugin, Request, RequestRoute } from '@hapi/hapi';
import type { RecordedStep } from '@exportdesk/core';
import type { AppContext } from '../../context';
import { userOf } from '../../http/auth';
import { lifecycleOf } from '../../http/lifecycle';
import type { RateRule } from '../../http/rate-limit';
import { onboardingRoutes } from './routes';
import { OnboardingService } from './service';

/**
 * A new exporter's first-login checklist (issue 18): `GET /api/v1/onboarding/checklist`. Most
 * steps are read from dockets, files and pickups; two leave no trace, so they are recorded here
 * when a signed-in exporter's request succeeds on a route whose throttle says what it does:
 * 'quote'/'quoteBatch' price parcels, 'renders' makes a document. The quote path never touches
 * the database, so the first such answer waits for one Redis SADD (the checklist moves it into
 * onboarding_marks, migration 076); after that this instance remembers it and the path pays one
 * Set lookup (anonymous and other calls: one property read).
 */
const STEP_OF_RULE: Partial<Record<RateRule, RecordedStep>> = {
  quote: 'compare-rates',
  quoteBatch: 'compare-rates',
  renders: 'generate-documents',
};

const ruleOf = (route: RequestRoute) =>
  (route.settings.app as { rateLimit?: RateRule } | undefined)?.rateLimit;

function recordedStepOf(request: Request): RecordedStep | undefined {
  const rule = ruleOf(request.route);
  if (!rule || !request.auth.isAuthenticated) return undefined;
  const status = (request.response as { statusCode?: number } | null)?.statusCode ?? 0;
  return status >= 200 && status < 300 ? STEP_OF_RULE[rule] : undefined;
}

export const onboardingPlugin: Plugin<{ ctx: AppContext }> = {
  name: 'exportdesk-onboarding',
  async register(server, { ctx }) {
    const service = new OnboardingService(ctx.db, ctx.redis, ctx.config.redisPrefix);
    const log = ctx.log.child({ area: 'onboarding' });
    // Not async: every other answer goes on without a promise in its way. Only routes whose
    // throttle records a step run it at all (lifecycle.ts decides once per route).
    lifecycleOf(server).add({
      point: 'onPreResponse',
      name: 'onboarding',
      appliesTo: (route) => {
        const rule = ruleOf(route);
        return Boolean(rule && STEP_OF_RULE[rule]);
      },
      run: (request, h) => {
        const step = recordedStepOf(request);
        if (!step || service.recorded(userOf(request), step)) return h.continue;
        // A failed write must not fail the quote or the document it follows.
        return service
          .record(userOf(request), step)
          .catch((err) => log.warn({ err, step }, 'onboarding step not recorded'))
          .then(() => h.continue);
      },
    });
    server.route(onboardingRoutes(service));
  },
};
