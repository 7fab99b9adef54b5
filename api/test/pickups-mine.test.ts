/**
 * Pickup Requests for exporters and CHAs (/pickup/{page}, GET /api/v1/pickups): each sees only the
 * requests of the dockets it may see (exporter: its IEC's; CHA: its linked exporters'), read-only;
 * the super admin keeps the whole desk. The docket tab shows the desk's answer and its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateDMY, indiaDay, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let su: string;
let exporter: string;
let other: string;
let cha: string;
let fpo: string;
let mine: string;
let theirs: string;

const tomorrow = () => formatDateDMY(new Date(indiaDay() + 86_400_000));
const listed = async (token: string, filter = 'all') => {
  const r = await call(stack.url, 'GET', `/api/v1/pickups?page=1&filter=${filter}`, undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data as { requests: Array<Record<string, unknown>>; count: number; canAnswer: boolean };
};

beforeAll(async () => {
  stack = await startStack();
  su = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  cha = await loginAs(stack.url, 4, 'cha4');
  fpo = await loginAs(stack.url, 5, 'fpo.delhi');
  const reg = await call(stack.url, 'POST', '/api/v1/authentication/register', {
    userType: 1,
    userName: 'pickup.other',
    ieCode: 'AAACP4321Q',
    name: 'Other Pickups Exports',
    email: 'pickup.other@example.com',
    mobile: '9876511111',
    password: 'Other@2026',
    fpo: 'inbom5',
  });
  expect(reg.status, JSON.stringify(reg.body)).toBeLessThan(300);
  other = await loginAs(stack.url, 1, 'pickup.other', 'Other@2026');
  mine = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'PKM-1' })]);
  theirs = await pushDocket(stack.url, other, [sampleOrder(1, { orderId: 'PKO-1' })]);
  for (const [docket, token] of [
    [mine, exporter],
    [theirs, other],
  ]) {
    const r = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${docket}/pickup`,
      { pickupDate: tomorrow() },
      token,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
});
afterAll(async () => {
  await stack?.stop();
});

const dockets = (d: { requests: Array<Record<string, unknown>> }) => d.requests.map((r) => r.docketNo);

describe('Pickup Requests for exporters and CHAs', () => {
  it('an exporter sees its own requests only, a CHA its linked exporter’s, the super admin all', async () => {
    const own = await listed(exporter);
    expect(dockets(own)).toContain(mine);
    expect(dockets(own)).not.toContain(theirs);
    expect(own.canAnswer).toBe(false);
    expect(own.count).toBe(own.requests.length);

    const otherOwn = await listed(other);
    expect(dockets(otherOwn)).toEqual([theirs]);

    // cha4 is linked to the demo exporter (ABCDE1234F) only
    const linked = await listed(cha);
    expect(dockets(linked)).toContain(mine);
    expect(dockets(linked)).not.toContain(theirs);

    const desk = await listed(su);
    expect(dockets(desk)).toEqual(expect.arrayContaining([mine, theirs]));
    expect(desk.canAnswer).toBe(true);
  });

  it('customs users may not open it; exporters still may not answer', async () => {
    expect((await call(stack.url, 'GET', '/api/v1/pickups?page=1', undefined, fpo)).status).toBe(403);
    const r = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${mine}/pickup/answer`,
      { answer: 'Confirmed' },
      exporter,
    );
    expect(r.status).toBe(403);
  });

  it('the exporter reads the desk’s decline and its reason in the list and on the docket tab', async () => {
    const dec = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${mine}/pickup/answer`,
      { answer: 'Declined', reason: 'Van unavailable' },
      su,
    );
    expect(dec.status, JSON.stringify(dec.body)).toBe(200);
    const row = (await listed(exporter)).requests.find((r) => r.docketNo === mine);
    expect(row).toMatchObject({ status: 'Pending', answer: 'Declined', answerReason: 'Van unavailable' });
    // declined requests are no longer waiting
    expect(dockets(await listed(exporter, 'open'))).not.toContain(mine);
    const tab = await call(stack.url, 'GET', `/api/v1/dockets/${mine}/documents`, undefined, exporter);
    expect(tab.status, JSON.stringify(tab.body)).toBe(200);
    expect(tab.body.data.pickup).toMatchObject({
      status: 'Pending',
      answer: 'Declined',
      answerReason: 'Van unavailable',
    });
  });
});
