import { createHash } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { refusesPath, ROUTE_TABLE, type Principal } from '@exportdesk/core';
import { PENDING } from './pending';
import { apiToken, quietNotices, ROLES, type DemoRole } from './support';

/**
 * Accessibility (issue 18, WCAG 2.2 AA): axe on every route of the route table for every demo
 * role, signed in as each (and a visitor): no serious or critical violation. One browser context
 * per role; pages are reached by the router (no reload), one page per route the role can see.
 * axe's verdict depends only on the DOM: a page whose DOM (outside the role's navigation bar,
 * which is checked once per role) was already checked for an earlier role is not checked again.
 * Plus the keyboard walk of a navigation dropdown (WAI-ARIA menu button pattern).
 * The same walk checks that every route a role may open is a real page (issues 14–17): no
 * "Coming soon" placeholder outside tests/e2e/pending.ts, no fall-through to the landing page.
 */

/** A concrete address for each pattern; params name a page that exists or answers "not found". */
const SAMPLE: Record<string, string> = {
  ':token': 'x',
  ':logout': 'logout',
  ':str': 'x',
  ':id': '1',
  ':page': '1',
  ':details': 'new',
  ':docket': 'EX0000000001IN',
};
const concrete = (pattern: string) => {
  if (pattern === '/boxes/:type') return '/boxes/indiapost';
  if (pattern === '/dhlboxes/:type') return '/dhlboxes/dhl';
  if (pattern === '/helpdesk/:id') return '/helpdesk/Issue';
  if (pattern === '/dgft/:id') return '/dgft/customs';
  if (pattern.startsWith('/newexportinvoice') || pattern.startsWith('/exportinvoice'))
    return pattern.replace(':type', 'indiapost').replace(':id', '1');
  return pattern.replace(/:\w+/g, (p) => SAMPLE[p] ?? '1');
};

/** Routes each role is checked on: not the ones that sign in or out, nor those the guard refuses. */
function routesFor(p: Principal | null): string[] {
  return ROUTE_TABLE.filter((r) => {
    if (r.path === '/home/:token' || r.path === '/reset-password/:str') return false;
    if (p && (r.path.startsWith('/login') || r.path === '/superuser' || r.path === '/dgft/:id')) return false;
    if (!p && !r.open) return false; // a visitor is sent to sign in: that page is checked itself
    return !refusesPath(p, r.path);
  }).map((r) => concrete(r.path));
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeProblems(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** The page's DOM outside the navigation bar and toasts, React's generated ids left out. */
async function pageSignature(page: Page): Promise<string> {
  const html = await page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll('header.nav, .ed-toasts').forEach((n) => n.remove());
    return body.innerHTML.replace(/(«|:)r[0-9a-z]+(»|:)/g, '');
  });
  return createHash('sha1').update(html).digest('hex');
}
const checked = new Set<string>();

/** Client-side navigation: the router takes popstate, so bundles are not loaded again per page. */
async function goTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('.ed-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // a moment for data that arrives just after the loader (lists fill in, toasts)
  await page.waitForTimeout(250);
  await expect(page.locator('.ed-loading, [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

async function sessionFor(browser: Browser, r: DemoRole | null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let principal: Principal | null = null;
  await page.goto('/');
  await quietNotices(page);
  if (r) {
    const token = await apiToken(r);
    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Principal;
    principal = { userType: claims.userType, roles: claims.roles };
    await page.evaluate((t) => localStorage.setItem('token', t), token);
    await page.goto(r.landing);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
  return { context, page, principal };
}

test.describe('axe: no serious or critical violations (WCAG 2.2 AA)', () => {
  const who: Array<DemoRole | null> = [null, ...ROLES];
  for (const r of who) {
    test(r ? r.role : 'visitor', async ({ browser }) => {
      // some roles open 60+ pages, each checked by axe
      test.setTimeout(360_000);
      const { context, page, principal } = await sessionFor(browser, r);
      const problems: string[] = [];
      try {
        // the whole page once, with this role's navigation bar
        problems.push(...(await axeProblems(page, new URL(page.url()).pathname)));
        for (const path of routesFor(principal)) {
          await goTo(page, path);
          const pattern = ROUTE_TABLE.find((x) => concrete(x.path) === path)?.path ?? path;
          if (!PENDING[pattern] && (await page.getByTestId('coming-soon').count()))
            problems.push(`${path}: "Coming soon"`);
          if (path !== '/' && new URL(page.url()).pathname === '/')
            problems.push(`${path}: fell through to the landing page`);
          const sig = await pageSignature(page);
          if (checked.has(sig)) continue;
          problems.push(...(await axeProblems(page, path)));
          checked.add(sig);
        }
        // an open dropdown too (the menu and its items)
        const trigger = page.locator('#main-menu .nav__trigger').first();
        if (await trigger.count()) {
          await trigger.click();
          problems.push(...(await axeProblems(page, 'open menu')));
        }
      } finally {
        await context.close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

test('navigation dropdowns work with the keyboard (WAI-ARIA menu button)', async ({ browser }) => {
  const { context, page } = await sessionFor(
    browser,
    ROLES.find((x) => x.role === 'exporter admin')!,
  );
  const group = page.locator('#main-menu > li[data-nav-group="Tools"]');
  const trigger = group.locator('.nav__trigger');
  await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  await trigger.focus();
  // Enter opens on the first item
  await page.keyboard.press('Enter');
  const items = group.getByRole('menuitem');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(items.first()).toBeFocused();
  // arrows move and wrap
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(items.first()).toBeFocused();
  // Esc closes and focus returns to the button
  await page.keyboard.press('Escape');
  await expect(group.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // Space opens too; ArrowUp on the button opens on the last item
  await page.keyboard.press(' ');
  await expect(items.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('ArrowUp');
  await expect(items.last()).toBeFocused();
  // Enter on an item follows it
  await page.keyboard.press('Home');
  const href = await items.first().getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  // the focus ring is drawn on a keyboard-focused control
  await trigger.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const outline = await trigger.evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).toBe('solid');
  await context.close();
});
