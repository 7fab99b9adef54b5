import { expect, test } from '@playwright/test';
import { sampleOrder } from '@exportdesk/core';
import { apiCall, apiToken, byRole, navLabels, signInWithToken } from './support';

/**
 * Issue 27 item 3 in the browser: the exporter home's quick actions lead to the real pages, the
 * last five dockets show with their state (the newest first), and Bulk Upload is in the menu.
 */
const exporter = byRole('exporter admin');
const run = Date.now() % 1_000_000;

/** Six dockets through the public API, one order each: the home shows the last five. */
const made: string[] = [];
test.beforeAll(async () => {
  const token = await apiToken(exporter);
  const key = (await apiCall('POST', 'apikey', {}, token)).data.authKey as string;
  for (let i = 0; i < 6; i++) {
    const a = await apiCall('POST', 'client/saveorderdata', {
      authKey: key,
      orderData: [sampleOrder(7300 + i, { orderId: `HQ-${run}-${i}` })],
    });
    expect(a.success, a.message).toBe(true);
    made.push(a.tempSBill!);
  }
});

test('the exporter home: quick actions, the last five dockets, Bulk Upload in the menu', async ({ page }) => {
  await signInWithToken(page, exporter, '/home');
  const quick = page.getByRole('navigation', { name: 'Quick actions' });
  await expect(quick.getByRole('link')).toHaveText([
    'Upload orders',
    'New parcel',
    'Calculate postage',
    'My PBE',
  ]);
  await expect(quick.getByRole('link', { name: 'Upload orders' })).toHaveAttribute('href', '/bulkupload');
  await expect(quick.getByRole('link', { name: 'My PBE' })).toHaveAttribute('href', '/pbe');

  const recent = page.getByRole('region', { name: 'Recent dockets' });
  const lines = recent.getByTestId('recent-docket');
  await expect(lines).toHaveCount(5);
  // newest first: the last five made, in reverse
  await expect(lines.getByRole('link')).toHaveText([...made].reverse().slice(0, 5));
  await expect(lines.first()).toContainText('Pending');
  await lines.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/documents\\?docket=${made[5]}$`));

  await page.goto('/home');
  await quick.getByRole('link', { name: 'New parcel' }).click();
  await expect(page).toHaveURL(/\/boxes\/\w+\?new=1$/);
  await expect(page.getByRole('dialog', { name: 'Create Parcel' })).toBeVisible();

  await page.goto('/home');
  await quick.getByRole('link', { name: 'Calculate postage' }).click();
  await expect(page.getByRole('heading', { name: 'Postage Rate Calculator' })).toBeVisible();

  expect(await navLabels(page)).toContain('My Parcels > Bulk Upload');
});

test('a country field finds "United States", "UK" and "America" by core\'s aliases', async ({ page }) => {
  await signInWithToken(page, exporter, '/ratecalculator/new');
  const country = page.getByRole('combobox', { name: 'Destination country' });
  for (const [typed, name] of [
    ['United States', 'USA'],
    ['America', 'USA'],
    ['UK', 'United Kingdom'],
    ['Britain', 'United Kingdom'],
  ]) {
    await country.fill(typed);
    // the country itself first, never only a territory that starts with its common name
    await expect(page.getByRole('option').first()).toHaveText(new RegExp(`^${name}\\b`));
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue(name);
  }
});
