/**
 * `exportdesk subscription` (issue 14): the plan, its state and end, what comes next, and the
 * limits used this month (orders, users), from GET authentication/subscription.
 */
import type { Command } from 'commander';
import {
  formatDateDMY,
  SUBSCRIPTION_CONTRACTS,
  type CurrentSubscription,
  type HeldPlan,
} from '@exportdesk/core';
import { contractCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { commandContext } from './shared';

const day = (ms: number | null | undefined) => (ms ? formatDateDMY(new Date(ms + 19_800_000)) : '—');
const limit = (used: number, max: number | null) => `${used} of ${max === null ? 'unlimited' : max}`;

/** What the rows read of the subscription answer (core's contract). */
export type SubscriptionView = Pick<CurrentSubscription, 'state' | 'planName' | 'usage'> & {
  plan: Pick<HeldPlan, 'planId' | 'startDate' | 'endDate'> | null;
  next: Array<Pick<HeldPlan, 'planId' | 'planName' | 'startDate'>>;
  features: readonly string[];
};

export function subscriptionRows(d: SubscriptionView): Array<[string, string]> {
  const rows: Array<[string, string]> = [
    ['Plan', d.planName ?? 'No plan'],
    ['State', d.state],
    ['Ends', day(d.plan?.endDate)],
  ];
  for (const n of d.next) rows.push(['Next', `${n.planName ?? n.planId} from ${day(n.startDate)}`]);
  if (d.usage) {
    rows.push(['Orders this month', limit(d.usage.ordersThisMonth, d.usage.ordersLimit)]);
    rows.push(['Exporter users', limit(d.usage.users, d.usage.usersLimit)]);
  }
  rows.push(['Features', d.features.join(', ') || '—']);
  return rows;
}

export function registerSubscription(program: Command): void {
  program
    .command('subscription')
    .description('Show the plan, its end and the limits used this month')
    .action(async (_opts, cmd) => {
      const { out, settings: s } = commandContext(cmd);
      const d = (
        await contractCall(s.apiUrl, SUBSCRIPTION_CONTRACTS.subscription, {}, { token: requireToken(s) })
      ).data;
      await out.result(d, (v) => v.drawKeyValues('Subscription', subscriptionRows(d)));
    });
}
