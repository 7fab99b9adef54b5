import { expect, test } from '@playwright/test';
import { STATS_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * The exporter dashboard's charts (issue 17): a real line chart of parcels per day, and its table
 * view with the same days and figures (the table's parcels add up to the Parcels tile).
 */
test.setTimeout(120_000);

test('parcels per day: chart, then the same figures as a table', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), '/exporterdashboard');
  await expect(page.getByRole('heading', { name: 'Exporter Dashboard' })).toBeVisible({ timeout: 60_000 });
  const figure = page.getByRole('figure', { name: /Parcels per day/ });
  const chart = figure.getByRole('img');
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /Parcels per day: \d+ days from \d{4}-\d{2}-\d{2}/);
  expect(await figure.locator('path.dash-chart__line').getAttribute('d')).toMatch(
    /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/,
  );

  const tile = page.locator('.dash-tile', { hasText: 'Parcels' }).first().locator('.dash-tile__value');
  const parcels = Number((await tile.textContent())?.trim());
  await figure.getByRole('button', { name: 'Show as table' }).click();
  const rows = figure.getByRole('table').locator('tbody tr');
  expect(await rows.count()).toBeGreaterThanOrEqual(30);
  const values = await rows.locator('td').allTextContents();
  expect(values.reduce((a, v) => a + Number(v), 0)).toBe(parcels);
  await figure.getByRole('button', { name: 'Show as chart' }).click();
  await expect(figure.getByRole('img')).toBeVisible();
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
});

test('the period: From after To refused in the rule’s words; Show applies a good one', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), '/exporterdashboard');
  await expect(page.getByRole('heading', { name: 'Exporter Dashboard' })).toBeVisible({ timeout: 60_000 });
  const period = page.getByRole('form', { name: 'Period' });
  await period.getByLabel('From', { exact: true }).fill('2026-02-10');
  await period.getByLabel('To', { exact: true }).fill('2026-02-01');
  await period.getByRole('button', { name: 'Show' }).click();
  await expect(period.getByRole('alert')).toHaveText(STATS_MSG.badPeriod);
  // Keyboard: Enter in a date applies the period.
  await period.getByLabel('To', { exact: true }).fill('2026-02-16');
  await period.getByLabel('To', { exact: true }).press('Enter');
  await expect(period.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('figure', { name: /Parcels per day/ }).getByRole('img')).toHaveAttribute(
    'aria-label',
    /: 7 days from /,
  );
});
