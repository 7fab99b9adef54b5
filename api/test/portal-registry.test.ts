/**
 * Remote registry: seeded from env; only the super admin (or a section's deploy token) changes it,
 * only to allowlisted origins (checked before any fetch), manifests fetched bounded; every change
 * recorded old → new with who, and rolled back (issue 12 item 2). MySQL + Redis (SQLite too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REGISTRY_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let superAdmin: string;
let admin: string;
let cdn: Server;
let cdnUrl: string;
/** A host outside the allowlist: it must never be asked for anything. */
let outside: Server;
let outsideUrl: string;
let outsideHits = 0;

const listen = (srv: Server) =>
  new Promise<string>((res) =>
    srv.listen(0, '127.0.0.1', () => res(`http://127.0.0.1:${(srv.address() as AddressInfo).port}`)),
  );

/** A stand-in static host: /{container}/{version}/mf-manifest.json answers a federation manifest. */
async function startHosts(): Promise<void> {
  outside = createServer((req, res) => {
    outsideHits++;
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: 'mfe_shipping', name: 'mfe_shipping', metaData: {} }));
  });
  outsideUrl = await listen(outside);
  cdn = createServer((req, res) => {
    if (req.url === '/redirect/mf-manifest.json')
      return void res.writeHead(302, { location: `${outsideUrl}/mf-manifest.json` }).end();
    if (req.url === '/huge/mf-manifest.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < 64 && res.write(chunk)) sent++;
        if (sent < 64) res.once('drain', pump);
        else res.end();
      };
      return void pump();
    }
    const m = /^\/(\w+)\/([\w.-]+)\/mf-manifest\.json$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        id: m[1],
        name: m[1],
        metaData: { name: m[1], buildInfo: { buildVersion: m[2] } },
        exposes: [{ path: './routes' }],
      }),
    );
  });
  cdnUrl = await listen(cdn);
}

beforeAll(async () => {
  await startHosts();
  // startStack seeds in this process, so the env override is read by the seed.
  process.env.PORTAL_REMOTE_MFE_DOCS = 'https://cdn.example.in/docs/1.0.0/mf-manifest.json';
  stack = await startStack({
    workers: false,
    env: {
      PORTAL_REMOTE_ORIGINS: `${cdnUrl},http://localhost:8081,http://localhost:8082,http://localhost:8083`,
    },
  });
  delete process.env.PORTAL_REMOTE_MFE_DOCS;
  superAdmin = await loginAs(stack.url, 10, 'superadmin');
  admin = await loginAs(stack.url, 10, 'admin');
});
afterAll(async () => {
  cdn?.close();
  outside?.close();
  await stack?.stop();
});

const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(stack.url, method, `/api/v1/portal/${path}`, body, token);
const remotes = async () =>
  Object.fromEntries(((await api('GET', 'remotes')).body.data as any[]).map((r) => [r.name, r]));
const manifest = (container: string, v: string) => `${cdnUrl}/${container}/${v}/mf-manifest.json`;

describe('GET /api/v1/portal/remotes', () => {
  it('is public, never cached, and seeded from the environment or the development ports', async () => {
    const r = await api('GET', 'remotes');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
    const byName = await remotes();
    expect(byName['mfe-shipping']).toEqual({
      name: 'mfe-shipping',
      manifestUrl: 'http://localhost:8081/mf-manifest.json',
      version: 'dev',
    });
    expect(byName['mfe-backoffice'].manifestUrl).toBe('http://localhost:8083/mf-manifest.json');
    expect(byName['mfe-docs'].manifestUrl).toBe('https://cdn.example.in/docs/1.0.0/mf-manifest.json');
  });
});

describe('PUT /api/v1/portal/remotes/{name}', () => {
  it('needs a token (401); an exporter, a CHA and a plain admin get 403 with the reason', async () => {
    const body = { manifestUrl: manifest('mfe_shipping', '2.0.0'), version: '2.0.0' };
    expect((await api('PUT', 'remotes/mfe-shipping', body)).status).toBe(401);
    for (const [type, user] of [
      [1, 'ABCDE1234F'],
      [4, 'cha4'],
    ] as const) {
      const r = await api('PUT', 'remotes/mfe-shipping', body, await loginAs(stack.url, type, user));
      expect(r.status).toBe(403);
    }
    expect((await remotes())['mfe-shipping'].version).toBe('dev');
  });

  it('a plain admin re-pointing a remote, or adding one outside the allowlist, gets 403; nothing changed, nothing fetched', async () => {
    const before = await remotes();
    const repoint = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: manifest('mfe_shipping', '6.6.6'), version: '6.6.6' },
      admin,
    );
    expect(repoint.status).toBe(403);
    expect(repoint.body.message).toBe(REGISTRY_MSG.superAdminOnly);
    const add = await api(
      'PUT',
      'remotes/mfe-evil',
      { manifestUrl: `${outsideUrl}/mf-manifest.json`, version: '1.0.0' },
      admin,
    );
    expect(add.status).toBe(403);
    expect((await api('POST', 'remotes/mfe-shipping/rollback', {}, admin)).status).toBe(403);
    expect((await api('GET', 'remotes/mfe-shipping/history', undefined, admin)).status).toBe(403);
    expect(await remotes()).toEqual(before);
    expect(outsideHits).toBe(0);
  });

  it('with the super admin token changes what GET answers', async () => {
    const r = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: manifest('mfe_shipping', '2.0.0'), version: '2.0.0' },
      superAdmin,
    );
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      name: 'mfe-shipping',
      manifestUrl: manifest('mfe_shipping', '2.0.0'),
      version: '2.0.0',
    });
    expect((await remotes())['mfe-shipping']).toEqual(r.body.data);
  });

  it('refuses an origin outside the allowlist before fetching anything, even for the super admin', async () => {
    const before = await remotes();
    for (const url of [
      `${outsideUrl}/mf-manifest.json`,
      `http://localhost:8081@${outsideUrl.slice(7)}/mf-manifest.json`,
      'http://169.254.169.254/latest/meta-data/',
    ]) {
      const r = await api('PUT', 'remotes/mfe-evil', { manifestUrl: url, version: '1.0.0' }, superAdmin);
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(
        /is not an allowed origin for portal sections .*PORTAL_REMOTE_ORIGINS.*Nothing was changed\./,
      );
    }
    expect(outsideHits).toBe(0);
    expect(await remotes()).toEqual(before);
  });

  it('follows no redirect and reads no oversized manifest', async () => {
    const before = await remotes();
    const moved = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: `${cdnUrl}/redirect/mf-manifest.json`, version: '3.0.0' },
      superAdmin,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.message).toMatch(/redirect, not followed.*Nothing was changed/);
    expect(outsideHits).toBe(0);
    const huge = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: `${cdnUrl}/huge/mf-manifest.json`, version: '3.0.0' },
      superAdmin,
    );
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/larger than 512 KB/);
    expect(await remotes()).toEqual(before);
  });

  it('refuses a manifest that does not answer, is another section, or is not a URL, and changes nothing', async () => {
    const before = await remotes();
    const down = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: 'http://localhost:8081/missing/mf-manifest.json', version: '9.9.9' },
      superAdmin,
    );
    expect(down.status).toBe(400);
    const other = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: manifest('mfe_docs', '3.0.0'), version: '3.0.0' },
      superAdmin,
    );
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/for section mfe_docs, not mfe_shipping/);
    const notUrl = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: 'file:///etc/passwd', version: '1' },
      superAdmin,
    );
    expect(notUrl.status).toBe(400);
    expect(await remotes()).toEqual(before);
  });

  it('adds a new section with 201', async () => {
    const r = await api(
      'PUT',
      'remotes/mfe-reports',
      { manifestUrl: manifest('mfe_reports', '0.1.0'), version: '0.1.0' },
      superAdmin,
    );
    expect(r.status).toBe(201);
    expect((await remotes())['mfe-reports'].version).toBe('0.1.0');
  });
});

describe('POST /api/v1/portal/remotes/{name}/rollback', () => {
  it('restores the previous version, or a named one, and the history says who changed what from what', async () => {
    await api(
      'PUT',
      'remotes/mfe-backoffice',
      { manifestUrl: manifest('mfe_backoffice', '1.1.0'), version: '1.1.0' },
      superAdmin,
    );
    await api(
      'PUT',
      'remotes/mfe-backoffice',
      { manifestUrl: manifest('mfe_backoffice', '1.2.0'), version: '1.2.0' },
      superAdmin,
    );
    expect((await api('POST', 'remotes/mfe-backoffice/rollback', {})).status).toBe(401);

    const back = await api('POST', 'remotes/mfe-backoffice/rollback', {}, superAdmin);
    expect(back.body).toMatchObject({ success: true, data: { version: '1.1.0', from: '1.2.0' } });
    expect((await remotes())['mfe-backoffice']).toEqual({
      name: 'mfe-backoffice',
      manifestUrl: manifest('mfe_backoffice', '1.1.0'),
      version: '1.1.0',
    });

    const named = await api('POST', 'remotes/mfe-backoffice/rollback', { version: 'dev' }, superAdmin);
    expect(named.body.data.manifestUrl).toBe('http://localhost:8083/mf-manifest.json');
    expect(
      (await api('POST', 'remotes/mfe-backoffice/rollback', { version: '7.7.7' }, superAdmin)).status,
    ).toBe(409);

    const history = (await api('GET', 'remotes/mfe-backoffice/history', undefined, superAdmin)).body.data;
    expect(history.map((h: any) => `${h.action}:${h.previous?.version ?? '-'}→${h.version}`)).toEqual([
      'rollback:1.1.0→dev',
      'rollback:1.2.0→1.1.0',
      'publish:1.1.0→1.2.0',
      'publish:dev→1.1.0',
      'seed:-→dev',
    ]);
    expect(history[0]).toMatchObject({
      createdByName: 'superadmin',
      previous: { manifestUrl: manifest('mfe_backoffice', '1.1.0') },
    });
    expect(history[0].createdAt).toBeGreaterThan(Date.now() - 60_000);
    expect(history.at(-1)).toMatchObject({ createdBy: null, previous: null });
  });

  it('answers 404 for an unknown section and 409 when there is nothing earlier', async () => {
    expect((await api('POST', 'remotes/mfe-nothing/rollback', {}, superAdmin)).status).toBe(404);
    const fresh = await api('POST', 'remotes/mfe-reports/rollback', {}, superAdmin);
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe('mfe-reports has no earlier version to roll back to.');
  });

  it('never rolls back to a release outside the allowlist (the seeded cdn.example.in)', async () => {
    await api(
      'PUT',
      'remotes/mfe-docs',
      { manifestUrl: manifest('mfe_docs', '1.1.0'), version: '1.1.0' },
      superAdmin,
    );
    const r = await api('POST', 'remotes/mfe-docs/rollback', {}, superAdmin);
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/https:\/\/cdn\.example\.in is not an allowed origin/);
    expect((await remotes())['mfe-docs'].version).toBe('1.1.0');
  });
});

describe('deploy tokens (a team publishes its own section without an admin login)', () => {
  it('the super admin makes one for a section, shown once; it publishes and rolls back that section only', async () => {
    expect((await api('POST', 'deploy-tokens', { section: 'mfe-reports' }, admin)).status).toBe(403);
    const made = await api(
      'POST',
      'deploy-tokens',
      { section: 'mfe-reports', label: 'reports CI' },
      superAdmin,
    );
    expect(made.status).toBe(201);
    const token = made.body.data.token as string;
    expect(token).toMatch(/^edd_/);
    const listed = (await api('GET', 'deploy-tokens', undefined, superAdmin)).body.data;
    expect(listed[0]).toMatchObject({
      section: 'mfe-reports',
      label: 'reports CI',
      last4: token.slice(-4),
      revokedAt: null,
    });
    expect(JSON.stringify(listed)).not.toContain(token);

    const pub = await api(
      'PUT',
      'remotes/mfe-reports',
      { manifestUrl: manifest('mfe_reports', '0.2.0'), version: '0.2.0' },
      token,
    );
    expect(pub.status).toBe(200);
    const other = await api(
      'PUT',
      'remotes/mfe-shipping',
      { manifestUrl: manifest('mfe_shipping', '9.0.0'), version: '9.0.0' },
      token,
    );
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(REGISTRY_MSG.wrongSection('mfe-reports', 'mfe-shipping'));
    const outsideTry = await api(
      'PUT',
      'remotes/mfe-reports',
      { manifestUrl: `${outsideUrl}/mf-manifest.json`, version: '0.3.0' },
      token,
    );
    expect(outsideTry.status).toBe(400);
    // a deploy token opens nothing else
    expect((await api('GET', 'deploy-tokens', undefined, token)).status).toBe(401);

    const history = (await api('GET', 'remotes/mfe-reports/history', undefined, token)).body.data;
    expect(history[0]).toMatchObject({
      action: 'publish',
      version: '0.2.0',
      createdBy: null,
      deployToken: { label: 'reports CI' },
      previous: { version: '0.1.0' },
    });
    expect((await api('POST', 'remotes/mfe-reports/rollback', {}, token)).body.data).toMatchObject({
      version: '0.1.0',
      from: '0.2.0',
    });

    expect((await api('DELETE', `deploy-tokens/${made.body.data.id}`, undefined, superAdmin)).status).toBe(
      200,
    );
    const revoked = await api(
      'PUT',
      'remotes/mfe-reports',
      { manifestUrl: manifest('mfe_reports', '0.4.0'), version: '0.4.0' },
      token,
    );
    expect(revoked.status).toBe(401);
    expect(revoked.body.message).toBe(REGISTRY_MSG.tokenRevoked);
    expect((await remotes())['mfe-reports'].version).toBe('0.1.0');
    expect(outsideHits).toBe(0);
  });
});
