import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { sampleOrder } from '@exportdesk/core';
import { apiPost, apiToken, byRole, signInWithToken } from './support';
import { zipNames } from '../support/zip';

/**
 * My documents (issue 16, /export-documents): an exporter finds a docket's documents by docket
 * and kind, downloads one, ticks two and gets them as one zip with those two entries.
 */
test.setTimeout(120_000);
const run = Date.now() % 1_000_000;
let docket: string;

test.beforeAll(async () => {
  const token = await apiToken(byRole('exporter admin'));
  const key = (await apiPost('apikey', {}, token)).data.authKey as string;
  const r = await apiPost('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(1, { orderId: `ED-${run}-1`, invoiceNo: `EDA${run}` }),
      sampleOrder(2, { orderId: `ED-${run}-2`, invoiceNo: `EDB${run}` }),
    ],
  });
  expect(r.success, r.message).toBe(true);
  docket = r.tempSBill!;
});

test('find a docket’s documents, download one, zip two', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), '/export-documents');
  await expect(page.getByRole('heading', { name: 'My Documents' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('Docket No.').fill(docket);
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Documents of your dockets' });
  await expect(table.getByRole('row', { name: /PBE Summary/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Packing List/ })).toBeVisible();

  // one kind only
  await page.getByLabel('Document', { exact: true }).selectOption('packing-list');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(table.getByRole('row', { name: /PBE Summary/ })).toHaveCount(0);
  const one = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download Packing List of ${docket}` }).click();
  expect((await one).suggestedFilename()).toMatch(/\.pdf$/);

  // all kinds again; tick two and zip them
  await page.getByLabel('Document', { exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('checkbox', { name: `Select PBE of ${docket}` }).check();
  await page.getByRole('checkbox', { name: `Select Packing List of ${docket}` }).check();
  await expect(page.getByText('2 selected')).toBeVisible();
  const zipped = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download selected (zip)' }).click();
  const file = await (await zipped).path();
  expect(zipNames(readFileSync(file!)).sort()).toEqual([`${docket}/packing-list.pdf`, `${docket}/pbe.pdf`]);
  await page.screenshot({ path: 'test-results/export-documents.png', fullPage: true });
});
