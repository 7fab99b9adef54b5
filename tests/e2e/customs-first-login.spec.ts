import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { API_URL, readState, ROOT } from './stack.mjs';
import { quietNotices } from './support';

/** A new FPO officer with the temporary password (OTP) they were given, not yet changed. */
function createFirstLoginFpo(userName: string, otp: string) {
  const user = {
    userType: 5,
    username: userName,
    password: otp,
    name: 'FPO Mumbai Officer',
    roles: ['isFpoAgent'],
    seriesCode: 'BOM',
    fpo: 'INBOM5',
    isFirstLogin: true,
  };
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/make-user.ts', JSON.stringify(user)], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: readState().env.DATABASE_URL },
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`make-user failed: ${r.stderr}`);
}

const login = (userName: string, password: string) =>
  fetch(`${API_URL}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 5, userName, password }),
  }).then((r) => r.json() as Promise<{ success: boolean; token?: string; isFirstLogin?: boolean }>);

test('customs first login: temporary password, new password with Submit & Login, then /pbe (002 §4 "Login modes")', async ({
  page,
}) => {
  const userName = `fpo.first.${Date.now().toString(36)}`;
  const otp = 'Temp@7788';
  const chosen = 'Chosen@2468';
  createFirstLoginFpo(userName, otp);

  await page.goto('/');
  await quietNotices(page);
  await page.goto('/dgft/customs');
  await page.getByRole('tab', { name: 'FPO', exact: true }).click();
  await page.locator('input[name=userName]').fill(userName);
  await page.locator('input[name=password]').fill(otp);
  await page.getByRole('button', { name: 'Log In' }).click();

  // "the server flag isFirstLogin shows the new-password fields and the Submit & Login button"
  await expect(page.getByText('Please set a new password to continue.')).toBeVisible();
  await expect(page.locator('input[name=userName]')).toHaveAttribute('readonly', '');
  await page.locator('input[name=newPassword]').fill(chosen);
  await page.locator('input[name=confirmPassword]').fill(chosen);
  await page.getByRole('button', { name: 'Submit & Login' }).click();

  // customs users land on /pbe (issue 3)
  await expect(page).toHaveURL(/\/pbe$/);
  const claims = await page.evaluate(() =>
    JSON.parse(atob(localStorage.getItem('token')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))),
  );
  expect(claims.userType).toBe(5);

  // the new password now signs in without the first-login step; the temporary one no longer does
  const fresh = await login(userName, chosen);
  expect(fresh.isFirstLogin).toBe(false);
  expect(fresh.token).toBeTruthy();
  expect((await login(userName, otp)).token).toBeUndefined();
});
