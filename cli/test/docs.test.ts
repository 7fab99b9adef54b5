/** `exportdesk docs download` on the built binary against a running stack (issue 6). */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleOrder, TRACKING_PENDING } from '@exportdesk/core';
import { pdfText } from '../../tests/support/documents';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
let docket: string;
beforeAll(async () => {
  stack = await startStack();
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-cli-docs-'));
  token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  docket = (
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey,
      orderData: [sampleOrder(1), sampleOrder(2)],
    })
  ).body.tempSBill;
});
afterAll(async () => stack?.stop());

const cli = (args: string[], user = token) =>
  runCli(args, {
    configDir: dir,
    timeoutMs: 120_000,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: user, CI: 'true' },
  });

it('downloads every document of a docket with --wait (generating the invoices), then skips them on a re-run', async () => {
  const out = path.join(dir, 'out');
  const r = await cli(['docs', 'download', docket, '--type', 'all', '--out', out, '--wait']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.json).toMatchObject({ success: true, failed: 0, skipped: 0 });
  const files = readdirSync(path.join(out, docket)).sort();
  expect(files).toEqual(
    [
      `CN23_${docket}.pdf`,
      'EDF_INV-1.pdf',
      'EDF_INV-2.pdf',
      `Invoices_${docket}.zip`,
      `Labels_${docket}.pdf`,
      `PBE_${docket}.pdf`,
      `PBE_Summary_${docket}.pdf`,
      `PackingList_${docket}.pdf`,
    ].sort(),
  );
  expect(
    readFileSync(path.join(out, docket, `PBE_${docket}.pdf`))
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(
    readFileSync(path.join(out, docket, `Invoices_${docket}.zip`))
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  const again = await cli(['docs', 'download', docket, '--out', out]);
  expect(again.json).toMatchObject({ success: true, downloaded: 0, skipped: files.length });
});

it('downloads every document of a bulk docket, whose parcels have no tracking number yet (issue 24)', async () => {
  const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=bulk.xlsx`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
    body: new Uint8Array(await workbook(bulkRows(2, 24_500))),
  });
  const up = (await res.json()) as any;
  expect(res.status, JSON.stringify(up)).toBe(202);
  const job = await jobSettled(stack.url, up.jobId, token);
  expect(job.result.status, JSON.stringify(job.result)).toBe('saved');
  const bulk = job.result.dockets[0].tempSBill as string;
  const out = path.join(dir, 'bulk');
  const r = await cli(['docs', 'download', bulk, '--type', 'all', '--out', out, '--wait']);
  expect(r.code, r.stderr).toBe(0);
  expect(r.json).toMatchObject({ success: true, failed: 0 });
  const labels = pdfText(readFileSync(path.join(out, bulk, `Labels_${bulk}.pdf`)));
  expect(labels).toContain(TRACKING_PENDING);
});

it('--type picks one kind, --list reads dockets from a file; a customs user gets only what the role allows', async () => {
  const out = path.join(dir, 'one');
  const list = path.join(dir, 'dockets.txt');
  writeFileSync(list, `# dockets\n${docket}\n`);
  const r = await cli(['docs', 'download', '--list', list, '--type', 'labels', '--out', out]);
  expect(r.code).toBe(0);
  expect(readdirSync(path.join(out, docket))).toEqual([`Labels_${docket}.pdf`]);
  const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
  const c = await cli(['docs', 'download', docket, '--out', path.join(dir, 'fpo')], fpo);
  expect(c.code).toBe(0);
  expect(c.json.files.map((f: any) => path.basename(f.file)).sort()).toEqual([
    `PBE_${docket}.pdf`,
    `PBE_Summary_${docket}.pdf`,
  ]);
});

it('refuses a malformed docket number with exit 2; without --wait a not generated zip is reported, exit 1', async () => {
  const bad = await cli(['docs', 'download', 'PMB123']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toContain('Not a docket number: PMB123');
  const fresh = (
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: (await call(stack.url, 'POST', '/api/v1/apikey', {}, token)).body.authKey,
      orderData: [sampleOrder(9)],
    })
  ).body.tempSBill;
  const r = await cli(['docs', 'download', fresh, '--type', 'invoices', '--out', path.join(dir, 'nowait')]);
  expect(r.code).toBe(1);
  expect(r.json.files[0]).toMatchObject({
    status: 'failed',
    message: expect.stringContaining('not generated yet'),
  });
  expect(existsSync(path.join(dir, 'nowait', fresh, `Invoices_${fresh}.zip`))).toBe(false);
});
