/**
 * Issue 29 item 3: the house's per-request steps run from one Hapi extension per lifecycle point
 * (api/src/http/lifecycle.ts). These check what separate extensions did: the declared order,
 * a step that answers early stops the rest, a replaced answer in onPreResponse is seen by the
 * next steps, and a step that concerns some routes only is asked once per route.
 */
import Boom from '@hapi/boom';
import Hapi from '@hapi/hapi';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LifecycleSteps } from '../src/http/lifecycle';

const ORDER = {
  onRequest: ['first'],
  onPostAuth: ['a', 'b', 'c'],
  onPreResponse: ['x', 'y', 'z'],
};

let server: Hapi.Server;
let seen: string[] = [];
let asked: string[] = [];
let extCount = 0;

/** A step that notes its name; what it does next depends on the request's `?do=` query. */
const step = (name: string) => (request: Request, h: ResponseToolkit) => {
  seen.push(name);
  const act = String(request.query.do ?? '');
  if (act === `${name}-answers`) return h.response({ by: name }).code(202).takeover();
  if (act === `${name}-throws`) throw Boom.forbidden(`refused by ${name}`);
  if (act === `${name}-waits`) return new Promise((r) => setTimeout(() => r(h.continue), 5));
  if (act === `${name}-replaces`) return h.response({ replacedBy: name }).code(409);
  return h.continue;
};

beforeAll(async () => {
  server = Hapi.server({ port: 0, host: '127.0.0.1' });
  const originalExt = server.ext.bind(server);
  server.ext = ((...args: Parameters<typeof originalExt>) => {
    extCount++;
    return originalExt(...args);
  }) as typeof server.ext;
  const steps = new LifecycleSteps(server, ORDER);
  // added out of order on purpose: ORDER decides
  steps.add({ point: 'onPostAuth', name: 'c', run: step('c') });
  steps.add({ point: 'onPostAuth', name: 'a', run: step('a') });
  steps.add({
    point: 'onPostAuth',
    name: 'b',
    appliesTo: (route) => {
      asked.push(route.path);
      return route.path !== '/plain';
    },
    run: step('b'),
  });
  steps.add({ point: 'onRequest', name: 'first', run: step('first') });
  steps.add({ point: 'onPreResponse', name: 'z', run: step('z') });
  steps.add({ point: 'onPreResponse', name: 'x', run: step('x') });
  steps.add({
    point: 'onPreResponse',
    name: 'y',
    run: (request, h) => {
      const res = request.response;
      // writes onto whatever answer is current: the replaced one too
      if (res && !Boom.isBoom(res)) res.headers['x-y'] = String(res.statusCode);
      return step('y')(request, h);
    },
  });
  for (const path of ['/marked', '/plain'])
    server.route({ method: 'GET', path, handler: () => ({ ok: true }) });
  await server.start();
});
afterAll(async () => server?.stop());

const get = async (url: string) => {
  seen = [];
  const res = await server.inject({ method: 'GET', url });
  return { status: res.statusCode, body: JSON.parse(res.payload), headers: res.headers };
};

describe('one extension per lifecycle point', () => {
  it('registers one Hapi extension per point, whatever the number of steps', () => {
    expect(extCount).toBe(3);
  });

  it('runs the steps in the declared order, not the order they were added', async () => {
    const r = await get('/marked');
    expect(r.status).toBe(200);
    expect(seen).toEqual(['first', 'a', 'b', 'c', 'x', 'y', 'z']);
  });

  it('skips a step on the routes it does not concern, deciding once per route', async () => {
    asked = [];
    await get('/plain');
    expect(seen).toEqual(['first', 'a', 'c', 'x', 'y', 'z']);
    await get('/plain');
    await get('/plain');
    expect(seen).toEqual(['first', 'a', 'c', 'x', 'y', 'z']);
    expect(asked).toEqual(['/plain']); // asked on the route's first request only
  });

  it('a step that answers early stops the rest before the handler; the answer still goes through onPreResponse', async () => {
    const r = await get('/marked?do=a-answers');
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ by: 'a' });
    expect(seen).toEqual(['first', 'a', 'x', 'y', 'z']);
  });

  it('a step that throws stops the rest the same way', async () => {
    const r = await get('/marked?do=b-throws');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('refused by b');
    expect(seen).toEqual(['first', 'a', 'b', 'x', 'y', 'z']);
  });

  it('waits for a step that returns a promise, then runs the rest', async () => {
    const r = await get('/marked?do=b-waits');
    expect(r.status).toBe(200);
    expect(seen).toEqual(['first', 'a', 'b', 'c', 'x', 'y', 'z']);
  });

  it('in onPreResponse a plain answer replaces the response and the next steps see it', async () => {
    const r = await get('/marked?do=x-replaces');
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ replacedBy: 'x' });
    expect(r.headers['x-y']).toBe('409');
    expect(seen).toEqual(['first', 'a', 'b', 'c', 'x', 'y', 'z']);
  });

  it('in onPreResponse a takeover answer stops the rest', async () => {
    const r = await get('/marked?do=y-answers');
    expect(r.status).toBe(202);
    expect(seen).toEqual(['first', 'a', 'b', 'c', 'x', 'y']);
  });

  it('in onPreResponse an error stops the rest', async () => {
    const r = await get('/marked?do=x-throws');
    expect(r.status).toBe(403);
    expect(seen).toEqual(['first', 'a', 'b', 'c', 'x']);
  });

  it('refuses a step whose place is not declared', () => {
    const steps = new LifecycleSteps(Hapi.server(), ORDER);
    expect(() => steps.add({ point: 'onPostAuth', name: 'stray', run: (_r, h) => h.continue })).toThrow(
      /not in ORDER/,
    );
    expect(() =>
      steps.add({ point: 'onRequest', name: 'first', appliesTo: () => true, run: (_r, h) => h.continue }),
    ).toThrow(/before routing/);
  });
});
