import { expect, test } from '@playwright/test';
import { PLAN_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * AD Code Registration (/adreg; issue 23, issue 28 item 1): the details form is the form kit over
 * core's adCodeDetailsSchema. A wrong AD code is named under its field and nothing is asked; right
 * details ask the spec's confirmation, which is cancelled here so no order is made.
 */
test('the AD code details are checked, then the fee is confirmed', async ({ page }) => {
  await signInWithToken(page, byRole('exporter admin'), '/adreg');
  await expect(page.getByRole('heading', { name: 'AD Code Registration', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const form = page.getByRole('form', { name: 'AD code details' });
  await form.getByLabel('AD code').fill('12345');
  await form.getByLabel('Bank').fill('State Bank of India');
  await form.getByLabel('Branch').fill('Fort, Mumbai');
  await form.getByRole('button', { name: 'Pay' }).click();
  await expect(form.getByRole('alert')).toHaveText(PLAN_MSG.adCodeFormat);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await form.getByLabel('AD code').fill('0123 4567 8901 23');
  await form.getByLabel('AD code').press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AD Code Registration' });
  await expect(dialog).toContainText(PLAN_MSG.adCodeConfirm);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

/**
 * The navbar's AD Code Registration modal (the super admin's My Services) shares the same fields and flow with no
 * form element around them: a wrong code named under its field, right details confirmed (cancelled
 * here), and the modal back with its fields as they were.
 */
test('the navbar modal checks the same details, then asks the same confirmation', async ({ page }) => {
  await signInWithToken(page, byRole('super admin'), '/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'My Services' }).click();
  await page.getByRole('menuitem', { name: 'AD Code Registration' }).click();
  const modal = page.getByRole('dialog', { name: 'AD Code Registration' });
  await expect(modal).toBeVisible();
  await modal.getByLabel('AD code').fill('12345');
  await modal.getByLabel('Bank').fill('State Bank of India');
  await modal.getByLabel('Branch').fill('Fort, Mumbai');
  await modal.getByRole('button', { name: 'Pay' }).click();
  await expect(modal.getByRole('alert')).toHaveText(PLAN_MSG.adCodeFormat);

  await modal.getByLabel('AD code').fill('01234567890123');
  await modal.getByRole('button', { name: 'Pay' }).click();
  const confirm = page.getByRole('dialog', { name: 'AD Code Registration' });
  await expect(confirm).toContainText(PLAN_MSG.adCodeConfirm);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal.getByLabel('AD code')).toHaveValue('01234567890123');
  await expect(modal.getByRole('alert')).toHaveCount(0);
});
