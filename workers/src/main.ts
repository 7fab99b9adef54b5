/** The workers process: migrations are the API's job; this waits for the schema to exist. */
import { loadConfig, onShutdown, prepareDatabase, productionRefusal, storageRefusal } from '@exportdesk/api';
import { startWorkers } from './index';

const config = loadConfig();
// Production mode on unsafe settings (issue 23): the same reasons as the API's, all at once.
const refusal = productionRefusal(config, 'workers') ?? storageRefusal(config, 'workers');
if (refusal) {
  console.error(refusal);
  process.exit(1);
}
if (!config.skipDbPrepare) await prepareDatabase(config.databaseUrl, { withSeeds: false });
const workers = await startWorkers(config);
console.log('ExportDesk workers started');
onShutdown(() => workers.stop());
