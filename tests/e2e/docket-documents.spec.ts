import { expect, test, type Page } from '@playwright/test';
import { DOCUMENT_MSG, sampleOrder } from '@exportdesk/core';
import { API_URL } from './stack.mjs';
import { apiCall, apiPost, byRole, PASSWORD, quietNotices, type DemoRole } from './support';

/**
 * The docket detail page (/documents; 001 §2.14, §4 "Docket documents", §5 "Docket detail", §6
 * "Docket documents tab", §8) against the real stack: dockets made of real orders through the
 * public API, each role's rows and buttons as the browser shows them, Generate all invoices with
 * the live event and the zip, the EDF form, additional documents.
 */

const run = Date.now() % 1_000_000;
const tokens = new Map<string, string>();

async function login(r: Pick<DemoRole, 'userType' | 'userName'>) {
  const res = await fetch(`${API_URL}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: r.userType, userName: r.userName, password: PASSWORD }),
  });
  const body = (await res.json()) as { token?: string; message?: string; userDetails?: { _id: number } };
  if (!body.token) throw new Error(`login ${r.userName}: ${body.message}`);
  return { token: body.token, id: body.userDetails?._id };
}

/** One login per role for the whole file: the token is put where the portal keeps it. */
async function tokenOf(role: string) {
  if (!tokens.has(role)) tokens.set(role, (await login(byRole(role))).token);
  return tokens.get(role)!;
}

const api = apiPost;

async function openDocket(page: Page, role: string, docket: string) {
  const token = await tokenOf(role);
  await page.goto('/');
  await quietNotices(page);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(`/documents?docket=${docket}`);
  await expect(page.getByRole('heading', { name: `Docket ${docket}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Documents of docket ${docket}` });
  await expect(table).toBeVisible();
  return table;
}

/** Document name → the labels of its buttons and links, as the page shows them; plus the upload form. */
async function shownMatrix(page: Page, docket: string) {
  const table = page.getByRole('table', { name: `Documents of docket ${docket}` });
  const rows = await table.locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => {
      const [name, action] = Array.from(tr.querySelectorAll('td'));
      return [
        name.querySelector('.dk-doc__name')!.textContent!.replace(/\s+/g, ' ').trim(),
        Array.from(action.querySelectorAll('button, a')).map((b) => b.textContent!.trim()),
      ] as const;
    }),
  );
  const shown: Record<string, string[]> = Object.fromEntries(rows);
  if (await page.getByRole('form', { name: 'Upload additional document' }).isVisible())
    shown['(upload additional document)'] = ['Upload'];
  return shown;
}

let matrixDocket: string;
let docket: string;
let tracked: string;

test.beforeAll(async () => {
  const exporter = await tokenOf('exporter admin');
  const key = (await api('apikey', {}, exporter)).data.authKey as string;
  // The matrix docket: EMS Speed Post parcels (no harmonized label: "the parcel type is tracked packets").
  const ems = { parcelType: 'EMS Speed Post' };
  const m = await api('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(1, { ...ems, orderId: `DK-${run}-M1`, invoiceNo: `DKM${run}-1` }),
      sampleOrder(2, { ...ems, orderId: `DK-${run}-M2`, invoiceNo: `DKM${run}-2` }),
    ],
  });
  expect(m.success, m.message).toBe(true);
  matrixDocket = m.tempSBill!;
  // The working docket: three invoices, one of them 900 USD (a CN23 parcel).
  const w = await api('client/saveorderdata', {
    authKey: key,
    orderData: [
      sampleOrder(3, { ...ems, orderId: `DK-${run}-1`, invoiceNo: `DKA${run}`, boxId: `DKBOX${run}A` }),
      sampleOrder(4, { ...ems, orderId: `DK-${run}-2`, invoiceNo: `DKB${run}` }),
      sampleOrder(5, {
        ...ems,
        orderId: `DK-${run}-3`,
        invoiceNo: `DKC${run}`,
        currency: 'USD',
        fob_foreign: '900.00',
      }),
    ],
  });
  expect(w.success, w.message).toBe(true);
  docket = w.tempSBill!;
  // Tracked packets to the United Kingdom: a harmonized label.
  const t = await api('client/saveorderdata', {
    authKey: key,
    orderData: [sampleOrder(6, { orderId: `DK-${run}-T1`, invoiceNo: `DKT${run}` })],
  });
  expect(t.success, t.message).toBe(true);
  tracked = t.tempSBill!;
  // cha4 works for the exporter (the super admin links them; linking again is harmless).
  const cha = await login(byRole('CHA (4)'));
  const linked = await api(
    'users/cha-links',
    { chaUserId: cha.id, exporterIeCode: 'ABCDE1234F' },
    await tokenOf('super admin'),
  );
  expect(linked.success, linked.message).toBe(true);
});

/**
 * 001 §6 "Docket documents tab", written out per role for a docket whose pickup is Pending and
 * that has no tracked packets (so no harmonized label, no pickup documents).
 */
const MATRIX: Record<string, Record<string, string[]>> = {
  'exporter admin': {
    PBE: ['View', 'Download', 'Print page'],
    'PBE Summary': ['View', 'Download'],
    'CN22/23': ['Print CN22/23'],
    'CN22/23 with label BETA': ['View', 'Download'],
    'Packing List': ['View', 'Download'],
    'Shipping Labels': ['View', 'Download'],
    'Parcels against docket': ['View parcels'],
    'All Export Invoices': ['Generate'],
    'Export Invoice': ['View', 'Download'],
    'RBI EDF': ['Submit EDF', 'View EDF'],
    'International Bulk Mail file for India Post': ['Download', 'Instructions', 'Upload edited file'],
    '(upload additional document)': ['Upload'],
  },
  'CHA (4)': {
    PBE: ['View', 'Download', 'Print page'],
    'PBE Summary': ['View', 'Download'],
    'CN22/23': ['Print CN22/23'],
    'CN22/23 with label BETA': ['View', 'Download'],
    'Packing List': ['View', 'Download'],
    'Shipping Labels': ['View', 'Download'],
    'Parcels against docket': ['View parcels'],
    'All Export Invoices': ['Generate'],
    'Export Invoice': ['View', 'Download'],
    'RBI EDF': ['Submit EDF', 'View EDF'],
    'International Bulk Mail file for India Post': ['Download', 'Instructions', 'Upload edited file'],
    '(upload additional document)': ['Upload'],
  },
  FPO: {
    PBE: ['View', 'Download', 'Print page'],
    'PBE Summary': ['View', 'Download'],
  },
  CBIC: {
    PBE: ['View', 'Download', 'Print page'],
    'PBE Summary': ['View', 'Download'],
  },
  'super admin': {
    PBE: ['View', 'Download', 'Print page'],
    'PBE Summary': ['View', 'Download'],
    'CN22/23': ['Print CN22/23'],
    'CN22/23 with label BETA': ['View', 'Download'],
    'Packing List': ['View', 'Download'],
    'Shipping Labels': ['View', 'Download'],
    'Parcels against docket': ['View parcels'],
    'All Export Invoices': [],
    'Export Invoice': ['View', 'Download'],
    'RBI EDF': ['EDF details', 'View EDF'],
    'International Bulk Mail file for India Post': ['Download', 'Instructions', 'Upload edited file'],
  },
};

test.describe('docket detail', () => {
  for (const [role, expected] of Object.entries(MATRIX)) {
    test(`role matrix: ${role} sees exactly the spec's rows and buttons`, async ({ page }) => {
      await openDocket(page, role, matrixDocket);
      expect(await shownMatrix(page, matrixDocket)).toEqual(expected);
    });
  }

  test('the PBE list opens a docket; breadcrumbs, Back, parcels with their last 6 characters', async ({
    page,
  }) => {
    await openDocket(page, 'exporter admin', docket);
    await page.goto('/pbe');
    await page.getByRole('link', { name: `Documents of docket ${docket}` }).click();
    await expect(page).toHaveURL(new RegExp(`/documents\\?docket=${docket}$`));
    // The docket travels in the address only: no storage key is a contract between sections.
    expect(await page.evaluate(() => sessionStorage.getItem('docketNo'))).toBeNull();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    await expect(crumbs.getByRole('link', { name: 'My PBE' })).toHaveAttribute('href', '/pbe');
    await page.getByRole('button', { name: 'View parcels' }).click();
    const dialog = page.getByRole('dialog', { name: /Parcels against docket/ });
    await expect(dialog.getByRole('row')).toHaveCount(4);
    await expect(dialog).toContainText(`DKBOX${run}A`.slice(-6));
    await expect(dialog).not.toContainText(`DKBOX${run}A`.slice(0, -6));
    // Parcel tracking (001 §2.14): a parcel's tracking number opens its tracking under the list.
    const trackingNo = (
      await apiCall('GET', `dockets/${docket}/documents`, undefined, await tokenOf('exporter admin'))
    ).data.parcels[0].trackingNo as string;
    await dialog.getByRole('button', { name: `Track ${trackingNo}` }).click();
    const tracking = dialog.getByRole('region', { name: `Tracking of ${trackingNo}` });
    // No carrier events for a parcel not yet handed over: the spec's message.
    await expect(tracking).toContainText(`No tracking info. available for tracking Id ${trackingNo}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: '← Back' }).click();
    await expect(page).toHaveURL(/\/pbe$/);
    // Forward again and reload: the address still names the docket.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/documents\\?docket=${docket}$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: `Docket ${docket}` })).toBeVisible();
    // Without ?docket= the page asks for one.
    await page.goto('/documents');
    await expect(page.getByText('to see its documents.')).toBeVisible();
  });

  test('Generate all invoices: Processing and a disabled button, the live event sets Generated with the Download snackbar, the zip downloads', async ({
    page,
  }) => {
    await page.clock.install();
    await openDocket(page, 'exporter admin', docket);
    const row = page.getByRole('row').filter({ hasText: 'All Export Invoices' });
    const status = page.getByTestId('invoices-status');
    await expect(status).toHaveText('Not generated');
    // Every status the cell shows, in order (the worker may finish before an assertion could look).
    await status.evaluate((el) => {
      const seen: string[] = [];
      (window as any).__statuses = seen;
      new MutationObserver(() => seen.at(-1) !== el.textContent && seen.push(el.textContent ?? '')).observe(
        el,
        { subtree: true, childList: true, characterData: true },
      );
    });
    const generate = row.getByRole('button', { name: 'Generate' });
    await generate.click();
    await expect(generate).toBeDisabled();
    await expect(status).toHaveText('Generated', { timeout: 30_000 });
    expect(await page.evaluate(() => (window as any).__statuses)).toEqual(['Processing', 'Generated']);
    await expect(generate).toBeDisabled(); // still within the 60 seconds
    const snackbar = page
      .getByRole('status')
      .filter({ hasText: `All export invoices of docket ${docket} are generated.` });
    await expect(snackbar).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      snackbar.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^ExportDesk_Invoices_${docket}_\\d{2}-\\d{2}-\\d{4}\\.zip$`),
    );
    const zip = await readAll(download);
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
    const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(zip.readUInt16LE(eocd + 10)).toBe(3); // one PDF per invoice
    // The row's own Download serves the same zip.
    await expect(row.getByRole('button', { name: 'Download' })).toBeVisible();
    await page.clock.fastForward(61_000);
    await expect(generate).toBeEnabled();
  });

  test('Generate on a docket of many invoices shows the job’s progress until Generated', async ({ page }) => {
    const exporter = await tokenOf('exporter admin');
    const key = (await api('apikey', {}, exporter)).data.authKey as string;
    const many = await api('client/saveorderdata', {
      authKey: key,
      orderData: Array.from({ length: 80 }, (_, i) =>
        sampleOrder(i + 1, {
          parcelType: 'EMS Speed Post',
          orderId: `DK-${run}-P${i}`,
          invoiceNo: `DKP${run}-${i}`,
        }),
      ),
    });
    expect(many.success, many.message).toBe(true);
    await openDocket(page, 'exporter admin', many.tempSBill!);
    const row = page.getByRole('row').filter({ hasText: 'All Export Invoices' });
    // Every percent the bar shows, in order (recorded in the page: the bar is gone once Generated).
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as any).__percents = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"][aria-label="Generating invoices"]');
        const v = bar ? Number(bar.getAttribute('aria-valuenow')) : null;
        if (v !== null && seen.at(-1) !== v) seen.push(v);
      }).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-valuenow'],
      });
    });
    await row.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByTestId('invoices-status')).toHaveText('Generated', { timeout: 60_000 });
    await expect(page.getByRole('progressbar', { name: 'Generating invoices' })).toHaveCount(0);
    const percents = (await page.evaluate(() => (window as any).__percents)) as number[];
    console.info('invoice generation percents seen:', percents.join(' '));
    expect(percents[0]).toBe(0);
    expect(percents.length).toBeGreaterThan(1); // it moved while the worker rendered
    expect([...percents].sort((a, b) => a - b)).toEqual(percents); // and only forward
  });

  test('EDF: defaults, letters refused in amounts, Submit then Update with the saved values', async ({
    page,
  }) => {
    await openDocket(page, 'exporter admin', docket);
    const row = page.getByRole('row').filter({ hasText: 'RBI EDF' });
    await row.getByLabel('Invoice for EDF').selectOption(`DKB${run}`);
    await row.getByRole('button', { name: 'Submit EDF' }).click();
    const dialog = page.getByRole('dialog', { name: `RBI EDF details · Invoice DKB${run}` });
    await expect(dialog.getByLabel('Category of exporter')).toHaveValue('1');
    await expect(dialog.getByLabel('Category of exporter').locator('option:checked')).toHaveText(
      '1 Custom (DTA units)',
    );
    await expect(dialog.getByLabel('Nature of contract').locator('option:checked')).toHaveText('1 FOB');
    await expect(dialog.getByLabel('Mode of realisation')).toHaveValue('L/C');
    await expect(dialog.getByLabel('ACU payment')).toHaveValue('Yes');
    for (const f of ['Freight', 'Insurance', 'Commission', 'Discount', 'Packing charges', 'Other deductions'])
      await expect(dialog.getByLabel(f)).toHaveValue('0');
    const freight = dialog.getByLabel('Freight');
    await freight.fill('');
    await freight.pressSequentially('12a.5');
    await expect(freight).toHaveValue('12.5');
    await dialog.getByLabel('Insurance').fill('3x4'); // pasted text keeps digits, dot and space
    await expect(dialog.getByLabel('Insurance')).toHaveValue('34');
    await dialog.getByLabel('Form No.').fill(`F-${run}`);
    await dialog.getByLabel('Mode of realisation').selectOption('BG');
    await dialog.getByLabel('Receipt date').fill('2026-01-20');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'EDF details saved.' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Update EDF' })).toBeVisible();
    await row.getByRole('button', { name: 'Update EDF' }).click();
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeVisible();
    await expect(dialog.getByLabel('Freight')).toHaveValue('12.5');
    await expect(dialog.getByLabel('Insurance')).toHaveValue('34');
    await expect(dialog.getByLabel('Form No.')).toHaveValue(`F-${run}`);
    await expect(dialog.getByLabel('Mode of realisation')).toHaveValue('BG');
    await expect(dialog.getByLabel('Receipt date')).toHaveValue('2026-01-20');
    // Another invoice still has none: Submit and the defaults.
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await row.getByLabel('Invoice for EDF').selectOption(`DKA${run}`);
    await expect(row.getByRole('button', { name: 'Submit EDF' })).toBeVisible();
  });

  test('additional documents: the two messages in the browser, a real PDF uploads and lists, delete while Pending, a renamed non-PDF refused by the server', async ({
    page,
  }) => {
    await openDocket(page, 'exporter admin', docket);
    const form = page.getByRole('form', { name: 'Upload additional document' });
    await expect(form.getByText('min 5, max 40')).toBeVisible();
    await expect(form.getByLabel('PDF file')).toHaveAttribute('accept', 'application/pdf');
    await form.getByLabel('Description').fill('abc');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('Please enter some description for file.')).toBeVisible();
    await expect(form.getByText('Please Select a File to Upload.')).toBeVisible();
    await form.getByLabel('Description').fill('Signed invoice copy');
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(form.getByText('Please enter some description for file.')).toHaveCount(0);
    await expect(form.getByText('Please Select a File to Upload.')).toBeVisible();

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
    );
    await form
      .getByLabel('PDF file')
      .setInputFiles({ name: 'signed.pdf', mimeType: 'application/pdf', buffer: pdf });
    await form.getByRole('button', { name: 'Upload' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Signed invoice copy' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('signed.pdf');
    await expect(form.getByLabel('Description')).toHaveValue('');

    // A renamed executable is not a PDF: the server's message.
    await form.getByLabel('Description').fill('Not really a PDF');
    await form.getByLabel('PDF file').setInputFiles({
      name: 'tool.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ\x90\x00 this is not a pdf'),
    });
    await form.getByRole('button', { name: 'Upload' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only PDF files can be uploaded as additional documents.' }),
    ).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Not really a PDF' })).toHaveCount(0);

    // Delete (pickup Pending) after 'Are you sure?'; it is gone after a reload too.
    await row.getByRole('button', { name: 'Delete Signed invoice copy' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
    await confirm.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(row).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('table', { name: `Documents of docket ${docket}` })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Signed invoice copy' })).toHaveCount(0);
  });

  test('harmonized label: default category, Generate disabled unless category and date, the label opens in a new tab; a failure reads the spec text', async ({
    page,
  }) => {
    await openDocket(page, 'exporter admin', tracked);
    const row = page.getByRole('row').filter({ hasText: 'Harmonized label' });
    await expect(row).toContainText('United Kingdom');
    await row.getByRole('button', { name: 'Generate label' }).click();
    const dialog = page.getByRole('dialog', { name: 'Harmonized label' });
    await expect(dialog.getByLabel('Category of item')).toHaveValue('Sales of Goods');
    await expect(dialog.getByLabel('Category of item').locator('option')).toHaveText([
      'Select a category',
      'Commercial Sample',
      'Return Goods',
      'Documents',
      'Sales of Goods',
      'Other',
      'Gift',
    ]);
    const generate = dialog.getByRole('button', { name: 'Generate' });
    await expect(generate).toBeDisabled();
    await dialog.getByLabel('Mailing date').fill('2026-02-10');
    await expect(generate).toBeEnabled();
    await dialog.getByLabel('Category of item').selectOption('');
    await expect(generate).toBeDisabled();
    await dialog.getByLabel('Category of item').selectOption('Gift');
    // A refusal reads 'Unable to generate harmonized label'.
    await page.route('**/documents/harmonized-label?**', (r) =>
      r.fulfill({
        status: 400,
        json: { success: false, message: 'Unable to generate harmonized label', data: null },
      }),
    );
    const [failed] = await Promise.all([page.context().waitForEvent('page'), generate.click()]);
    await expect(dialog.getByRole('alert')).toHaveText('Unable to generate harmonized label');
    await expect.poll(() => failed.isClosed()).toBe(true);
    await page.unroute('**/documents/harmonized-label?**');
    const asked = page.waitForRequest((r) => r.url().includes('/harmonized-label?'));
    const [tab] = await Promise.all([page.context().waitForEvent('page'), generate.click()]);
    expect(new URL((await asked).url()).searchParams.get('mailingDate')).toBe('10-02-2026');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await expect(dialog).toHaveCount(0);
  });

  test('CP71/CP72: an Air Parcel docket has the row and View opens the PDF; the EMS matrix docket has none', async ({
    page,
  }) => {
    const key = (await api('apikey', {}, await tokenOf('exporter admin'))).data.authKey as string;
    const air = { parcelType: 'Air Parcel (CD)' };
    const a = await api('client/saveorderdata', {
      authKey: key,
      orderData: [
        sampleOrder(7, { ...air, orderId: `DK-${run}-CP1`, invoiceNo: `DKCP${run}-1` }),
        sampleOrder(8, { ...air, orderId: `DK-${run}-CP2`, invoiceNo: `DKCP${run}-2` }),
      ],
    });
    expect(a.success, a.message).toBe(true);
    const parcelPost = a.tempSBill!;
    await openDocket(page, 'exporter admin', parcelPost);
    const row = page.getByRole('row').filter({ hasText: 'CP71/CP72 (parcel post)' });
    await expect(row.getByRole('button', { name: 'Download CP71/CP72 (parcel post)' })).toBeVisible();
    const answered = page.waitForResponse((r) => r.url().includes(`/dockets/${parcelPost}/documents/cp72`));
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('button', { name: 'View CP71/CP72 (parcel post)' }).click(),
    ]);
    const res = await answered;
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/pdf');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    // What the new tab shows is the PDF itself (the page made the blob; it can read it back).
    const opened = await page.evaluate(async (u) => {
      const b = await (await fetch(u)).blob();
      return {
        type: b.type,
        head: new TextDecoder().decode((await b.arrayBuffer()).slice(0, 5)),
        size: b.size,
      };
    }, tab.url());
    expect(opened.type).toContain('application/pdf');
    expect(opened.head).toBe('%PDF-');
    expect(opened.size).toBeGreaterThan(1000);
    await openDocket(page, 'exporter admin', matrixDocket);
    await expect(page.getByRole('row').filter({ hasText: 'Packing List' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'CP71/CP72' })).toHaveCount(0);
  });

  test('IBM: instructions, the workbook downloads as xlsx, an edited workbook uploads and downloads again, a non-Excel file is refused', async ({
    page,
  }) => {
    await openDocket(page, 'exporter admin', docket);
    const row = page.getByRole('row').filter({ hasText: 'International Bulk Mail file for India Post' });
    await row.getByRole('button', { name: 'Instructions' }).click();
    await expect(page.getByRole('dialog', { name: 'IBM file instructions' })).toContainText(
      'Upload the edited file',
    );
    await page.getByRole('button', { name: 'Got it' }).click();
    const [dl] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download IBM file' }).click(),
    ]);
    expect(dl.suggestedFilename()).toMatch(
      new RegExp(`^ExportDesk_IBM_${docket}_\\d{2}-\\d{2}-\\d{4}\\.xlsx$`),
    );
    const xlsx = await readAll(dl);
    expect(xlsx.subarray(0, 2).toString()).toBe('PK');

    const input = row.getByLabel('Edited IBM file');
    await expect(input).toHaveAttribute('accept', /\.xls,\.xlsx/);
    // By name in the browser, by content on the server.
    await input.setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only Excel files (.xls or .xlsx) are allowed.' }),
    ).toBeVisible();
    await input.setInputFiles({
      name: 'renamed.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from('%PDF-1.4\nnot a workbook'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only Excel files (.xls or .xlsx) are allowed.' }),
    ).toHaveCount(2);
    await expect(row.getByRole('button', { name: 'Download edited file' })).toHaveCount(0);

    await input.setInputFiles({
      name: 'edited.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await expect(page.getByRole('status').filter({ hasText: 'IBM file uploaded.' })).toBeVisible();
    await expect(row).toContainText('Edited file edited.xlsx uploaded');
    const [edited] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download edited file' }).click(),
    ]);
    expect(edited.suggestedFilename()).toMatch(/\.xlsx$/);
    expect((await readAll(edited)).equals(xlsx)).toBe(true);
  });

  test('after the pickup is scheduled: pickup checklist, authority letter and handover note; no Delete of additional documents; customs still see neither', async ({
    page,
  }) => {
    const exporter = await tokenOf('exporter admin');
    const form = new FormData();
    form.append('desc', 'Courier receipt');
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      'receipt.pdf',
    );
    const up = await fetch(`${API_URL}/dockets/${tracked}/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${exporter}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const day = new Date(Date.now() + 2 * 86_400_000);
    const dmy = `${String(day.getDate()).padStart(2, '0')}-${String(day.getMonth() + 1).padStart(2, '0')}-${day.getFullYear()}`;
    const scheduled = await api(`dockets/${tracked}/pickup`, { pickupDate: dmy }, exporter);
    expect(scheduled.success, scheduled.message).toBe(true);

    await openDocket(page, 'exporter admin', tracked);
    const shown = await shownMatrix(page, tracked);
    expect(shown['Pickup checklist']).toEqual(['View', 'Download']);
    expect(shown['Authority letter']).toEqual(['View', 'Download']);
    expect(shown['Handover note']).toEqual(['View', 'Download']);
    expect(shown['Courier receipt']).toEqual(['View']); // "delete only while pickup is Pending"
    const [dl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Handover note' }).click(),
    ]);
    expect(dl.suggestedFilename()).toMatch(
      new RegExp(`^ExportDesk_Handover_note_${tracked}_\\d{2}-\\d{2}-\\d{4}\\.pdf$`),
    );
    expect((await readAll(dl)).subarray(0, 5).toString()).toBe('%PDF-');

    await openDocket(page, 'FPO', tracked);
    expect(await shownMatrix(page, tracked)).toEqual({
      PBE: ['View', 'Download', 'Print page'],
      'PBE Summary': ['View', 'Download'],
      'Courier receipt': ['View'],
    });
  });

  test('pickup from the page: the exporter requests it (the super admin is alerted live), the FPO officer marks it picked up', async ({
    page,
    browser,
  }) => {
    const exporter = await tokenOf('exporter admin');
    const key = (await api('apikey', {}, exporter)).data.authKey as string;
    const made = await api('client/saveorderdata', {
      authKey: key,
      orderData: [sampleOrder(1, { orderId: `DK-${run}-PU`, invoiceNo: `DKPU${run}` })],
    });
    expect(made.success, made.message).toBe(true);
    const pu = made.tempSBill!;

    // The super admin has the portal open elsewhere.
    const adminPage = await (
      await browser.newContext({ baseURL: test.info().project.use.baseURL })
    ).newPage();
    await openDocket(adminPage, 'super admin', pu);

    await openDocket(page, 'exporter admin', pu);
    await expect(page.getByText('Pickup: Pending')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark picked up' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Request pickup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request pickup' });
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Pickup date').fill(yesterday);
    await dialog.getByRole('button', { name: 'Request pickup' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Pickup date cannot be in the past.');
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Pickup date').fill(day);
    await dialog.getByRole('button', { name: 'Request pickup' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Pickup: Scheduled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change pickup date' })).toBeVisible();
    expect(Object.keys(await shownMatrix(page, pu))).toEqual(
      expect.arrayContaining(['Pickup checklist', 'Authority letter', 'Handover note']),
    );
    await expect(
      adminPage.getByRole('status').filter({ hasText: `Pickup requested for ${pu}` }),
    ).toBeVisible();
    await adminPage.context().close();

    await openDocket(page, 'FPO', pu);
    await expect(page.getByRole('button', { name: 'Request pickup' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark picked up' }).click();
    await expect(page.getByText('Pickup: Picked Up')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo picked up' })).toBeVisible();

    // Once picked up, the exporter can no longer move the date.
    await openDocket(page, 'exporter admin', pu);
    await expect(page.getByText('Pickup: Picked Up')).toBeVisible();
    await expect(page.getByRole('button', { name: /Request pickup|Change pickup date/ })).toHaveCount(0);
  });

  test('Email documents: the exporter admin has the button and sees the queued message; the FPO officer has none', async ({
    page,
  }) => {
    await openDocket(page, 'FPO', matrixDocket);
    await expect(page.getByRole('button', { name: 'Request pickup' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Email documents' })).toHaveCount(0);
    await openDocket(page, 'exporter admin', matrixDocket);
    const answered = page.waitForResponse((r) => r.url().endsWith('/sendDocViaEmail'));
    await page.getByRole('button', { name: 'Email documents' }).click();
    expect((await answered).status()).toBe(202);
    await expect(
      page.getByText(DOCUMENT_MSG.emailQueued(matrixDocket, 'exporter@demo.exportdesk.local')),
    ).toBeVisible();
  });
});

async function readAll(d: import('@playwright/test').Download) {
  const parts: Buffer[] = [];
  for await (const c of await d.createReadStream()) parts.push(c as Buffer);
  return Buffer.concat(parts);
}
