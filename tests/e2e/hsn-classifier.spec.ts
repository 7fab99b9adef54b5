import { expect, test } from '@playwright/test';
import { CLASSIFIER_MSG } from '@exportdesk/core';
import { byRole, signInWithToken } from './support';

/**
 * The HSN classifier (issues 16, 24, Tools → HSN Classifier): a description → five likely HS
 * codes with a calibrated match; a weak answer says "check this code".
 */
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
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText('6109.10');
  // a calibrated match (issue 24): never 100 %, and a strong answer carries no "check this code"
  await expect(first).toContainText(/\d%/);
  await expect(first).not.toContainText('100%');
  await expect(first).not.toContainText(CLASSIFIER_MSG.checkRow);
  // the Duty column says why a six-digit code has no rate
  await expect(first).toContainText(CLASSIFIER_MSG.dutyAtEight);
  await page.screenshot({ path: 'test-results/hsn-classifier.png', fullPage: true });

  // a weak description: the page says to check the code
  await field.fill('blue thing');
  await page.getByRole('button', { name: 'Classify' }).click();
  await expect(page.getByText(CLASSIFIER_MSG.check)).toBeVisible();
  await expect(table.locator('tbody tr').first()).toContainText(CLASSIFIER_MSG.checkRow);
});
