import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { API_URL, PORTS, ROOT, waitFor } from './stack.mjs';
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

async function registry(method: string, path: string, token: string, body: unknown = {}) {
  const res = await fetch(`${API_URL}/portal/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data: any } };
}

const registryVersion = async () => {
  const body = (await fetch(`${API_URL}/portal/remotes`).then((r) => r.json())) as {
    data: { name: string; version: string }[];
  };
  return body.data.find((r) => r.name === SECTION)?.version;
};

test('a section re-pointed to a new version through the registry shows on the next page load, no shell rebuild; pointing it back rolls back', async ({
  page,
}) => {
  const dir = buildNextVersion();
  // the next version is served from an allowlisted origin (PORTAL_REMOTE_ORIGINS of the stack), as from a CDN
  const nextManifest = `http://localhost:${PORTS.next}/mf-manifest.json`;
  let server: ChildProcess | null = spawn(
    process.execPath,
    ['portal-kit/serve.mjs', '--dir', dir, '--port', String(PORTS.next)],
    { cwd: ROOT, stdio: 'ignore' },
  );
  const superAdmin = await apiToken(byRole('super admin'));
  const shippedVersion = (await registryVersion())!;
  // the team's CI holds a deploy token for its section only (issue 12): made once by the super admin
  const made = await registry('POST', 'deploy-tokens', superAdmin, {
    section: SECTION,
    label: 'backoffice CI (e2e)',
  });
  expect(made.status, made.body.message).toBe(201);
  const deployToken = made.body.data.token as string;
  try {
    await waitFor(nextManifest);
    await signInWithToken(page, byRole('exporter admin'), '/hsnlookup');
    await expect(page.getByText(SHIPPED, { exact: true })).toBeVisible();

    // a plain admin may not re-point it; the deploy token publishes v2; the shell and the other sections stay as they are
    const plain = await registry('PUT', `remotes/${SECTION}`, await apiToken(byRole('admin')), {
      manifestUrl: nextManifest,
      version: '2.0.0-e2e',
    });
    expect(plain.status).toBe(403);
    const pub = await registry('PUT', `remotes/${SECTION}`, deployToken, {
      manifestUrl: nextManifest,
      version: '2.0.0-e2e',
    });
    expect(pub.status, pub.body.message).toBe(200);
    expect(await registryVersion()).toBe('2.0.0-e2e');
    await page.reload();
    await expect(page.getByText(NEXT, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'HS Look Up' })).toBeVisible();

    // rolling back points at what was live before, again on the next load
    const back = await registry('POST', `remotes/${SECTION}/rollback`, deployToken);
    expect(back.body.data).toMatchObject({ version: shippedVersion, from: '2.0.0-e2e' });
    await page.reload();
    await expect(page.getByText(SHIPPED, { exact: true })).toBeVisible();
    await expect(page.getByText(NEXT)).toHaveCount(0);
  } finally {
    // leave the registry as the stack started it, whatever happened above
    if ((await registryVersion()) !== shippedVersion)
      await registry('POST', `remotes/${SECTION}/rollback`, superAdmin, { version: shippedVersion });
    await registry('DELETE', `deploy-tokens/${made.body.data.id}`, superAdmin);
    server?.kill('SIGTERM');
    server = null;
    rmSync(dir, { recursive: true, force: true });
  }
});
