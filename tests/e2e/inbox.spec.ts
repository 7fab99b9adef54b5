import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/**
 * Inbox (issue 17): an exporter writes to support with Enter; the super admin sees the
 * conversation with an unread badge, opens it (the badge goes) and the text shows as text.
 */
test.setTimeout(90_000);

test('exporter writes, the super admin sees it unread and opens it', async ({ page, browser }) => {
  const text = `Where is my PBE? <b>${Date.now()}</b>`;
  await signInWithToken(page, byRole('exporter admin'), '/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible({ timeout: 30_000 });
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  await box.press('Enter');
  await expect(page.getByRole('log', { name: 'Conversation' }).getByText(text)).toBeVisible();
  await expect(box).toHaveValue('');
  await page.screenshot({ path: 'test-results/inbox-exporter.png', fullPage: true });

  const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const admin = await ctx.newPage();
  await signInWithToken(admin, byRole('super admin'), '/inbox');
  const conv = admin.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first();
  // the first load of a page, on a busy machine
  await expect(conv).toContainText(text, { timeout: 30_000 });
  await expect(conv.getByLabel(/unread/)).toBeVisible();
  await admin.screenshot({ path: 'test-results/inbox-admin.png' });
  await conv.click();
  await expect(admin.getByRole('log', { name: 'Conversation' }).getByText(text)).toBeVisible();
  await expect(conv.getByLabel(/unread/)).toHaveCount(0);
  await ctx.close();
});
