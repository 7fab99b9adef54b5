/**
 * The workers alone in a child process (configured by the environment), for tests that kill them.
 * `--die-while-saving`: the bulk-upload job SIGKILLs this process from its progress callback once
 * the first rows are written inside the save transaction, as a worker killed mid-job would die.
 * The hook is the test's, handed in where the job reports progress: product code has none.
 */
import { loadConfig, processBulkUpload } from '@exportdesk/api';
import { PROCESSORS, startWorkers } from '@exportdesk/workers';

if (process.argv.includes('--die-while-saving')) {
  PROCESSORS['bulk-upload'] = {
    concurrency: 1,
    run: (ctx, job) =>
      processBulkUpload(
        { db: ctx.db, storage: ctx.storage, workbook: ctx.config.workbook },
        (job.data as { uploadId: number }).uploadId,
        async (p) => {
          if (p.phase === 'saving' && p.rowsSaved > 0) process.kill(process.pid, 'SIGKILL');
        },
      ),
  };
}

await startWorkers(loadConfig(process.env));
process.stdout.write('workers ready\n');
