import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/**
 * The API reference (001 §2.9, issue 25 item 3): the API documentation page renders the OpenAPI
 * document, grouped by tag, searchable, with the public order API's examples to copy.
 */
const exporter = byRole('exporter admin');

test('the Reference tab lists the order API with its curl example, and finds calls by search', async ({
  page,
}) => {
  await signInWithToken(page, exporter, '/api');
  const tabs = page.getByRole('tablist', { name: 'API documentation' });
  await tabs.getByRole('tab', { name: 'Reference' }).click();
  const orderApi = page.getByRole('region', { name: 'Order API' });
  const save = orderApi.locator('[data-operation="saveOrderData"]');
  await expect(save).toContainText('/client/saveorderdata');
  await expect(save).toContainText('Public');
  await save.locator('summary').click();
  await expect(save.getByLabel('saveOrderData: curl example')).toContainText(
    'curl -sS -X POST https://exportdesk.example/api/v1/client/saveorderdata',
  );
  await expect(save.getByRole('table', { name: 'Request body' })).toContainText('authKey');
  await expect(save.getByRole('button', { name: 'Copy' }).first()).toBeVisible();

  await page.getByLabel('Search the reference').fill('getBoxCount');
  await expect(page.locator('[data-operation="getBoxCount"]')).toBeVisible();
  await expect(page.locator('[data-operation="saveOrderData"]')).toHaveCount(0);
});
