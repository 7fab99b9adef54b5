/** The exporter dashboard's call (stats/*, 000 §7; issue 17). */
import type { DashboardStats } from '@exportdesk/core';
import { get } from '@exportdesk/portal-kit';

export interface DashboardFilter {
  from: string;
  to: string;
  exporterId: number | null;
}

export const loadDashboard = (f: DashboardFilter, signal?: AbortSignal) =>
  get<DashboardStats>(
    `stats/dashboard?${new URLSearchParams({
      from: f.from,
      to: f.to,
      ...(f.exporterId ? { exporterId: String(f.exporterId) } : {}),
    })}`,
    signal,
  );
