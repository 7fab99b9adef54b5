import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import {
  GST_MSG,
  GSTR_EXP_COLUMNS,
  lastCompleteGstMonth,
  TAX_INVOICE_MSG,
  sampleOrder,
} from '@exportdesk/core';
import { apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * Issue 16 in the browser: the GST report (/gstr, 002 §2.8) downloads the month's GSTR-1 Table 6A
 * `exp` sheet, and the tax invoice generator (/generateinvoice/:id, 002 §2.4) refuses a 0 total
 * and generates the PDF.
 */

const run = Date.now() % 1_000_000;
const boxId = `TX${run}`;
// A month of its own in the far range of the selects, so other specs' orders do not mix in.
const day = `${String((run % 27) + 1).padStart(2, '0')}-07-2029`;

test.describe.configure({ timeout: 90_000 });

test.beforeAll(async () => {
  const token = await apiToken(byRole('exporter admin'));
  const key = (await apiPost('apikey', {}, token)).data.authKey as string;
  const r = await apiPost('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(1, {
        orderId: `GI-${run}-1`,
        invoiceNo: `GI${run}-1`,
        invoiceDate: day,
        boxId,
        igstMode: 'Export with Payment of IGST',
        igstDetails_rate: '18',
      }),
    ],
  });
  expect(r.success, r.message).toBe(true);
});

test('GST report: the last month preselected, the selects required, DOWNLOAD saves the exp sheet', async ({
  page,
}) => {
  await signInWithToken(page, byRole('exporter admin'), '/gstr');
  // The section loads on demand: on a shared, busy machine that can take a while the first time.
  await expect(page.getByRole('tab', { name: 'INDIA POST' })).toHaveAttribute('aria-selected', 'true', {
    timeout: 30_000,
  });
  // Issue 27: the last complete month is preselected; cleared, each select is still required.
  const last = lastCompleteGstMonth();
  await expect(page.getByLabel('Year')).toHaveValue(last.year);
  await expect(page.getByLabel('Month')).toHaveValue(last.month);
  await page.getByLabel('Year').selectOption('');
  await page.getByRole('button', { name: 'DOWNLOAD' }).click();
  await expect(page.getByText(GST_MSG.year)).toBeVisible();
  await page.getByLabel('Year').selectOption('2029');
  await page.getByLabel('Month').selectOption('');
  await page.getByRole('button', { name: 'DOWNLOAD' }).click();
  await expect(page.getByText(GST_MSG.month)).toBeVisible();
  // Fedex defaults its status to Pickup Done (002 §9); back to India Post for the note.
  await page.getByRole('tab', { name: 'Fedex' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('Pickup Done');
  await page.getByRole('tab', { name: 'INDIA POST' }).click();
  await page.getByLabel('Month').selectOption('07');
  await expect(page.getByLabel('Note')).toHaveValue('All');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'DOWNLOAD' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^ExportDesk_\d{2}-\d{2}-\d{4}_GSTR1_exp_(ABCDE1234F_)?07-2029_indiapost\.xlsx$/,
  );
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('exp')!;
  expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([...GSTR_EXP_COLUMNS]);
  const invoices: unknown[] = [];
  ws.eachRow((row, n) => n > 1 && invoices.push(row.getCell(2).value));
  expect(invoices).toContain(`GI${run}-1`);
});

test('tax invoice generator: a 0 total is refused, then Generate downloads the PDF', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), `/generateinvoice/${boxId.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: 'Tax Invoice' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(`Box ${boxId}`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice lines' })).toContainText(`GI${run}-1`);
  // The demo exporter may or may not have uploaded a logo in another spec: one of the two shows.
  await expect(
    page.getByRole('img', { name: /logo/ }).or(page.getByText(TAX_INVOICE_MSG.noLogo)),
  ).toBeVisible();
  await expect(page.getByLabel('GST mode')).toHaveValue('Export with Payment of IGST');
  const total = page.getByLabel('Total amount (INR)');
  const before = await total.inputValue();
  await total.fill('0');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText(TAX_INVOICE_MSG.positive('Total amount'))).toBeVisible();
  await total.fill(before);
  await page.getByLabel('Sales basis').selectOption('Payment term 30 days');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Generate' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ExportDesk_TaxInvoice_${boxId}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByText(TAX_INVOICE_MSG.pdfDownloading)).toBeVisible();
});
