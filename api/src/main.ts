/** The API process: prepare the database, start, stop gracefully on SIGINT/SIGTERM. */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { createApi } from './server';

const config = loadConfig();
if (process.env.SKIP_DB_PREPARE !== '1') await prepareDatabase(config.databaseUrl);
const api = await createApi(config);
console.log(`ExportDesk API listening on ${api.url}/api/v1`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await api.stop();
    process.exit(0);
  });
}
