import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BULK_MSG, INVENTORY_MSG, WEBHOOK_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * Issue 28 item 1: the inventory and webhook forms on the form kit — fill, submit, see the
 * result; and the schema's refusal under its field, in the server's words.
 */
const exporter = byRole('exporter admin');
const SLOW = { timeout: 30_000 };

test('Inventory: an SKU is saved, a bad HSN refused; the export imports back', async ({ page }) => {
  await signInWithToken(page, exporter, '/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible(SLOW);
  const form = page.getByRole('form', { name: 'Add or update an SKU' });
  const sku = `E2E-SKU-${Date.now().toString(36)}`;
  await form.getByLabel('SKU', { exact: true }).fill(sku);
  await form.getByLabel('Description', { exact: true }).fill('Hand block printed cotton scarf');
  await form.getByLabel('HSN code', { exact: true }).fill('12');
  await form.getByLabel('Weight (g)', { exact: true }).fill('120');
  await form.getByLabel('Value', { exact: true }).fill('24.50');
  await form.getByRole('button', { name: 'Save SKU' }).click();
  await expect(form.getByText(INVENTORY_MSG.hsn)).toBeVisible();

  await form.getByLabel('HSN code', { exact: true }).fill('62141090');
  await form.getByRole('button', { name: 'Save SKU' }).click();
  await expect(page.getByRole('status').filter({ hasText: INVENTORY_MSG.saved })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Inventory' }).getByText(sku)).toBeVisible();
  await expect(form.getByLabel('SKU', { exact: true })).toHaveValue('');

  const imports = page.getByRole('form', { name: 'Import SKUs from Excel' });
  const workbook = imports.getByLabel('Inventory workbook');
  await workbook.setInputFiles({ name: 'skus.csv', mimeType: 'text/csv', buffer: Buffer.from('sku\n') });
  await imports.getByRole('button', { name: 'Import Excel' }).click();
  await expect(imports.getByText(BULK_MSG.notExcel)).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Excel' }).click();
  // the download's file on disk has no name of its own: give it the one the browser saved
  const saved = await download;
  await workbook.setInputFiles({
    name: saved.suggestedFilename(),
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: readFileSync(await saved.path()),
  });
  await imports.getByRole('button', { name: 'Import Excel' }).click();
  await expect(page.getByRole('status').filter({ hasText: /SKUs? imported/ })).toBeVisible();
});

test('Webhooks: an endpoint needs a URL and an event; added, it shows its secret once', async ({ page }) => {
  await signInWithToken(page, exporter, '/api');
  await page
    .getByRole('tablist', { name: 'API documentation' })
    .getByRole('tab', { name: 'Webhooks' })
    .click();
  const form = page.getByRole('form', { name: 'Add a webhook endpoint' });
  await form.getByLabel('Endpoint URL').fill('not a url');
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText(WEBHOOK_MSG.badUrl)).toBeVisible();
  await expect(form.getByText(WEBHOOK_MSG.noEvents)).toBeVisible();

  const url = `http://127.0.0.1:9/hooks-${Date.now().toString(36)}`;
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByRole('group', { name: 'Events' }).getByRole('checkbox').first().check();
  await expect(form.getByText(WEBHOOK_MSG.noEvents)).toBeHidden();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByTestId('webhook-secret')).toBeVisible();
  await expect(form.getByLabel('Endpoint URL')).toHaveValue('');
  const row = page
    .getByRole('table', { name: 'Webhook endpoints' })
    .getByRole('row')
    .filter({ hasText: url });
  await expect(row).toBeVisible();

  // Leave the exporter as found: the endpoint would otherwise receive the other tests' events.
  await row.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(row).toBeHidden();
});
