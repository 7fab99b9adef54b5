/** Remote registry: seeded from env, PUT needs an admin token, manifests are checked, rollback restores (MySQL + Redis). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let admin: string;
let cdn: Server;
let cdnUrl: string;

/** A stand-in static host: /{container}/{version}/mf-manifest.json answers a federation manifest. */
function startCdn(): Promise<void> {
  cdn = createServer((req, res) => {
    const m = /^\/(\w+)\/([\w.-]+)\/mf-manifest\.json$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: m[1], name: m[1], metaData: { name: m[1], buildInfo: { buildVersion: m[2] } }, exposes: [{ path: './routes' }] }));
  });
  return new Promise((res) => cdn.listen(0, '127.0.0.1', () => {
    cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
    res();
  }));
}

beforeAll(async () => {
  // startStack seeds in this process, so the env override is read by the seed.
  process.env.PORTAL_REMOTE_MFE_DOCS = 'https://cdn.example.in/docs/1.0.0/mf-manifest.json';
  stack = await startStack({ workers: false });
  delete process.env.PORTAL_REMOTE_MFE_DOCS;
  admin = await loginAs(stack.url, 10, 'admin');
  await startCdn();
});
afterAll(async () => {
  cdn?.close();
  await stack?.stop();
});

const api = (method: string, path: string, body?: unknown, token?: string) => call(stack.url, method, `/api/v1/portal/${path}`, body, token);
const remotes = async () => Object.fromEntries(((await api('GET', 'remotes')).body.data as any[]).map((r) => [r.name, r]));
const manifest = (container: string, v: string) => `${cdnUrl}/${container}/${v}/mf-manifest.json`;

describe('GET /api/v1/portal/remotes', () => {
  it('is public, never cached, and seeded from the environment or the development ports', async () => {
    const r = await api('GET', 'remotes');
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toContain('no-store');
    const byName = await remotes();
    expect(byName['mfe-shipping']).toEqual({ name: 'mfe-shipping', manifestUrl: 'http://localhost:8081/mf-manifest.json', version: 'dev' });
    expect(byName['mfe-backoffice'].manifestUrl).toBe('http://localhost:8083/mf-manifest.json');
    expect(byName['mfe-docs'].manifestUrl).toBe('https://cdn.example.in/docs/1.0.0/mf-manifest.json');
  });
});

describe('PUT /api/v1/portal/remotes/{name}', () => {
  it('needs a token (401) with portal.publish (403 for an exporter or a CHA)', async () => {
    const body = { manifestUrl: manifest('mfe_shipping', '2.0.0'), version: '2.0.0' };
    expect((await api('PUT', 'remotes/mfe-shipping', body)).status).toBe(401);
    for (const [type, user] of [[1, 'ABCDE1234F'], [4, 'cha4']] as const) {
      const r = await api('PUT', 'remotes/mfe-shipping', body, await loginAs(stack.url, type, user));
      expect(r.status).toBe(403);
    }
    expect((await remotes())['mfe-shipping'].version).toBe('dev');
  });

  it('with an admin token changes what GET answers', async () => {
    const r = await api('PUT', 'remotes/mfe-shipping', { manifestUrl: manifest('mfe_shipping', '2.0.0'), version: '2.0.0' }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ name: 'mfe-shipping', manifestUrl: manifest('mfe_shipping', '2.0.0'), version: '2.0.0' });
    expect((await remotes())['mfe-shipping']).toEqual(r.body.data);
  });

  it('refuses a manifest that does not answer, is another section, or is not a URL, and changes nothing', async () => {
    const before = await remotes();
    const down = await api('PUT', 'remotes/mfe-shipping', { manifestUrl: 'http://127.0.0.1:9/mf-manifest.json', version: '9.9.9' }, admin);
    expect(down.status).toBe(400);
    expect(down.body.message).toMatch(/did not answer.*Nothing was changed/);
    const other = await api('PUT', 'remotes/mfe-shipping', { manifestUrl: manifest('mfe_docs', '3.0.0'), version: '3.0.0' }, admin);
    expect(other.status).toBe(400);
    expect(other.body.message).toMatch(/for section mfe_docs, not mfe_shipping/);
    const notUrl = await api('PUT', 'remotes/mfe-shipping', { manifestUrl: 'file:///etc/passwd', version: '1' }, admin);
    expect(notUrl.status).toBe(400);
    expect(await remotes()).toEqual(before);
  });

  it('adds a new section with 201', async () => {
    const r = await api('PUT', 'remotes/mfe-reports', { manifestUrl: manifest('mfe_reports', '0.1.0'), version: '0.1.0' }, admin);
    expect(r.status).toBe(201);
    expect((await remotes())['mfe-reports'].version).toBe('0.1.0');
  });
});

describe('POST /api/v1/portal/remotes/{name}/rollback', () => {
  it('restores the previous version, or a named one, and keeps the history', async () => {
    await api('PUT', 'remotes/mfe-backoffice', { manifestUrl: manifest('mfe_backoffice', '1.1.0'), version: '1.1.0' }, admin);
    await api('PUT', 'remotes/mfe-backoffice', { manifestUrl: manifest('mfe_backoffice', '1.2.0'), version: '1.2.0' }, admin);
    expect((await api('POST', 'remotes/mfe-backoffice/rollback', {})).status).toBe(401);

    const back = await api('POST', 'remotes/mfe-backoffice/rollback', {}, admin);
    expect(back.body).toMatchObject({ success: true, data: { version: '1.1.0', from: '1.2.0' } });
    expect((await remotes())['mfe-backoffice']).toEqual({ name: 'mfe-backoffice', manifestUrl: manifest('mfe_backoffice', '1.1.0'), version: '1.1.0' });

    const named = await api('POST', 'remotes/mfe-backoffice/rollback', { version: 'dev' }, admin);
    expect(named.body.data.manifestUrl).toBe('http://localhost:8083/mf-manifest.json');
    expect((await api('POST', 'remotes/mfe-backoffice/rollback', { version: '7.7.7' }, admin)).status).toBe(409);

    const history = (await api('GET', 'remotes/mfe-backoffice/history', undefined, admin)).body.data;
    expect(history.map((h: any) => `${h.action}:${h.version}`)).toEqual(['rollback:dev', 'rollback:1.1.0', 'publish:1.2.0', 'publish:1.1.0', 'seed:dev']);
  });

  it('answers 404 for an unknown section and 409 when there is nothing earlier', async () => {
    expect((await api('POST', 'remotes/mfe-nothing/rollback', {}, admin)).status).toBe(404);
    const fresh = await api('POST', 'remotes/mfe-reports/rollback', {}, admin);
    expect(fresh.status).toBe(409);
    expect(fresh.body.message).toBe('mfe-reports has no earlier version to roll back to.');
  });
});
