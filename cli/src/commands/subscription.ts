/**
 * `exportdesk subscription` (issue 14): the plan, its state and end, what comes next, and the
 * limits used this month (orders, users), from GET authentication/subscription.
 */
import type { Command } from 'commander';
import { formatDateDMY } from '@exportdesk/core';
import { apiCall } from '../lib/client';
import { requireToken } from '../lib/config';
import { commandContext } from './shared';

const day = (ms: number | null | undefined) => (ms ? formatDateDMY(new Date(ms + 19_800_000)) : '—');
const limit = (used: number, max: number | null) => `${used} of ${max === null ? 'unlimited' : max}`;

export interface SubscriptionAnswer {
  state: string;
  planName: string | null;
  plan: { planId: string; endDate: number; startDate: number } | null;
  next: Array<{ planId: string; planName?: string; startDate: number }>;
  usage?: { ordersThisMonth: number; ordersLimit: number | null; users: number; usersLimit: number };
  features: string[];
}

export function subscriptionRows(d: SubscriptionAnswer): Array<[string, string]> {
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
        await apiCall<SubscriptionAnswer>(s.apiUrl, 'GET', 'authentication/subscription', {
          token: requireToken(s),
        })
      ).data;
      await out.result(d, (v) => v.drawKeyValues('Subscription', subscriptionRows(d)));
    });
}
