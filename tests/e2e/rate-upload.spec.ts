import { expect, test, type Page } from '@playwright/test';
import { byRole, signInWithToken } from './support';

/**
 * The super admin's "Rate Upload" (Tools menu, 002 §6; issue 4): upload a carrier rate card,
 * preview with row errors, publish, list versions, restore; demo cards labelled. It works on
 * International Air Parcel, a service the seeds leave without a card, so the other tests' prices
 * (ITPS, EMS, couriers) never change.
 */

const superAdmin = byRole('super admin');
const csv = (...lines: string[]) => ({
  name: 'air-parcel.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(lines.join('\n')),
});
const HEADER = 'destination,first_slab_g,first_slab_inr,additional_slab_g,additional_slab_inr';
const uploadForm = (page: Page) => page.getByRole('form', { name: 'Upload a rate card' });
const versions = (page: Page) => page.getByRole('table', { name: 'Versions' });

async function preview(page: Page, file: ReturnType<typeof csv>) {
  await uploadForm(page).getByLabel('Rate card file (.xlsx or .csv)').setInputFiles(file);
  await uploadForm(page).getByRole('button', { name: 'Preview' }).click();
}

async function airParcelPrice(page: Page) {
  await page.goto('/ratecalculator/USA_10_10_10_500');
  const line = page.locator('[data-service="indiapost:airParcel"]');
  await expect(line).toBeVisible();
  return line;
}

test.describe('Rate Upload', () => {
  test('only the super admin may open it', async ({ page }) => {
    await signInWithToken(page, byRole('exporter admin'), '/rateupload');
    await expect(page.getByText('Oops!')).toBeVisible();
    await expect(uploadForm(page)).toHaveCount(0);
  });

  test('upload, preview with row errors, publish, versions, restore; quotes follow at once', async ({
    page,
  }) => {
    await signInWithToken(page, superAdmin, '/home');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
    await page.getByRole('menuitem', { name: 'Rate Upload' }).click();
    await expect(page).toHaveURL(/\/rateupload$/);
    await expect(page.getByRole('heading', { name: 'Rate Upload', level: 1 })).toBeVisible();
    await uploadForm(page).getByLabel('Service').selectOption({ label: 'International Air Parcel' });

    // not a spreadsheet: refused before anything is sent
    await uploadForm(page)
      .getByLabel('Rate card file (.xlsx or .csv)')
      .setInputFiles({ name: 'card.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(uploadForm(page)).toContainText('Only .xlsx or .csv files are accepted.');
    await expect(uploadForm(page).getByRole('button', { name: 'Preview' })).toBeDisabled();

    // wrong columns: the server's message, nothing stored
    await preview(page, csv('country,price', 'USA,5'));
    await expect(
      page.getByRole('alert').filter({
        hasText: 'Missing columns: first_slab_g, first_slab_inr, additional_slab_g, additional_slab_inr.',
      }),
    ).toBeVisible();

    // a row error: shown with its line, and the draft cannot be published
    await preview(page, csv(HEADER, 'USA,250,1000,250,200', 'Atlantis,250,1,250,1'));
    const errors = page.getByRole('table', { name: 'Row errors' });
    await expect(errors.locator('tbody tr')).toHaveCount(1);
    await expect(errors.locator('tbody tr')).toContainText('3');
    await expect(errors.locator('tbody tr')).toContainText('Unknown country or zone: Atlantis');
    await expect(page.getByRole('button', { name: 'Publish' })).toBeDisabled();

    // a good card: preview, publish, and the calculator prices it at once
    await preview(page, csv(HEADER, 'USA,250,1000,250,200', 'Australia,250,900,250,150'));
    await expect(page.getByText('Every row is valid.', { exact: false })).toBeVisible();
    await expect(page.getByRole('table', { name: 'First rows of the card' }).locator('tbody tr')).toHaveCount(
      2,
    );
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Rate card published.')).toBeVisible();
    await expect(versions(page).locator('tbody tr').filter({ hasText: 'published' })).toHaveCount(1);
    await expect(await airParcelPrice(page)).toContainText('₹1,200.00'); // 1000 + one further 250 g slab

    // a second version replaces it; the first is archived and can be restored
    await page.goto('/rateupload');
    await uploadForm(page).getByLabel('Service').selectOption({ label: 'International Air Parcel' });
    await preview(page, csv(HEADER, 'USA,250,2000,250,200'));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Rate card published.')).toBeVisible();
    await expect(await airParcelPrice(page)).toContainText('₹2,200.00');

    await page.goto('/rateupload');
    await uploadForm(page).getByLabel('Service').selectOption({ label: 'International Air Parcel' });
    // newest first: the first archived version from our file is the card published first above
    // (the seeds' empty Air Parcel card is archived too)
    const archived = versions(page)
      .locator('tbody tr')
      .filter({ hasText: 'archived' })
      .filter({ hasText: 'air-parcel.csv' })
      .first();
    await expect(archived).toContainText('2'); // its two rows
    await archived.getByRole('button', { name: /Restore version/ }).click();
    await page
      .getByRole('dialog', { name: 'Restore this version?' })
      .getByRole('button', { name: 'Yes, Restore' })
      .click();
    await expect(page.getByText('Rate card restored.', { exact: false })).toBeVisible();
    await expect(versions(page).locator('tbody tr').filter({ hasText: '(restored)' })).toContainText(
      'published',
    );
    await expect(await airParcelPrice(page)).toContainText('₹1,200.00');
  });

  test('demo courier cards are labelled as demo data', async ({ page }) => {
    await signInWithToken(page, superAdmin, '/rateupload');
    await uploadForm(page).getByLabel('Carrier').selectOption({ label: 'FedEx' });
    const rows = versions(page).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const n = await rows.count();
    for (let i = 0; i < n; i++) await expect(rows.nth(i)).toContainText('Demo data');
  });
});
