import { describe, expect, it } from 'vitest';
import { navbarFor, navLabels, parcelsPathFor } from '../src/portal/navbar';
import { homeTilesFor, dashboardTilesFor } from '../src/portal/tiles';
import type { Principal } from '../src/roles';

const who = (userType: number, roles: string[] = []): Principal => ({ userType, roles });

// role → labels it must show and must not show (002 §6 "Navbar by role")
const TABLE: Array<[string, Principal | null, string[], string[]]> = [
  [
    'visitor',
    null,
    [
      'Home',
      'Track my parcel',
      'Pricing',
      'Resources',
      'Helpdesk > Report an Issue',
      'Helpdesk > Contact us',
    ],
    ['Updates', 'Tools', 'Helpdesk > Tickets', 'Helpdesk > Helpful Resources'],
  ],
  [
    'super admin',
    who(10, ['isAdmin', 'isSuperAdmin']),
    [
      'Analytics',
      'My Parcels > View Parcels for all carriers',
      'My Docs > Domestic Shipments',
      'My Services > Manage Billing',
      'My Services > Manage Agents',
      'My Services > AD Code Registration',
      'My Services > Export Proof Docs',
      'My Services > Pickup Subscription',
      'Tools > Rate Upload',
      'Tools > Sales Reports',
      'Helpdesk > Tickets',
      'Accounts > DHL Billing',
      'Accounts > Approvals',
      'Accounts > Aramex Billing',
      'Accounts > Tax Invoices',
      'Account > Settings',
      'My Docs > My CSB',
      'My Docs > My MEIS',
      'My Docs > My GSTR',
      'My Docs > My Invoices',
      'Exporter Dashboard',
      'Pricing',
    ],
    ['Account > My Account', 'Tools > Exchange Rate'],
  ],
  [
    'admin (not super)',
    who(10, ['isAdmin']),
    ['Helpdesk > Contact us'],
    [
      'Analytics',
      'Helpdesk > Tickets',
      'Accounts',
      'Account > My Account',
      'Pricing',
      'My Docs > My CSB',
      'My Parcels > Bulk Upload',
    ],
  ],
  [
    'exporter admin',
    who(1, ['isAdmin']),
    [
      'Home',
      'My Docs > My CSB',
      'My Docs > My MEIS',
      'My Docs > My GSTR',
      'My Docs > My Invoices',
      'Exporter Dashboard',
      'My Services > AD Code Registration',
      'Tools > Exchange Rate',
      'Pricing',
      'Account > My Account',
      'My Parcels > Bulk Upload',
    ],
    ['Analytics', 'Accounts', 'Helpdesk > Tickets', 'Tools > Rate Upload', 'My Docs > Domestic Shipments'],
  ],
  [
    'exporter user',
    who(3),
    ['Home', 'My Docs > My PBE', 'Account > My Account', 'My Parcels > Bulk Upload'],
    ['Pricing', 'Tools > Exchange Rate', 'My Docs > My CSB', 'Helpdesk > Contact us', 'Exporter Dashboard'],
  ],
  [
    'CHA',
    who(4),
    ['Pricing', 'Tools > Exchange Rate', 'Helpdesk > Contact us'],
    ['Analytics', 'My Docs > My MEIS'],
  ],
  ['agent', who(12), ['Tools > Exchange Rate', 'Pricing'], ['Helpdesk > Tickets']],
  [
    'FPO agent',
    who(5, ['isFpoAgent']),
    ['Tools > Track Parcels', 'Helpdesk > Contact us', 'My Docs > My PBE'],
    ['Account > My Account', 'Pricing', 'My Parcels', 'My Parcels > Bulk Upload'],
  ],
  [
    'DGFT',
    who(7, ['dgft']),
    ['Updates', 'Tools'],
    ['Home', 'Inventory', 'My Docs', 'My Docs > My PBE', 'Helpdesk > Contact us', 'Account > My Account'],
  ],
];

describe('navbar by role (002 §6)', () => {
  it.each(TABLE)('%s', (_name, p, must, mustNot) => {
    const labels = navLabels(navbarFor(p));
    for (const l of must) expect(labels, l).toContain(l);
    for (const l of mustNot) expect(labels, l).not.toContain(l);
  });

  it("'The carrier's parcels link depends on the profile's defaultCarrier.'", () => {
    expect(parcelsPathFor('dhl')).toBe('/dhlboxes/dhl');
    expect(parcelsPathFor(undefined)).toBe('/boxes/indiapost');
    const bar = navbarFor(who(1), { defaultCarrier: 'aramex' });
    const parcels = bar.find((e) => e.label === 'My Parcels');
    expect(parcels && 'items' in parcels && parcels.items[0].to).toBe('/aramexparcels');
  });
});

describe('home and dashboard tiles (000 §2.4)', () => {
  const titles = (t: { title: string }[]) => t.map((x) => x.title);
  it('Manage Documents always; STATS for admins; Clients & Users for super admin', () => {
    expect(titles(homeTilesFor(who(3)))).toEqual(['Manage Documents']);
    expect(titles(homeTilesFor(who(1, ['isAdmin'])))).toEqual(['STATS', 'Manage Documents']);
    expect(titles(homeTilesFor(who(10, ['isAdmin', 'isSuperAdmin'])))).toEqual([
      'STATS',
      'Manage Documents',
      'Clients & Users',
    ]);
  });
  it('Track Parcels and Scan Parcel for FPO agents who are not super admins', () => {
    expect(titles(homeTilesFor(who(5, ['isFpoAgent'])))).toEqual([
      'Manage Documents',
      'Track Parcels',
      'Scan Parcel',
    ]);
    expect(titles(homeTilesFor(who(10, ['isSuperAdmin', 'isFpoAgent'])))).not.toContain('Track Parcels');
  });
  it('dashboard: Meis Application unless fpo-agent, Scan Parcel only with it', () => {
    expect(titles(dashboardTilesFor(who(3)))).toEqual([
      'Exports Through India Post',
      'GST Return For Exports',
      'Meis Application',
    ]);
    expect(titles(dashboardTilesFor(who(5, ['isFpoAgent'])))).toEqual([
      'Exports Through India Post',
      'GST Return For Exports',
      'Scan Parcel',
    ]);
  });
});
