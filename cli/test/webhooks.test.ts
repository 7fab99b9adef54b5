/**
 * Issue 26: `exportdesk webhooks add|list|test|deliveries|redeliver|remove` and `exportdesk listen
 * --forward <url>` against a running stack: listen forwards each of the account's events, signed
 * with the secret it printed, "within a second".
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder, verifyWebhook } from '@exportdesk/core';
import { pushDocket } from '../../tests/support/documents';
import { eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { webhookReceiver, type Receiver } from '../../tests/support/webhook-receiver';
import { BIN, runCli } from './run';

let stack: Stack;
let rx: Receiver;
let dir: string;
let token: string;
beforeAll(async () => {
  rx = await webhookReceiver();
  stack = await startStack({ env: { WEBHOOK_BACKOFF_MS: '100' } });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-webhooks-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => {
  await stack?.stop();
  await rx?.close();
});

const env = () => ({ EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' });
const cli = (args: string[]) => runCli(args, { configDir: dir, timeoutMs: 60_000, env: env() });

describe('exportdesk webhooks', () => {
  it('adds (secret once), lists, tests, shows deliveries, redelivers, removes; bad input exits 2', async () => {
    const bad = await cli(['webhooks', 'add', `${rx.url}/cli`, '--events', 'docket.created,nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown event nope');

    const add = await cli(['webhooks', 'add', `${rx.url}/cli`, '--events', 'docket.created,pickup.updated']);
    expect(add.code, add.stderr).toBe(0);
    const { id, secret } = add.json.data;
    expect(secret).toMatch(/^whsec_/);

    const list = await cli(['webhooks', 'list']);
    expect(list.json.endpoints).toEqual([
      expect.objectContaining({ id, events: ['docket.created', 'pickup.updated'] }),
    ]);
    expect(list.stdout).not.toContain(secret);

    const test = await cli(['webhooks', 'test', String(id), '--type', 'pickup.updated']);
    expect(test.code, test.stderr).toBe(0);
    await eventually(async () => rx.received.some((r) => r.json.id === test.json.data.eventId), 10_000);
    const got = rx.received.find((r) => r.json.id === test.json.data.eventId)!;
    expect((await verifyWebhook(secret, got.body, got.headers['exportdesk-signature'] as string)).ok).toBe(
      true,
    );

    const log = await eventually(async () => {
      const r = await cli(['webhooks', 'deliveries', String(id)]);
      return r.json.deliveries[0]?.status === 'succeeded' ? r : null;
    }, 10_000);
    expect(log.json.deliveries[0]).toMatchObject({ eventType: 'pickup.updated', responseCode: 200 });

    const again = await cli(['webhooks', 'redeliver', log.json.deliveries[0].id]);
    expect(again.code, again.stderr).toBe(0);
    await eventually(
      async () => rx.received.filter((r) => r.json.id === test.json.data.eventId).length === 2,
      10_000,
    );

    expect((await cli(['webhooks', 'redeliver', 'nonsense'])).code).toBe(2);
    expect((await cli(['webhooks', 'remove', String(id)])).code).toBe(0);
    expect((await cli(['webhooks', 'remove', String(id)])).code).toBe(2); // 404: gone
  });
});

describe('exportdesk listen', () => {
  let child: ChildProcess | null = null;
  afterAll(() => child?.kill('SIGKILL'));

  it('forwards each event of the account, signed with the printed secret, within a second', async () => {
    const local = await webhookReceiver();
    try {
      child = spawn(
        process.execPath,
        [BIN, 'listen', '--forward', `${local.url}/hooks`, '--events', 'docket.created'],
        {
          env: {
            ...(process.env as Record<string, string>),
            EXPORTDESK_CONFIG_DIR: dir,
            NO_COLOR: '1',
            ...env(),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let stdout = '';
      child.stdout!.on('data', (d) => (stdout += d));
      const ready = await eventually(async () => {
        const line = stdout.split('\n').find((l) => l.includes('"ready"'));
        return line ? (JSON.parse(line) as { secret: string }) : null;
      }, 20_000);

      const created = Date.now();
      const docket = await pushDocket(stack.url, token, [sampleOrder(1, { orderId: 'LISTEN-1' })]);
      const got = await eventually(
        async () => local.received.find((r) => r.json.data.docketNo === docket),
        5_000,
        20,
      );
      expect(got.at - created).toBeLessThan(1000);
      expect(got.json.type).toBe('docket.created');
      expect(
        (await verifyWebhook(ready.secret, got.body, got.headers['exportdesk-signature'] as string)).ok,
      ).toBe(true);
      // one line per event with the receiver's status
      await eventually(async () => stdout.includes(`"id":"${got.json.id}"`), 5_000);
      const line = JSON.parse(stdout.split('\n').find((l) => l.includes(got.json.id))!);
      expect(line).toMatchObject({ type: 'docket.created', status: 200 });

      child.kill('SIGINT');
      const code = await new Promise<number | null>((r) => child!.on('exit', (c) => r(c)));
      expect(code).toBe(0);
      child = null;
    } finally {
      await local.close();
    }
  });

  it('refuses a bad --forward (2) and a missing sign-in (3)', async () => {
    expect((await cli(['listen', '--forward', 'not a url'])).code).toBe(2);
    const noAuth = await runCli(['listen', '--forward', 'http://127.0.0.1:9/x'], {
      configDir: mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-noauth-')),
      env: { EXPORTDESK_API_URL: stack.url, CI: 'true' },
    });
    expect(noAuth.code).toBe(3);
  });
});
