import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { sampleOrder } from '@exportdesk/core';
import { apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * Failures are shown (issue 24 item 3): a MEIS Excel the server refuses shows the server's own
 * message on /meis, in the upload form, until the user clears the file or tries again. The order is silver jewellery (ITC HS 71131110), which the demo RoDTEP
 * schedule leaves out on purpose, so the upload answers 400 "No RoDTEP rate in force for ITC HS …".
 */
const run = Date.now().toString(36).toUpperCase();

test('a refused MEIS Excel shows the server’s message', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(byRole('exporter admin'));
  const key = (await apiPost('apikey', {}, token)).data.authKey as string;
  const orderId = `NR-${run}`;
  const pushed = await apiPost('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(1, {
        orderId,
        invoiceNo: `NR${run}`,
        hsnCode: '71131110',
        description: 'Silver jhumka earrings',
        category: 'Silver Jewellery',
      }),
    ],
  });
  expect(pushed.success, pushed.message).toBe(true);
  const listed = await apiPost('order/getMeisData', { page: 0 }, token);
  const order = (listed.data as Array<{ _id: number; orderId: string }>).find((o) => o.orderId === orderId);
  expect(order, JSON.stringify(listed)).toBeTruthy();

  // The MEIS Excel as the exporter completes it: the order's Id and its ITC HS code.
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('MEIS');
  ws.addRow(['Id', 'ITC HS Code']);
  ws.addRow([order!._id, '71131110']);
  const xlsx = Buffer.from(await wb.xlsx.writeBuffer());

  await signInWithToken(page, byRole('exporter admin'), '/meis');
  await expect(page.getByRole('heading', { name: 'MEIS Application', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('MEIS Excel file').setInputFiles({
    name: 'meis.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: xlsx,
  });
  await page.getByRole('button', { name: 'Upload File' }).click();
  // In the form itself, titled as the spec's "MEIS form failure" ('Sorry!'), in the server's words.
  const form = page.getByRole('form', { name: 'Upload MEIS Excel' });
  const shown = form.getByRole('alert');
  await expect(shown).toBeVisible({ timeout: 30_000 });
  await expect(shown).toContainText('Sorry!');
  await expect(shown).toContainText(/No RoDTEP rate in force for ITC HS 71131110 on \d\d-\d\d-\d{4}\./);
  // Nothing was generated: the page stays on /meis with the file still chosen, to fix and resend.
  await expect(page).toHaveURL(/\/meis$/);
  await expect(page.getByRole('button', { name: 'Upload File' })).toBeEnabled();
  // It stays until the user acts (a toast would be gone by now): clearing the file clears it.
  await page.waitForTimeout(7000);
  await expect(shown).toBeVisible();
  await form.getByRole('button', { name: 'Clear file' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
});
