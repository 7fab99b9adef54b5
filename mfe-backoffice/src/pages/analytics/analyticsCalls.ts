/** The analytics call (stats/*, 000 §7; issue 17), super admin. */
import { STATS_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export interface AnalyticsFilter {
  from: string;
  to: string;
  /** one carrier's courier revenue; '' = all */
  carrier: string;
}

export const loadAnalytics = ({ carrier, ...period }: AnalyticsFilter, signal?: AbortSignal) =>
  callContract(STATS_CONTRACTS.analytics, { query: carrier ? { ...period, carrier } : period }, signal);
