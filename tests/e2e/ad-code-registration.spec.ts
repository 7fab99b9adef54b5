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
