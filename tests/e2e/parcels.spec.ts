import { expect, test } from '@playwright/test';
import { sampleTrackingNo } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * Manage parcels (issue 15): /orders → create a parcel by form → select it → Create PBE → the
 * docket page of the new PBE.
 */
const exporter = byRole('exporter admin');
const run = Date.now() % 1_000_000;

test('create a parcel on /orders, Create PBE, land on the docket page', async ({ page }) => {
  // About 20 s on an idle machine; the shared CI machine can be several times slower.
  test.setTimeout(150_000);
  await signInWithToken(page, exporter, '/orders');
  // The section loads on demand (slow on a busy CI machine the first time).
  await expect(page.getByRole('heading', { name: 'Manage Parcels' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create Parcel' }).click();
  const form = page.getByRole('dialog', { name: 'Create Parcel' });
  // Saving empty shows the core schema's messages, nothing is sent.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Consignee name is required').first()).toBeVisible();

  const orderId = `E2E-PCL-${run}`;
  const fill = async (label: string, value: string) => form.getByLabel(label, { exact: true }).fill(value);
  await fill('Gross weight of the box (g)', '450');
  await fill('Tracking No.', sampleTrackingNo(run));
  await fill('Invoice No.', `INV-${run}`);
  await fill('Name', 'Jane Smith');
  await fill('Address', '221B Baker Street');
  await fill('City', 'London');
  await fill('Zip code', 'NW1 6XE');
  await fill('Country', 'United Kingdom');
  await fill('Order ID', orderId);
  await fill('Description', 'Hand block printed cotton scarf');
  await fill('Package description', 'Cotton scarves');
  await form.getByLabel('Category', { exact: true }).selectOption('Handloom');
  await fill('HSN code', '62141090');
  await fill('Net weight (g)', '400');
  await fill('Gross weight (g)', '420');
  await fill('FOB value', '24.50');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search', { exact: true }).fill(orderId);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const list = page.getByRole('region', { name: 'Parcel list' });
  await expect(list.getByText(orderId)).toBeVisible();
  await list.getByRole('checkbox', { name: /Select parcel PCL/ }).check();
  await page.getByRole('button', { name: 'Create PBE' }).click();

  await expect(page).toHaveURL(/\/documents\?docket=PMB\d{13}/);
  const docket = new URL(page.url()).searchParams.get('docket')!;
  await expect(page.getByRole('heading', { name: `Docket ${docket}` })).toBeVisible();
});
