/** The workers process: migrations are the API's job; this waits for the schema to exist. */
import { loadConfig, prepareDatabase } from '@exportdesk/api';
import { startWorkers } from './index';

const config = loadConfig();
if (process.env.SKIP_DB_PREPARE !== '1') await prepareDatabase(config.databaseUrl, { withSeeds: false });
const workers = await startWorkers(config);
console.log('ExportDesk workers started');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await workers.stop();
    process.exit(0);
  });
}
