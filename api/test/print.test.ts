/**
 * The postal bill print page's data (002 §2.5, issue 6): `GET /api/v1/dockets/{docket}/pbe-print`
 * answers core's `PbePrint` from the same view model as the PBE PDF, to whoever may see the docket;
 * another exporter gets a 404. The texts the page prints are the PDF's (core `PBE_TEXT`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PBE_TEXT, pbeFieldRows, pbeParcelCells, sampleOrder, type PbePrint } from '@exportdesk/core';
import { hashPassword } from '../src/lib/password';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
let exporter: string;
let docket: string;

const orders = [
  sampleOrder(1, { boxId: 'PP-A', invoiceNo: 'PINV-A', orderId: 'P-1' }),
  sampleOrder(2, {
    boxId: 'PP-A',
    invoiceNo: 'PINV-A',
    orderId: 'P-2',
    description: 'Silk stole',
    hsnCode: '62142010',
    grossWeight: '500',
  }),
  sampleOrder(3, {
    invoiceNo: 'PINV-B',
    orderId: 'P-3',
    currency: 'GBP',
    fob_foreign: '75.50',
    grossWeight: '300',
  }),
];

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  docket = await pushDocket(stack.url, exporter, orders);
});
afterAll(async () => {
  await stack?.stop();
});

const print = (token: string | undefined, d = docket) =>
  call(stack.url, 'GET', `/api/v1/dockets/${d}/pbe-print`, undefined, token);

describe('GET /api/v1/dockets/{docket}/pbe-print', () => {
  it('answers the fields the print page needs, parcels in docket order', async () => {
    const r = await print(exporter);
    expect(r.status).toBe(200);
    const p = r.body.data as PbePrint;
    expect(Object.keys(p).sort()).toEqual([
      'docketNo',
      'exporter',
      'fpo',
      'parcels',
      'pbeType',
      'revision',
      'shippingBill',
      'totals',
    ]);
    expect(p).toMatchObject({
      docketNo: docket,
      pbeType: expect.stringMatching(/^PBE[12]$/),
      shippingBill: { no: null, date: null },
      exporter: { name: 'Demo Handicrafts Pvt Ltd', ieCode: 'ABCDE1234F' },
      totals: { parcels: 2 },
    });
    expect(p.parcels.map((x) => [x.n, x.boxId, x.invoiceNos, x.descriptions.length])).toEqual([
      [1, 'PP-A', ['PINV-A'], 2],
      [2, expect.any(String), ['PINV-B'], 1],
    ]);
    expect(p.parcels[0].hsnCodes).toContain('62142010');
    expect(p.totals.grossGrams).toBe(p.parcels.reduce((s, x) => s + x.grossGrams, 0));
    expect(p.totals.fobInr).toBeCloseTo(
      p.parcels.reduce((s, x) => s + x.valueInr, 0),
      2,
    );
  });

  it('the PDF prints the same rows and texts as the answer (one view model, one text)', async () => {
    const p = (await print(exporter)).body.data as PbePrint;
    const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/pbe?download=1`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    for (const t of [
      PBE_TEXT.title,
      PBE_TEXT.overleaf,
      PBE_TEXT.blocks.declaration,
      PBE_TEXT.signatures.officer,
    ])
      expect(text).toContain(t);
    for (const [label, value] of pbeFieldRows(p)) expect(text).toContain(`${label} ${value}`.trim());
    expect(text).toContain('1 PP-A');
    for (const parcel of p.parcels) {
      const cells = pbeParcelCells(parcel);
      // (generated parcel ids wrap in their narrow cell and pdftotext interleaves the lines: the short one is checked)
      for (const c of [cells[2], cells[6], cells[7]]) expect(text).toContain(c);
    }
  });

  it('customs and the super admin see it; the PBE number a customs user records shows up', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect(
      (
        await call(
          stack.url,
          'PUT',
          `/api/v1/dockets/${docket}/pbe`,
          { bill: 'PBE/DEL/77', date: '05-03-2026' },
          fpo,
        )
      ).status,
    ).toBe(200);
    const seen = await print(fpo);
    expect(seen.status).toBe(200);
    expect(seen.body.data.shippingBill).toEqual({ no: 'PBE/DEL/77', date: Date.UTC(2026, 2, 5) });
    expect(pbeFieldRows(seen.body.data).slice(1, 3)).toEqual([
      [PBE_TEXT.fields.pbeNo, 'PBE/DEL/77'],
      [PBE_TEXT.fields.pbeDate, '05-03-2026'],
    ]);
    expect((await print(await loginAs(stack.url, 10, 'superadmin'))).status).toBe(200);
  });

  it('another exporter gets a 404 (no hint that the docket exists); no login 401; a bad docket number 400', async () => {
    const t = Date.now();
    await stack.db('users').insert({
      user_type: 1,
      username: 'OTHER1234X',
      username_key: 'other1234x',
      ie_code: 'OTHER1234X',
      name: 'Other Exports',
      email: 'other@test.exportdesk.local',
      mobile: '9876543210',
      password_hash: await hashPassword('Demo@12345'),
      is_active: true,
      is_first_login: false,
      is_exporter: true,
      roles: '[]',
      created_at: t,
      updated_at: t,
      password_changed_at: t,
    });
    const other = await loginAs(stack.url, 1, 'OTHER1234X');
    const r = await print(other);
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false });
    expect(r.body.data ?? null).toBeNull();
    expect((await print(exporter, 'PMB9999999999999')).status).toBe(404);
    expect((await print(undefined)).status).toBe(401);
    const bad = await print(exporter, 'PMB123');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Docket No. must be PMB followed by 13 digits.');
  });
});
