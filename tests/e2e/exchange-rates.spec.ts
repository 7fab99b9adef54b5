import { expect, test, type Page } from '@playwright/test';
import { effectiveDate, formatInrRate } from '@exportdesk/core';
import { apiToken, byRole, signInWithToken } from './support';
import { API_URL } from './stack.mjs';

/**
 * Customs exchange rates (Tools, super admin): the rates in force, a notification published from
 * the form (checked, confirmed, toasted) and shown in the table and history; an exporter cannot
 * open the page. It publishes the Korean Won only, a currency no other spec's dockets use, so
 * their documents keep their figures.
 */

const form = (page: Page) => page.getByRole('form', { name: 'Publish a notification' });
const current = (page: Page) => page.getByRole('table', { name: 'Exchange rates in force' });

test.describe('Customs Exchange Rates', () => {
  test('an exporter cannot open the page', async ({ page }) => {
    await signInWithToken(page, byRole('exporter admin'), '/exchange-rates');
    await expect(page.getByText('Oops!')).toBeVisible();
    await expect(form(page)).toHaveCount(0);
  });

  test('the super admin publishes a notification and the table shows it', async ({ page }) => {
    await signInWithToken(page, byRole('super admin'), '/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Customs Exchange Rates' }).click();
    await expect(page).toHaveURL(/\/exchange-rates$/);
    await expect(page.getByRole('heading', { name: 'Customs Exchange Rates', level: 1 })).toBeVisible();
    await expect(current(page).locator('tbody tr')).toHaveCount(23);
    const krwRow = current(page).locator('tbody tr').filter({ hasText: 'KRW' });
    const before = (await krwRow.textContent()) ?? '';

    // Digits and dot only; the field is prefilled with the rate in force.
    const krw = form(page).getByLabel('KRW · South Korean Won');
    await expect(krw).toHaveValue(/^\d+(\.\d+)?$/);
    // A value unlike the one in force, also when this runs again on the same stack.
    const next = (await krw.inputValue()) === '0.0631' ? '0.0632' : '0.0631';
    await krw.fill('');
    await krw.pressSequentially(`${next.slice(0, 4)}a${next.slice(4, 5)},${next.slice(5)}`);
    await expect(krw).toHaveValue(next);
    await expect(form(page).getByLabel('KRW changes by', { exact: false })).toBeVisible();

    // Refused on the page before anything is sent: no reference, a past date.
    await form(page)
      .getByLabel('Effective from (DD-MM-YYYY)')
      .fill(effectiveDate(Date.now() - 3 * 86_400_000));
    await form(page).getByRole('button', { name: 'Publish' }).click();
    await expect(form(page)).toContainText('Effective date cannot be before today');
    await expect(form(page)).toContainText('Please enter the notification reference');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const today = effectiveDate(Date.now());
    const reference = `CBIC Notification No. ${Date.now() % 1000}/2026-Customs (N.T.)`;
    await form(page).getByLabel('Effective from (DD-MM-YYYY)').fill(today);
    await form(page).getByLabel('Notification reference').fill(reference);
    await form(page).getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Publish these exchange rates?');
    await expect(dialog.getByRole('row').filter({ hasText: 'KRW' })).toContainText(
      formatInrRate(Number(next)),
    );
    await dialog.getByRole('button', { name: 'Yes, Publish' }).click();
    await expect(page.getByText(`1 exchange rate published, effective from ${today}.`)).toBeVisible();

    await expect(krwRow).toContainText(formatInrRate(Number(next)));
    await expect(krwRow).toContainText(reference);
    expect(before).not.toContain(reference);
    await page.getByRole('tab', { name: /History/ }).click();
    const history = page.getByRole('table', { name: 'Exchange rate history' });
    await expect(history.locator('tbody tr').filter({ hasText: reference })).toContainText('current');

    // The form starts again from the rates now in force.
    await expect(form(page).getByLabel('KRW · South Korean Won')).toHaveValue(next);
    // And what exporters read (getCurrencies) is the published value.
    const token = await apiToken(byRole('exporter admin'));
    const res = (await (
      await fetch(`${API_URL}/getCurrencies`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { data: Array<{ short: string; value: number }> };
    expect(res.data.find((c) => c.short === 'KRW')?.value).toBe(Number(next));
  });
});
