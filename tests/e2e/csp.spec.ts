/**
 * Browser defences of the portal (issue 12 item 10): the shell loads and works under its
 * Content-Security-Policy (webpack runtime, sections, API, live socket), and a section the
 * registry points at an origin outside the allowlist is never loaded — by the shell's own check
 * first, and by the CSP if a script from there is added anyway.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, manifestUrl, PORTS, SECTIONS, SHELL_URL } from './stack.mjs';
import { byRole, signInWithToken } from './support';

/** CSP violations the page reports (the browser also logs them to the console). */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && seen.push(m.text()));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  return seen;
}

test('the shell and its sections send the CSP, nosniff and Referrer-Policy, and the signed-in portal works under it', async ({
  page,
}) => {
  for (const url of [`${SHELL_URL}/`, `${SHELL_URL}/hsnlookup`, manifestUrl('mfe-docs')]) {
    const h = (await fetch(url, { headers: { accept: 'text/html' } })).headers;
    const csp = h.get('content-security-policy') ?? '';
    expect(csp, url).toContain(
      `script-src 'self' ${SECTIONS.map((s) => `http://localhost:${PORTS[s]}`).join(' ')}`,
    );
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(
      `connect-src 'self' blob: data: ${new URL(API_URL).origin} ${new URL(API_URL).origin.replace('http', 'ws')}`,
    );
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }

  const violations = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
  await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();
  await page.goto('/trackparcels');
  await expect(page.getByRole('heading', { name: 'Track Parcels' })).toBeVisible();
  await page.goto('/resources');
  await expect(page.getByRole('heading', { name: 'Helpful Resources' })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByTestId('tile').first()).toBeVisible();
  // the live socket (API origin, websocket) connects under connect-src
  await expect
    .poll(() =>
      sockets.some((u) => u.startsWith(`${new URL(API_URL).origin.replace('http', 'ws')}/socket.io/`)),
    )
    .toBe(true);
  await page.screenshot({ path: test.info().outputPath('shell-under-csp.png'), fullPage: true });
  expect(violations).toEqual([]);
});

test.describe('a section at an origin outside the allowlist', () => {
  let outside: Server;
  let outsideOrigin: string;
  let hits = 0;
  test.beforeAll(async () => {
    outside = createServer((_req, res) => {
      hits++;
      res
        .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
        .end('window.__PWNED__ = true;');
    });
    await new Promise<void>((r) => outside.listen(0, '127.0.0.1', () => r()));
    outsideOrigin = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  });
  test.afterAll(() => void outside?.close());

  test('is not loaded even when the registry holds it, and the CSP blocks its script', async ({ page }) => {
    const violations = await watchViolations(page);
    const requested: string[] = [];
    page.on('request', (r) => r.url().startsWith(outsideOrigin) && requested.push(r.url()));
    // the registry answers as if someone had written an outside origin into it
    await page.route('**/api/v1/portal/remotes', async (route) => {
      const real = await route.fetch();
      const body = (await real.json()) as { data: { name: string; manifestUrl: string }[] };
      body.data = body.data.map((r) =>
        r.name === 'mfe-backoffice'
          ? { ...r, manifestUrl: `${outsideOrigin}/mf-manifest.json`, version: 'evil' }
          : r,
      );
      await route.fulfill({ response: real, json: body });
    });

    await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
    await expect(page.getByTestId('section-unavailable')).toContainText(
      'This section is unavailable right now',
    );
    // the other sections still load from their allowlisted origins
    await page.goto('/trackparcels');
    await expect(page.getByRole('heading', { name: 'Track Parcels' })).toBeVisible();
    expect(requested).toEqual([]);

    // and if a script from there were added anyway, the browser refuses it
    await page.evaluate((src) => {
      const s = document.createElement('script');
      s.src = src;
      document.head.appendChild(s);
    }, `${outsideOrigin}/remoteEntry.js`);
    await expect
      .poll(() => violations.some((v) => v.includes('script-src') && v.includes(outsideOrigin)))
      .toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __PWNED__?: boolean }).__PWNED__ ?? false)).toBe(
      false,
    );
    expect(hits).toBe(0);
  });
});
