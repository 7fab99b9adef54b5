/** `node api/dist/prepare.js`: create (MySQL), migrate and seed the database named by DATABASE_URL. */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';

const config = loadConfig();
const started = Date.now();
await prepareDatabase(config.databaseUrl);
console.log(`Database ready (${config.databaseUrl.startsWith('sqlite:') ? 'SQLite' : 'MySQL'}) in ${Date.now() - started} ms`);
