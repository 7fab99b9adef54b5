/**
 * Issue 23 items 9 and 10 on the built binary: small `exportdesk upload`s in a row, each followed
 * to its end. Before, 2 to 5 in 10 crashed with "TypeError: Cannot read properties of null
 * (reading 'status')" and exit 4 after the upload was saved (GET jobs/:id answered `completed`
 * with `result: null`). Every one must exit 0 and name its own docket. The API side of the same
 * race runs 200 uploads in api/test/job-follow.test.ts; here CLI_UPLOADS (default 50) processes,
 * each about a second on a shared machine.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, slowJobReads, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { runCli } from './run';

const UPLOADS = Number(process.env.CLI_UPLOADS ?? 50);

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack({ env: { RATE_LIMITS: 'off' } });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-follow-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  // The API reads a job, then (after a pause a busy machine makes) the rest of its status.
  slowJobReads(stack, 'bulk-upload');
});
afterAll(async () => stack?.stop());

describe('exportdesk upload, many small ones in a row', () => {
  it(`exits 0 every time and names the upload's own docket (${UPLOADS} uploads)`, async () => {
    const failures: string[] = [];
    for (let i = 0; i < UPLOADS; i++) {
      const file = path.join(dir, `orders-${i}.xlsx`);
      writeFileSync(file, await workbook(bulkRows(2, 400_000 + i * 2)));
      const r = await runCli(['upload', file], {
        configDir: dir,
        timeoutMs: 60_000,
        env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, CI: 'true' },
      });
      if (r.code !== 0 || !r.json?.uploadId) {
        failures.push(`#${i}: exit ${r.code} ${r.stderr.trim().split('\n')[0]}`);
        continue;
      }
      const own = await stack.db('dockets').where({ upload_id: r.json.uploadId }).select('docket_no');
      const named = r.json.dockets.map((d: { tempSBill: string }) => d.tempSBill);
      if (own.length !== 1 || JSON.stringify(named) !== JSON.stringify([own[0].docket_no]))
        failures.push(
          `#${i}: named ${named.join(',')}, its own ${own.map((d: any) => d.docket_no).join(',')}`,
        );
    }
    expect(failures).toEqual([]);
  }, 900_000);
});
