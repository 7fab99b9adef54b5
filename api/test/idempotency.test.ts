/**
 * Idempotent retries (issue 26) on MySQL + Redis: the same Idempotency-Key with the same body
 * answers the first answer (Idempotent-Replayed: true) and makes one docket, in sequence and in
 * parallel; another body is 409; a 5xx is not kept; the key is the caller's; a bad key is 400.
 */
import Boom from '@hapi/boom';
import type { RouteOptions, ServerRoute } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_MSG, ORDER_MSG, sampleOrder } from '@exportdesk/core';
import Hapi from '@hapi/hapi';
import { idempotent, registerIdempotency } from '../src/http/idempotency';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
let authKey: string;
/** Runs of the probe route's handler, per body `n`. */
const runs = new Map<number, number>();

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  // A route that fails on its first run for `failFirst` (a 5xx), to see what is kept; once open,
  // once signed in (optional), to see whose key it is.
  const probeRoute = (path: string, auth: RouteOptions['auth']): ServerRoute => ({
    method: 'POST',
    path,
    options: idempotent({ auth }),
    handler: (req) => {
      const body = req.payload as { n: number; failFirst?: boolean; refuse?: boolean };
      const run = (runs.get(body.n) ?? 0) + 1;
      runs.set(body.n, run);
      if (body.failFirst && run === 1) throw new Error('a crash on the first run');
      if (body.refuse) throw Boom.badRequest(`refused on run ${run}`);
      return { success: true, message: 'Success', data: { n: body.n, run } };
    },
  });
  stack.api.server.route([
    probeRoute('/api/v1/test/idempotent-probe', false),
    probeRoute('/api/v1/test/idempotent-probe-signed-in', { strategy: 'jwt', mode: 'optional' }),
  ]);
});
afterAll(async () => stack?.stop());

interface Answer {
  status: number;
  body: any;
  replayed: string | null;
}

async function post(path: string, body: unknown, key?: string, token?: string): Promise<Answer> {
  const res = await fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key !== undefined ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') };
}

const saveOrders = (orderData: unknown, key?: string) =>
  post('/api/v1/client/saveorderdata', { authKey, orderData }, key);
const probe = (body: Record<string, unknown>, key?: string) =>
  post('/api/v1/test/idempotent-probe', body, key);
const count = async (table: string) => Number((await stack.db(table).count({ n: '*' }).first())!.n);

/** A forced bulk upload (force=true makes a new upload of a file sent before): what a key protects. */
async function forcedUpload(file: Buffer, key: string): Promise<Answer> {
  const form = new FormData();
  form.append('force', 'true');
  form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=orders.xlsx`, {
    method: 'POST',
    headers: { authorization: `Bearer ${exporter}`, 'idempotency-key': key },
    body: form,
  });
  return { status: res.status, body: await res.json(), replayed: res.headers.get('idempotent-replayed') };
}

describe('Idempotency-Key on the order API', () => {
  it('the same key and body twice: the first answer again, replay header, one docket', async () => {
    const orders = [sampleOrder(101), sampleOrder(102)];
    const dockets = await count('dockets');
    const first = await saveOrders(orders, 'ci-run-1/orders');
    expect(first.status).toBe(200);
    expect(first.replayed).toBeNull();
    expect(first.body.message).toBe(ORDER_MSG.saved);
    const again = await saveOrders(orders, 'ci-run-1/orders');
    expect(again.status).toBe(200);
    expect(again.replayed).toBe('true');
    // the stored first answer, not "already saved" (what a call without the key answers)
    expect(again.body).toEqual(first.body);
    expect(await count('dockets')).toBe(dockets + 1);
    expect((await saveOrders(orders)).body.message).toBe(ORDER_MSG.alreadySaved);
  });

  it('the same key with a different body: 409 with a clear message, nothing made', async () => {
    await saveOrders([sampleOrder(201)], 'ci-run-2/orders');
    const orders = await count('orders');
    const other = await saveOrders([sampleOrder(202)], 'ci-run-2/orders');
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, message: IDEMPOTENCY_MSG.otherBody });
    expect(await count('orders')).toBe(orders);
  });

  it('the same Idempotency-Key twice in parallel makes one docket', async () => {
    const file = await workbook(bulkRows(2, 81_000));
    const uploads = await count('bulk_uploads');
    const dockets = await count('dockets');
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => forcedUpload(file, 'ci-run-3/upload')));
    for (const r of [a!, b!, c!]) expect(r.status, JSON.stringify(r.body)).toBe(202);
    expect(new Set([a!, b!, c!].map((r) => r.body.data.jobId)).size).toBe(1);
    expect([a!, b!, c!].filter((r) => r.replayed === 'true')).toHaveLength(2);
    expect(await count('bulk_uploads')).toBe(uploads + 1);
    const job = await jobSettled(stack.url, a!.body.data.jobId, exporter);
    expect(job.result.status).toBe('saved');
    expect(await count('dockets')).toBe(dockets + 1);
    // the same key later: still that one upload
    const later = await forcedUpload(file, 'ci-run-3/upload');
    expect(later).toMatchObject({ status: 202, replayed: 'true' });
    expect(later.body.data.jobId).toBe(a!.body.data.jobId);
    expect(await count('bulk_uploads')).toBe(uploads + 1);
  });

  it('a bad key is 400 and changes nothing', async () => {
    const orders = await count('orders');
    for (const key of ['k'.repeat(256), 'caf\u00e9', '']) {
      const r = await saveOrders([sampleOrder(301)], key);
      expect(r.status, key).toBe(400);
      expect(r.body.message).toBe(IDEMPOTENCY_MSG.badKey);
    }
    expect(await count('orders')).toBe(orders);
    expect((await saveOrders([sampleOrder(301)], 'k'.repeat(255))).status).toBe(200);
  });
});

describe('what is kept', () => {
  it('a 5xx is not kept: the retry runs again, and its answer is the one kept', async () => {
    const body = { n: 1, failFirst: true };
    const crash = await probe(body, 'probe-5xx');
    expect(crash.status).toBe(500);
    const retry = await probe(body, 'probe-5xx');
    expect(retry).toMatchObject({ status: 200, replayed: null, body: { data: { run: 2 } } });
    const third = await probe(body, 'probe-5xx');
    expect(third).toMatchObject({ status: 200, replayed: 'true', body: { data: { run: 2 } } });
    expect(runs.get(1)).toBe(2);
  });

  it('a 4xx is kept as the answer to that body', async () => {
    const body = { n: 2, refuse: true };
    expect((await probe(body, 'probe-4xx')).body.message).toBe('refused on run 1');
    const again = await probe(body, 'probe-4xx');
    expect(again).toMatchObject({ status: 400, replayed: 'true', body: { message: 'refused on run 1' } });
    expect(runs.get(2)).toBe(1);
  });

  it('the key is the caller’s: another API key with the same key runs on its own', async () => {
    const mine = await probe({ n: 3, authKey: 'key-of-one-shop' }, 'shared-key');
    const theirs = await probe({ n: 3, authKey: 'key-of-another-shop' }, 'shared-key');
    expect(mine.body.data.run).toBe(1);
    expect(theirs).toMatchObject({ replayed: null, body: { data: { run: 2 } } });
    const mineAgain = await probe({ n: 3, authKey: 'key-of-one-shop' }, 'shared-key');
    expect(mineAgain).toMatchObject({ replayed: 'true', body: { data: { run: 1 } } });
  });

  it('the key is the caller’s: two signed-in accounts with one key each run their own', async () => {
    const admin = await loginAs(stack.url, 10, 'superadmin');
    const path = '/api/v1/test/idempotent-probe-signed-in';
    const mine = await post(path, { n: 5 }, 'same-key', exporter);
    const theirs = await post(path, { n: 5 }, 'same-key', admin);
    expect(mine.body.data.run).toBe(1);
    expect(theirs).toMatchObject({ replayed: null, body: { data: { run: 2 } } });
    expect(await post(path, { n: 5 }, 'same-key', exporter)).toMatchObject({
      replayed: 'true',
      body: { data: { run: 1 } },
    });
  });

  it('without the header nothing changes: each call runs', async () => {
    await probe({ n: 4 });
    await probe({ n: 4 });
    expect(runs.get(4)).toBe(2);
  });
});

describe('the list of routes', () => {
  it('a listed route that is not served stops the start (a renamed path keeps no silent gap)', async () => {
    const server = Hapi.server();
    registerIdempotency(server, stack.api.ctx);
    await expect(server.initialize()).rejects.toThrow(/no route POST \/api\/v1\/client\/saveorderdata/);
  });
});
