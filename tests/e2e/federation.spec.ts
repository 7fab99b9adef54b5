import { expect, test } from '@playwright/test';
import { byRole, signInWithToken } from './support';
import { manifestUrl, readState, serveSection, waitFor, writeState } from './stack.mjs';

test.describe('sections loaded at run time', () => {
  test('each section serves its pages inside the shell, with one copy of React in the page', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
    await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();
    await page.getByLabel('Search goods or HS code').fill('coffee');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('table')).toBeVisible();
    // a page from each section, client-side navigation
    await page.goto('/trackparcels');
    await expect(page.getByRole('heading', { name: 'Track Parcels' })).toBeVisible();
    await page.goto('/resources');
    await expect(page.getByRole('heading', { name: 'Helpful Resources' })).toBeVisible();

    const copies = await page.evaluate(() => {
      const w = window as unknown as { __EXPORTDESK_REACT__?: { from: string; react: unknown }[] };
      const list = w.__EXPORTDESK_REACT__ ?? [];
      return { from: list.map((c) => c.from), same: list.every((c) => c.react === list[0].react) };
    });
    expect(copies.from).toEqual(expect.arrayContaining(['portal_shell', 'mfe_docs']));
    expect(copies.same).toBe(true);
    // and the share scope agrees: react and react-dom were loaded from one provider only
    const loaded = await page.evaluate(() => {
      const share = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const out: Record<string, string[]> = {};
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(pkgs)) {
            if (!['react', 'react-dom'].includes(pkg)) continue;
            for (const v of Object.values(versions)) if (v.loaded) (out[pkg] ??= []).push(v.from);
          }
        }
      }
      return out;
    });
    expect(new Set(loaded.react ?? []).size).toBeLessThanOrEqual(1);
    expect(new Set(loaded['react-dom'] ?? []).size).toBeLessThanOrEqual(1);
    expect(scripts.some((u) => u.includes(new URL(manifestUrl('mfe-backoffice')).host))).toBe(true);
  });

  test('a section whose server is stopped shows "unavailable" with Retry; the rest keeps working', async ({
    page,
  }) => {
    const state = readState();
    process.kill(state.pids['mfe-backoffice'], 'SIGTERM');
    await new Promise((r) => setTimeout(r, 400));
    try {
      await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
      const down = page.getByTestId('section-unavailable');
      await expect(down).toContainText('This section is unavailable right now');
      // still inside the layout: navigation works, other sections and shell pages render
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await page.getByRole('link', { name: 'Home', exact: true }).click();
      await expect(page.getByTestId('tile').first()).toBeVisible();
      await page.goto('/trackparcels');
      await expect(page.getByRole('heading', { name: 'Track Parcels' })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Tools' }).click();
      await page.getByRole('menuitem', { name: 'HS Look Up' }).click();
      await expect(down).toBeVisible();

      // the team brings the server back: Retry loads the section without a page reload
      const child = serveSection('mfe-backoffice');
      writeState({ ...state, pids: { ...state.pids, 'mfe-backoffice': child.pid! } });
      await waitFor(manifestUrl('mfe-backoffice'));
      await down.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();
    } finally {
      const now = readState();
      if (now.pids['mfe-backoffice'] === state.pids['mfe-backoffice']) {
        const child = serveSection('mfe-backoffice');
        writeState({ ...now, pids: { ...now.pids, 'mfe-backoffice': child.pid! } });
        await waitFor(manifestUrl('mfe-backoffice'));
      }
    }
  });
});
