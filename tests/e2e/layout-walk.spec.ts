import { expect, test, type Page } from '@playwright/test';
import { NAV_ITEMS, ROLES, signInWithToken } from './support';

/**
 * Issue 27 item 1: every page a role reaches from its navigation, at 1366 px and at 390 px:
 * - the page never scrolls sideways (a wide table scrolls inside its own box);
 * - no word breaks inside itself in a table (ids, amounts and names stay whole; a token longer
 *   than 24 characters, a URL or a hash, may wrap on a phone card);
 * - the browser console has no warning (nor an error other than a refused resource);
 * - at 1366 px the side navigation is beside the page; at 390 px it is a drawer behind "Menu".
 */

const WIDTHS = [1366, 390] as const;

/** The paths of the role's navigation links, every group opened once. */
async function navPaths(page: Page): Promise<string[]> {
  const paths = new Set<string>();
  const items = page.locator(NAV_ITEMS);
  for (let i = 0; i < (await items.count()); i++) {
    const li = items.nth(i);
    const trigger = li.locator('> button.nav__trigger');
    if (await trigger.count()) {
      await trigger.click();
      for (const href of await li
        .locator('a[role="menuitem"]')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
        if (href?.startsWith('/')) paths.add(href);
      await trigger.click();
    } else {
      const href = await li
        .locator('> a')
        .first()
        .getAttribute('href')
        .catch(() => null);
      if (href?.startsWith('/')) paths.add(href);
    }
  }
  return [...paths];
}

/** Words of table cells drawn on more than one line: "ABCDE1 / 234F". */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('main td, main th')).slice(0, 400)) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = n.textContent ?? '';
        // a break at a space, a hyphen or a slash is a normal line break
        for (const m of text.matchAll(/[^\s\-/]{2,24}/g)) {
          const r = document.createRange();
          r.setStart(n, m.index!);
          r.setEnd(n, m.index! + m[0].length);
          const tops = new Set(
            Array.from(r.getClientRects())
              .filter((x) => x.width > 0)
              .map((x) => Math.round(x.top)),
          );
          if (tops.size > 1) out.push(m[0]);
        }
      }
    }
    return out.slice(0, 8);
  });

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const r of ROLES) {
  test(`layout: ${r.role} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(480_000);
    const warnings: string[] = [];
    page.on('console', (m) => {
      const t = m.type();
      if (t === 'warning' || (t === 'error' && !/Failed to load resource/.test(m.text())))
        warnings.push(`${t} on ${new URL(page.url()).pathname}: ${m.text().slice(0, 200)}`);
    });
    await page.setViewportSize({ width: 1366, height: 800 });
    await signInWithToken(page, r);
    const paths = await navPaths(page);
    expect(paths.length, 'the navigation has pages').toBeGreaterThan(0);
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width > 900 ? 800 : 844 });
      for (const path of paths) {
        await page.goto(path);
        // the page and its section drawn, its data loaded (the live socket keeps the network busy,
        // so "network idle" would only time out)
        await expect(page.locator('main#main')).toBeVisible();
        await expect(page.locator('.ed-loading')).toHaveCount(0, { timeout: 15_000 });
        await page.waitForTimeout(250);
        const over = await sideways(page);
        if (over > 1) problems.push(`${width}px ${path}: scrolls sideways by ${over}px`);
        const broken = await brokenWords(page);
        if (broken.length) problems.push(`${width}px ${path}: words broken in a table: ${broken.join(', ')}`);
      }
      const side = page.locator('#app-sidebar');
      if (width > 900) await expect(side, 'side navigation beside the page').toBeVisible();
      else {
        await expect(side).toBeHidden();
        await page.getByRole('button', { name: 'Menu' }).click();
        await expect(side, 'the drawer opens').toBeVisible();
        await page.keyboard.press('Escape');
        await expect(side).toBeHidden();
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(warnings, warnings.join('\n')).toEqual([]);
  });
}
