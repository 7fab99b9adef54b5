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
if (process.env.BARE_ANSWER) {
  const answer = JSON.parse(process.env.BARE_ANSWER);
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
console.log(`listening ${server.info.uri}`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
