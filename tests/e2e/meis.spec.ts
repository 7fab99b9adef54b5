import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { formatDateDMY, sampleOrder } from '@exportdesk/core';
import { apiCall, apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * MEIS/RoDTEP (issue 16): the exporter selects two orders on /meis, downloads the MEIS Excel,
 * uploads it back (an application is generated), waits for customs to record the shipping bill
 * (issue 24: only shipped goods are claimed), adds the proof of export and submits it to DGFT;
 * DGFT approves it on /dgft; the exporter sees it Approved with Reviewed By. Two roles in one test.
 */
const run = Date.now().toString(36).toUpperCase();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('MEIS → submit → DGFT review → Approved', async ({ browser }) => {
  test.setTimeout(180_000);
  const token = await apiToken(byRole('exporter admin'));
  const key = (await apiPost('apikey', {}, token)).data.authKey as string;
  const pushed = await apiPost('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(1, {
        orderId: `ME-${run}-1`,
        invoiceNo: `ME${run}1`,
        currency: 'USD',
        fob_foreign: '120.00',
      }),
      sampleOrder(2, {
        orderId: `ME-${run}-2`,
        invoiceNo: `ME${run}2`,
        currency: 'USD',
        fob_foreign: '80.00',
      }),
    ],
  });
  expect(pushed.success, pushed.message).toBe(true);
  const docket = pushed.tempSBill!;

  const exporterCtx = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    acceptDownloads: true,
  });
  const page = await exporterCtx.newPage();
  await signInWithToken(page, byRole('exporter admin'), '/meis');
  await expect(page.getByRole('heading', { name: 'MEIS Application', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const rows = page
    .getByRole('table', { name: 'MEIS orders' })
    .locator('tbody tr')
    .filter({ hasText: docket });
  await expect(rows).toHaveCount(2, { timeout: 30_000 });
  await expect(rows.first()).toContainText('Hand block printed c...');
  await expect(rows.first()).toContainText('RODTEP');
  for (const r of await rows.all()) await r.getByRole('checkbox').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  const xlsx = readFileSync((await download.path())!);

  // The completed sheet back: the application is generated and the page moves to My MEIS.
  await page.getByLabel('MEIS Excel file').setInputFiles({
    name: 'meis.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  const [, form] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Upload File' }).click(),
  ]);
  void form;
  await expect(page).toHaveURL(/\/generatemeis$/, { timeout: 30_000 });
  const row = page
    .getByRole('table', { name: 'MEIS applications' })
    .locator('tbody tr')
    .filter({ hasText: docket });
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toHaveAttribute('data-status', 'Generated');
  const refNo = (await row.locator('td').nth(1).textContent())!.trim();
  expect(refNo).toMatch(/^MEIS\d{8}[0-9A-F]{6}$/);

  // Not shipped yet: the row names the orders without a shipping bill and Submit waits (issue 24).
  await expect(row.getByRole('note')).toContainText(
    `No shipping bill (PBE) number and date yet for docket ${docket} (orders ME-${run}-1, ME-${run}-2)`,
  );
  await expect(row.getByRole('button', { name: 'Submit to DGFT' })).toBeDisabled();
  const stamped = await apiCall(
    'PUT',
    `dockets/${docket}/pbe`,
    { bill: `SB${run}`, date: formatDateDMY(new Date()) },
    await apiToken(byRole('CBIC')),
  );
  expect(stamped.success, stamped.message).toBe(true);
  await page.reload();
  await expect(row).toHaveCount(1, { timeout: 30_000 });
  await expect(row).toContainText(`SB SB${run}`);
  await expect(row.getByRole('note')).toHaveCount(0);

  // Submitting without the proof of export is refused; with it, it goes to DGFT.
  await row.getByRole('button', { name: 'Submit to DGFT' }).click();
  await expect(
    page.getByText('Please upload the proof of export (pod) before sending to DGFT.'),
  ).toBeVisible();
  await row.getByRole('button', { name: 'Upload' }).click();
  const dialog = page.getByRole('dialog', { name: `Documents · ${refNo}` });
  await dialog
    .getByLabel('pod files')
    .setInputFiles({ name: 'pod.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload pod' }).click();
  await expect(dialog.getByRole('region', { name: 'Proof of Delivery' })).toContainText('pod.pdf');
  await page.keyboard.press('Escape');
  await row.getByRole('button', { name: 'Submit to DGFT' }).click();
  await expect(row).toHaveAttribute('data-status', 'Pending Review');

  // DGFT, in its own session: Pending Review is not a choice; Under Review is the default.
  const dgftCtx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const dgft = await dgftCtx.newPage();
  await signInWithToken(dgft, byRole('DGFT'), '/dgft');
  await dgft.getByLabel('Search', { exact: true }).fill(refNo);
  await dgft.getByRole('button', { name: 'View', exact: true }).click();
  const review = dgft
    .getByRole('table', { name: 'MEIS applications for review' })
    .locator('tbody tr')
    .filter({ hasText: refNo });
  await expect(review).toHaveCount(1, { timeout: 30_000 });
  const select = review.getByLabel(`Status for ${refNo}`);
  await expect(select).toHaveValue('Under Review');
  await expect(select.locator('option', { hasText: 'Pending Review' })).toBeDisabled();
  await select.selectOption('Approved');
  await review.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(review).toHaveAttribute('data-status', 'Approved');
  await expect(review).toContainText('Reviewed By');
  await expect(review.getByLabel(`Status for ${refNo}`)).toHaveCount(0);

  // Back to the exporter: Approved, green, with Reviewed By; the remark box is gone.
  await page.reload();
  const done = page
    .getByRole('table', { name: 'MEIS applications' })
    .locator('tbody tr')
    .filter({ hasText: docket });
  await expect(done).toHaveAttribute('data-status', 'Approved', { timeout: 30_000 });
  await expect(done).toContainText('Reviewed By');
  await done.getByRole('button', { name: `Remarks of ${refNo}` }).click();
  await expect(
    page.getByRole('dialog', { name: `Remarks of ${refNo}` }).getByLabel('Remark', { exact: true }),
  ).toHaveCount(0);
  await exporterCtx.close();
  await dgftCtx.close();
});
