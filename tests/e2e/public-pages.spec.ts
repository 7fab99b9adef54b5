import { expect, test } from '@playwright/test';
import { quietNotices } from './support';

const robots = (page: import('@playwright/test').Page) => page.locator('head meta[name="robots"]');

test.describe('public pages of the back office (002 §2.13–2.15)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await quietNotices(page);
  });

  test('blog: posts from the API with image, type, title, description, author, time ago and Read more', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
    const posts = page.getByTestId('blog-post');
    await expect(posts).toHaveCount(3); // the demo seed's posts
    const first = posts.first();
    await expect(first.getByRole('heading', { name: 'Postal Bill of Export in five steps' })).toBeVisible();
    await expect(first).toContainText('Guide');
    await expect(first).toContainText('By ExportDesk Team');
    await expect(first).toContainText('5 days ago');
    const more = first.getByRole('button', { name: 'Read more' });
    await more.click();
    await expect(first.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await expect(robots(page)).toHaveCount(0);
  });

  test('service providers: a carousel of partners with contact details, usable from the keyboard', async ({
    page,
  }) => {
    await page.goto('/serviceprovider');
    const carousel = page.getByTestId('provider-carousel');
    const shown = carousel.locator('[aria-roledescription="slide"]:visible');
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('heading')).toHaveText('Swift Cargo Logistics');
    await expect(shown).toContainText('Customs clearance');
    await expect(shown.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await carousel.getByRole('button', { name: 'Next company' }).focus();
    await page.keyboard.press('Enter');
    await expect(shown.getByRole('heading')).toHaveText('Coastline Freight Services');
    await page.keyboard.press('ArrowRight');
    await expect(shown.getByRole('heading')).toHaveText('Southern Gateway CHA');
    await page.keyboard.press('End');
    await expect(shown.getByRole('heading')).toHaveText('Eastern Link Logistics');
    await page.keyboard.press('ArrowRight'); // wraps round
    await expect(shown.getByRole('heading')).toHaveText('Swift Cargo Logistics');
  });

  test('privacy policy: 15 numbered sections and noindex while shown', async ({ page }) => {
    await page.goto('/privacypolicy');
    await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
    const sections = page.getByTestId('privacy-sections').getByRole('heading', { level: 2 });
    await expect(sections).toHaveCount(15);
    await expect(sections.first()).toHaveText('1. Introduction');
    await expect(sections.last()).toHaveText('15. Contact us');
    await expect(robots(page)).toHaveAttribute('content', 'noindex');
  });
});
