import { expect, test } from '@playwright/test';
import { byRole, navLabels, signInWithToken } from './support';

/** role → menu items it must and must not show (002 §6 "Navbar by role"; 000 §6). */
const TABLE: Array<[string, string[], string[]]> = [
  [
    'super admin',
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
      'My Docs > My CSB',
      'My Docs > My MEIS',
      'My Docs > My GSTR',
      'My Docs > My Invoices',
      'Exporter Dashboard',
      'Pricing',
      'Account > Settings',
    ],
    ['Account > My Account', 'Tools > Exchange Rate'],
  ],
  [
    'admin',
    ['Home', 'Helpdesk > Contact us', 'Updates'],
    ['Analytics', 'Helpdesk > Tickets', 'Accounts', 'Account > My Account', 'Pricing'],
  ],
  [
    'exporter admin',
    [
      'Home',
      'Inventory',
      'My Docs > My PBE',
      'My Docs > My CSB',
      'My Docs > My MEIS',
      'My Docs > My GSTR',
      'My Docs > My Invoices',
      'Exporter Dashboard',
      'My Services > AD Code Registration',
      'Tools > Exchange Rate',
      'Pricing',
      'Account > My Account',
      'Helpdesk > Track My Parcel',
      'Helpdesk > Helpful Resources',
    ],
    ['Analytics', 'Accounts', 'Helpdesk > Tickets', 'Tools > Rate Upload', 'My Docs > Domestic Shipments'],
  ],
  [
    'exporter user',
    ['Home', 'My Docs > My PBE', 'Account > My Account', 'My Parcels > Bulk Upload'],
    ['Pricing', 'Tools > Exchange Rate', 'My Docs > My CSB', 'Exporter Dashboard', 'Helpdesk > Contact us'],
  ],
  [
    'CHA (4)',
    ['Pricing', 'Tools > Exchange Rate', 'Helpdesk > Contact us'],
    ['Analytics', 'My Docs > My MEIS', 'Helpdesk > Tickets'],
  ],
  ['agent', ['Tools > Exchange Rate', 'Pricing'], ['Helpdesk > Tickets', 'Accounts']],
  [
    'FPO',
    ['Tools > Track Parcels', 'Helpdesk > Contact us', 'My Docs > My PBE'],
    ['Account > My Account', 'Pricing', 'My Parcels'],
  ],
  [
    'DGFT',
    ['Updates', 'Tools'],
    ['Home', 'Inventory', 'My Docs', 'My Docs > My PBE', 'Helpdesk > Contact us', 'Account > My Account'],
  ],
];

test.describe('navigation by role (002 §6)', () => {
  for (const [role, must, mustNot] of TABLE) {
    test(role, async ({ page }) => {
      const r = byRole(role);
      await signInWithToken(page, r);
      await expect(page).toHaveURL(new RegExp(`${r.landing}$`));
      const labels = await navLabels(page);
      for (const l of must) expect(labels, `${role} must show ${l}`).toContain(l);
      for (const l of mustNot) expect(labels, `${role} must not show ${l}`).not.toContain(l);
    });
  }

  test('home and dashboard tiles follow the role (000 §2.4)', async ({ page }) => {
    await signInWithToken(page, byRole('super admin'), '/home');
    await expect(page.getByTestId('tile')).toContainText(['STATS', 'Manage Documents', 'Clients & Users']);
    await signInWithToken(page, byRole('exporter user'), '/home');
    await expect(page.getByTestId('tile')).toHaveText([/Manage Documents/]);
    await page.getByTestId('tile').first().click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('tile')).toContainText([
      'Exports Through India Post',
      'GST Return For Exports',
      'Meis Application',
    ]);
  });
});
