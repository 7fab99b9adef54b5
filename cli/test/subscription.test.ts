import { describe, expect, it } from 'vitest';
import { subscriptionRows } from '../src/commands/subscription';

describe('exportdesk subscription (issue 14)', () => {
  it('plan, state, end, next plan and the limits used this month', () => {
    const rows = subscriptionRows({
      state: 'active',
      planName: 'Basic (monthly)',
      plan: { planId: 'BASIC-MLT-M', startDate: Date.UTC(2026, 10, 1), endDate: Date.UTC(2026, 11, 1) },
      next: [{ planId: 'PREMIUM-M', planName: 'Premium (monthly)', startDate: Date.UTC(2026, 11, 1) }],
      usage: { ordersThisMonth: 12, ordersLimit: 300, users: 1, usersLimit: 2 },
      features: ['orders.create', 'bulkUpload'],
    });
    expect(Object.fromEntries(rows)).toMatchObject({
      Plan: 'Basic (monthly)',
      State: 'active',
      Ends: '01-12-2026',
      Next: 'Premium (monthly) from 01-12-2026',
      'Orders this month': '12 of 300',
      'Exporter users': '1 of 2',
    });
  });
  it('no plan, unlimited orders', () => {
    const rows = Object.fromEntries(
      subscriptionRows({
        state: 'none',
        planName: null,
        plan: null,
        next: [],
        usage: { ordersThisMonth: 0, ordersLimit: null, users: 0, usersLimit: 10 },
        features: [],
      }),
    );
    expect(rows).toMatchObject({ Plan: 'No plan', Ends: '—', 'Orders this month': '0 of unlimited' });
  });
});
