import { expect, test, type Page } from '@playwright/test';
import { byRole, PASSWORD, quietNotices, signInWithToken } from './support';

/** The postage rate calculator (000 §2.3, §4.1, §5, §8, §9; 001 §9), against the seeded tariffs. */

const exporter = byRole('exporter admin');
const form = (page: Page) => page.getByRole('form', { name: 'Rate calculator' });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const country = (page: Page) => page.getByRole('combobox', { name: 'Destination country' });
const calculate = (page: Page) => page.getByRole('button', { name: 'Calculate' });
const block = (page: Page, carrier: string) => page.locator(`[data-carrier="${carrier}"]`);
/** every carrier's call has answered (or failed) */
const settled = (page: Page) =>
  expect(page.getByRole('region', { name: 'Rates' })).toHaveAttribute('aria-busy', 'false');
const line = (page: Page, key: string) => page.locator(`[data-service="${key}"]`);

async function fillParcel(page: Page, p: { weight: string; length: string; width: string; height: string }) {
  await field(page, 'Weight (grams)').fill(p.weight);
  await field(page, 'Length (cm)').fill(p.length);
  await field(page, 'Width (cm)').fill(p.width);
  await field(page, 'Height (cm)').fill(p.height);
}

async function pickCountry(page: Page, typed: string, name: string) {
  await country(page).fill(typed);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(country(page)).toHaveValue(name);
}

test.describe('rate calculator', () => {
  test('"new" in any letter case starts empty; Calculate waits for all five values, non-zero', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/ratecalculator/NeW');
    await expect(page.getByRole('heading', { name: 'Postage Rate Calculator' })).toBeVisible();
    await expect(country(page)).toHaveValue('');
    await expect(country(page)).toHaveAttribute('placeholder', 'Select Destination Country');
    for (const l of ['Weight (grams)', 'Length (cm)', 'Width (cm)', 'Height (cm)'])
      await expect(field(page, l)).toHaveValue('');
    await expect(calculate(page)).toBeDisabled();

    await fillParcel(page, { weight: '500', length: '10', width: '10', height: '10' });
    await expect(calculate(page), 'no country yet').toBeDisabled();
    await pickCountry(page, 'usa', 'USA');
    await expect(calculate(page)).toBeEnabled();
    await field(page, 'Height (cm)').fill('0');
    await expect(calculate(page), 'a zero size').toBeDisabled();
    await field(page, 'Height (cm)').fill('');
    await expect(calculate(page), 'a missing size').toBeDisabled();
    await field(page, 'Height (cm)').fill('10');
    await calculate(page).click();
    await expect(line(page, 'indiapost:itps')).toContainText('₹715.00');
  });

  test('numeric fields take only digits, dot and space; Ctrl/Meta combinations still work', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/ratecalculator/new');
    const weight = field(page, 'Weight (grams)');
    await weight.click();
    await page.keyboard.type('1a2-b,3e. 5+kg');
    await expect(weight).toHaveValue('123. 5');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('750');
    await expect(weight, 'Ctrl+A selected the text, typing replaced it').toHaveValue('750');
    // pasted text is cleaned by the same rule
    await weight.fill('');
    await weight.fill('2kg50');
    await expect(weight).toHaveValue('250');
  });

  test('details pre-fill the form and the calculation runs at once; every carrier of the display rules', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/ratecalculator/usa_10_10_10_500');
    await expect(country(page)).toHaveValue('USA');
    await expect(field(page, 'Weight (grams)')).toHaveValue('500');
    await expect(field(page, 'Height (cm)')).toHaveValue('10');
    // India Post's four services with their delivery promises (001 §9)
    await expect(line(page, 'indiapost:ems')).toContainText('EMS Speed Post');
    await expect(line(page, 'indiapost:ems')).toContainText('₹965.00');
    await expect(line(page, 'indiapost:ems')).toContainText('7-9 days');
    await expect(line(page, 'indiapost:itps')).toContainText('International Tracked Packets');
    await expect(line(page, 'indiapost:itps')).toContainText('14-20 days');
    await expect(line(page, 'indiapost:airService')).toContainText('20-25 days');
    await expect(line(page, 'indiapost:airService')).toContainText('without tracking');
    await expect(line(page, 'indiapost:airService')).toContainText('Not Available');
    // first courier for USA; second and third with the spec's delivery times (000 §9); fourth per block
    await expect(block(page, 'dhl')).toContainText('₹1,850.00');
    await expect(block(page, 'aramex')).toContainText('7-10 days');
    await expect(block(page, 'fedex')).toContainText('₹1,810.00');
    await expect(block(page, 'fedex')).toContainText('3-7 days');
    await expect(block(page, 'xpressbees')).toContainText('Express');
    await expect(block(page, 'xpressbees')).toContainText('Standard');
    // fifth courier: flag off (000 §9)
    await settled(page);
    await expect(block(page, 'delhivery')).toHaveCount(0);
    await expect(page.getByText('Prices may vary for this country.', { exact: true })).toBeVisible();
  });

  test('the first courier shows only for USA, United Kingdom and Australia', async ({ page }) => {
    await signInWithToken(page, exporter, '/ratecalculator/Germany_10_10_10_500');
    await expect(block(page, 'indiapost')).toBeVisible();
    await settled(page);
    await expect(block(page, 'dhl')).toHaveCount(0);
    await signInWithToken(page, exporter, '/ratecalculator/United Kingdom_10_10_10_500');
    await expect(block(page, 'dhl')).toBeVisible();
  });

  test('a country change clears the old results; the search picks with the keyboard', async ({ page }) => {
    await signInWithToken(page, exporter, '/ratecalculator/USA_10_10_10_500');
    await expect(line(page, 'indiapost:itps')).toContainText('₹715.00');
    await country(page).fill('united k');
    await page.keyboard.press('Enter');
    await expect(country(page)).toHaveValue('United Kingdom');
    await expect(block(page, 'indiapost')).toHaveCount(0);
    await expect(page.locator('[data-carrier]')).toHaveCount(0);
    await calculate(page).click();
    await expect(block(page, 'indiapost')).toBeVisible();
  });

  test('"Weight not supported by any available delivery type" in place of the India Post prices', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/ratecalculator/USA_10_10_10_25000');
    await expect(block(page, 'indiapost')).toContainText(
      'Weight not supported by any available delivery type',
    );
    await settled(page);
    await expect(block(page, 'indiapost').locator('[data-service]')).toHaveCount(0);
  });

  test('a failing carrier silently shows no price; the others still show', async ({ page }) => {
    await page.route('**/api/v1/aramex/calculateAramexCharges', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }),
    );
    await page.route('**/api/v1/fedex/getShipmentRatesFedex', (r) => r.abort());
    await signInWithToken(page, exporter, '/ratecalculator/USA_10_10_10_500');
    await expect(block(page, 'xpressbees')).toBeVisible();
    await expect(block(page, 'indiapost')).toBeVisible();
    await settled(page);
    await expect(block(page, 'aramex')).toHaveCount(0);
    await expect(block(page, 'fedex')).toHaveCount(0);
    await expect(page.getByText('boom')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('"No Country Found" when the countries call fails or answers an empty list', async ({ page }) => {
    await page.route('**/api/v1/authentication/getCountries', (r) =>
      r.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true,"data":[]}' }),
    );
    await signInWithToken(page, exporter, '/ratecalculator/new');
    await expect(page.getByRole('alert').filter({ hasText: 'No Country Found' })).toBeVisible();
    await page.unroute('**/api/v1/authentication/getCountries');
    await page.route('**/api/v1/authentication/getCountries', (r) => r.abort());
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'No Country Found' })).toBeVisible();
    await country(page).click();
    await expect(page.getByRole('listbox', { name: 'Countries' })).toContainText('No Country Found');
  });

  test('the fee tooltip appears after 300 ms, not before', async ({ page }) => {
    await signInWithToken(page, exporter, '/ratecalculator/USA_10_10_10_500');
    const price = line(page, 'indiapost:itps').locator('.rc-tip');
    await expect(price).toContainText('₹715.00');
    const timing = await price.evaluate(async (el) => {
      const t0 = performance.now();
      (el as HTMLElement).focus();
      await new Promise((r) => setTimeout(r, 0));
      const early = !!document.querySelector('[role="tooltip"]');
      while (!document.querySelector('[role="tooltip"]') && performance.now() - t0 < 3000)
        await new Promise((r) => requestAnimationFrame(r));
      return {
        early,
        elapsed: performance.now() - t0,
        text: document.querySelector('[role="tooltip"]')?.textContent,
      };
    });
    expect(timing.early).toBe(false);
    expect(timing.elapsed).toBeGreaterThanOrEqual(295);
    expect(timing.text).toBe('Rs 70 registration fee is already included in the tariff.');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await price.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'Rs 70 registration fee is already included in the tariff.',
    );
  });

  test('the EMS Tariff Discount Structure modal: the tiers and Close', async ({ page }) => {
    await signInWithToken(page, exporter, '/ratecalculator/new');
    await page.getByRole('button', { name: 'EMS Tariff Discount Structure' }).click();
    const dialog = page.getByRole('dialog', { name: 'EMS Tariff Discount Structure' });
    await expect(dialog).toBeVisible();
    const rows = dialog.locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('₹2,00,000.00 to ₹10,00,000.00');
    await expect(rows.nth(0)).toContainText('5%');
    await expect(rows.nth(1)).toContainText('₹10,00,001.00 to ₹50,00,000.00');
    await expect(rows.nth(1)).toContainText('10%');
    await expect(rows.nth(2)).toContainText('Above ₹50,00,000.00');
    await expect(rows.nth(2)).toContainText('15%');
    await expect(dialog).toContainText('All tiers allow all EMS destinations served by India Post.');
    await dialog.locator('.ed-modal__foot').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('guarded: a visitor goes to the root; the landing link goes through login to the calculator', async ({
    page,
  }) => {
    await page.goto('/');
    await quietNotices(page);
    await page.goto('/ratecalculator/new');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Check postage rates' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.locator('input[name=userName]').fill(exporter.userName);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/ratecalculator\/new$/);
    await expect(page.getByRole('heading', { name: 'Postage Rate Calculator' })).toBeVisible();
  });

  test('the Tools menu opens the calculator', async ({ page }) => {
    await signInWithToken(page, exporter, '/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Calculate postage' }).click();
    await expect(page).toHaveURL(/\/ratecalculator\/new$/);
    await expect(calculate(page)).toBeDisabled();
  });
});
