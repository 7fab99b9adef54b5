/** `exportdesk billing import` on the built binary against a running stack (issue 17): dry run, save, CI exit 1. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { carrierFile } from '../../tests/support/billing-files';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
let file: string;
beforeAll(async () => {
  stack = await startStack({ workers: true });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-billing-'));
  token = await loginAs(stack.url, 10, 'superadmin');
  const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
    authKey,
    orderData: [sampleOrder(1, { boxId: 'CLI-BOX-1', grossWeight: '300' })],
  });
  file = path.join(dir, 'dhl-2026-10.xlsx');
  writeFileSync(
    file,
    await carrierFile('dhl', [
      {
        invoiceNumber: 'CLI-1',
        shipmentID: 'CLI-BOX-1',
        handoverID: 'H',
        pickupDate: '2026-10-01',
        weight: 300,
        amount: 1,
      },
      {
        invoiceNumber: 'CLI-1',
        shipmentID: 'NOPE',
        handoverID: 'H',
        pickupDate: '2026-10-01',
        weight: 300,
        amount: 1,
      },
    ]),
  );
}, 120_000);
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 60_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
  });

it('prints the report of a dry run without saving, then saves; mismatches exit 1 under CI', async () => {
  const dry = await cli(['billing', 'import', file, '--dry-run']);
  expect(dry.code, dry.stderr).toBe(1);
  expect(dry.json).toMatchObject({ success: true, dryRun: true, rows: 2, added: 0, unmatched: 1 });
  expect(await stack.db('carrier_invoices').count({ n: '*' }).first()).toMatchObject({ n: 0 });
  const saved = await cli(['billing', 'import', file]);
  expect(saved.code, saved.stderr).toBe(1);
  expect(saved.json).toMatchObject({ rows: 2, added: 2, unmatched: 1 });
  const bad = await cli(['billing', 'import', file, '--carrier', 'ups']);
  expect(bad.code).toBe(2);
});
