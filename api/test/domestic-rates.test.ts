/**
 * Domestic rate card and domestic accounts (issue 15: /domesticrateupload, /domesticshipments):
 * upload → preview (a draft) → activate → history; a rollback copies an old version into a new
 * active one; a sheet with bad rows is refused with row-numbered messages and stores nothing; the
 * accounts list is paged with the card in force; an exporter is refused (403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let admin: string;
let exporter: string;

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const versions = async () => Number((await stack.db('domestic_rate_cards').count({ n: '*' }).first())!.n);
const preview = (text: string, token = admin, fileName = 'domestic.csv') =>
  call(stack.url, 'POST', '/api/v1/domestic/rate-cards/preview', { fileName, base64: b64(text) }, token);

beforeAll(async () => {
  stack = await startStack({ workers: false });
  admin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});

afterAll(async () => {
  await stack?.stop();
});

describe('domestic rate card', () => {
  it('previews, activates, lists and rolls back versions', async () => {
    const sample = await fetch(`${stack.url}/api/v1/domestic/rate-cards/sample`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(sample.status).toBe(200);
    const sampleText = await sample.text();
    expect(sampleText.split('\n')[0]).toBe('Zone,Up to grams,Rate INR');

    const p1 = await preview(sampleText);
    expect(p1.status, JSON.stringify(p1.body)).toBe(200);
    expect(p1.body.data).toMatchObject({ status: 'draft', version: 1, rowCount: 10 });
    expect(p1.body.data.rows[0]).toEqual({ zone: 'A', upToGrams: 500, rateInr: 40 });

    const a1 = await call(
      stack.url,
      'POST',
      '/api/v1/domestic/rate-cards/activate',
      { id: p1.body.data.id },
      admin,
    );
    expect(a1.status, JSON.stringify(a1.body)).toBe(200);
    expect(a1.body.data.status).toBe('active');
    // A version activated once cannot be activated again.
    const again = await call(
      stack.url,
      'POST',
      '/api/v1/domestic/rate-cards/activate',
      { id: p1.body.data.id },
      admin,
    );
    expect(again.status).toBe(409);

    const p2 = await preview('Zone,Up to grams,Rate INR\nA,500,45\nD,2000,150.50\n');
    expect(p2.status, JSON.stringify(p2.body)).toBe(200);
    await call(stack.url, 'POST', '/api/v1/domestic/rate-cards/activate', { id: p2.body.data.id }, admin);

    const list = await call(stack.url, 'GET', '/api/v1/domestic/rate-cards', undefined, admin);
    expect(list.body.data.map((v: any) => [v.version, v.status])).toEqual([
      [2, 'active'],
      [1, 'archived'],
    ]);

    const rb = await call(
      stack.url,
      'POST',
      '/api/v1/domestic/rate-cards/rollback',
      { id: p1.body.data.id },
      admin,
    );
    expect(rb.status, JSON.stringify(rb.body)).toBe(200);
    expect(rb.body.data).toMatchObject({
      version: 3,
      status: 'active',
      restoredFrom: p1.body.data.id,
      rowCount: 10,
    });
    const after = await call(stack.url, 'GET', '/api/v1/domestic/rate-cards', undefined, admin);
    expect(after.body.data.filter((v: any) => v.status === 'active').map((v: any) => v.version)).toEqual([3]);
  });

  it('refuses a sheet with bad rows, row by row, and stores nothing', async () => {
    const before = await versions();
    const bad = await preview('Zone,Up to grams,Rate INR\nA,500,40\nZ,500,40\nB,abc,-1\nA,500,41\n');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('3 rows have errors; nothing was saved.');
    expect(bad.body.data.errors.map((e: any) => e.row)).toEqual([3, 4, 5]);
    expect(bad.body.data.errors[2].message).toBe('Row 5: Zone A up to 500 g is already given in row 2.');
    const cols = await preview('Zone,Weight,Rate\nA,500,40\n');
    expect(cols.status).toBe(400);
    expect(cols.body.message).toBe('The sheet needs the columns Zone, Up to grams, Rate INR.');
    const pdf = await preview('%PDF-1.4', admin, 'card.pdf');
    expect(pdf.status).toBe(400);
    expect(pdf.body.message).toBe('Only .xlsx or .csv files are accepted.');
    expect(await versions()).toBe(before);
  });

  it('lists domestic accounts, paged, with the card in force', async () => {
    const u = await stack.db('users').where({ user_type: 1 }).first('id');
    await stack.db('users').where({ id: u.id }).update({
      domestic_status: 'approved',
      is_domestic: true,
      is_domestic_active: true,
      domestic_gstin: '27ABCDE1234F1Z5',
      domestic_requested_at: Date.now(),
      domestic_decided_at: Date.now(),
    });
    const r = await call(stack.url, 'GET', '/api/v1/domestic/accounts?page=1', undefined, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.count).toBeGreaterThanOrEqual(1);
    expect(r.body.pager.currentPage).toBe(1);
    expect(r.body.data.find((a: any) => a.userId === u.id)).toMatchObject({
      status: 'approved',
      active: true,
    });
    expect(r.body.activeCard?.status).toBe('active');
    const pending = await call(
      stack.url,
      'GET',
      '/api/v1/domestic/accounts?status=pending',
      undefined,
      admin,
    );
    expect(pending.body.data.find((a: any) => a.userId === u.id)).toBeUndefined();
  });

  it('refuses an exporter (403) and changes nothing', async () => {
    const before = await versions();
    expect((await preview('Zone,Up to grams,Rate INR\nA,500,40\n', exporter)).status).toBe(403);
    expect((await call(stack.url, 'GET', '/api/v1/domestic/rate-cards', undefined, exporter)).status).toBe(
      403,
    );
    expect((await call(stack.url, 'GET', '/api/v1/domestic/accounts', undefined, exporter)).status).toBe(403);
    expect(await versions()).toBe(before);
  });
});
