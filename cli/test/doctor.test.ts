/**
 * `exportdesk doctor` (issue 23) against a running API, as a deploy pipeline runs it: the reasons
 * production mode would refuse, told to the super admin only; exit 0 ready, 1 not, 3 not the super
 * admin, 4 no API.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@exportdesk/core';
import { createApi, type ApiServer } from '@exportdesk/api';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
/** A second instance on the same database with a staging site's settings: nothing to refuse. */
let ready: ApiServer;
const configDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-'));

beforeAll(async () => {
  stack = await startStack({ workers: false });
  ready = await createApi({
    ...stack.config,
    port: 0,
    allowSandboxDrivers: true,
    jwtSecret: 'a-staging-secret-of-more-than-32-characters',
    jwtSecretIsDev: false,
    portalUrl: 'https://portal.staging.exportdesk.in',
    payments: {
      ...stack.config.payments,
      supplier: {
        ...stack.config.payments.supplier,
        gstin: '27AAACE1234F1Z' + gstinCheckChar('27AAACE1234F1Z'),
      },
    },
  });
});
afterAll(async () => {
  await ready?.stop();
  await stack?.stop();
});

const doctor = (url: string, token?: string) =>
  runCli(['doctor', '--json'], { configDir, env: { EXPORTDESK_API_URL: url, EXPORTDESK_TOKEN: token } });

describe('exportdesk doctor', () => {
  it('lists every reason to the super admin and exits 1', async () => {
    const r = await doctor(stack.url, await loginAs(stack.url, 10, 'superadmin'));
    expect(r.code, r.stderr).toBe(1);
    expect(r.json).toMatchObject({
      success: false,
      ready: false,
      database: 'up',
      redis: 'up',
      sandbox: false,
    });
    expect(r.json.reasons.map((x: { setting: string }) => x.setting)).toEqual(
      expect.arrayContaining(['OTP_DRIVER', 'PAYMENT_DRIVER', 'JWT_SECRET', 'PORTAL_URL', 'SUPPLIER_GSTIN']),
    );
  });

  it('exits 0 on a site with nothing to refuse', async () => {
    const r = await doctor(ready.url, await loginAs(ready.url, 10, 'superadmin'));
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.json).toMatchObject({ success: true, ready: true, sandbox: true, reasons: [] });
  });

  it('tells anyone else to sign in as the super admin (exit 3)', async () => {
    for (const token of [
      undefined,
      await loginAs(stack.url, 1, 'ABCDE1234F'),
      await loginAs(stack.url, 10, 'admin'),
    ]) {
      const r = await doctor(stack.url, token);
      expect(r.code).toBe(3);
      expect(r.json.message).toMatch(/super admin only/);
    }
  });

  it('exits 4 when the API cannot be reached', async () => {
    const r = await doctor('http://127.0.0.1:9', 'x.y.z');
    expect(r.code).toBe(4);
  });
});
