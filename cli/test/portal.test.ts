/** `exportdesk portal list | publish | rollback` against a running API, as a deploy pipeline runs it. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let cdn: Server;
let cdnUrl: string;
let admin: string;
const configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-'));

beforeAll(async () => {
  stack = await startStack({ workers: false });
  admin = await loginAs(stack.url, 10, 'admin');
  cdn = createServer((req, res) => {
    const m = /^\/(\w+)\/([\w.-]+)\/mf-manifest\.json$/.exec(req.url ?? '');
    if (!m) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: m[1], name: m[1], metaData: { name: m[1] } }));
  });
  await new Promise<void>((r) => cdn.listen(0, '127.0.0.1', () => r()));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(async () => {
  cdn?.close();
  await stack?.stop();
});

/** `token` null: no token at all (a pipeline that forgot to log in). */
const cli = (args: string[], token: string | null = admin) => runCli(args, { configDir, env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token ?? undefined } });
const manifest = (v: string) => `${cdnUrl}/mfe_docs/${v}/mf-manifest.json`;

describe('exportdesk portal', () => {
  it('publishes a version that the registry then answers, and rolls it back', async () => {
    const pub = await cli(['portal', 'publish', 'mfe-docs', manifest('2.1.0'), '--version=2.1.0']);
    expect(pub.code).toBe(0);
    expect(pub.json).toMatchObject({ success: true, remote: { name: 'mfe-docs', version: '2.1.0', manifestUrl: manifest('2.1.0') } });
    const list = await cli(['portal', 'list'], null);
    expect(list.json.remotes.find((r: any) => r.name === 'mfe-docs')).toEqual({ name: 'mfe-docs', manifestUrl: manifest('2.1.0'), version: '2.1.0' });

    expect((await cli(['portal', 'publish', 'mfe-docs', manifest('2.2.0'), '-v', '2.2.0'])).code).toBe(0);
    const back = await cli(['portal', 'rollback', 'mfe-docs']);
    expect(back.code).toBe(0);
    expect(back.json.remote).toMatchObject({ version: '2.1.0', from: '2.2.0' });
  });

  it('exits 3 without a token or with a non-admin token, 2 for bad input, and changes nothing', async () => {
    const before = (await cli(['portal', 'list'])).json.remotes;
    expect((await cli(['portal', 'publish', 'mfe-docs', manifest('9.0.0'), '--version=9.0.0'], null)).code).toBe(3);
    const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    const forbidden = await cli(['portal', 'publish', 'mfe-docs', manifest('9.0.0'), '--version=9.0.0'], exporter);
    expect(forbidden.code).toBe(3);
    expect(forbidden.json.message).toBe('You are not allowed to do this.');
    const notUrl = await cli(['portal', 'publish', 'mfe-docs', 'ftp://x/mf-manifest.json', '--version=1.0.0']);
    expect(notUrl.code).toBe(2);
    const down = await cli(['portal', 'publish', 'mfe-docs', 'http://127.0.0.1:9/mf-manifest.json', '--version=1.0.0']);
    expect(down.code).toBe(2);
    expect(down.json.message).toMatch(/did not answer/);
    expect((await cli(['portal', 'publish', 'mfe-docs', manifest('1.0.0')])).code).toBe(2); // --version is required
    expect((await cli(['portal', 'list'])).json.remotes).toEqual(before);
  });
});
