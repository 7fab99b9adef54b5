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
await server.start();
console.log(`listening ${server.info.uri}`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
