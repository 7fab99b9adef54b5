import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PBE_TEXT, sampleOrder } from '@exportdesk/core';
import { apiCall, apiToken, byRole, signInWithToken, type DemoRole } from './support';

/**
 * Export proof pages on the real stack (issue 6): the export proof list (001 §2.6, §5, §6, §8,
 * §9), proof of export (§2.5, §7) and the postal bill print page (002 §2.5). Dockets are made
 * through the public API (client/saveorderdata), one docket per call.
 */

const exporter = byRole('exporter admin');
const run = Date.now() % 1_000_000;
const SHOTS = process.env.SHOTS ? `test-results/shots` : null;

const api = apiCall;

/** The docket with two parcels (three items) the proof and print tests use, plus 20 one-parcel dockets for a second page. */
let docket = '';
test.beforeAll(async () => {
  const token = await apiToken(exporter);
  const key = (await api('POST', 'apikey', {}, token)).data.authKey as string;
  const save = (orders: Record<string, string>[]) =>
    api('POST', 'client/saveorderdata', { authKey: key, orderData: orders });
  const main = await save([
    sampleOrder(7001, { orderId: `XP-${run}-1`, boxId: `XP${run}A`, invoiceNo: `XPI-${run}-A` }),
    sampleOrder(7002, {
      orderId: `XP-${run}-2`,
      boxId: `XP${run}A`,
      invoiceNo: `XPI-${run}-A`,
      description: 'Silk stole',
      hsnCode: '62142010',
    }),
    sampleOrder(7003, {
      orderId: `XP-${run}-3`,
      boxId: `XP${run}B`,
      invoiceNo: `XPI-${run}-B`,
      consigneeCountry: 'USA',
    }),
  ]);
  expect(main.success, main.message).toBe(true);
  docket = main.tempSBill!;
  for (let i = 0; i < 20; i++)
    expect((await save([sampleOrder(7100 + i, { orderId: `XP-${run}-L${i}` })])).success).toBe(true);
});

const table = (page: Page) => page.getByRole('table', { name: 'Export proof list' });
const shot = async (page: Page, name: string) =>
  SHOTS && page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function searchDocket(page: Page, d: string) {
  const form = page.getByRole('form', { name: 'Search export proofs' });
  await form.getByLabel('Search by').selectOption('docket');
  await form.getByLabel('Search text').fill(d);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Total 1 Record(s) Found')).toBeVisible();
}

test.describe('export proof list', () => {
  // 001 §2.6, §6: IEC for CHA, admin or customs users; PBE column hidden for FPO agents, pencil for
  // customs users (core canEditPbeNumber); Upload Export Proof for super admin or CBIC only; crumbs.
  const MATRIX: Array<
    [role: string, iec: boolean, pbe: boolean, pencil: boolean, upload: boolean, crumbs: string[]]
  > = [
    ['CHA (4)', true, true, false, false, ['Home', 'Export Proof Docs']],
    ['FPO', true, false, false, false, ['Home', 'Export Proof Docs']],
    ['CBIC', true, true, true, true, ['Home', 'Export Proof Docs']],
    ['super admin', true, true, false, true, ['Home', 'My PBE', 'Manage Docs']],
    ['exporter admin', false, true, false, false, ['Home', 'Export Proof Docs']],
  ];
  for (const [role, iec, pbe, pencil, upload, crumbs] of MATRIX) {
    test(`columns for ${role}`, async ({ page }) => {
      await signInWithToken(page, byRole(role) as DemoRole, '/exportProof/1');
      await expect(page.getByRole('heading', { name: 'Export Proof Docs' })).toBeVisible();
      await expect(table(page)).toBeVisible();
      const expected = [
        'Sl. No.',
        'Docket No.',
        ...(iec ? ['IEC'] : []),
        'Company Name',
        'Manage Documents',
        ...(pbe ? ['PBE No./date'] : []),
      ];
      expect(await table(page).locator('thead th').allTextContents()).toEqual(expected);
      await expect(table(page).getByRole('button', { name: /^Edit PBE No\. of / })).toHaveCount(
        pencil ? 20 : 0,
      );
      await expect(page.getByRole('button', { name: 'Upload Export Proof' })).toHaveCount(upload ? 1 : 0);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText(crumbs);
      if (role === 'CBIC') await shot(page, 'export-proof-list-cbic');
    });
  }

  test('search rules and messages, pager, View opens the docket, cards on a phone', async ({ page }) => {
    await signInWithToken(page, exporter, '/exportProof/1');
    const totalText = page.getByText(/^Total \d+ Record\(s\) Found$/);
    await expect(totalText).toBeVisible();
    const total = Number(/Total (\d+)/.exec(await totalText.innerText())![1]);
    expect(total).toBeGreaterThan(20);
    await expect(table(page).locator('tbody tr')).toHaveCount(20);
    const pages = page.getByRole('navigation', { name: 'Export proof list pages' });
    for (const b of ['First', 'Previous', 'Page 1', 'Page 2', 'Next', 'Last'])
      await expect(pages.getByRole('button', { name: b, exact: true })).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/exportProof\/2$/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(table(page).locator('tbody tr').first().locator('td').first()).toHaveText('21');

    const form = page.getByRole('form', { name: 'Search export proofs' });
    // "Search needs non-empty trimmed text, else 'Invalid Request'; minimum 3 characters."
    await form.getByLabel('Search text').fill('   ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Request');
    await form.getByLabel('Search by').selectOption('company');
    await form.getByLabel('Search text').fill('De');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid Request');
    await form.getByLabel('Search text').fill('Demo Handi');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/exportProof\/1$/);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(`Total ${total} Record(s) Found`)).toBeVisible();
    await form.getByLabel('Search by').selectOption('iec');
    await form.getByLabel('Search text').fill('ZZZZ');
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No record found')).toBeVisible();
    await searchDocket(page, docket);
    await form.getByRole('button', { name: 'Reset' }).click();
    await expect(form.getByLabel('Search text')).toHaveValue('');
    await expect(page.getByText(`Total ${total} Record(s) Found`)).toBeVisible();

    await searchDocket(page, docket);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(table(page).locator('thead')).toBeHidden();
    await expect(table(page).locator('td[data-label="Docket No."]')).toHaveText(docket);
    await shot(page, 'export-proof-list-phone');
    await page.setViewportSize({ width: 1280, height: 860 });
    await table(page)
      .getByRole('link', { name: `View documents of ${docket}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/proofOfExport/${docket}$`));
    await expect(page.getByRole('heading', { name: 'Proof of Export' })).toBeVisible();
  });

  test('a customs (CBIC) user records the PBE No. and date; it persists', async ({ page }) => {
    await signInWithToken(page, byRole('CBIC'), '/exportProof/1');
    await searchDocket(page, docket);
    await table(page)
      .getByRole('button', { name: `Edit PBE No. of ${docket}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `PBE No./date of ${docket}` });
    await dialog.getByLabel('PBE No.').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('PBE No. is required');
    await dialog.getByLabel('PBE No.').fill(`PBE/E2E/${run}`);
    await dialog.getByLabel('PBE date').fill('2026-03-05');
    await shot(page, 'export-proof-pbe-modal');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('PBE details updated.')).toBeVisible();
    const cell = table(page).locator('td[data-label="PBE No./date"]');
    await expect(cell).toContainText(`PBE/E2E/${run}`);
    await expect(cell).toContainText('05-03-2026');
    await page.reload();
    await searchDocket(page, docket);
    await expect(cell).toContainText(`PBE/E2E/${run}`);
    await expect(cell).toContainText('05-03-2026');
  });

  test('Upload Export Proof refuses a bad docket number and opens a good one', async ({ page }) => {
    await signInWithToken(page, byRole('super admin'), '/exportProof/1');
    await page.getByRole('button', { name: 'Upload Export Proof' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Export Proof' });
    await dialog.getByLabel('Docket No.').fill('PMB123456');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Docket No. must be PMB followed by 13 digits.');
    await expect(page).toHaveURL(/\/exportProof\/1$/);
    // Keyboard: Enter submits the labelled field; lower case is read as the docket.
    await dialog.getByLabel('Docket No.').fill(docket.toLowerCase());
    await dialog.getByLabel('Docket No.').press('Enter');
    await expect(page).toHaveURL(new RegExp(`/proofOfExport/${docket}$`));
    // A super admin: Home > Manage Docs / My PBE, and Back goes to /pbe.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText([
      'Home',
      'Manage Docs',
      'My PBE',
      docket,
    ]);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pbe$/);
  });
});

// A 1×1 PNG and a one-page PDF; a Windows executable renamed .pdf (starts "MZ").
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

test.describe('proof of export', () => {
  test('a png and a pdf under one row, listed and opened; a renamed .exe refused with the server message, nothing stored', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, `/proofOfExport/${docket}`);
    await expect(page.getByRole('heading', { name: 'Proof of Export' })).toBeVisible();
    for (const row of ['PBE', 'RBI', 'Export Invoice', 'Postal Receipts', 'Additional Documents'])
      await expect(page.getByRole('heading', { name: row, exact: false }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('li')).toHaveText([
      'Home',
      'Export Proof Docs',
      docket,
    ]);
    const chooser = page.getByLabel('PBE files');
    await expect(chooser).toHaveAttribute('multiple', '');
    await expect(chooser).toHaveAttribute('accept', /\.png.*\.jpe?g.*\.pdf/);

    await chooser.setInputFiles([
      { name: 'pbe-scan.png', mimeType: 'image/png', buffer: PNG },
      { name: 'pbe-copy.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);
    await page.getByRole('button', { name: 'Upload PBE' }).click();
    await expect(page.getByText('2 file(s) uploaded.')).toBeVisible();
    const list = page.getByRole('list', { name: 'PBE files' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('pbe-scan.png');
    await expect(list).toContainText('pbe-copy.pdf');
    const popup = page.waitForEvent('popup');
    await list.getByRole('button', { name: 'Open pbe-scan.png' }).click();
    const tab = await popup;
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await shot(page, 'proof-of-export');

    // All or nothing: a good png with an exe renamed .pdf stores neither.
    await page.getByLabel('RBI files').setInputFiles([
      { name: 'rbi.png', mimeType: 'image/png', buffer: PNG },
      { name: 'setup.pdf', mimeType: 'application/pdf', buffer: EXE },
    ]);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith(`/dockets/${docket}/proofs/rbi`) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Upload RBI' }).click();
    expect((await refused).status()).toBe(415);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only png, jpeg or pdf files can be uploaded.' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'View RBI' }).click();
    await expect(page.getByText('No files uploaded yet.')).toBeVisible();
    const token = await apiToken(exporter);
    expect((await api('GET', `dockets/${docket}/proofs/rbi`, undefined, token)).data).toEqual({ rbi: [] });

    // A fresh visit: View lists what was stored. Back goes to the export list for a non-super-admin.
    await page.reload();
    await page.getByRole('button', { name: 'View PBE' }).click();
    await expect(page.getByRole('list', { name: 'PBE files' }).getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/exportProof\/1$/);
  });

  test('an additional document: a PDF and its description; a short description refused', async ({ page }) => {
    await signInWithToken(page, exporter, `/proofOfExport/${docket}`);
    const form = page.getByRole('form', { name: 'Additional document upload' });
    const upload = page.getByRole('button', { name: 'Upload Additional Documents' });
    await expect(upload).toBeDisabled();
    await form.getByLabel('Additional document files').setInputFiles({
      name: `packing-${run}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // "An additional-document description needs at least 5 characters" (the spec's message).
    await form.getByLabel('Description').fill('abc');
    await upload.click();
    await expect(form.getByRole('alert')).toHaveText('Please enter some description for file.');
    await form.getByLabel('Description').fill('Packing list');
    await form.getByLabel('Description').press('Enter');
    await expect(page.getByText('File uploaded.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Additional Documents files' });
    await expect(list).toContainText(`packing-${run}.pdf`);
    await expect(list).toContainText('Packing list');
    await expect(form.getByLabel('Description')).toHaveValue('');
    await expect(upload).toBeDisabled();
  });

  test('a role that may not upload (DGFT) views only', async ({ page }) => {
    await signInWithToken(page, byRole('DGFT'), `/proofOfExport/${docket}`);
    await expect(page.getByRole('heading', { name: 'Proof of Export' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Upload / })).toHaveCount(0);
    await page.getByRole('button', { name: 'View PBE' }).click();
    await expect(page.getByRole('list', { name: 'PBE files' }).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('postal bill print page', () => {
  test('heading, blocks, declaration, signatures and the parcel rows; Download As PDF; Print without the portal chrome', async ({
    page,
  }) => {
    await signInWithToken(page, exporter, `/postalbill/${docket}`);
    await expect(page.getByRole('heading', { level: 1, name: PBE_TEXT.title })).toBeVisible();
    for (const b of Object.values(PBE_TEXT.blocks))
      await expect(page.getByRole('heading', { name: b })).toBeVisible();
    await expect(page.getByText(PBE_TEXT.declaration)).toBeVisible();
    await expect(page.getByText(PBE_TEXT.signatures.exporter)).toBeVisible();
    await expect(page.getByText(PBE_TEXT.signatures.officer)).toBeVisible();
    await expect(page.getByText(PBE_TEXT.overleaf)).toBeVisible();
    await expect(page.getByText('Demo Handicrafts Pvt Ltd')).toBeVisible();
    const rows = page.getByRole('table', { name: 'Parcels' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(`XP${run}A`);
    await expect(rows.nth(0)).toContainText('Silk stole');
    await expect(rows.nth(1)).toContainText(`XP${run}B`);
    await expect(rows.nth(1)).toContainText('USA');
    await shot(page, 'postal-bill');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download As PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await file.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await page.evaluate(() => {
      (window as any).printed = 0;
      window.print = () => void (window as any).printed++;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as any).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('toolbar', { name: 'Postal bill actions' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: PBE_TEXT.title })).toBeVisible();
    await shot(page, 'postal-bill-print');
    await page.emulateMedia({ media: 'screen' });

    // Opened straight (no history): Back goes to the PBE list.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/pbe$/);
  });
});
