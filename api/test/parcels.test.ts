/** Parcels before a PBE (issue 15): the form, clone, merge, save for later, Create PBE and its undo. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARCEL_ACTIONS, PARCEL_STATUSES, parcelAllows, sampleOrder } from '@exportdesk/core';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
let superadmin: string;
let otherExporterId: number;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  superadmin = await loginAs(stack.url, 10, 'superadmin');
  // A second exporter (a copy of the demo one), for the two-exporter refusals.
  const me = await stack.db('users').where({ username_key: 'abcde1234f' }).first();
  const rest = { ...me };
  delete rest.id;
  delete rest.exporter_iec; // generated from ie_code on MySQL
  const [id] = await stack.db('users').insert({
    ...rest,
    username: 'ZZZZZ9999Z',
    username_key: 'zzzzz9999z',
    ie_code: 'ZZZZZ9999Z',
    email: 'other.exporter@example.com',
  });
  otherExporterId = Number(id);
});
afterAll(async () => stack?.stop());

const post = (path: string, body: unknown, token = exporter) =>
  call(stack.url, 'POST', `/api/v1/order/${path}`, body, token);
let n = 0;
async function newParcel(overrides: Record<string, string> = {}, token = exporter, extra: object = {}) {
  n++;
  const r = await post(
    'createBox',
    { carrier: 'indiapost', items: [sampleOrder(7000 + n, overrides)], ...extra },
    token,
  );
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { id: number; boxId: string };
}
const list = async (q = '', token = exporter) =>
  (await call(stack.url, 'GET', `/api/v1/order/allorders${q}`, undefined, token)).body;
const counts = async () => ({
  dockets: Number((await stack.db('dockets').count({ n: '*' }).first())!.n),
  orders: Number((await stack.db('orders').count({ n: '*' }).first())!.n),
  parcels: Number((await stack.db('parcels').count({ n: '*' }).first())!.n),
});

describe('parcel state machine (core): status × action', () => {
  it('allows exactly the table', () => {
    const table = Object.fromEntries(
      PARCEL_STATUSES.map((s) => [s, PARCEL_ACTIONS.filter((a) => parcelAllows(s, a)).join(' ')]),
    );
    expect(table).toEqual({
      draft: 'edit delete clone merge saveForLater createPbe print',
      saved: 'edit delete clone merge restore createPbe print',
      in_pbe: 'clone print returnFromPbe',
    });
  });
});

describe('order/* parcel calls', () => {
  it('creates by form, lists with the pager and search, edits, saves for later and deletes', async () => {
    const a = await newParcel();
    expect(a.boxId).toMatch(/^PCL\d{9}$/);
    const page = await list('?pageSize=20');
    expect(page.pager).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(page.data.map((p: any) => p.boxId)).toContain(a.boxId);
    expect((await list(`?search=${a.boxId}`)).data).toHaveLength(1);

    const bad = await post('createBox', { items: [sampleOrder(1, { hsnCode: '123' })] });
    expect(bad.status).toBe(400);

    const edited = await post('editorders', {
      id: a.id,
      carrier: 'fedex',
      items: [sampleOrder(7500, { consigneeName: 'John Doe' })],
    });
    expect(edited.status).toBe(200);
    expect((await list('?carrier=fedex')).data[0]).toMatchObject({ id: a.id, consigneeName: 'John Doe' });

    expect((await post('saveForlater', { ids: [a.id] })).body.message).toBe('1 parcel saved for later');
    expect((await list('?status=saved')).data.map((p: any) => p.id)).toEqual([a.id]);
    expect((await post('saveForlater', { ids: [a.id] })).status).toBe(409);
    expect((await post('deleteorders', { ids: [a.id] })).body.message).toBe('Parcel deleted');
    expect(await stack.db('parcels').where({ id: a.id }).first()).toBeUndefined();
  });

  it('flags a parcel above its destination’s duty-free allowance (issue 16), not one below', async () => {
    const over = await newParcel({
      consigneeCountry: 'United Kingdom',
      currency: 'GBP',
      fob_foreign: '500.00',
    });
    const under = await newParcel({ consigneeCountry: 'UK', currency: 'GBP', fob_foreign: '20.00' });
    const rows = (await list('?pageSize=50')).data as Array<{ id: number; dutyFree: string | null }>;
    expect(rows.find((p) => p.id === over.id)?.dutyFree).toBe('Above duty-free allowance (GB 135 GBP)');
    expect(rows.find((p) => p.id === under.id)?.dutyFree).toBeNull();
    await post('deleteorders', { ids: [over.id, under.id] });
  });

  it('clones with fresh order ids and merges one exporter’s parcels into one box', async () => {
    const a = await newParcel();
    const b = await newParcel();
    const c = await post('cloneParcel', { id: a.id });
    expect(c.status).toBe(200);
    const copy = (await call(stack.url, 'GET', `/api/v1/order/parcel/${c.body.data.id}`, undefined, exporter))
      .body.data;
    expect(copy.items[0].orderId).toBe(`ORD-${7000 + n - 1}-C${c.body.data.id}`);

    const m = await post('mergeParcels', { ids: [a.id, b.id] });
    expect(m.status).toBe(200);
    const merged = (
      await call(stack.url, 'GET', `/api/v1/order/parcel/${m.body.data.id}`, undefined, exporter)
    ).body.data;
    expect(merged.itemCount).toBe(2);
    expect(await stack.db('parcels').whereIn('id', [a.id, b.id]).select('id')).toEqual([]);
    expect((await post('mergeParcels', { ids: [c.body.data.id] })).body.message).toBe(
      'Please select at least two parcels to merge',
    );
  });

  it('refuses to merge two exporters’ parcels and changes nothing', async () => {
    const mine = await newParcel();
    const theirs = await newParcel({}, superadmin, { ieCode: 'ZZZZZ9999Z' });
    const theirRow = await stack.db('parcels').where({ id: theirs.id }).first('exporter_id');
    expect(Number(theirRow.exporter_id)).toBe(otherExporterId);
    const before = await counts();
    const r = await post('mergeParcels', { ids: [mine.id, theirs.id] }, superadmin);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Parcels of different exporters cannot be merged into one box');
    expect(await counts()).toEqual(before);
    // The exporter does not see the other exporter's parcel at all.
    expect((await post('mergeParcels', { ids: [mine.id, theirs.id] })).status).toBe(404);
    const pbe = await post('createPbe', { ids: [mine.id, theirs.id], pbe: 'PBE2' }, superadmin);
    expect(pbe.body.message).toBe('A PBE is for one exporter: select parcels of one exporter only');
  });

  it('Create PBE makes the docket the docs area serves; parcels already in a PBE are refused; undo returns them', async () => {
    const a = await newParcel();
    const b = await newParcel();
    const before = await counts();
    const r = await post('createPbe', { ids: [a.id, b.id], pbe: 'PBE2' });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const docketNo: string = r.body.data.tempSBill;
    expect(docketNo).toMatch(/^PMB\d{13}$/);
    expect(r.body.data.boxIds.sort()).toEqual([a.boxId, b.boxId].sort());
    expect(await counts()).toEqual({ ...before, dockets: before.dockets + 1, orders: before.orders + 2 });
    // Issue 27: the exporter gets one "docket created" mail (job id: the event and the recipient).
    const mail = await eventually(() =>
      stack
        .db('mail_outbox')
        .where({ kind: 'docket-created' })
        .where('subject', 'like', `%${docketNo}%`)
        .first(),
    );
    expect(mail.to_address).toBe('exporter@demo.exportdesk.local');
    expect(mail.job_id).toMatch(new RegExp(`^docket\\.created:${docketNo}:u\\d+$`));

    // The PBE list shows it, with the parcels' box ids.
    const dockets = await call(
      stack.url,
      'GET',
      `/api/v1/dockets?tempSBill=${docketNo}`,
      undefined,
      exporter,
    );
    expect(JSON.stringify(dockets.body.data)).toContain(a.boxId);
    // Gone from the list of parcels not in a PBE; shown under in_pbe with the docket.
    expect((await list()).data.map((p: any) => p.id)).not.toContain(a.id);
    expect((await list('?status=in_pbe')).data.find((p: any) => p.id === a.id).docketNo).toBe(docketNo);

    // Again, or mixed with a fresh one: refused, nothing written.
    const c = await newParcel();
    const mid = await counts();
    const again = await post('createPbe', { ids: [c.id, a.id], pbe: 'PBE2' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Already in a PBE: ${a.boxId}`);
    expect(await counts()).toEqual(mid);
    expect((await stack.db('parcels').where({ id: c.id }).first('status')).status).toBe('draft');
    // Nor edited or deleted while in the PBE.
    expect((await post('deleteorders', { ids: [a.id] })).status).toBe(409);

    // PBE1 needs url, trxnId and sku on every item.
    const p1 = await post('createPbe', { ids: [c.id], pbe: 'PBE1' });
    expect(p1.status).toBe(400);
    expect(p1.body.message).toBe(`${c.boxId}: url is mandatory for PBE1`);

    // Undo Generate PBE: the docket goes, the parcels come back.
    const undo = await post('undoGeneratePbe', { tempSBill: docketNo });
    expect(undo.status).toBe(200);
    expect(undo.body.message).toBe(`${docketNo} removed; 2 parcels back in the list`);
    expect(await stack.db('dockets').where({ docket_no: docketNo }).first()).toBeUndefined();
    const back = (await list()).data.map((p: any) => p.id);
    expect(back).toEqual(expect.arrayContaining([a.id, b.id]));
    // …and can go into a PBE again.
    expect((await post('createPbe', { ids: [a.id, b.id, c.id], pbe: 'PBE2' })).status).toBe(201);
  });

  it('deleting a PBE made by the order API brings its parcels here; review before PBE lands pushes here', async () => {
    const key = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
    const pushed = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: key,
      orderData: [sampleOrder(8801), sampleOrder(8802, { boxId: 'BOX-8802' })],
    });
    expect(pushed.status).toBe(200);
    const del = await post('deletePbe', { tempSBill: pushed.body.tempSBill ?? pushed.body.data?.tempSBill });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const ids = (await list('?search=ORD-880')).data.map((p: any) => p.boxId);
    expect(ids).toContain('BOX-8802');
    expect(ids).toHaveLength(2);

    expect((await post('reviewBeforePbe', { reviewBeforePbe: true })).status).toBe(200);
    const before = await counts();
    const r = await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: key,
      orderData: [sampleOrder(8803)],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await counts()).toMatchObject({ dockets: before.dockets, parcels: before.parcels + 1 });
    // The same push again (a pipeline's retry) adds nothing.
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey: key,
      orderData: [sampleOrder(8803)],
    });
    expect(await counts()).toMatchObject({ dockets: before.dockets, parcels: before.parcels + 1 });

    // A bulk upload lands its rows here too while review before PBE is on.
    const res = await fetch(`${stack.url}/api/v1/bulkupload?fileName=review.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(await workbook(bulkRows(3, 91_000))),
    });
    const up = (await res.json()) as any;
    expect(res.status, JSON.stringify(up)).toBe(202);
    const job = await eventually(
      async () => {
        const j = await call(stack.url, 'GET', `/api/v1/jobs/${up.jobId}`, undefined, exporter);
        return ['completed', 'failed'].includes(j.body.data?.state) ? j.body.data : null;
      },
      60_000,
      200,
    );
    expect(job.result.status, JSON.stringify(job.result)).toBe('saved');
    const after = await counts();
    expect(after.dockets).toBe(before.dockets);
    expect(after.parcels).toBe(before.parcels + 4);
    await post('reviewBeforePbe', { reviewBeforePbe: false });
  });

  it('prints labels, CN forms and the PBE for a selection', async () => {
    const a = await newParcel();
    for (const path of ['printallshippinglabels', 'printallcnform', 'printpboe']) {
      const res = await fetch(`${stack.url}/api/v1/order/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${exporter}` },
        body: JSON.stringify({ ids: [a.id] }),
      });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/pdf');
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    }
  });
});
