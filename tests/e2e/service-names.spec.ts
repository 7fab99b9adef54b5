import { expect, test } from '@playwright/test';
import { CARRIER_NAMES, formatInr, type CarrierId } from '@exportdesk/core';
import { apiPost, byRole, signInWithToken } from './support';

/**
 * Issue 18: the calculator shows each carrier and service in the same words, and each price with
 * the same rupee formatting, as the quote API answers them (which is what the CLI prints).
 */
test("the calculator's service names and prices are the quote API's (the CLI's)", async ({ page }) => {
  const token = await signInWithToken(page, byRole('exporter admin'), '/ratecalculator/usa_10_10_10_500');
  const quote = await apiPost(
    'rates/quote',
    { country: 'USA', weight: 500, length: 10, width: 10, height: 10 },
    token,
  );
  expect(quote.success, quote.message).toBe(true);
  await expect(page.getByRole('region', { name: 'Rates' })).toHaveAttribute('aria-busy', 'false');
  const shown = quote.data.options.filter(
    (o: { available: boolean; carrier: string }) => o.available && o.carrier !== 'delhivery',
  );
  expect(shown.length).toBeGreaterThan(3);
  for (const o of shown as Array<{ carrier: CarrierId; label: string; total: number; cost: number }>) {
    const block = page.locator(`[data-carrier="${o.carrier}"]`);
    await expect(block, o.label).toContainText(CARRIER_NAMES[o.carrier]);
    await expect(block, o.label).toContainText(o.label);
    await expect(block, o.label).toContainText(formatInr(o.cost));
  }
});
