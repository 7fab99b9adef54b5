/**
 * A docket's generated documents are kept per revision and served again; once the docket changes
 * and a new revision's file is made, the old revision's files are removed (storage does not grow
 * with every change).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';
import { storedKeys } from '../../tests/support/s3-server';

// On both drivers (issue 29 item 6): old revisions are pruned from the disk and from a bucket alike.
describe.each(['disk', 's3'] as const)('on %s', (storage) => {
  let stack: Stack;
  let exporter: string;
  let docket: string;
  beforeAll(async () => {
    stack = await startStack({ storage });
    exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'REV-1' })]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** The revision folders of the docket, each with its files. */
  const revisions = async () => {
    const byRevision = new Map<string, string[]>();
    for (const key of await storedKeys(stack.config, `documents/${docket}`)) {
      const [revision, ...rest] = key.split('/');
      byRevision.set(revision!, [...(byRevision.get(revision!) ?? []), rest.join('/')]);
    }
    return byRevision;
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
    const before = await revisions();
    expect(before.size).toBe(1);
    const [first] = [...before.keys()];
    expect(before.get(first!)).toHaveLength(2);

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
    const now = await revisions();
    expect(now.size).toBe(1);
    expect([...now.keys()][0]).not.toBe(first);
  });
});
