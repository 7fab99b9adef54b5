import { expect, test } from '@playwright/test';
import { EXPORT_INVOICE_MSG, INVENTORY_MSG, PBE_TEXT, sampleOrder } from '@exportdesk/core';
import { apiPost, apiToken, byRole, signInWithToken } from './support';

/**
 * The docs section's smaller forms on the form kit (issue 28): the postal bill's docket picker
 * (/pboe), the PBE templates (/pbetemplate) and the export invoice (/newexportinvoice): each
 * filled and submitted in the browser, and one of its refusals in the schema's words.
 */
test.setTimeout(120_000);
const run = Date.now() % 1_000_000;
const exporter = byRole('exporter admin');
let docket: string;

test.beforeAll(async () => {
  const token = await apiToken(exporter);
  const key = (await apiPost('apikey', {}, token)).data.authKey as string;
  const r = await apiPost('client/saveorderdata', {
    authKey: key,
    orderData: [sampleOrder(1, { orderId: `DF-${run}-1`, invoiceNo: `DFA${run}` })],
  });
  expect(r.success, r.message).toBe(true);
  docket = r.tempSBill!;
});

test('postal bill: a docket typed in lower case opens its postal bill; no docket, no button', async ({
  page,
}) => {
  await signInWithToken(page, exporter, '/pboe');
  await expect(page.getByRole('heading', { name: 'Postal Bill of Export' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: "Open a docket's postal bill" });
  const open = form.getByRole('button', { name: 'Open postal bill' });
  await expect(open).toBeDisabled();
  await form.getByLabel('Docket No.').fill('   ');
  await expect(open).toBeDisabled();
  await form.getByLabel('Docket No.').fill(docket.toLowerCase());
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/postalbill/${docket}$`));
  await expect(page.getByRole('heading', { level: 1, name: PBE_TEXT.title })).toBeVisible();
});

test('PBE templates: a consignee template with its country is saved and listed; no name is refused', async ({
  page,
}) => {
  await signInWithToken(page, exporter, '/pbetemplate');
  await expect(page.getByRole('heading', { name: 'PBE Templates' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Save a template' });
  await form.getByLabel('Name', { exact: true }).fill('Jane Roe');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByRole('alert')).toHaveText('Template name is required');

  const name = `Roe ${run}`;
  await form.getByLabel('Template name').fill(name);
  await form.getByLabel('City', { exact: true }).fill('London');
  await form.getByRole('combobox', { name: 'Country' }).fill('UK');
  await expect(page.getByRole('listbox', { name: 'Countries' }).getByRole('option').first()).toHaveText(
    /^United Kingdom\b/,
  );
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('status').filter({ hasText: INVENTORY_MSG.templateSaved })).toBeVisible();
  const row = page.getByRole('table', { name: 'Templates' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Name: Jane Roe');
  await expect(row).toContainText('Country: United Kingdom');
  await expect(row).not.toContainText('State:');
  // the form is empty again for the next one
  await expect(form.getByLabel('Template name')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('');
});

test('export invoice: a refusal under its field, then the draft is created with a new consignee country', async ({
  page,
}) => {
  await signInWithToken(page, exporter, `/newexportinvoice/docket/${docket}`);
  await expect(page.getByRole('heading', { name: 'New Export Invoice' })).toBeVisible({ timeout: 60_000 });
  const form = page.getByRole('form', { name: 'Export invoice' });
  await form.getByLabel('Invoice No.').fill(`DFI${run}`);
  await form.getByLabel('Invoice date (DD-MM-YYYY)').fill('31-02-2026');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(form.getByRole('alert')).toHaveText(EXPORT_INVOICE_MSG.date);
  await expect(form.getByLabel('Invoice date (DD-MM-YYYY)')).toBeFocused();

  await form.getByLabel('Invoice date (DD-MM-YYYY)').fill('10-02-2026');
  await form.getByRole('combobox', { name: 'Country' }).fill('America');
  await expect(page.getByRole('listbox', { name: 'Countries' }).getByRole('option').first()).toHaveText(
    /^USA\b/,
  );
  await page.keyboard.press('Enter');
  await form.getByRole('button', { name: 'Create invoice' }).click();
  await expect(page.getByRole('status').filter({ hasText: EXPORT_INVOICE_MSG.created })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Export Invoice DFI${run}` })).toBeVisible();
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('USA');
  await expect(form.getByRole('button', { name: 'Save' })).toBeVisible();
});
