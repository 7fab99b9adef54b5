/**
 * A docket's generated documents are kept per revision and served again; once the docket changes
 * and a new revision's file is made, the old revision's files are removed (storage does not grow
 * with every change).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let docket: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'REV-1' })]);
});
afterAll(async () => {
  await stack?.stop();
});

const revisions = () => {
  try {
    return readdirSync(path.join(stack.config.dataDir, 'files', 'documents', docket));
  } catch {
    return [];
  }
};
const fetchPdf = async (type: string) =>
  (
    await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/${type}`, {
      headers: { authorization: `Bearer ${exporter}` },
    })
  ).status;

it('keeps one revision folder per docket: a change of the docket replaces the old files', async () => {
  expect(await fetchPdf('pbe')).toBe(200);
  expect(await fetchPdf('labels')).toBe(200);
  const [first] = revisions();
  expect(revisions()).toEqual([first]);
  expect(readdirSync(path.join(stack.config.dataDir, 'files', 'documents', docket, first!))).toHaveLength(2);

  // Customs record the PBE number: it is printed on the PBE, so the docket's revision changes.
  const cbic = await loginAs(stack.url, 6, 'cbic');
  expect(
    (
      await call(
        stack.url,
        'PUT',
        `/api/v1/dockets/${docket}/pbe`,
        { bill: 'PBE-7781', date: '20-11-2026' },
        cbic,
      )
    ).status,
  ).toBe(200);
  expect(await fetchPdf('pbe')).toBe(200);
  const now = revisions();
  expect(now).toHaveLength(1);
  expect(now[0]).not.toBe(first);
});
