import { expect, test } from '@playwright/test';
import { byRole, signInThroughPage } from './support';

test('super-user login stores the d2Auth token the login answers (000 §4.3)', async ({ page }) => {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/authentication/login') && r.request().method() === 'POST',
  );
  await signInThroughPage(page, byRole('super admin'));
  const { d2Auth } = (await (await answer).json()) as { d2Auth?: string };
  await expect(page).toHaveURL(/\/home$/);
  expect(d2Auth).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('d2Auth'))).toBe(d2Auth);
});
