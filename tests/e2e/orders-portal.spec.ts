import { expect, test, type Page } from '@playwright/test';
import { sampleOrder } from '@exportdesk/core';
import { bulkRows, workbook } from '../support/workbooks';
import { API_URL } from './stack.mjs';
import { apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * Orders in, the portal side (issue 5): the API key page (001 §2.8, §4 "API key section"), the API
 * documentation (§2.9), bulk upload (§2.10, §5 "Bulk upload") and the PBE list (§2.6, §5, §8, §9).
 */

const exporter = byRole('exporter admin');
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const run = Date.now() % 1_000_000;

const api = apiPost;
const push = (authKey: string, n: number) =>
  api('client/saveorderdata', { authKey, orderData: [sampleOrder(n, { orderId: `E2E-${run}-${n}` })] });

test.describe('API key page and documentation', () => {
  test('generate, copy, re-generate after "Are you sure?" (the old key stops working at once)', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWithToken(page, exporter, '/api');
    await expect(page.getByRole('heading', { name: 'Your API key' })).toBeVisible();
    const field = page.getByLabel('API key', { exact: true });
    // Other specs of the run may have made a key already: wait for the page to know, then either way.
    const generate = page.getByRole('button', { name: 'Generate API Key', exact: true });
    const regenerate = page.getByRole('button', { name: 'Re-Generate API Key' });
    await expect(generate.or(regenerate)).toBeVisible();
    if (await generate.isVisible()) {
      await generate.click();
    } else {
      await regenerate.click();
      const sure = page.getByRole('dialog', { name: 'Are you sure?' });
      await sure.getByRole('button', { name: 'Yes, Re-Generate' }).click();
      await expect(sure).toBeHidden();
    }
    await expect(field).toBeVisible();
    const first = await field.inputValue();
    expect(first.length).toBeGreaterThan(10);
    await page.getByRole('button', { name: 'Copy', exact: true }).first().click();
    await expect(page.getByRole('button', { name: 'Copied to clipboard!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);
    expect((await push(first, 1)).success).toBe(true);

    await page.getByRole('button', { name: 'Re-Generate API Key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('stops working at once');
    await dialog.getByRole('button', { name: 'Yes, Re-Generate' }).click();
    await expect(field).not.toHaveValue(first);
    const second = await field.inputValue();
    expect((await push(first, 2)).success).toBe(false);
    expect((await push(second, 3)).success).toBe(true);

    // Shown once: after a reload only its last 4 characters are.
    await page.reload();
    await expect(page.getByTestId('key-status')).toContainText(`••••${second.slice(-4)}`);
    await expect(field).toHaveCount(0);
  });

  test('documentation tabs: runnable sample with the real endpoint, server lists, HS lookup link', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/api');
    const tabs = page.getByRole('tablist', { name: 'API documentation' });
    await expect(tabs.getByRole('tab')).toHaveText([
      'Introduction',
      'Get Your API key',
      'Saving parcel(s)',
      'Currencies with codes',
      'Shipping Methods',
      'Calculate Postage',
      'Product Categories',
      'Webhooks',
      'Reference',
    ]);
    await tabs.getByRole('tab', { name: 'Saving parcel(s)' }).click();
    await expect(page.getByLabel('curl command')).toContainText(
      `curl -X POST '${API_URL}/client/saveorderdata'`,
    );
    // issue 26: a retry-safe CI job, with its Idempotency-Key
    await expect(page.getByLabel('retry-safe CI job')).toContainText(
      'Idempotency-Key: $CI_PIPELINE_ID-orders',
    );
    await tabs.getByRole('tab', { name: 'Currencies with codes' }).click();
    await expect(page.getByRole('table', { name: 'Currencies' })).toContainText('US Dollar');
    await tabs.getByRole('tab', { name: 'Shipping Methods' }).click();
    await expect(page.getByRole('table', { name: 'Shipping methods' })).toContainText(
      "Int'l Tracked Packets",
    );
    await tabs.getByRole('tab', { name: 'Product Categories' }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(tabs.getByRole('tab', { name: 'Calculate Postage' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('table', { name: 'Product categories' })).toContainText('Handloom');
    await expect(page.getByRole('link', { name: 'HS code lookup' })).toHaveAttribute('href', '/hsnlookup');
  });
});

test.describe('bulk upload', () => {
  const chooseFile = (page: Page, name: string, buffer: Buffer) =>
    page.getByLabel('Excel file (.xls or .xlsx)').setInputFiles({ name, mimeType: XLSX, buffer });

  test('a small valid workbook: preview, upload, progress, land on the list with the new docket', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/bulkupload');
    await expect(page.getByLabel('Carrier')).toHaveValue('indiapost');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Sample' }).click();
    expect((await download).suggestedFilename()).toBe('ExportDesk_bulk_upload_sample.xlsx');

    await chooseFile(page, 'orders.xlsx', await workbook(bulkRows(3, run)));
    await expect(page.getByRole('heading', { name: 'Data Preview' })).toBeVisible();
    await expect(page.getByText('3 rows are ready to upload.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Data Preview' }).locator('tbody tr')).toHaveCount(3);
    await expect(page.getByRole('columnheader', { name: 'ieCode' })).toHaveCount(0); // CHAs only
    await page.getByRole('button', { name: 'Upload Data' }).click();
    await expect(page).toHaveURL(/\/pbe$/, { timeout: 30_000 });
    const toast = page.getByRole('status').filter({ hasText: 'Upload complete' });
    await expect(toast).toContainText('3 rows saved under 1 docket(s).');
    const docket = /PMB\d{13}/.exec((await toast.innerText()) ?? '')![0];
    await expect(page.getByRole('table', { name: 'PBE list' })).toContainText(docket);
  });

  test('an invalid workbook: bad cells highlighted, Upload disabled, Cancel clears; the spec messages', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, '/bulkupload');
    const rows = bulkRows(3, run + 100);
    rows[1].weight = 'heavy';
    rows[2].invoiceDate = 'yesterday';
    await chooseFile(page, 'bad.xlsx', await workbook(rows));
    await expect(
      page.getByText('2 of 3 rows are invalid; nothing was saved. Fix the rows listed and upload again.'),
    ).toBeVisible();
    await expect(page.getByTestId('bad-4-weight')).toContainText('Weight must be a number of 0 or more');
    await expect(page.getByTestId('bad-5-invoiceDate')).toContainText(
      'Invoice date must be a real date in DD-MM-YYYY',
    );
    await expect(page.getByRole('button', { name: 'Upload Data' })).toBeDisabled();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Data Preview' })).toHaveCount(0);
    await expect(page.getByLabel('Excel file (.xls or .xlsx)')).toHaveValue('');

    await chooseFile(page, 'orders.csv', Buffer.from('pbe,description\nPBE2,x\n'));
    await expect(page.getByRole('alert')).toContainText(
      'Not a Valid Excel File. Extension must be .xls or .xlsx',
    );
    await chooseFile(page, 'one.xlsx', await workbook(bulkRows(1, run + 200)));
    await expect(page.getByRole('alert')).toContainText('This file conatains 1st entry without description.');
    await chooseFile(page, 'empty.xlsx', await workbook([]));
    await expect(page.getByRole('alert')).toContainText('This file does not have any Data');
  });

  test('the same workbook twice: a confirm names the earlier docket; Cancel sends nothing, "Upload again" does (issue 12 item 8)', async ({
    page,
  }) => {
    const bytes = await workbook(bulkRows(2, run + 400));
    await signInWithToken(page, exporter, '/bulkupload');
    await chooseFile(page, 'twice.xlsx', bytes);
    await page.getByRole('button', { name: 'Upload Data' }).click();
    await expect(page).toHaveURL(/\/pbe$/, { timeout: 30_000 });
    const first = /PMB\d{13}/.exec(
      await page.getByRole('status').filter({ hasText: 'Upload complete' }).innerText(),
    )![0];

    await page.goto('/bulkupload');
    await chooseFile(page, 'twice.xlsx', bytes);
    await page.getByRole('button', { name: 'Upload Data' }).click();
    const dialog = page.getByRole('dialog', { name: 'This file was already uploaded' });
    await expect(dialog).toContainText(
      /^.*This file was already uploaded on \d{2}-\d{2}-\d{4} as docket PMB\d{13}\. Upload it again only if you mean to\./,
    );
    await expect(dialog.locator('code')).toHaveText([first]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Data Preview' })).toBeVisible();

    // "Upload again" sends force=true: no second 409; the worker then reads the rows, whose
    // orderIds are already saved (the API's idempotency), and names the earlier docket per row.
    await page.getByRole('button', { name: 'Upload Data' }).click();
    await page
      .getByRole('dialog', { name: 'This file was already uploaded' })
      .getByRole('button', { name: 'Upload again' })
      .click();
    await expect(page.getByRole('dialog', { name: 'This file was already uploaded' })).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(page.getByText(`was saved before under docket ${first}.`).first()).toBeVisible({
      timeout: 30_000,
    });
  });

  test('a CHA sees the IEC column; a custom agent gets no raw data upload', async ({ page }) => {
    await signInWithToken(page, byRole('CHA (4)'), '/bulkupload');
    await expect(page.getByLabel('Carrier')).toHaveCount(0); // exporter admins only
    await chooseFile(page, 'cha.xlsx', await workbook(bulkRows(2, run + 300)));
    await expect(page.getByRole('columnheader', { name: 'ieCode' })).toBeVisible();
    await expect(page.getByTestId('bad-3-ieCode')).toContainText('IEC is required');

    await signInWithToken(page, byRole('custom agent'), '/bulkupload');
    await page.getByRole('tab', { name: 'Raw Data Upload' }).click();
    await expect(page.getByText('This feature is under development.')).toBeVisible();
  });
});

test.describe('PBE list', () => {
  test.beforeAll(async () => {
    // 22 dockets at least: one per saveorderdata call, so the list has a second page.
    const token = await apiToken(exporter);
    const key = (await api('apikey', {}, token)).data.authKey as string;
    for (let i = 0; i < 22; i++) expect((await push(key, 1000 + i)).success).toBe(true);
  });

  test('search (3 characters; Invalid Request; No record found), pager, total', async ({ page }) => {
    await signInWithToken(page, exporter, '/pbe');
    await expect(page.getByRole('heading', { name: 'My PBE' })).toBeVisible();
    await expect(page.getByText(/^Total \d+ Record\(s\) Found$/)).toBeVisible();
    const total = Number(/Total (\d+)/.exec(await page.getByText(/^Total \d+ Record/).innerText())![1]);
    expect(total).toBeGreaterThan(20);
    const pages = page.getByRole('navigation', { name: 'PBE list pages' });
    for (const b of ['First', 'Previous', 'Page 1', 'Page 2', 'Next', 'Last'])
      await expect(pages.getByRole('button', { name: b, exact: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'PBE list' }).locator('tbody tr')).toHaveCount(20);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('table', { name: 'PBE list' }).locator('tbody tr').first().locator('td').first(),
    ).toHaveText('21');
    const docket = (
      await page
        .getByRole('table', { name: 'PBE list' })
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(1)
        .innerText()
    ).match(/PMB\d{13}/)![0];

    const form = page.getByRole('form', { name: 'Search PBE' });
    await form.getByLabel('Search by').selectOption('company');
    await form.getByLabel('Search text').fill('De');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Request');
    await form.getByLabel('Search by').selectOption('docket');
    await form.getByLabel('Search text').fill(docket);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('Total 1 Record(s) Found')).toBeVisible();
    await form.getByLabel('Search by').selectOption('iec');
    await form.getByLabel('Search text').fill('ZZZZ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No record found')).toBeVisible();
    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByText(`Total ${total} Record(s) Found`)).toBeVisible();
  });

  test('Download Excel of the filtered list; an empty date range says so', async ({ page }) => {
    await signInWithToken(page, exporter, '/pbe');
    const form = page.getByRole('form', { name: 'Search PBE' });
    await form.getByLabel('From date').fill('2001-01-01');
    await form.getByLabel('To date').fill('2001-01-02');
    await form.getByRole('button', { name: 'Download Excel' }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'No data found between selected date, Select other date & try again' }),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Reset' }).click();
    const download = page.waitForEvent('download', { timeout: 30_000 });
    await form.getByRole('button', { name: 'Download Excel' }).click();
    await expect(page.getByText('Please wait, Download will start shortly')).toBeVisible();
    expect((await download).suggestedFilename()).toMatch(/^ExportDesk_PBE_\d{2}-\d{2}-\d{4}\.xlsx$/);
  });

  test('customs land here and see the IEC column; small screens get cards', async ({ page }) => {
    await signInWithToken(page, byRole('FPO'), '/home');
    await expect(page).toHaveURL(/\/pbe$/);
    await expect(page.getByRole('columnheader', { name: 'IEC' })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 800 });
    const cell = page
      .getByRole('table', { name: 'PBE list' })
      .locator('tbody tr')
      .first()
      .locator('td[data-label="Docket No."]');
    await expect(cell).toBeVisible();
    await expect(page.getByRole('table', { name: 'PBE list' }).locator('thead')).toBeHidden();
  });
});
