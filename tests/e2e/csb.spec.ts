import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/** My CSB (issue 16, My Docs): the CSB-V rows filtered by date and carrier, and the Excel download. */
test.setTimeout(120_000);

test('filter My CSB and download the CSB-V sheet', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), '/csb');
  await expect(page.getByRole('heading', { name: 'My CSB' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('From date').fill('2001-01-01');
  await page.getByLabel('To date').fill('2001-01-31');
  await page.getByLabel('Carrier').selectOption('dhl');
  await expect(page.getByText('No Record Found')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^csb-v.*\.xlsx$/);
  const { readFileSync } = await import('node:fs');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
});
