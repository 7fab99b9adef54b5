/** A notice acknowledged with 'Okay' stays acknowledged per user, on the server (issue 18). MySQL + Redis. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let otherBrowser: string;
let cha: string;
let superadmin: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  // a second sign-in of the same user: another browser
  otherBrowser = await loginAs(stack.url, 1, 'ABCDE1234F');
  cha = await loginAs(stack.url, 4, 'cha4');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => stack?.stop());

const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(stack.url, method, `/api/v1/${path}`, body, token);
const current = async (token?: string) => (await api('GET', 'notices/current', undefined, token)).body.data;

describe('notice acknowledgement', () => {
  it("'Okay' in one browser is known to the user's other browser, not to other users", async () => {
    const published = await api(
      'POST',
      'notices/publish',
      { description: 'Customs portal closed on Sunday' },
      superadmin,
    );
    expect(published.status).toBe(201);
    const id = published.body.data._id as string;

    expect(await current(exporter)).toMatchObject({ _id: id, acknowledged: false });
    const ack = await api('POST', `notices/${id}/acknowledge`, {}, exporter);
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({
      success: true,
      message: NOTICE_MSG.acknowledged,
      data: { _id: id, acknowledged: true },
    });
    // twice is fine: the first time is kept
    expect((await api('POST', `notices/${id}/acknowledge`, {}, exporter)).status).toBe(200);

    expect(await current(otherBrowser)).toMatchObject({ _id: id, acknowledged: true });
    expect(await current(cha)).toMatchObject({ _id: id, acknowledged: false });
    // a visitor gets the notice without the flag
    const visitor = await current();
    expect(visitor._id).toBe(id);
    expect(visitor).not.toHaveProperty('acknowledged');
  });

  it('a newer notice is unacknowledged again', async () => {
    const id = (await api('POST', 'notices/publish', { description: 'New tariff from Monday' }, superadmin))
      .body.data._id;
    expect(await current(exporter)).toMatchObject({ _id: id, acknowledged: false });
  });

  it('refuses a visitor, and an unknown notice says so', async () => {
    expect((await api('POST', 'notices/1/acknowledge', {})).status).toBe(401);
    const unknown = await api('POST', 'notices/999999/acknowledge', {}, exporter);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, message: NOTICE_MSG.unknown });
    expect((await api('POST', 'notices/abc/acknowledge', {}, exporter)).body.message).toBe(
      NOTICE_MSG.unknown,
    );
  });
});
