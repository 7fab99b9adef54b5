import { expect, test } from '@playwright/test';
import { sampleOrder } from '@exportdesk/core';
import { API_URL } from './stack.mjs';
import { apiCall, apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * Courier bookings (issue 15): from the DHL parcel list to /dhl_form/{id}, Book with the embedded
 * sandbox driver → the AWB is shown → the label opens as a PDF in a new tab.
 */
const exporter = byRole('exporter admin');
const run = Date.now() % 1_000_000;

test('book a parcel on /dhl_form: AWB shown, label opens', async ({ page, context }) => {
  const token = await apiToken(exporter);
  const key = (await apiPost('apikey', {}, token)) as unknown as { authKey: string };
  const orderId = `DHL-E2E-${run}`;
  const pushed = await apiPost('client/saveorderdata', {
    authKey: key.authKey,
    orderData: [sampleOrder(run, { orderId, consigneeName: `Courier Test ${run}` })],
  });
  expect(pushed.success).toBe(true);
  const list = await apiCall('GET', `dhl/parcels?search=${orderId}`, undefined, token);
  const parcelId: number = list.data.items[0].parcelId;

  await signInWithToken(page, exporter, '/dhlboxes/dhl');
  await page.getByLabel('Search').fill(orderId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page
    .getByRole('link', { name: /^Book parcel .* with DHL Express$/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/dhl_form/${parcelId}`));
  await expect(page.getByRole('heading', { name: 'Book with DHL Express' })).toBeVisible();

  // The spec's rule first: a 0 cm box is refused in the browser, nothing sent.
  await page.getByLabel('Length (cm)').fill('0');
  await page.getByLabel('Width (cm)').fill('20');
  await page.getByLabel('Height (cm)').fill('10');
  await page.getByLabel('Weight (kg)').fill('1.2');
  await page.getByLabel('Shipper phone').fill('+91 9876543210');
  await page.getByLabel('Pickup address').fill('12 Textile Market, Chandni Chowk');
  await page.getByLabel('City').fill('New Delhi');
  await page.getByLabel('PIN code').fill('110006');
  await page.getByRole('button', { name: 'Book with DHL Express' }).click();
  await expect(page.getByText('Length/Width/Height/Weight can not be 0')).toBeVisible();

  await page.getByLabel('Length (cm)').fill('30');
  await page.getByRole('button', { name: 'Book with DHL Express' }).click();
  const awb = page.getByTestId('awb');
  await expect(awb).toHaveText(/^\d{10}$/, { timeout: 20_000 });

  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Open label' }).click(),
  ]);
  await tab.waitForURL(/^blob:/);
  expect(tab.url()).toMatch(/^blob:/);
  // The label is the PDF the API stored for this AWB.
  const res = await fetch(`${API_URL}/dhl/label/${parcelId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.headers.get('content-type')).toContain('application/pdf');
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
});
