/** The exporter dashboard's call (stats/*, 000 §7; issue 17). */
import { STATS_CONTRACTS } from '@exportdesk/core';
import { callContract } from '@exportdesk/portal-kit';

export interface DashboardFilter {
  from: string;
  to: string;
  exporterId: number | null;
}

export const loadDashboard = (f: DashboardFilter, signal?: AbortSignal) =>
  callContract(
    STATS_CONTRACTS.dashboard,
    { query: { from: f.from, to: f.to, ...(f.exporterId ? { exporterId: f.exporterId } : {}) } },
    signal,
  );
