/** The workers process: migrations are the API's job; this waits for the schema to exist. */
import { loadConfig, onShutdown, prepareDatabase } from '@exportdesk/api';
import { startWorkers } from './index';

const config = loadConfig();
if (!config.skipDbPrepare) await prepareDatabase(config.databaseUrl, { withSeeds: false });
const workers = await startWorkers(config);
console.log('ExportDesk workers started');
onShutdown(() => workers.stop());
