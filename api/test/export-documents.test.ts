/**
 * My documents (issue 16, /export-documents) on MySQL + Redis: the documents of the PBE list's
 * dockets by kind, and a zip of chosen ones whose entries are the docket page's own PDFs. Bad
 * input (none chosen, over 50, a foreign docket, a role without dockets) is refused whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_DOCUMENTS_MSG, EXPORT_DOCUMENTS_ZIP_MAX, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';
import { zipNames } from '../../tests/support/zip';

let stack: Stack;
const tokens: Record<string, string> = {};
let docket: string;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  for (const [k, t, u] of [
    ['exporter', 1, 'ABCDE1234F'],
    ['personal', 101, 'personal'],
  ] as const)
    tokens[k] = await loginAs(stack.url, t, u);
  docket = await pushDocket(stack.url, tokens.exporter, [
    sampleOrder(951, { orderId: 'ED-1', invoiceNo: 'EDINV-1' }),
    sampleOrder(952, { orderId: 'ED-2', invoiceNo: 'EDINV-2', description: 'Silk stole' }),
  ]);
});
afterAll(async () => stack?.stop());

const api = (method: string, path: string, who: string, body?: unknown) =>
  call(stack.url, method, `/api/v1/${path}`, body, tokens[who]);
const search = (extra = '') =>
  `export-documents?isSearch=true&searchType=docket&searchInput=${docket}${extra}`;

async function zipOf(who: string, items: unknown) {
  const res = await fetch(`${stack.url}/api/v1/export-documents/zip`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[who]}` },
    body: JSON.stringify({ items }),
  });
  const buf = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), buf };
}

describe('the list', () => {
  it("lists the docket's whole-docket documents the exporter may see; a kind narrows it", async () => {
    const all = await api('GET', search(), 'exporter');
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const kinds = all.body.data.map((r: { type: string }) => r.type);
    expect(kinds).toEqual(expect.arrayContaining(['pbe', 'pbe-summary', 'packing-list']));
    expect(all.body.data.every((r: { docketNo: string }) => r.docketNo === docket)).toBe(true);
    const pbe = await api('GET', search('&type=pbe'), 'exporter');
    expect(pbe.body.data.map((r: { type: string; title: string }) => [r.type, r.title])).toEqual([
      ['pbe', 'PBE'],
    ]);
  });

  it('an unknown kind is a 400 with the kinds named; a role without dockets is refused', async () => {
    const bad = await api('GET', search('&type=passport'), 'exporter');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(EXPORT_DOCUMENTS_MSG.badKind);
    expect((await api('GET', 'export-documents', 'personal')).status).toBe(403);
  });
});

describe('the zip', () => {
  it('holds the chosen documents as <docket>/<kind>.pdf, each a PDF', async () => {
    const z = await zipOf('exporter', [
      { docketNo: docket, type: 'pbe' },
      { docketNo: docket.toLowerCase(), type: 'packing-list' },
      { docketNo: docket, type: 'pbe' }, // twice is once
    ]);
    expect(z.status).toBe(200);
    expect(z.type).toContain('application/zip');
    expect(zipNames(z.buf)).toEqual([`${docket}/pbe.pdf`, `${docket}/packing-list.pdf`]);
    const firstData = z.buf.indexOf('%PDF');
    expect(firstData).toBeGreaterThan(0);
  });

  it('refuses none, more than the cap, and a docket out of sight, whole', async () => {
    const none = await api('POST', 'export-documents/zip', 'exporter', { items: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(EXPORT_DOCUMENTS_MSG.noneSelected);
    const many = Array.from({ length: EXPORT_DOCUMENTS_ZIP_MAX + 1 }, (_, i) => ({
      docketNo: `PMB${String(1_000_000_000_001 + i)}`,
      type: 'pbe',
    }));
    const over = await api('POST', 'export-documents/zip', 'exporter', { items: many });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(EXPORT_DOCUMENTS_MSG.tooMany(EXPORT_DOCUMENTS_ZIP_MAX + 1));
    // a docket out of the user's sight is answered as one that does not exist (documents area rule)
    const foreign = await zipOf('exporter', [
      { docketNo: docket, type: 'pbe' },
      { docketNo: 'PMB9999999999999', type: 'pbe' },
    ]);
    expect(foreign.status).toBe(404);
    expect(foreign.type).not.toContain('application/zip');
  });
});
