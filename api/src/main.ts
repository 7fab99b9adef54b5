/** The API process: prepare the database, start, stop gracefully on SIGINT/SIGTERM. */
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare';
import { onShutdown } from './lib/shutdown';
import { createApi } from './server';

const config = loadConfig();
if (!config.skipDbPrepare)
  await prepareDatabase(config.databaseUrl, { portalRemotes: config.portalRemoteSeeds });
const api = await createApi(config);
console.log(`ExportDesk API listening on ${api.url}/api/v1`);
onShutdown(() => api.stop());
