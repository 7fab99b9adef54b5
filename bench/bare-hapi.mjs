// The baseline: a bare Hapi server (no plugins, no validation, no database), measured in the
// same run as the API route it is compared with.
import Hapi from '@hapi/hapi';

const server = Hapi.server({ host: '127.0.0.1', port: 0 });
server.route({
  method: 'GET',
  path: '/health',
  handler: () => ({ success: true, message: 'OK', data: null }),
});
server.route({ method: 'POST', path: '/echo', handler: (req) => req.payload });
// A second baseline (bench/rates.mjs): the same bytes out as a real answer, given as JSON in
// BARE_ANSWER ({ body, headers }), and nothing else: no validation, no work, the text ready.
// It shows what a route that answers that much costs in Hapi before any of the route's own work.
const answer = process.env.BARE_ANSWER ? JSON.parse(process.env.BARE_ANSWER) : null;
if (answer) {
  server.route({
    method: 'POST',
    path: '/answer',
    handler: (_req, h) => {
      const res = h.response(answer.body).type('application/json');
      for (const [k, v] of Object.entries(answer.headers)) res.header(k, v);
      return res;
    },
  });
}
await server.start();

// A third baseline, on a server of its own (its hooks would slow the echo): the same ready answer
// behind the house's per-request pipeline with no work in it — CORS as the API sets it, no cookie
// parsing (as the API), one extension after auth (sign-in, access, rate limit), a zod check of the
// quote's shape and one before the answer (request id and headers), as the API's lifecycle.ts
// runs them. What any route of ours pays before its work.
const servers = [server];
if (answer) {
  const { z } = await import('zod');
  const { randomUUID } = await import('node:crypto');
  const house = Hapi.server({
    host: '127.0.0.1',
    port: 0,
    routes: {
      state: { parse: false }, // as the API: no route reads cookies
      cors: {
        origin: ['*'],
        additionalHeaders: ['x-api-key', 'x-request-id'],
        additionalExposedHeaders: ['x-request-id', 'retry-after', 'ratelimit-limit', 'ratelimit-remaining'],
      },
    },
  });
  const num = z.union([z.number(), z.string()]).transform((v) => Number(v));
  const shape = z.object({
    country: z.string().max(60),
    weight: num,
    length: num.optional(),
    width: num.optional(),
    height: num.optional(),
  });
  // One extension per lifecycle point, as the API's steps run (api/src/http/lifecycle.ts): after
  // auth the optional sign-in (no token: one header read), the access check and the rate limit
  // (slots held locally); before the answer the request id, the security headers and the
  // rate-limit headers, written straight into the headers object as the API's steps do (Hapi's
  // header() checks and merges on every call).
  const names = Object.keys(answer.headers);
  house.ext('onPostAuth', (req, h) => {
    if (req.headers.authorization) throw new Error('no tokens here');
    return h.continue;
  });
  house.ext('onPreResponse', (req, h) => {
    req.app.requestId ??= randomUUID();
    const headers = req.response.headers;
    for (const k of names) headers[k] = k === 'x-request-id' ? req.app.requestId : answer.headers[k];
    return h.continue;
  });
  house.route({
    method: 'POST',
    path: '/answer',
    options: {
      auth: false,
      validate: {
        payload: (value) => {
          const r = shape.safeParse(value);
          if (!r.success) throw new Error('bad');
          return r.data;
        },
      },
    },
    handler: (_req, h) => h.response(answer.body).type('application/json'),
  });
  await house.start();
  servers.push(house);
}
// one line: the echo's server, then the house pipeline's (when there is one)
console.log(`listening ${servers.map((s) => s.info.uri).join(' ')}`);
process.on('SIGTERM', () => Promise.all(servers.map((s) => s.stop())).then(() => process.exit(0)));
