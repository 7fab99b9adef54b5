/** The workers alone in a child process (configured by the environment), for tests that kill them. */
import { loadConfig } from '@exportdesk/api';
import { startWorkers } from '@exportdesk/workers';

await startWorkers(loadConfig(process.env));
process.stdout.write('workers ready\n');
