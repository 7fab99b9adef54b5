/**
 * Issue 13: services throw the domain errors of api/src/errors.ts and never see HTTP; the one
 * mapping (api/src/http/errors.ts) gives each its status, its Retry-After and the spec's envelope.
 */
import Hapi from '@hapi/hapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict, forbidden, invalid, notFound, tooLarge, tooMany, unavailable } from '../src/errors';
import { registerEnvelope } from '../src/http/envelope';
import { createLogger } from '../src/lib/logger';

let server: Hapi.Server;
const thrown = {
  invalid: () => invalid('Invalid IEC.'),
  forbidden: () => forbidden('Not your docket.'),
  missing: () => notFound('No such docket.'),
  duplicate: () => conflict('This file was already uploaded.', { duplicateOf: { uploadId: 7 } }),
  big: () => tooLarge('File is too large.'),
  busy: () => tooMany('Too many requests.', 12.2),
  down: () => unavailable('Service temporarily unavailable, please retry', 5),
};

beforeAll(async () => {
  server = Hapi.server({ port: 0, host: '127.0.0.1' });
  registerEnvelope(server, createLogger('silent'));
  for (const [name, make] of Object.entries(thrown))
    server.route({
      method: 'GET',
      path: `/${name}`,
      handler: () => {
        throw make();
      },
    });
  await server.start();
});
afterAll(async () => server?.stop());

const get = async (path: string) => {
  const res = await server.inject({ method: 'GET', url: path });
  return { status: res.statusCode, body: JSON.parse(res.payload), headers: res.headers };
};

describe('domain errors become HTTP in one place', () => {
  it.each([
    ['/invalid', 400, 'Invalid IEC.'],
    ['/forbidden', 403, 'Not your docket.'],
    ['/missing', 404, 'No such docket.'],
    ['/big', 413, 'File is too large.'],
  ])('%s answers %i with its own message in the envelope', async (path, status, message) => {
    const r = await get(path);
    expect(r.status).toBe(status);
    expect(r.body).toEqual({ success: false, message, data: null });
  });

  it('a conflict carries its data for the screen that asks before a duplicate', async () => {
    const r = await get('/duplicate');
    expect(r.status).toBe(409);
    expect(r.body).toEqual({
      success: false,
      message: 'This file was already uploaded.',
      data: { duplicateOf: { uploadId: 7 } },
    });
  });

  it('too many and unavailable say when to retry (whole seconds, at least 1)', async () => {
    const busy = await get('/busy');
    expect(busy.status).toBe(429);
    expect(busy.headers['retry-after']).toBe('13');
    const down = await get('/down');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body.message).toBe('Service temporarily unavailable, please retry');
  });
});
