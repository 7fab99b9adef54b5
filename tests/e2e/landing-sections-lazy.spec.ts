import { expect, test } from '@playwright/test';
import { manifestUrl } from './stack.mjs';

// Issue 18: a visitor's landing page fetches no section's code; a link to a section's page
// brings that section (and only it) when hovered.
const SECTIONS = ['mfe-shipping', 'mfe-docs', 'mfe-backoffice'] as const;
const hostOf = (name: (typeof SECTIONS)[number]) => new URL(manifestUrl(name)).host;

test('the landing page loads no section until a link to one is hovered', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Track Now' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2000); // longer than any idle-time prefetch
  for (const s of SECTIONS)
    expect(
      fetched.filter((u) => new URL(u).host === hostOf(s)),
      s,
    ).toEqual([]);

  // "Track my parcel" is a page of the shipping section
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Track my parcel', exact: true })
    .hover();
  await expect.poll(() => fetched.some((u) => new URL(u).host === hostOf('mfe-shipping'))).toBe(true);
  expect(fetched.some((u) => new URL(u).host === hostOf('mfe-docs'))).toBe(false);
});
