import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { MEIS_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * Scheme rates (/scheme-rates; issue 16, issue 28 item 1): the upload form is the form kit over
 * core's schemeRateUploadFormSchema. A workbook with a problem is refused in the server's words;
 * a good one is scheduled far ahead (so no claim's price changes) and rolled back again.
 */
const HEADER = ['ITC HS Code', 'Description', 'Rate of Entitlement (%)', 'Cap per Unit (INR)', 'Cap Unit'];

async function workbook(rows: Array<Array<string | number>>) {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Table 2');
  sheet.addRow(HEADER);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('a schedule is refused with its problem, then uploaded and rolled back', async ({ page }) => {
  const reference = `E2E schedule ${Date.now()}`;
  await signInWithToken(page, byRole('super admin'), '/scheme-rates');
  await expect(page.getByRole('heading', { name: 'Scheme Rates', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const form = page.getByRole('form', { name: 'Upload a schedule' });
  const upload = form.getByRole('button', { name: 'Upload' });
  await expect(upload).toBeDisabled();

  await form.getByLabel('Scheme').selectOption({ label: 'RoDTEP' });
  const year = new Date().getFullYear() + 1;
  await form.getByLabel('Effective from').fill(`${year}-12-31`);
  await form.getByLabel('Reference').fill(reference);
  const file = (buffer: Buffer) => ({
    name: 'rodtep.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await form.getByLabel('Schedule workbook').setInputFiles(
    file(
      await workbook([
        ['71131110', 'Silver jewellery', 2, '', ''],
        ['71131110', 'Silver jewellery again', 3, '', ''],
      ]),
    ),
  );
  await upload.click();
  await expect(page.getByText(MEIS_MSG.duplicateHs('71131110', [2, 3]))).toBeVisible();
  const table = page.getByRole('table', { name: 'Schedules' });
  await expect(table.locator('tbody tr').filter({ hasText: reference })).toHaveCount(0);

  await form
    .getByLabel('Schedule workbook')
    .setInputFiles(file(await workbook([['71131110', 'Silver jewellery', 2, '', '']])));
  await upload.click();
  const row = table.locator('tbody tr').filter({ hasText: reference });
  await expect(row).toContainText('Scheduled');
  await row.getByRole('button', { name: 'Roll back' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Roll back' }).click();
  await expect(row).toContainText('Rolled back');
});
