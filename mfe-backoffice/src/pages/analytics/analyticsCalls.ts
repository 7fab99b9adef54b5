/** The analytics call (stats/*, 000 §7; issue 17), super admin. */
import type { AnalyticsStats } from '@exportdesk/core';
import { get } from '@exportdesk/portal-kit';

export interface AnalyticsFilter {
  from: string;
  to: string;
  /** one carrier's courier revenue; '' = all */
  carrier: string;
}

export const loadAnalytics = ({ carrier, ...period }: AnalyticsFilter, signal?: AbortSignal) =>
  get<AnalyticsStats>(
    `stats/analytics?${new URLSearchParams(carrier ? { ...period, carrier } : period)}`,
    signal,
  );
