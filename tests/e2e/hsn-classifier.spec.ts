import { expect, test } from '@playwright/test';
import { CLASSIFIER_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/** The HSN classifier (issue 16, Tools → HSN Classifier): a description → five likely HS codes. */
test.setTimeout(120_000);

test('classify a product from the keyboard; too short and too long are said under the field', async ({
  page,
}) => {
  await signInWithToken(page, byRole('exporter admin'), '/hsnClassifier');
  await expect(page.getByRole('heading', { name: 'HSN Classifier' })).toBeVisible({ timeout: 60_000 });
  const field = page.getByLabel('Product description');

  await field.fill('ab');
  await page.getByRole('button', { name: 'Classify' }).click();
  await expect(page.getByText(CLASSIFIER_MSG.tooShort)).toBeVisible();

  await field.fill('x'.repeat(2000));
  await expect(page.getByText(CLASSIFIER_MSG.tooLong)).toBeVisible();

  await field.fill("men's cotton t-shirt");
  await field.press('Tab');
  await page.keyboard.press('Enter'); // the Classify button has the focus
  const table = page.getByRole('table', { name: 'Likely HS codes' });
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tbody tr').first()).toContainText('6109.10');
  await expect(table.locator('tbody tr').first()).toContainText('100%');
  await page.screenshot({ path: 'test-results/hsn-classifier.png', fullPage: true });
});
