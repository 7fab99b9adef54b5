/**
 * A docket belongs to its exporter's foreign post office; customs users' lists and documents are
 * narrowed to their own FPO code (001 §6 "their list is filtered to their own FPO code").
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FPO_LIST, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let delhiDocket: string;
let mumbaiDocket: string;
let fpoDelhi: string;
let superAdmin: string;

async function push(token: string, tag: string) {
  return pushDocket(stack.url, token, [sampleOrder(1, { orderId: `${tag}-1` })]);
}

beforeAll(async () => {
  stack = await startStack();
  delhiDocket = await push(await loginAs(stack.url, 1, 'ABCDE1234F'), 'DEL');
  const reg = await call(stack.url, 'POST', '/api/v1/authentication/register', {
    userType: 1,
    userName: 'mumbai.exports',
    ieCode: 'AAACM1234Q',
    name: 'Mumbai Exports',
    email: 'mumbai@example.com',
    mobile: '9876500000',
    password: 'Mumbai@2026',
    fpo: 'inbom5',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBeLessThan(300);
  mumbaiDocket = await push(await loginAs(stack.url, 1, 'mumbai.exports', 'Mumbai@2026'), 'BOM');
  fpoDelhi = await loginAs(stack.url, 5, 'fpo.delhi');
  superAdmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => {
  await stack?.stop();
});

const listed = async (token: string, query = '') =>
  ((await call(stack.url, 'GET', `/api/v1/dockets${query}`, undefined, token)).body.data as any[]).map(
    (d) => d.tempSBill,
  );

describe('dockets by foreign post office', () => {
  it('the FPO list is public, with port codes and names', async () => {
    const r = await call(stack.url, 'GET', '/api/v1/fpoList');
    expect(r.body.data).toEqual(FPO_LIST);
  });

  it('an unknown FPO at registration is refused', async () => {
    const r = await call(stack.url, 'POST', '/api/v1/authentication/register', {
      userType: 1,
      userName: 'nowhere.exports',
      ieCode: 'AAACN1234Q',
      name: 'Nowhere Exports',
      email: 'n@example.com',
      mobile: '9876500001',
      password: 'Nowhere@2026',
      fpo: 'XXDEL9',
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Please choose a foreign post office from the list.');
  });

  it("the Delhi FPO officer lists and opens Delhi's dockets only; the other FPO's docket is not found", async () => {
    const mine = await listed(fpoDelhi);
    expect(mine).toContain(delhiDocket);
    expect(mine).not.toContain(mumbaiDocket);
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${delhiDocket}/documents`, undefined, fpoDelhi)).status,
    ).toBe(200);
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${mumbaiDocket}/documents`, undefined, fpoDelhi)).status,
    ).toBe(404);
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${mumbaiDocket}/pbe-print`, undefined, fpoDelhi)).status,
    ).toBe(404);
  });

  it("the postal bill names the docket's FPO, on the PDF and on the print page's data", async () => {
    const res = await fetch(`${stack.url}/api/v1/dockets/${mumbaiDocket}/documents/pbe`, {
      headers: { authorization: `Bearer ${superAdmin}` },
    });
    const text = spawnSync('pdftotext', ['-', '-'], { input: Buffer.from(await res.arrayBuffer()) })
      .stdout.toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain('Foreign Post Office, Mumbai (INBOM5)');
    const print = (
      await call(stack.url, 'GET', `/api/v1/dockets/${delhiDocket}/pbe-print`, undefined, fpoDelhi)
    ).body.data;
    expect(print.fpo).toEqual({ portCode: 'INDEL5', fpoName: 'Foreign Post Office, New Delhi' });
  });

  it('the super admin sees both and can filter by FPO', async () => {
    expect(await listed(superAdmin)).toEqual(expect.arrayContaining([delhiDocket, mumbaiDocket]));
    expect(await listed(superAdmin, '?fpo=INBOM5')).toEqual([mumbaiDocket]);
  });
});
