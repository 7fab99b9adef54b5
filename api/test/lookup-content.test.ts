/** HS lookup, parcel tracking, notices, news, blog and help resources (MySQL + Redis). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as ioClient } from 'socket.io-client';
import { MSG, s10CheckDigit } from '@exportdesk/core';
import { seed } from '../src/db/prepare';
import { DEMO_TRACKING } from '../src/db/seeds/tracking-demo';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let superadmin: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => stack?.stop());

const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(stack.url, method, `/api/v1/${path}`, body, token);
const lookup = (query: string) => api('POST', 'lookup/getItemLookUp', { query }, exporter);

describe('HS lookup (002 §2.9)', () => {
  it('seeds the whole HS 2022 table once, however often seeds run', async () => {
    const count = async () =>
      Number((await stack.db('hs_codes').where({ source: 'hs2022' }).count({ n: '*' }).first())!.n);
    // "97 chapters (level 2), 1,229 headings (level 4) and 5,613 subheadings (level 6)"
    expect(await count()).toBe(97 + 1229 + 5613);
    await seed(stack.db);
    expect(await count()).toBe(97 + 1229 + 5613);
  });

  it('finds codes by prefix, chapter first, with the Duty column', async () => {
    const r = await lookup('0902');
    expect(r.body.success).toBe(true);
    expect(r.body.data[0]).toMatchObject({ hsnCode: '0902', duty: '' });
    const eight = (await lookup('4420.11')).body.data.find((x: any) => x.hsnCode === '44201100');
    // "Duty column shows '30%' when the code is longer than 7 characters"
    expect(eight).toMatchObject({ itcCode: '44201100', duty: '30%', isHandicraft: true, level: 8 });
  });

  it('finds descriptions holding every word, in any letter case', async () => {
    const rows = (await lookup('Black TEA')).body.data;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.description.toLowerCase()).toMatch(/black[\s\S]*tea|tea[\s\S]*black/);
  });

  it.each([
    ['te', MSG.hsSearchMin],
    ['12', MSG.hsSearchMin],
    ["tea'; drop table hs_codes; --", MSG.hsSpecialChars],
    ['100%', MSG.hsSpecialChars],
  ])('%j → %s', async (q, message) => {
    const r = await lookup(q);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });

  it("answers 'No Record Found' for nothing, and needs a login", async () => {
    expect((await lookup('zzzqqq')).body).toMatchObject({
      success: true,
      data: [],
      message: 'No Record Found',
    });
    expect((await api('POST', 'lookup/getItemLookUp', { query: 'tea' })).status).toBe(401);
  });
});

describe('POST order/trackshipment (000 §2.2, §8)', () => {
  const track = (trackingId: string) => api('POST', 'order/trackshipment', { trackingId });

  it('answers the events of a delivered parcel, newest first, for a number typed with spaces in lower case', async () => {
    const id = DEMO_TRACKING.delivered;
    const r = await track(` ${id.slice(0, 4).toLowerCase()} ${id.slice(4)} `);
    expect(r.body.success).toBe(true);
    expect(r.body.data[0]).toEqual({
      date: '13-01-2026',
      time: '21:45',
      office: 'Brooklyn NY 11201, United States',
      event: 'Item Delivered',
    });
    expect(r.body.data.at(-1).event).toBe('Item Booked');
  });

  it('answers in-transit and just-booked parcels', async () => {
    expect((await track(DEMO_TRACKING.inTransit)).body.data[0].event).toBe(
      'Item Dispatched to Destination Country',
    );
    expect((await track(DEMO_TRACKING.booked)).body.data).toHaveLength(1);
  });

  it("answers an empty result with 'No tracking info. available for tracking Id {id}'", async () => {
    const r = await track(DEMO_TRACKING.none);
    expect(r.body).toEqual({
      success: true,
      data: [],
      message: `No tracking info. available for tracking Id ${DEMO_TRACKING.none}`,
    });
  });

  it("refuses a wrong length or a wrong S10 check digit with 'Invalid Tracking No.'", async () => {
    expect((await track('EE12345IN')).body).toMatchObject({
      success: false,
      message: 'Invalid Tracking No.',
    });
    const good = DEMO_TRACKING.delivered;
    const wrongDigit = `${good.slice(0, 10)}${(s10CheckDigit(good.slice(2, 10)) + 1) % 10}${good.slice(11)}`;
    const r = await track(wrongDigit);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Invalid Tracking No.');
  });
});

describe('notices, news, blog, resources', () => {
  it('answers the current notice with the updates count (000 §3 "Notice: _id, description, isRefresh, updateCount")', async () => {
    const r = await api('GET', 'notices/current');
    expect(r.body.success).toBe(true);
    expect(Object.keys(r.body.data).sort()).toEqual(['_id', 'description', 'isRefresh', 'updateCount']);
    const news = await api('GET', 'news/getallnews');
    expect(r.body.data.updateCount).toBe(news.body.data.length);
  });

  it('publishing a notice is for the super admin, changes the current one and reaches open pages over the socket', async () => {
    expect((await api('POST', 'notices/publish', { description: 'x' }, exporter)).status).toBe(403);
    const socket = ioClient(stack.url, { auth: { token: exporter }, transports: ['websocket'] });
    await new Promise<void>((res, rej) => {
      socket.on('connect', () => res());
      socket.on('connect_error', rej);
    });
    const got = new Promise<any>((res) => socket.on('notice', res));
    const r = await api(
      'POST',
      'notices/publish',
      { description: 'Maintenance on Sunday 10 PM', isRefresh: false },
      superadmin,
    );
    expect(r.status).toBe(201);
    const event = await got;
    socket.close();
    expect(event.data).toMatchObject({ description: 'Maintenance on Sunday 10 PM', _id: r.body.data._id });
    expect((await api('GET', 'notices/current')).body.data._id).toBe(r.body.data._id);
  });

  it('answers news newest first with sanitized HTML (POST and GET)', async () => {
    const added = await api(
      'POST',
      'news/add',
      {
        description: '<p onclick="steal()">New <b>GST</b> report<script>alert(1)</script></p>',
        isNewIcon: true,
      },
      superadmin,
    );
    expect(added.status).toBe(201);
    const r = await api('POST', 'news/getallnews', {});
    expect(r.body.data[0]).toMatchObject({ description: '<p>New <b>GST</b> report</p>', isNewIcon: true });
    expect(Object.keys(r.body.data[0])).toEqual(expect.arrayContaining(['date', 'description', 'isNewIcon']));
    const dates = r.body.data.map((n: any) => n.date);
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect((await api('GET', 'news/getallnews')).body.data).toHaveLength(r.body.data.length);
  });

  it('answers the blog and the help resources', async () => {
    const blog = (await api('POST', 'blog/getBlog', {})).body.data;
    expect(blog.length).toBeGreaterThanOrEqual(3);
    expect(blog[0]).toMatchObject({
      images: [],
      type: expect.any(String),
      title: expect.any(String),
      createdBy: { name: 'ExportDesk Team', date: expect.any(Number) },
    });
    const res = (await api('POST', 'lookup/gethelpfulresources', {})).body.data;
    expect(res[0]).toEqual({
      _id: expect.any(String),
      file: expect.stringMatching(/^https:/),
      description: expect.any(String),
      isVideo: false,
    });
    expect((await api('GET', 'lookup/gethelpfulresources')).body.data).toEqual(res);
  });
});
