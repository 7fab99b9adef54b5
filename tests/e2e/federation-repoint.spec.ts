import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_URL, manifestUrl, ROOT, waitFor } from './stack.mjs';
import { apiToken, byRole, signInWithToken } from './support';

const SECTION = 'mfe-backoffice';
const SHIPPED = 'Find the tariff code and duty for your goods.';
const NEXT = 'Find the tariff code and duty for your goods. Now with chapter notes (v2).';

/** "A new version" of the section: its built dist with one visible text changed, in a folder of its own. */
function buildNextVersion(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-e2e-v2-'));
  cpSync(path.join(ROOT, SECTION, 'dist'), dir, { recursive: true });
  let changed = 0;
  for (const f of readdirSync(dir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(dir, f);
    const js = readFileSync(file, 'utf8');
    if (js.includes(SHIPPED)) {
      writeFileSync(file, js.split(SHIPPED).join(NEXT));
      changed++;
    }
  }
  if (!changed) throw new Error(`"${SHIPPED}" not found in ${SECTION}/dist`);
  return dir;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer().once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

async function publish(token: string, manifest: string, version: string) {
  const res = await fetch(`${API_URL}/portal/remotes/${SECTION}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ manifestUrl: manifest, version }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
}

const registryVersion = async () => {
  const body = (await fetch(`${API_URL}/portal/remotes`).then((r) => r.json())) as { data: { name: string; version: string }[] };
  return body.data.find((r) => r.name === SECTION)?.version;
};

test('a section re-pointed to a new version through the registry shows on the next page load, no shell rebuild; pointing it back rolls back', async ({ page }) => {
  const dir = buildNextVersion();
  const port = await freePort();
  const nextManifest = `http://localhost:${port}/mf-manifest.json`;
  let server: ChildProcess | null = spawn(process.execPath, ['portal-kit/serve.mjs', '--dir', dir, '--port', String(port)], { cwd: ROOT, stdio: 'ignore' });
  const admin = await apiToken(byRole('admin'));
  const shippedVersion = (await registryVersion())!;
  try {
    await waitFor(nextManifest);
    await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
    await expect(page.getByText(SHIPPED, { exact: true })).toBeVisible();

    // the team deploys v2 and publishes it; the shell and the other sections stay as they are
    await publish(admin, nextManifest, '2.0.0-e2e');
    expect(await registryVersion()).toBe('2.0.0-e2e');
    await page.reload();
    await expect(page.getByText(NEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();

    // pointing it back rolls back, again on the next load
    await publish(admin, manifestUrl(SECTION), shippedVersion);
    await page.reload();
    await expect(page.getByText(SHIPPED, { exact: true })).toBeVisible();
    await expect(page.getByText(NEXT)).toHaveCount(0);
  } finally {
    // leave the registry as the stack started it, whatever happened above
    if ((await registryVersion()) !== shippedVersion) await publish(admin, manifestUrl(SECTION), shippedVersion);
    server?.kill('SIGTERM');
    server = null;
    rmSync(dir, { recursive: true, force: true });
  }
});
