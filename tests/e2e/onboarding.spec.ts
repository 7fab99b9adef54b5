import { expect, test, type Page } from '@playwright/test';
import { ONBOARDING_MSG } from '@exportdesk/core';
import { apiPost, PASSWORD, signInWithToken, type DemoRole } from './support';

/**
 * A new exporter's first-login checklist on /home (issue 18): a freshly registered exporter sees
 * the landing page's five steps, none done; pricing a parcel in the rate calculator ticks
 * "Compare rates" on the next visit to /home.
 */

/** A new exporter account per run: a unique username and IEC (5 letters, 4 digits, 1 letter). */
function freshExporter(): DemoRole & { ieCode: string } {
  const n = Date.now() % 10_000;
  const letters = (Date.now() / 10_000)
    .toString(36)
    .replace(/[^a-z]/g, '')
    .toUpperCase()
    .padEnd(5, 'Q')
    .slice(0, 5);
  const ieCode = `${letters}${String(n).padStart(4, '0')}E`;
  return {
    role: 'new exporter',
    userType: 1,
    userName: `new.exporter.${ieCode.toLowerCase()}`,
    page: '/login',
    tab: 'User',
    landing: '/home',
    ieCode,
  };
}

const checklist = (page: Page) => page.getByTestId('onboarding-checklist');
const step = (page: Page, id: string) => checklist(page).locator(`[data-step="${id}"]`);

test('a fresh exporter sees the checklist on /home, and "Compare rates" ticks after pricing a parcel', async ({
  page,
}) => {
  const who = freshExporter();
  const reg = await apiPost('authentication/register', {
    userType: 1,
    userName: who.userName,
    ieCode: who.ieCode,
    name: 'New Exporter',
    email: `${who.userName}@example.com`,
    mobile: '9876500022',
    password: PASSWORD,
    fpo: 'inbom5',
  });
  expect(reg.success, reg.message).toBe(true);

  await signInWithToken(page, who, '/home');
  await expect(checklist(page).getByRole('heading', { name: ONBOARDING_MSG.title })).toBeVisible();
  await expect(checklist(page)).toContainText(ONBOARDING_MSG.progress(0, 5));
  await expect(checklist(page).getByRole('listitem')).toHaveText([
    /Upload basic documents/,
    /Compare rates/,
    /Generate documents/,
    /Prepare dispatch/,
    /Export/,
  ]);
  await expect(step(page, 'compare-rates')).toHaveAttribute('data-done', 'false');

  // The step's own link leads to the calculator.
  await step(page, 'compare-rates').getByRole('link', { name: 'Compare rates' }).click();
  await expect(page).toHaveURL(/\/ratecalculator\/new$/);
  const form = page.getByRole('form', { name: 'Rate calculator' });
  await form.getByLabel('Weight (grams)', { exact: true }).fill('500');
  await form.getByLabel('Length (cm)', { exact: true }).fill('10');
  await form.getByLabel('Width (cm)', { exact: true }).fill('10');
  await form.getByLabel('Height (cm)', { exact: true }).fill('10');
  await page.getByRole('combobox', { name: 'Destination country' }).fill('usa');
  await page.getByRole('option', { name: 'USA', exact: true }).click();
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(page.locator('[data-service="indiapost:itps"]')).toContainText('₹715.00');

  await page.goto('/home');
  await expect(step(page, 'compare-rates')).toHaveAttribute('data-done', 'true');
  await expect(step(page, 'compare-rates')).toContainText('(done)');
  await expect(checklist(page)).toContainText(ONBOARDING_MSG.progress(1, 5));
  await expect(step(page, 'upload-documents')).toHaveAttribute('data-done', 'false');
});
