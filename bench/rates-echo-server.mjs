// The baseline of bench/rates.mjs: a bare Hapi server whose POST route echoes its JSON body.
import Hapi from '@hapi/hapi';

const server = Hapi.server({ host: '127.0.0.1', port: 0 });
server.route({ method: 'POST', path: '/echo', handler: (req) => req.payload });
await server.start();
console.log(`listening ${server.info.uri}`);
process.on('SIGTERM', () => server.stop().then(() => process.exit(0)));
