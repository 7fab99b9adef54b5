/**
 * Issue 12 item 9: failures that are honest. Every answer carries a request id; a 5xx carries it
 * in its body too and is logged with it. Text that is not well-formed Unicode (a lone UTF-16
 * surrogate, which was saved and then broke every retry with a 500) or holds control characters
 * is refused at validation with a 400 that names the field, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let key: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  // A route that fails the way a bug does, to see what a 5xx looks like from outside.
  stack.api.server.route({
    method: 'GET',
    path: '/api/v1/test-only/fail',
    options: { auth: false },
    handler: () => {
      throw new Error('forced failure for the test');
    },
  });
});
afterAll(async () => stack?.stop());

const push = (orderData: unknown) =>
  call(stack.url, 'POST', '/api/v1/client/saveorderdata', { authKey: key, orderData });
const orderCount = async () => Number((await stack.db('orders').count({ n: '*' }).first())!.n);

describe('request ids', () => {
  it('a forced 5xx carries the request id in its header, its body and the log line', async () => {
    const logged = vi.spyOn(stack.api.ctx.log, 'error');
    const r = await call(stack.url, 'GET', '/api/v1/test-only/fail');
    expect(r.status).toBe(500);
    const id = r.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(r.body).toMatchObject({ success: false, requestId: id });
    expect(r.body.message).not.toContain('forced failure'); // internal text stays in the log
    const line = logged.mock.calls.find(([obj]) => (obj as any)?.requestId === id);
    expect(line?.[0]).toMatchObject({ requestId: id, status: 500, path: '/api/v1/test-only/fail' });
    expect(String((line?.[0] as any).err?.message)).toContain('forced failure');
    logged.mockRestore();
  });

  it('keeps a well-formed incoming X-Request-Id, replaces a malformed one, and labels every answer', async () => {
    const mine = await fetch(`${stack.url}/api/v1/test-only/fail`, {
      headers: { 'x-request-id': 'lb-7f3a.2026:42' },
    });
    expect(mine.headers.get('x-request-id')).toBe('lb-7f3a.2026:42');
    expect(((await mine.json()) as any).requestId).toBe('lb-7f3a.2026:42');
    const bad = await fetch(`${stack.url}/api/v1/test-only/fail`, {
      headers: { 'x-request-id': 'x'.repeat(200) },
    });
    expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    for (const r of [
      await call(stack.url, 'GET', '/api/v1/client/categories'),
      await call(stack.url, 'GET', '/api/v1/nowhere'),
    ]) {
      expect(r.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(r.body.requestId).toBeUndefined(); // only 5xx bodies carry it
    }
  });
});

describe('text that is not well-formed', () => {
  it('refuses an orderId holding a lone surrogate with a 400 naming the field; nothing is saved; a correct retry works', async () => {
    const before = await orderCount();
    const r = await push([sampleOrder(71, { orderId: 'ORD-71-\uD83D' })]);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      success: false,
      message: `${MSG.textNotWellFormed('orderId')} (at orderData.0.orderId)`,
    });
    expect(await orderCount()).toBe(before);

    const retry = await push([sampleOrder(71, { orderId: 'ORD-71' })]);
    expect(retry.status).toBe(200);
    expect(await orderCount()).toBeGreaterThan(before);
    // ...and again: the same answer, not a 500.
    expect((await push([sampleOrder(71, { orderId: 'ORD-71' })])).status).toBe(200);
  });

  it('refuses control characters, and line breaks outside multi-line fields; an address may span lines', async () => {
    const nul = await push([sampleOrder(72, { consigneeName: 'Jane\u0000Doe' })]);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe(`${MSG.textControlChar('consigneeName')} (at orderData.0.consigneeName)`);
    const tab = await push([sampleOrder(72, { invoiceNo: 'INV\t72' })]);
    expect(tab.body).toMatchObject({
      success: false,
      message: `${MSG.textOneLine('invoiceNo')} (at orderData.0.invoiceNo)`,
    });
    const signIn = await call(stack.url, 'POST', '/api/v1/authentication/login', {
      userType: 10,
      userName: 'ad\u0007min',
      password: 'Demo@12345',
    });
    expect(signIn.body).toMatchObject({ success: false, message: MSG.textControlChar('userName') });
    expect(signIn.status).toBe(400);

    const address = await push([
      sampleOrder(73, {
        consigneeAddress: '12 High Street\r\nFlat 4\tBlock B',
        consigneeName: 'Zoë Müller 😀',
      }),
    ]);
    expect(address.status).toBe(200);
  });
});
