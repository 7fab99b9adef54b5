/** The API process: prepare the database, start, stop gracefully on SIGINT/SIGTERM. */
import { loadConfig } from './config';
import { productionRefusal, storageRefusal } from './config-check';
import { prepareDatabase } from './db/prepare';
import { onShutdown } from './lib/shutdown';
import { createApi } from './server';

const config = loadConfig();
// Production mode on unsafe settings (issue 23): every reason at once, before touching anything.
const refusal = productionRefusal(config, 'API') ?? storageRefusal(config, 'API');
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!config.skipDbPrepare)
  await prepareDatabase(config.databaseUrl, {
    portalRemotes: config.portalRemoteSeeds,
    demoData: config.demoData,
    firstAdmin: config.firstAdmin,
  });
const api = await createApi(config);
console.log(`ExportDesk API listening on ${api.url}/api/v1`);
onShutdown(() => api.stop());
