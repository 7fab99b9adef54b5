import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { PLAN_MSG } from '@exportdesk/core';
import { API_URL, readState, ROOT } from './stack.mjs';
import { byRole, quietNotices, signInWithToken } from './support';

/**
 * Issue 14 plans: a trial exporter picks the annual Basic plan on /plans, pays in the sandbox
 * checkout, comes back to /myaccount where the payment is verified and the plan shown, and
 * downloads the GST tax invoice. Also a 390 × 844 look at /plans.
 */
const PASSWORD = 'Plans#2026';
// The shared CI machine is slow to load a section the first time: give each flow room.
test.setTimeout(120_000);

function newExporter(inactive = false): string {
  const n = Date.now();
  const letters = (n / 7919)
    .toString(36)
    .replace(/[^a-z]/g, '')
    .toUpperCase()
    .padEnd(5, 'P')
    .slice(0, 5);
  const username = `${letters}${String(n % 10_000).padStart(4, '0')}P`;
  const r = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'tests/e2e/make-exporter.ts',
      JSON.stringify({ username, password: PASSWORD, inactive }),
    ],
    { cwd: ROOT, env: { ...process.env, DATABASE_URL: readState().env.DATABASE_URL }, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`make-exporter failed: ${r.stderr}`);
  return username;
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('trial → Basic (annual) through the sandbox checkout → tax invoice download', async ({ page }) => {
    const userName = newExporter();
    await signInAs(page, userName);
    await page.goto('/plans');
    await expect(page.getByRole('heading', { name: 'Plans and pricing' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Annual' }).click();
    await expect(page.getByText('₹3,499')).toBeVisible();
    await expect(page.getByText('annual saves 20%').first()).toBeVisible();
    await page.getByTestId('choose-basic').click();

    await expect(page.getByRole('heading', { name: 'Sandbox checkout' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('₹4,128.82')).toBeVisible();
    await page.getByRole('button', { name: 'Pay (success)' }).click();

    await expect(page).toHaveURL(/\/myaccount$/, { timeout: 30_000 });
    await expect(page.getByTestId('payment-outcome')).toHaveText(PLAN_MSG.paymentVerified, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('plan-name')).toHaveText('Basic (yearly)');
    await page.screenshot({ path: 'test-results/plans-myaccount-1366.png', fullPage: true });

    const row = page.getByRole('row', { name: /SB\/\d\d-\d\d\/\d{6}/ });
    await expect(row).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SB-\d\d-\d\d-\d{6}\.pdf$/);
  });
});

test.describe('approvals at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the super admin finds a new account on /users, sees its trial and approves it', async ({ page }) => {
    const userName = newExporter(true);
    await signInWithToken(page, byRole('super admin'), '/users');
    await expect(page.getByRole('heading', { name: 'Clients & Users' })).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('Search (name, username, IEC)').fill(userName);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(userName) });
    await expect(row).toContainText('Inactive');
    await expect(row).toContainText('Free trial');
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('User activated.')).toBeVisible();
    await expect(row).toContainText('Active');
    await page.getByRole('tab', { name: 'Tax Invoices' }).click();
    await expect(page.getByRole('table', { name: 'Tax invoices' })).toBeVisible();
    await page.screenshot({ path: 'test-results/users-1366.png', fullPage: true });
  });
});

test.describe('support session at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });
  test('"View as" opens the user in its own tab; the admin stays signed in as themselves', async ({
    page,
    context,
  }) => {
    const userName = newExporter();
    await signInWithToken(page, byRole('super admin'), '/users');
    await page.getByLabel('Search (name, username, IEC)').fill(userName);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: new RegExp(userName) });
    const [support] = await Promise.all([
      context.waitForEvent('page'),
      row.getByRole('button', { name: 'View as' }).click(),
    ]);
    await support.waitForURL(/\/home$/, { timeout: 60_000 });
    const tokenIn = (p: typeof page) =>
      p.evaluate(() => ({ tab: sessionStorage.getItem('token'), shared: localStorage.getItem('token') }));
    const supportTokens = await tokenIn(support);
    expect(supportTokens.tab, 'the support token lives in its own tab').toBeTruthy();
    expect(supportTokens.shared).not.toBe(supportTokens.tab);
    // The admin's tab, reloaded, is still the admin's session.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Clients & Users' })).toBeVisible({ timeout: 30_000 });
    const adminTokens = await tokenIn(page);
    expect(adminTokens.tab).toBeNull();
    expect(adminTokens.shared).toBe(supportTokens.shared);
  });
});

test.describe('at 390 × 844', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('/plans for a visitor: cards, quotes and the registration form', async ({ page }) => {
    await page.goto('/');
    await quietNotices(page);
    await page.goto('/plans');
    await expect(page.getByTestId('plan-cards')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('from ₹699/month')).toBeVisible();
    await expect(page.getByTestId('plans-register')).toBeVisible();
    await page.screenshot({ path: 'test-results/plans-390.png', fullPage: true });
  });
});

async function signInAs(page: import('@playwright/test').Page, userName: string) {
  const r = await fetch(`${API_URL}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 1, userName, password: PASSWORD }),
  });
  const token = ((await r.json()) as { token?: string }).token;
  if (!token) throw new Error('login failed');
  await page.goto('/');
  await quietNotices(page);
  await page.evaluate((t) => localStorage.setItem('token', t), token);
}
