import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/**
 * Issue 27 item 7: analytics draws its figures (rings for shares, bars for counts, inline SVG)
 * with words for screen readers, and each chart turns into its table on request.
 */
test('analytics: charts with a summary, and the same figures as a table', async ({ page }) => {
  await signInWithToken(page, byRole('super admin'), '/analytics');
  const plan = page.getByRole('figure', { name: 'Revenue by plan' });
  await expect(plan).toBeVisible();
  const charts = page.locator('figure.dash-chart');
  await expect(charts).toHaveCount(4);
  // every drawn chart speaks its figures
  for (const svg of await page.locator('figure.dash-chart svg[role="img"]').all())
    await expect(svg).toHaveAttribute('aria-label', /: .+\./);
  const fpo = page.getByRole('figure', { name: 'Parcels per FPO' });
  const toggle = fpo.getByRole('button', { name: 'Show as table' });
  if (await toggle.count()) {
    await toggle.click();
    await expect(fpo.getByRole('table')).toBeVisible();
    await expect(fpo.getByRole('columnheader', { name: 'Parcels' })).toBeVisible();
    await fpo.getByRole('button', { name: 'Show as chart' }).click();
    await expect(fpo.locator('svg[role="img"]')).toBeVisible();
  } else await expect(fpo).toContainText('No Data Found');
});

test('the period form: a carrier and dates of the page’s form, applied together by Show', async ({
  page,
}) => {
  await signInWithToken(page, byRole('super admin'), '/analytics');
  await expect(page.getByRole('figure', { name: 'Revenue by plan' })).toBeVisible();
  const period = page.getByRole('form', { name: 'Period' });
  const carrier = period.getByLabel('Carrier');
  const pick = (await carrier.locator('option').nth(1).getAttribute('value'))!;
  await carrier.selectOption(pick);
  await expect(carrier).toHaveValue(pick);
  await period.getByLabel('From', { exact: true }).fill('2026-01-01');
  await period.getByLabel('To', { exact: true }).fill('2026-01-31');
  const asked = page.waitForRequest((r) => r.url().includes('/stats/analytics?'));
  await period.getByRole('button', { name: 'Show' }).click();
  const query = new URL((await asked).url()).searchParams;
  expect([query.get('from'), query.get('to'), query.get('carrier')]).toEqual([
    '2026-01-01',
    '2026-01-31',
    pick,
  ]);
});
