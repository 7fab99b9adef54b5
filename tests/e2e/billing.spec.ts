import { expect, test } from '@playwright/test';
import { carrierFile } from '../support/billing-files';
import { apiCall, apiToken, byRole, signInWithToken } from './support';

/**
 * Carrier billing (002 §2.3, issue 17), super admin: a DHL invoice file chosen, previewed,
 * uploaded (read by the worker and reconciled), then its invoice generated and marked as paid.
 * One row is a demo parcel (matched), one an unknown shipment (unmatched, stays created).
 */
test('DHL billing: upload → preview → upload → Gen. Invoices → Mark as paid', async ({ page }) => {
  test.setTimeout(120_000); // upload waits for the worker's job; this machine is shared
  const sa = byRole('super admin');
  const token = await apiToken(sa);
  const dockets = await apiCall('GET', 'dockets?page=1', undefined, token);
  const box = (dockets.data as Array<{ boxIds: string[] }>)[0]!.boxIds[0]!;
  const invoiceNo = `E2E-${Date.now()}`;
  const file = await carrierFile('dhl', [
    {
      invoiceNumber: invoiceNo,
      shipmentID: box,
      handoverID: 'H-E2E',
      pickupDate: '2026-10-02',
      weight: 400,
      amount: 1200,
    },
    {
      invoiceNumber: invoiceNo,
      shipmentID: 'UNKNOWN-1',
      handoverID: 'H-E2E',
      pickupDate: '2026-10-02',
      weight: 900,
      amount: 800,
    },
  ]);

  await signInWithToken(page, sa, '/billing/1');
  await expect(page.getByRole('heading', { name: 'DHL Billing', level: 1 })).toBeVisible();
  const preview = page.getByRole('button', { name: 'Preview' });
  const upload = page.getByRole('button', { name: 'Upload', exact: true });
  await expect(preview).toBeDisabled();
  await expect(upload).toBeDisabled();

  await page.getByLabel('Carrier invoice spreadsheet').setInputFiles({
    name: 'dhl-invoice-october-2026-for-all-exporters-final.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: file,
  });
  // "A long name is shortened to 36 characters."
  await expect(page.getByText('dhl-invoice-october-2026-for-all-exp', { exact: true })).toBeVisible();
  await expect(preview).toBeEnabled();
  await preview.click();
  const previewTable = page.getByRole('table', { name: 'Preview: 2 rows' });
  await expect(previewTable).toBeVisible();
  await expect(previewTable.locator('tbody tr').first()).toContainText('H-E2E');

  await upload.click();
  await expect(page.getByText('2 rows read, 2 added.').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('list', { name: 'Reconciliation counts' })).toContainText('Unmatched: 1');
  const rows = page.locator('tbody tr').filter({ hasText: invoiceNo });
  await expect(rows).toHaveCount(2);

  const actions = page.getByRole('region', { name: 'Carrier invoice actions' });
  await actions.getByLabel('Invoice number').fill(invoiceNo);
  await actions.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Generate the invoices first', { exact: false }).first()).toBeVisible();
  await actions.getByRole('button', { name: 'Gen. Invoices' }).click();
  await expect(page.getByText('1 invoice generated.').first()).toBeVisible();
  await expect(rows.filter({ hasText: box })).toContainText('Generated');
  await actions.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('1 invoice marked as paid.').first()).toBeVisible();
  await expect(rows.filter({ hasText: box })).toContainText('Paid');
  await expect(rows.filter({ hasText: 'UNKNOWN-1' })).toContainText('created');
});
