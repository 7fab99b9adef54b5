import { expect, test } from '@playwright/test';
import { apiToken, byRole } from './support';

test('notice: toast and "Be always up to date" modal, read flag, Updates page (000 §4.2)', async ({
  page,
}) => {
  const token = await apiToken(byRole('exporter admin'));
  await page.goto('/');
  await page.evaluate((t) => {
    localStorage.clear();
    localStorage.setItem('token', t);
  }, token);
  await page.goto('/home');
  const modal = page.getByRole('dialog', { name: 'Be always up to date' });
  await expect(modal).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('noticeId'), localStorage.getItem('isRead')]),
  ).toEqual([expect.any(String), '0']);
  await modal.getByRole('button', { name: 'Okay' }).click();
  await expect(modal).toBeHidden();
  // "Closing the toast sets the read flag to 1."
  await page.locator('.ed-toast').getByRole('button', { name: 'Dismiss' }).click();
  expect(await page.evaluate(() => localStorage.getItem('isRead'))).toBe('1');
  // unread updates carry a dot until the Updates screen is opened
  await expect(page.getByLabel('unread updates')).toBeVisible();
  await page.getByRole('link', { name: /Updates/ }).click();
  await expect(page.getByRole('heading', { name: 'Updates' })).toBeVisible();
  await expect(page.getByTestId('news').locator('li').first()).toBeVisible();
  await expect(page.getByLabel('unread updates')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('noticeReadCount'))).toBe(
    await page.evaluate(() => localStorage.getItem('noticeCount')),
  );
  // a read notice does not come back on the next page
  await page.goto('/dashboard');
  await page.waitForTimeout(800);
  await expect(page.getByRole('dialog', { name: 'Be always up to date' })).toHaveCount(0);
});
