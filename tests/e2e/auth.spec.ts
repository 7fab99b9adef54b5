import { expect, test } from '@playwright/test';
import { API_URL } from './stack.mjs';
import { apiToken, byRole, quietNotices, ROLES, signInThroughPage, signInWithToken } from './support';

test.describe('sign-in and landing route for every role (000 §4.3; 002 §2.1–2.2)', () => {
  for (const r of ROLES) {
    test(`${r.role} (userType ${r.userType}) lands on ${r.landing}`, async ({ page }) => {
      if (r.page) await signInThroughPage(page, r);
      else {
        // personal users arrive with a token: /home/{token} exchanges it, then goes home (000 §2.4)
        const token = await apiToken(r);
        await page.goto('/');
        await quietNotices(page);
        await page.goto(`/home/${token}`);
      }
      await expect(page).toHaveURL(new RegExp(`${r.landing}$`));
      const claims = await page.evaluate(() =>
        JSON.parse(atob(localStorage.getItem('token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))),
      );
      expect(claims.userType).toBe(r.userType);
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    });
  }

  test('customs page: id "customs" shows FPO, CBIC, DGFT; any other id only DGFT; greeting by hour', async ({
    page,
  }) => {
    await page.goto('/dgft/customs');
    await expect(page.getByRole('tab')).toHaveText(['FPO', 'CBIC', 'DGFT']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^Good (Morning|Noon|Afternoon|Evening)$/,
    );
    await page.goto('/dgft/trade');
    await expect(page.getByRole('tab')).toHaveCount(0); // a single tab is not offered as a choice
    await expect(page.getByLabel('Password/OTP')).toBeVisible();
  });

  test('wrong password shows Oops!!! with the server message; short password the spec message', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.locator('input[name=userName]').fill('ABCDE1234F');
    await page.locator('input[name=password]').fill('abc');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Please provide IEC with Password');
    await page.locator('input[name=password]').fill('Wrong@12345');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByRole('alert')).toContainText('Oops!!!');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('forgot password mode: Cancel and Reset; empty username messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('alert')).toContainText('Invalid username');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
    await page.goto('/dgft/customs');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter username.');
  });

  test('reset-password link that is not valid shows a red card', async ({ page }) => {
    await page.goto('/reset-password/not-a-real-link');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveCount(0);
  });
});

test.describe('guard and session', () => {
  test('a guarded page without login remembers the target, goes to /, and returns after sign-in', async ({
    page,
  }) => {
    await page.goto('/hsnlookup');
    await expect(page).toHaveURL(/\/$/);
    await signInThroughPage(page, byRole('exporter admin'));
    await expect(page).toHaveURL(/\/hsnlookup$/);
    await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();
  });

  test('logout asks "Are you sure? You want to logout!", ends the session here and on the server', async ({
    page,
  }) => {
    const token = await signInWithToken(page, byRole('exporter admin'));
    await expect(page).toHaveURL(/\/home$/);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure? You want to logout!');
    await dialog.getByRole('button', { name: 'Yes, Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    // the server refuses the old token too (GET authentication/logout was called)
    const res = await page.request.get(`${API_URL}/authentication/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(401);
  });

  test('a tampered token in storage is no session', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'not.a-token.at-all'));
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // a well-formed token whose claims were edited: the server refuses it and the tab signs out
    const real = await apiToken(byRole('exporter user'));
    const [h, p, s] = real.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, userType: 10, roles: ['isAdmin', 'isSuperAdmin'] })).toString('base64url')}.${s}`;
    await page.evaluate((t) => localStorage.setItem('token', t), forged);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/(login)?$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
