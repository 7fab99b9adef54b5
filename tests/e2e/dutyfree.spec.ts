import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/** Duty-free import allowance (issue 16, Tools): the de minimis table, searchable and sortable. */
test.setTimeout(120_000);

test('search the de minimis table; the US row names the 800 USD threshold and its suspension', async ({
  page,
}) => {
  await signInWithToken(page, byRole('exporter admin'), '/dutyfreeimportallowance');
  await expect(page.getByRole('heading', { name: 'Duty-Free Import Allowance' })).toBeVisible({
    timeout: 60_000,
  });
  const table = page.getByRole('table', { name: 'Duty-free import allowance by destination' });
  await expect(table.locator('tbody tr').first()).toBeVisible();

  await page.getByLabel('Search country, code or currency').fill('united states');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toContainText('800 USD');
  await expect(table.locator('tbody tr').first()).toContainText('suspended');

  await page.getByLabel('Search country, code or currency').fill('qqqq');
  await expect(page.getByText('No Record Found')).toBeVisible();
});
