/**
 * `exportdesk portal list | publish | rollback | token` against a running API, as a deploy
 * pipeline runs it: with a deploy token scoped to one section (issue 12), or as the super admin.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MSG } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let cdn: Server;
let cdnUrl: string;
let superAdmin: string;
const configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-'));

beforeAll(async () => {
  cdn = createServer((req, res) => {
    const m = /^\/(\w+)\/([\w.-]+)\/mf-manifest\.json$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ id: m[1], name: m[1], metaData: { name: m[1] } }));
  });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', () => r()));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  stack = await startStack({ workers: false, env: { PORTAL_REMOTE_ORIGINS: cdnUrl } });
  superAdmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => {
  cdn?.close();
  await stack?.stop();
});

/** `token` null: no login at all (a pipeline with only its deploy token, or none). */
const cli = (args: string[], token: string | null = superAdmin, extra: Record<string, string> = {}) =>
  runCli(args, {
    configDir,
    env: {
      EXPORTDESK_API_URL: stack.url,
      EXPORTDESK_TOKEN: token ?? undefined,
      EXPORTDESK_DEPLOY_TOKEN: undefined,
      ...extra,
    },
  });
const manifest = (v: string, container = 'mfe_docs') => `${cdnUrl}/${container}/${v}/mf-manifest.json`;

describe('exportdesk portal', () => {
  it('the super admin publishes a version that the registry then answers, and rolls it back', async () => {
    const pub = await cli(['portal', 'publish', 'mfe-docs', manifest('2.1.0'), '--version=2.1.0']);
    expect(pub.code).toBe(0);
    expect(pub.json).toMatchObject({
      success: true,
      remote: { name: 'mfe-docs', version: '2.1.0', manifestUrl: manifest('2.1.0') },
    });
    const list = await cli(['portal', 'list'], null);
    expect(list.json.remotes.find((r: any) => r.name === 'mfe-docs')).toEqual({
      name: 'mfe-docs',
      manifestUrl: manifest('2.1.0'),
      version: '2.1.0',
    });

    expect((await cli(['portal', 'publish', 'mfe-docs', manifest('2.2.0'), '-v', '2.2.0'])).code).toBe(0);
    const back = await cli(['portal', 'rollback', 'mfe-docs']);
    expect(back.code).toBe(0);
    expect(back.json.remote).toMatchObject({ version: '2.1.0', from: '2.2.0' });
  });

  it('a CI pipeline publishes with a deploy token for its section only (env or flag), until it is revoked', async () => {
    const made = await cli(['portal', 'token', 'create', 'mfe-docs', '--label', 'docs CI']);
    expect(made.code).toBe(0);
    const token = made.json.token.token as string;
    expect(token).toMatch(/^edd_/);
    const listed = await cli(['portal', 'token', 'list']);
    expect(listed.json.tokens[0]).toMatchObject({ section: 'mfe-docs', label: 'docs CI', revokedAt: null });
    expect(listed.stdout).not.toContain(token);

    const viaEnv = await cli(['portal', 'publish', 'mfe-docs', manifest('3.0.0'), '--version=3.0.0'], null, {
      EXPORTDESK_DEPLOY_TOKEN: token,
    });
    expect(viaEnv.code).toBe(0);
    expect(viaEnv.json.remote.version).toBe('3.0.0');
    const viaFlag = await cli(['portal', 'rollback', 'mfe-docs', '--deploy-token', token], null);
    expect(viaFlag.json.remote).toMatchObject({ version: '2.1.0', from: '3.0.0' });

    const other = await cli(
      ['portal', 'publish', 'mfe-shipping', manifest('9.0.0', 'mfe_shipping'), '--version=9.0.0'],
      null,
      { EXPORTDESK_DEPLOY_TOKEN: token },
    );
    expect(other.code).toBe(3);
    expect(other.json.message).toBe(REGISTRY_MSG.wrongSection('mfe-docs', 'mfe-shipping'));

    expect((await cli(['portal', 'token', 'revoke', String(made.json.token.id)])).code).toBe(0);
    const revoked = await cli(['portal', 'publish', 'mfe-docs', manifest('3.1.0'), '--version=3.1.0'], null, {
      EXPORTDESK_DEPLOY_TOKEN: token,
    });
    expect(revoked.code).toBe(3);
    expect(revoked.json.message).toBe(REGISTRY_MSG.tokenRevoked);
  });

  it('exits 3 without a token, for a plain admin or an exporter, 2 for bad input or an origin outside the allowlist, and changes nothing', async () => {
    const before = (await cli(['portal', 'list'])).json.remotes;
    expect(
      (await cli(['portal', 'publish', 'mfe-docs', manifest('9.0.0'), '--version=9.0.0'], null)).code,
    ).toBe(3);
    const admin = await cli(
      ['portal', 'publish', 'mfe-docs', manifest('9.0.0'), '--version=9.0.0'],
      await loginAs(stack.url, 10, 'admin'),
    );
    expect(admin.code).toBe(3);
    expect(admin.json.message).toBe(REGISTRY_MSG.superAdminOnly);
    expect(
      (await cli(['portal', 'token', 'create', 'mfe-docs'], await loginAs(stack.url, 10, 'admin'))).code,
    ).toBe(3);
    const exporter = await cli(
      ['portal', 'publish', 'mfe-docs', manifest('9.0.0'), '--version=9.0.0'],
      await loginAs(stack.url, 1, 'ABCDE1234F'),
    );
    expect(exporter.code).toBe(3);
    const notUrl = await cli([
      'portal',
      'publish',
      'mfe-docs',
      'ftp://x/mf-manifest.json',
      '--version=1.0.0',
    ]);
    expect(notUrl.code).toBe(2);
    const outside = await cli([
      'portal',
      'publish',
      'mfe-docs',
      'http://127.0.0.1:9/mf-manifest.json',
      '--version=1.0.0',
    ]);
    expect(outside.code).toBe(2);
    expect(outside.json.message).toMatch(/http:\/\/127\.0\.0\.1:9 is not an allowed origin/);
    const down = await cli([
      'portal',
      'publish',
      'mfe-docs',
      `${cdnUrl}/nothing-here.json`,
      '--version=1.0.0',
    ]);
    expect(down.code).toBe(2);
    expect(down.json.message).toMatch(/did not answer/);
    expect((await cli(['portal', 'publish', 'mfe-docs', manifest('1.0.0')])).code).toBe(2); // --version is required
    expect((await cli(['portal', 'list'])).json.remotes).toEqual(before);
  });
});
