/** `exportdesk parcels list|merge|clone|delete` and `exportdesk pbe create` against a running stack (issue 15). */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-parcels-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

const cli = (args: string[]) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 60_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
  });
const box = async (n: number) =>
  (await call(stack.url, 'POST', '/api/v1/order/createBox', { items: [sampleOrder(n)] }, token)).body.data
    .id as number;

describe('exportdesk parcels and pbe create', () => {
  it('lists, clones, merges, refuses delete without --yes, and creates a PBE', async () => {
    const a = await box(9101);
    const b = await box(9102);
    const list = await cli(['parcels', 'list']);
    expect(list.code).toBe(0);
    expect(list.json.parcels.map((p: any) => p.id)).toEqual(expect.arrayContaining([a, b]));

    const clone = await cli(['parcels', 'clone', String(a)]);
    expect(clone.code).toBe(0);
    expect(clone.json.message).toBe('Parcel cloned');

    const merged = await cli(['parcels', 'merge', `${a},${b}`]);
    expect(merged.code).toBe(0);
    const mergedId = merged.json.data.id;

    const del = await cli(['parcels', 'delete', String(clone.json.data.id)]);
    expect(del.code).toBe(2);
    expect(del.stderr).toContain('Are you sure?');
    expect((await cli(['parcels', 'delete', String(clone.json.data.id), '--yes'])).code).toBe(0);

    const pbe = await cli(['pbe', 'create', '--parcels', String(mergedId)]);
    expect(pbe.code).toBe(0);
    expect(pbe.json.data.tempSBill).toMatch(/^PMB\d{13}$/);
    const again = await cli(['pbe', 'create', '--parcels', String(mergedId)]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Already in a PBE');
  }, 240_000);
});
