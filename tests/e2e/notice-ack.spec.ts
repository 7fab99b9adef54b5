import { expect, test } from '@playwright/test';
import { NOTICE_MODAL_TITLE } from '@exportdesk/core';
import { apiPost, apiToken, byRole } from './support';

/** Issue 18: 'Okay' on the notice modal is kept per user on the server: no page load, and no other browser, shows it again. */
test("a notice acknowledged with 'Okay' stays acknowledged, in another browser too", async ({ browser }) => {
  const published = await apiPost(
    'notices/publish',
    { description: `Holiday at the foreign post office ${Date.now()}` },
    await apiToken(byRole('super admin')),
  );
  expect(published.success).toBe(true);
  const r = byRole('CHA (11)');
  const open = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const token = await apiToken(r);
    await page.goto('/');
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto('/home');
    return { context, page };
  };

  const first = await open();
  const modal = first.page.getByRole('dialog', { name: NOTICE_MODAL_TITLE });
  await expect(modal).toBeVisible();
  const ack = first.page.waitForResponse(
    (res) => /\/notices\/\d+\/acknowledge$/.test(res.url()) && res.status() === 200,
  );
  await modal.getByRole('button', { name: 'Okay' }).click();
  await ack;
  await first.page.reload();
  await first.page.waitForTimeout(1500);
  await expect(first.page.getByRole('dialog', { name: NOTICE_MODAL_TITLE })).toHaveCount(0);

  // another browser: nothing stored there, the server knows
  const second = await open();
  await expect(second.page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect.poll(() => second.page.evaluate(() => localStorage.getItem('isRead'))).toBe('1');
  await second.page.waitForTimeout(1000);
  await expect(second.page.getByRole('dialog', { name: NOTICE_MODAL_TITLE })).toHaveCount(0);
  await first.context.close();
  await second.context.close();
});
