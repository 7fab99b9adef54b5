import { expect, test } from '@playwright/test';

test.describe('landing page (000 §2.2)', () => {
  test('visitor navigation, sections and a signed-out Helpdesk menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'Track my parcel', 'Pricing', 'Resources'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('button', { name: /Helpdesk/ }).click();
    for (const label of ['Report an Issue', 'Get a Demo', 'Suggest a Feature', 'Contact us'])
      await expect(nav.getByRole('menuitem', { name: label })).toBeVisible();
    // super-admin and signed-in items are not there for a visitor
    await expect(nav.getByRole('menuitem', { name: 'Tickets' })).toHaveCount(0);
    await expect(nav.getByRole('menuitem', { name: 'Track My Parcel' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'How to use it — 7 steps' })).toBeVisible();
    await expect(page.locator('.steps li')).toHaveCount(7);
    await expect(page.getByText('invoiceNo', { exact: true })).toBeVisible();
    await expect(page.getByText('goodsDetails', { exact: true })).toBeVisible();
  });

  test('unknown paths go to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Ship parcels abroad/ })).toBeVisible();
  });

  test('contact form: disabled until valid, messages after touch, Success resets the form', async ({
    page,
  }) => {
    await page.goto('/');
    // The form loads when it comes near the screen (issue 18): scroll to it as a visitor does.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByTestId('contact-form').first();
    const submit = form.getByRole('button', { name: 'Send message' });
    await expect(submit).toBeDisabled();

    await form.getByLabel('Your Name').fill('As');
    await form.getByLabel('Company Name').fill('A');
    await form.getByLabel('Email').fill('asha@');
    await form.getByLabel('Mobile').fill('98765');
    await form.getByLabel('Message').fill('short');
    await form.getByLabel('Your Name').click(); // blur the message field
    await expect(form.getByText('Name is Required.', { exact: true })).toBeVisible();
    await expect(form.getByText('Company Name is Required.', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid Email ID.', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid Mobile No.', { exact: true })).toBeVisible();
    await expect(form.getByText('Invalid Message', { exact: true })).toBeVisible();
    await expect(submit).toBeDisabled();

    await form.getByLabel('Your Name').fill('Asha Verma');
    await form.getByLabel('Company Name').fill('Asha Exports');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Mobile').fill('9876543210,9123456789');
    // "disabled until name, company name, a valid email and a valid mobile are valid"
    await expect(submit).toBeEnabled();
    await form.getByLabel('Message').fill('Please call me about a pickup in Jaipur.');
    await submit.click();
    const ok = form.getByRole('status');
    await expect(ok).toContainText('Success');
    await expect(ok).not.toHaveText('Success'); // carries the server's message too
    await expect(form.getByLabel('Your Name')).toHaveValue('');
    await expect(submit).toBeDisabled();
  });
});

test.describe('tracking box (000 §2.2)', () => {
  test('idle → error → idle → loading → empty → Track more → result', async ({ page }) => {
    await page.goto('/');
    const box = page.getByTestId('tracking-box').first();
    const input = box.getByLabel('Tracking ID');
    await expect(box).toHaveAttribute('data-state', 'idle');

    await input.fill('ABC 123');
    await box.getByRole('button', { name: 'Track Now' }).click();
    await expect(box).toHaveAttribute('data-state', 'error');
    await expect(box.getByRole('alert')).toContainText('Error');
    await expect(box.getByRole('alert')).toContainText('Invalid Tracking No.');
    await box.getByRole('button', { name: 'Track more' }).click();
    await expect(box).toHaveAttribute('data-state', 'idle');

    // a real answer, held back a little so the loading state can be seen
    await page.route('**/order/trackshipment', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await input.fill('ee 400000046 in');
    await box.getByRole('button', { name: 'Track Now' }).click();
    await expect(box).toHaveAttribute('data-state', 'loading');
    await expect(box.getByText(/Please wait/)).toBeVisible();
    await expect(input).toHaveAttribute('readonly', '');
    await expect(input).toHaveValue('EE400000046IN'); // spaces removed, upper-cased
    await expect(box).toHaveAttribute('data-state', 'empty');
    await expect(box).toContainText('No tracking info. available for tracking Id EE400000046IN');

    await box.getByRole('button', { name: 'Track more' }).click();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('readonly', '');
    await input.fill('EE100000017IN');
    await box.getByRole('button', { name: 'Track Now' }).click();
    await expect(box).toHaveAttribute('data-state', 'result');
    const result = box.getByTestId('tracking-result');
    await expect(result).toContainText('Item Delivered');
    const maxHeight = await result.evaluate((el) => getComputedStyle(el).maxHeight);
    expect(maxHeight).toBe('368px');
  });
});
