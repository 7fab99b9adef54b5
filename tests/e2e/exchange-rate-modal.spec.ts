import { expect, test, type Page } from '@playwright/test';
import {
  EXCHANGE_RATE_MSG,
  formatInr,
  shownEffectiveDate,
  type CurrencyRate,
  type SdrValue,
} from '@exportdesk/core';
import { apiToken, byRole, signInWithToken } from './support';
import { API_URL } from './stack.mjs';

/**
 * Navbar > Tools > Exchange Rate (exporters and CHAs): the customs exchange rates the back office
 * publishes, in a dialog (getCurrencies, sdrValue), and the spec's messages when they cannot be
 * shown (001 §8 'Oops!' with 'No Currency Found' / 'Some error occurred while fetching currencies').
 */

async function published() {
  const token = await apiToken(byRole('exporter admin'));
  const get = (path: string) =>
    fetch(`${API_URL}/${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
  return {
    currencies: (await get('getCurrencies')).data as CurrencyRate[],
    sdr: (await get('sdrValue')).data as SdrValue,
  };
}

async function openExchangeRate(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
  await page.getByRole('menuitem', { name: 'Exchange Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange Rate' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Exchange Rate dialog', () => {
  test('an exporter sees the rates in force: USD with its value, the date and the notification', async ({
    page,
  }) => {
    const { currencies, sdr } = await published();
    const usd = currencies.find((c) => c.short === 'USD')!;
    await signInWithToken(page, byRole('exporter admin'), '/home');
    const dialog = await openExchangeRate(page);
    const table = dialog.getByRole('table', { name: 'Customs exchange rates' });
    await expect(table.locator('tbody tr')).toHaveCount(currencies.length);
    const row = table.locator('tbody tr').filter({ hasText: 'USD' });
    await expect(row).toContainText('US Dollar');
    await expect(row).toContainText(formatInr(usd.value));
    // the real effective date, or none for the seed's INDICATIVE rates (never 01-01-1970, issue 18)
    const shown = shownEffectiveDate(usd);
    if (shown) await expect(dialog).toContainText(shown);
    else await expect(dialog).not.toContainText('01-01-1970');
    await expect(dialog).toContainText(usd.reference);
    await expect(dialog.getByTestId('sdr-value')).toContainText(formatInr(sdr.value));

    // Find a currency by code; sort by value.
    await dialog.getByLabel('Find a currency').fill('usd');
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await dialog.getByLabel('Find a currency').fill('');
    await table.getByRole('button', { name: /₹ per unit/ }).click();
    await expect(table.locator('th', { hasText: '₹ per unit' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.locator('tbody tr').first()).toContainText(
      currencies.reduce((a, b) => (a.value <= b.value ? a : b)).short,
    );
  });

  test('keyboard only: opened from the menu with Enter, closed with Escape, focus back on the menu', async ({
    page,
  }) => {
    await signInWithToken(page, byRole('CHA (4)'), '/home');
    const tools = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' });
    await tools.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Exchange Rate' });
    await item.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Exchange Rate' });
    await expect(dialog.locator('tbody tr').filter({ hasText: 'USD' })).toBeVisible();
    // Tab stays inside the dialog.
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(tools).toBeFocused();
  });

  test('on a phone the rows are cards and nothing scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signInWithToken(page, byRole('exporter admin'), '/home');
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = await openExchangeRate(page);
    const usd = dialog.locator('tbody tr').filter({ hasText: 'USD' });
    await expect(usd).toBeVisible();
    await expect(dialog.locator('thead')).toBeHidden();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth + 1)).toBe(true);
  });

  test("the spec's messages: 'Oops!' with 'No Currency Found', or when the call fails", async ({ page }) => {
    await signInWithToken(page, byRole('exporter admin'), '/home');
    await page.route('**/api/v1/getCurrencies', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: EXCHANGE_RATE_MSG.noCurrency }),
      }),
    );
    let dialog = await openExchangeRate(page);
    await expect(dialog.getByRole('alert')).toContainText(EXCHANGE_RATE_MSG.oops);
    await expect(dialog.getByRole('alert')).toContainText(EXCHANGE_RATE_MSG.noCurrency);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    await page.unroute('**/api/v1/getCurrencies');
    await page.route('**/api/v1/getCurrencies', (route) => route.abort('connectionrefused'));
    await page.reload();
    dialog = await openExchangeRate(page);
    await expect(dialog.getByRole('alert')).toContainText(EXCHANGE_RATE_MSG.oops);
    await expect(dialog.getByRole('alert')).toContainText(EXCHANGE_RATE_MSG.fetchFailed);
  });
});
