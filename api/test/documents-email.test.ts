/**
 * sendDocViaEmail (001 §7 "Docket detail"): ONE mail of the docket's documents to the exporter
 * (copy to the CHA who asks), sent through the mail queue by SMTP; a double click in the same
 * minute sends one mail; customs users are refused, an unknown docket is a 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS, DOCUMENT_MSG, sampleOrder } from '@exportdesk/core';
import { createStorage } from '@exportdesk/api';
import { documentsMail } from '../src/modules/documents/email';
import { mailAttachments, smtpServer, type SmtpServer } from '../../tests/support/smtp';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';

const EXPORTER_EMAIL = 'exporter@demo.exportdesk.local';
let stack: Stack;
let smtp: SmtpServer;
let exporter: string;
let docket: string;

/** Both requests in one minute bucket: wait out the last two seconds of a minute. */
async function sameMinute() {
  const s = (Date.now() % 60_000) / 1000;
  if (s > 57) await new Promise((r) => setTimeout(r, (60.2 - s) * 1000));
}
const settle = () => new Promise((r) => setTimeout(r, 1500));

beforeAll(async () => {
  smtp = await smtpServer();
  stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  // Issue 27: pushing orders mails "docket created"; switched off here so the SMTP server sees only the documents.
  await call(
    stack.url,
    'PUT',
    '/api/v1/notifications/preferences',
    { preferences: { 'docket-created': false } },
    exporter,
  );
  const authKey = (await call(stack.url, 'POST', '/api/v1/apikey', {}, exporter)).body.authKey;
  docket = (
    await call(stack.url, 'POST', '/api/v1/client/saveorderdata', {
      authKey,
      orderData: [
        sampleOrder(1, { orderId: 'EM-1', invoiceNo: 'EM-INV-1' }),
        sampleOrder(2, { orderId: 'EM-2', invoiceNo: 'EM-INV-2' }),
      ],
    })
  ).body.tempSBill;
});
afterAll(async () => {
  await stack?.stop();
  smtp?.close();
});

describe('email documents', () => {
  it('the tab offers it to the exporter admin, not to the FPO user', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter)).body.data
        .actions,
    ).toContain('email-documents');
    expect(
      (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, fpo)).body.data.actions,
    ).not.toContain('email-documents');
  });

  it('a double request in the same minute sends ONE mail to the exporter, with the PDFs and no zip before Generate', async () => {
    await sameMinute();
    const [a, b] = await Promise.all([
      call(stack.url, 'POST', '/api/v1/sendDocViaEmail', { docketNo: docket }, exporter),
      call(stack.url, 'POST', `/api/v1/dockets/${docket}/email`, undefined, exporter),
    ]);
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.body.message).toBe(DOCUMENT_MSG.emailQueued(docket, EXPORTER_EMAIL));
    expect(a.body.jobId).toMatch(/^mail-/);
    expect(b.body.jobId).toBe(a.body.jobId);

    await eventually(async () => smtp.received.length >= 1, 30_000);
    await settle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.recipients[0]).toEqual([EXPORTER_EMAIL]);
    expect(await stack.db('mail_outbox').where({ job_id: a.body.jobId })).toHaveLength(1);
    const raw = smtp.received[0]!;
    expect(raw).toContain(`Subject: ${DOCUMENT_MSG.emailSubject(docket)}`);
    const files = mailAttachments(raw);
    expect(files.map((f) => f.fileName)).toEqual([
      `pbe_${docket}.pdf`,
      `pbe-summary_${docket}.pdf`,
      `cn22_${docket}.pdf`,
      `packing-list_${docket}.pdf`,
      `labels_${docket}.pdf`,
    ]);
    for (const f of files) expect(f.bytes.subarray(0, 5).toString(), f.fileName).toBe('%PDF-');
    // The same stored files the docket page serves.
    const served = Buffer.from(
      await (
        await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/cn22`, {
          headers: { authorization: `Bearer ${exporter}` },
        })
      ).arrayBuffer(),
    );
    expect(files[2]!.bytes.equals(served)).toBe(true);
  });

  it('after Generate the zip goes too; a CHA asking gets a copy', async () => {
    const gen = await call(stack.url, 'POST', '/api/v1/generateInvoicesInBulk', { docket }, exporter);
    expect(gen.status).toBe(202);
    await eventually(
      async () =>
        (await call(stack.url, 'GET', `/api/v1/dockets/${docket}/documents`, undefined, exporter)).body.data
          .isAllInvoicesGen === 'Generated',
      30_000,
    );
    const cha = await loginAs(stack.url, 2, 'cha4');
    const before = smtp.received.length;
    const r = await call(stack.url, 'POST', '/api/v1/sendDocViaEmail', { docketNo: docket }, cha);
    expect(r.status).toBe(202);
    expect(r.body.data).toMatchObject({ to: EXPORTER_EMAIL, cc: 'cha4@demo.exportdesk.local' });
    await eventually(async () => smtp.received.length > before, 30_000);
    const raw = smtp.received[before]!;
    expect(smtp.recipients[before]).toEqual([EXPORTER_EMAIL, 'cha4@demo.exportdesk.local']);
    expect(raw).toMatch(/^Cc: cha4@demo\.exportdesk\.local$/m);
    const files = mailAttachments(raw);
    const zip = files.find((f) => f.fileName === `Invoices_${docket}.zip`);
    expect(zip?.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(files.filter((f) => f.fileName.endsWith('.pdf'))).toHaveLength(5);
  });

  it('above 20 MB the documents go without the zip and the body says so', async () => {
    const real = createStorage(stack.config);
    // Only the zip's size is pretended (the stored zip is real and Generated for this revision).
    const big = {
      ...real,
      size: async (key: string) =>
        key.endsWith('/invoices.zip') ? DOCUMENT_LIMITS.emailMaxBytes : real.size(key),
    };
    const m = await documentsMail(stack.db, big, {
      kind: 'email',
      docketNo: docket,
      userId: 1,
      to: EXPORTER_EMAIL,
      cc: null,
    });
    expect(m.attachments!.map((a) => a.fileName)).not.toContain(`Invoices_${docket}.zip`);
    expect(m.attachments).toHaveLength(5);
    expect(m.text).toContain(DOCUMENT_MSG.emailZipLeftOut(20));
    const normal = await documentsMail(stack.db, real, {
      kind: 'email',
      docketNo: docket,
      userId: 1,
      to: EXPORTER_EMAIL,
      cc: null,
    });
    expect(normal.attachments!.at(-1)).toMatchObject({
      fileName: `Invoices_${docket}.zip`,
      key: expect.stringMatching(/invoices\.zip$/),
    });
  });

  it('customs users are refused (403); an unknown docket is a 404; a malformed one a 400', async () => {
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect((await call(stack.url, 'POST', '/api/v1/sendDocViaEmail', { docketNo: docket }, fpo)).status).toBe(
      403,
    );
    expect((await call(stack.url, 'POST', `/api/v1/dockets/${docket}/email`, undefined, fpo)).status).toBe(
      403,
    );
    expect(
      (await call(stack.url, 'POST', '/api/v1/sendDocViaEmail', { docketNo: 'PMB9999999999999' }, exporter))
        .status,
    ).toBe(404);
    expect(
      (await call(stack.url, 'POST', '/api/v1/sendDocViaEmail', { docketNo: 'PMB12' }, exporter)).status,
    ).toBe(400);
  });
});
