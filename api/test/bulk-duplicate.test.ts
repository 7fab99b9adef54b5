/**
 * No duplicate dockets from bulk uploads (issue 12 item 8): the same workbook twice answers 409
 * naming the earlier docket; force=true (form field or query) goes through; a file whose earlier
 * upload was rejected comes again freely; rows repeating an invoice number on file are duplicates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_COLUMNS, BULK_MSG, effectiveDate } from '@exportdesk/core';
import { loginAs, startStack, type Stack, jobSettled } from '../../tests/support/stack';
import { bulkRows, workbook } from '../../tests/support/workbooks';

let stack: Stack;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => stack?.stop());

/** Rows without an orderId (as most exporters' sheets): each upload's rows get their own ids. */
const noOrderId = (rows: Array<Record<string, unknown>>) => workbook(rows, { columns: [...BULK_COLUMNS] });

async function upload(data: Buffer, how: { form?: Record<string, string>; query?: string } = {}) {
  const url = `${stack.url}/api/v1/bulkupload?fileName=orders.xlsx${how.query ?? ''}`;
  let res: Response;
  if (how.form) {
    const form = new FormData();
    for (const [k, v] of Object.entries(how.form)) form.append(k, v);
    form.append('file', new Blob([new Uint8Array(data)]), 'orders.xlsx');
    res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${exporter}` }, body: form });
  } else {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(data),
    });
  }
  return { status: res.status, body: (await res.json()) as any };
}

const finished = (jobId: string) => jobSettled(stack.url, jobId, exporter);

const count = async (table: string) => Number((await stack.db(table).count({ n: '*' }).first())!.n);

describe('the same workbook twice', () => {
  it('answers 409 with the earlier docket and makes no second docket; force=true makes one on purpose', async () => {
    const file = await noOrderId(bulkRows(3, 70_000));
    const first = await upload(file);
    expect(first.status).toBe(202);
    const job = await finished(first.body.jobId);
    expect(job.result.status).toBe('saved');
    const docket = job.result.dockets[0].tempSBill as string;
    const dockets = await count('dockets');

    const again = await upload(file);
    expect(again.status).toBe(409);
    const upload1 = await stack.db('bulk_uploads').where({ id: first.body.uploadId }).first();
    expect(again.body).toEqual({
      success: false,
      message: `This file was already uploaded on ${effectiveDate(Number(upload1.created_at))} as docket ${docket}. Upload it again only if you mean to.`,
      data: {
        duplicateOf: {
          uploadId: first.body.uploadId,
          dockets: [docket],
          uploadedAt: Number(upload1.created_at),
        },
      },
    });
    expect(again.body.message).toMatch(
      /^This file was already uploaded on \d\d-\d\d-\d{4} as docket PMB\d+\. Upload it again only if you mean to\.$/,
    );
    // Also from the form the portal sends, and nothing stored or queued.
    expect((await upload(file, { form: {} })).status).toBe(409);
    expect(await count('bulk_uploads')).toBe(1);
    expect(await count('dockets')).toBe(dockets);

    const forced = await upload(file, { form: { force: 'true' } });
    expect(forced.status).toBe(202);
    const second = await finished(forced.body.jobId);
    expect(second.result.status).toBe('saved');
    expect(second.result.dockets[0].tempSBill).not.toBe(docket);
    expect(await count('dockets')).toBe(dockets + 1);
    expect((await upload(file, { query: '&force=true' })).status).toBe(202);
  });

  it('two uploads of one file at once: one goes through, the others answer 409', async () => {
    const file = await noOrderId(bulkRows(2, 73_000));
    const answers = await Promise.all([upload(file), upload(file), upload(file, { form: {} })]);
    expect(answers.map((a) => a.status).sort()).toEqual([202, 409, 409]);
    const accepted = answers.find((a) => a.status === 202)!;
    expect((await finished(accepted.body.jobId)).result.status).toBe('saved');
  });

  it('lets a file whose earlier upload was rejected come again without force', async () => {
    const rows = bulkRows(2, 71_000);
    rows[1].weight = 'heavy';
    const file = await noOrderId(rows);
    const first = await upload(file);
    expect((await finished(first.body.jobId)).result.status).toBe('rejected');
    const again = await upload(file);
    expect(again.status).toBe(202);
    expect((await finished(again.body.jobId)).result.status).toBe('rejected');
  });
});

describe('rows repeating an invoice number already on file', () => {
  it('are reported as duplicates naming the earlier docket, and nothing of the file is saved', async () => {
    const saved = await finished((await upload(await noOrderId(bulkRows(2, 72_000)))).body.jobId);
    const docket = saved.result.dockets[0].tempSBill as string;
    const orders = await count('orders');

    // A new workbook: two new rows and one repeating an invoice of the saved docket.
    const rows = [...bulkRows(2, 72_100), ...bulkRows(1, 72_000)];
    const job = await finished((await upload(await noOrderId(rows))).body.jobId);
    expect(job.result.status).toBe('rejected');
    expect(job.result.message).toBe(BULK_MSG.rejected(1, 3));
    expect(job.result.problems).toEqual([
      { row: 5, field: 'invoiceNo', message: BULK_MSG.duplicateInvoice('BINV-72000', docket) },
    ]);
    expect(job.result.problems[0].message).toContain(docket);
    expect(await count('orders')).toBe(orders);

    // Forced, the same rows are saved: the exporter meant it.
    const forced = await finished((await upload(await noOrderId(rows), { query: '&force=true' })).body.jobId);
    expect(forced.result).toMatchObject({ status: 'saved', rowsSaved: 3 });
  });
});
