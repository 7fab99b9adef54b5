/** The analytics call (stats/*, 000 §7; issue 17), super admin. */
import type { AnalyticsStats } from '@exportdesk/core';
import { get } from '@exportdesk/portal-kit';

export const loadAnalytics = (p: { from: string; to: string }, signal?: AbortSignal) =>
  get<AnalyticsStats>(`stats/analytics?${new URLSearchParams(p)}`, signal);
