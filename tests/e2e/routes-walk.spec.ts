import { expect, test, type Page } from '@playwright/test';
import { ROUTE_TABLE, type PortalSection } from '@exportdesk/core';
import { PENDING } from './pending';
import { byRole, signInWithToken } from './support';

/**
 * An area is done when none of its routes shows "Coming soon" (issues 14–17). Every path of the
 * spec's route table (000 §2.1, plus ours) is opened signed in as the super admin and as an
 * exporter admin (between them every guard lets one of them in, or refuses with its message);
 * no page may be the "Coming soon" placeholder or bounce to the landing page as unknown.
 */

/** Sample values for the route table's parameters; the pages must cope with unknown ids. */
const SAMPLE: Record<string, string> = {
  '/boxes/:type': '/boxes/indiapost',
  '/dhlboxes/:type': '/dhlboxes/dhl',
  '/newexportinvoice/:type/:id': '/newexportinvoice/docket/PMB0000000000001',
  '/exportinvoice/:type/:id': '/exportinvoice/docket/PMB0000000000001',
  '/postalbill/:docket': '/postalbill/PMB0000000000001',
  '/helpdesk/:id': '/helpdesk/Issue',
  '/dgft/:id': '/dgft/customs',
};

/** Routes that act on the session rather than show a page. */
const SKIP = new Set(['/home/:token', '/login/:logout', '/reset-password/:str', '/register/:id']);

const pathOf = (p: string) => SAMPLE[p] ?? p.replace(/:page\b/, '1').replace(/:[a-zA-Z]+/g, 'X1');

/** Opens a path and waits for its section and first data; false when it is still loading after 15 s. */
async function open(page: Page, path: string): Promise<boolean> {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  return expect(page.locator('.ed-loading'))
    .toHaveCount(0, { timeout: 15_000 })
    .then(() => true)
    .catch(() => false);
}

const SECTIONS: PortalSection[] = ['shell', 'shipping', 'docs', 'backoffice'];

test.describe('no route of the route table is "Coming soon"', () => {
  for (const section of SECTIONS) {
    test(section, async ({ page }) => {
      test.setTimeout(600_000);
      const routes = ROUTE_TABLE.filter((r) => r.section === section && !SKIP.has(r.path));
      const found: string[] = [];
      const soon = new Set<string>();
      for (const role of ['super admin', 'exporter admin']) {
        await signInWithToken(page, byRole(role));
        for (const r of routes) {
          const path = pathOf(r.path);
          if (!(await open(page, path))) found.push(`${role}: ${r.path} is still loading after 15 s`);
          else if (await page.getByTestId('coming-soon').count()) {
            soon.add(r.path);
            if (!PENDING[r.path]) found.push(`${role}: ${r.path} is Coming soon`);
          } else if (new URL(page.url()).pathname === '/' && path !== '/')
            found.push(`${role}: ${r.path} fell through to the landing page`);
        }
      }
      for (const r of routes)
        if (PENDING[r.path] && !soon.has(r.path)) found.push(`${r.path} has shipped: take it off PENDING`);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});
