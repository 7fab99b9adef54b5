/**
 * Issue 27 item 5: the automatic e-mails go through the mail outbox ONCE per event (the event's
 * key is the outbox's unique job id): welcome, docket created (with its documents link), pickup
 * scheduled and done, payment receipt (the tax invoice PDF attached), ticket answered; none of a
 * kind the user switched off in Settings (GET/PUT notifications/preferences). Claim status mails
 * are checked in claims.test.ts, next to the claim flow.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, formatDateDMY, indiaDay, sampleOrder } from '@exportdesk/core';
import { insertTicket } from '../src/modules/tickets/repo';
import { pushDocket } from '../../tests/support/documents';
import { bulkRows, workbook } from '../../tests/support/workbooks';
import { mailAttachments, smtpServer, type SmtpServer } from '../../tests/support/smtp';
import { call, eventually, loginAs, startStack, type Stack } from '../../tests/support/stack';

const V1 = '/api/v1';
const EXPORTER_EMAIL = 'exporter@demo.exportdesk.local';
let stack: Stack;
let smtp: SmtpServer;
let exporter: string;
let exporterId: number;

beforeAll(async () => {
  smtp = await smtpServer();
  stack = await startStack({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true` } });
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  exporterId = Number((await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id);
});
afterAll(async () => {
  await stack?.stop();
  smtp?.close();
});

const outbox = (kind: string, to?: string) =>
  stack.db('mail_outbox').where({ kind, ...(to ? { to_address: to } : {}) });
/** Waits until `n` mails of the kind are recorded, then a little more, and answers them. */
async function recorded(kind: string, n: number, to?: string) {
  await eventually(async () => (await outbox(kind, to)).length >= n, 15_000);
  await new Promise((r) => setTimeout(r, 800));
  return outbox(kind, to);
}
const setPrefs = (token: string, preferences: Record<string, boolean>) =>
  call(stack.url, 'PUT', `${V1}/notifications/preferences`, { preferences }, token);

describe('Settings: which e-mails a user gets', () => {
  it('every kind starts on; a signed-in user switches their own; signed out is refused', async () => {
    const agent = await loginAs(stack.url, 4, 'cha4');
    const got = await call(stack.url, 'GET', `${V1}/notifications/preferences`, undefined, agent);
    expect(got.status).toBe(200);
    expect(Object.keys(got.body.data)).toEqual([...NOTIFICATION_KINDS]);
    expect(Object.values(got.body.data).every((v) => v === true)).toBe(true);
    const put = await setPrefs(agent, { 'pickup-done': false });
    expect(put.body.data).toMatchObject({ 'pickup-done': false, welcome: true });
    expect((await setPrefs(agent, { nonsense: true } as Record<string, boolean>)).status).toBe(400);
    expect((await call(stack.url, 'GET', `${V1}/notifications/preferences`)).status).toBe(401);
  });
});

describe('one e-mail per event', () => {
  it('welcome on registration', async () => {
    const form = {
      userType: 2,
      userName: 'welcome.agent',
      name: 'Welcome <Agents>',
      email: 'welcome@example.in',
      mobile: '9000000031',
      password: 'Agent#2026pass',
    };
    expect((await call(stack.url, 'POST', `${V1}/authentication/register`, form)).status).toBe(201);
    const [mail, ...more] = await recorded('welcome', 1, 'welcome@example.in');
    expect(more).toHaveLength(0);
    expect(mail.subject).toBe('Welcome to ExportDesk');
    expect(mail.body_html).toContain('Dear Welcome &lt;Agents&gt;');
    expect(mail.body_text).toContain('Dear Welcome <Agents>');
  });

  it('docket created via the order API, with its documents link; a repeated push mails nothing more', async () => {
    const orders = [sampleOrder(1, { orderId: 'NM-1' }), sampleOrder(2, { orderId: 'NM-2' })];
    const docket = await pushDocket(stack.url, exporter, orders);
    expect(await pushDocket(stack.url, exporter, orders)).toBe(docket); // the same orders: "existing"
    const mails = await recorded('docket-created', 1, EXPORTER_EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0].job_id).toBe(`docket.created:${docket}:u${exporterId}`);
    expect(mails[0].subject).toBe(`Docket ${docket} created`);
    const link = `${stack.config.portalUrl.replace(/\/$/, '')}/documents?docket=${docket}`;
    expect(mails[0].body_text).toContain(link);
    expect(mails[0].body_html).toContain(`href="${link}"`);
  });

  it('docket created by a bulk upload (the worker mails after it saved)', async () => {
    const res = await fetch(`${stack.url}${V1}/bulkupload?fileName=orders.xlsx`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${exporter}` },
      body: new Uint8Array(await workbook(bulkRows(2, 77_000))),
    });
    const { jobId } = (await res.json()) as { jobId: string };
    const job = await eventually(async () => {
      const d = (await call(stack.url, 'GET', `${V1}/jobs/${jobId}`, undefined, exporter)).body.data;
      return d?.state === 'completed' || d?.state === 'failed' ? d : null;
    }, 60_000);
    expect(job.result.status).toBe('saved');
    const dockets: string[] = job.result.dockets.map((d: { tempSBill: string }) => d.tempSBill);
    expect(dockets.length).toBeGreaterThan(0);
    await eventually(async () => (await outbox('docket-created')).length >= 1 + dockets.length, 15_000);
    for (const no of dockets)
      expect(
        await stack.db('mail_outbox').where({ job_id: `docket.created:${no}:u${exporterId}` }),
      ).toHaveLength(1);
  });

  it('pickup scheduled (once per date) and pickup done (once)', async () => {
    const docket = await pushDocket(stack.url, exporter, [sampleOrder(3, { orderId: 'NM-3' })]);
    const date = formatDateDMY(new Date(indiaDay() + 86_400_000));
    const path = `${V1}/dockets/${docket}/pickup`;
    for (let i = 0; i < 2; i++)
      expect((await call(stack.url, 'POST', path, { pickupDate: date }, exporter)).status).toBe(200);
    const scheduled = (await recorded('pickup-scheduled', 1)).filter((m) => m.subject.includes(docket));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0].body_text).toContain(date);
    const admin = await loginAs(stack.url, 10, 'superadmin');
    expect((await call(stack.url, 'PUT', path, { status: 'Picked Up' }, admin)).status).toBe(200);
    expect((await call(stack.url, 'PUT', path, { status: 'Scheduled' }, admin)).status).toBe(200);
    expect((await call(stack.url, 'PUT', path, { status: 'Picked Up' }, admin)).status).toBe(200);
    const done = (await recorded('pickup-done', 1)).filter((m) => m.subject.includes(docket));
    expect(done).toHaveLength(1);
    expect(done[0].to_address).toBe(EXPORTER_EMAIL);
  });

  it('ticket answered: once per answer, to the user who raised it', async () => {
    const { ticketNo } = await insertTicket(stack.db, {
      type: 'Issue',
      title: 'Labels do not print',
      name: 'Demo exporter',
      email: EXPORTER_EMAIL,
      mobile: '9876543210',
      createdByUserId: exporterId,
      createdBy: 'Demo exporter',
    });
    const admin = await loginAs(stack.url, 10, 'superadmin');
    const add = (comment: string) =>
      call(stack.url, 'POST', `${V1}/ticket/addComment`, { ticketId: ticketNo, comment }, admin);
    expect((await add('Please update the printer driver.')).status).toBe(200);
    const mails = (await recorded('ticket-answered', 1, EXPORTER_EMAIL)).filter((m) =>
      m.subject.includes(ticketNo),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain('Please update the printer driver.');
  });

  it('payment receipt with the tax invoice PDF attached, once however often the payment is verified', async () => {
    // A fresh exporter on a trial (the demo exporter already holds a plan).
    const demo = await stack.db('users').where({ id: exporterId }).first();
    const at = Date.now();
    const [buyerId] = await stack.db('users').insert({
      ...Object.fromEntries(
        Object.entries(demo).filter(
          ([k]) => !['id', 'gstin', 'exporter_iec', 'iec_duplicate_of'].includes(k),
        ),
      ),
      username: 'ZZZNM0001A',
      username_key: 'zzznm0001a',
      ie_code: 'ZZZNM0001A',
      email: 'buyer@example.in',
      created_at: at,
      updated_at: at,
    });
    await stack.db('subscriptions').insert({
      user_id: buyerId,
      plan_id: 'TRIAL',
      plan_type: 'trial',
      amount: 0,
      status: 'active',
      starts_at: at,
      ends_at: at + 14 * 86_400_000,
      created_at: at,
    });
    const buyer = await loginAs(stack.url, 1, 'ZZZNM0001A');
    const r = await call(
      stack.url,
      'POST',
      `${V1}/subscribePlan`,
      { planId: 'PREMIUM-Y', planAmount: 5999, walletType: 'export' },
      buyer,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await fetch(`${stack.url}${V1}/payments/sandbox/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        orderId: r.body.data.order.orderId,
        outcome: 'success',
        returnUrl: '/myaccount',
      }),
      redirect: 'manual',
    });
    const fields = Object.fromEntries(new URL(res.headers.get('location')!).searchParams);
    const v = await call(stack.url, 'POST', `${V1}/verifyPayment`, fields, buyer);
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    expect((await call(stack.url, 'POST', `${V1}/verifyPayment`, fields, buyer)).status).toBe(200);
    const invoiceNo: string = v.body.data.invoiceNo;
    const mails = await recorded('payment-receipt', 1, 'buyer@example.in');
    expect(mails).toHaveLength(1);
    expect(mails[0].body_text).toContain(invoiceNo);
    await eventually(async () => smtp.received.some((m) => m.includes('Payment received')), 15_000);
    const raw = smtp.received.find((m) => m.includes('Payment received'))!;
    const files = mailAttachments(raw);
    expect(files.map((f) => f.fileName)).toEqual([`${invoiceNo.replace(/\//g, '-')}.pdf`]);
    expect(files[0]!.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('switched off', () => {
  it('no docket-created or pickup-scheduled mail for a user who switched them off', async () => {
    expect((await setPrefs(exporter, { 'docket-created': false, 'pickup-scheduled': false })).status).toBe(
      200,
    );
    const docket = await pushDocket(stack.url, exporter, [sampleOrder(4, { orderId: 'NM-4' })]);
    const date = formatDateDMY(new Date(indiaDay() + 2 * 86_400_000));
    expect(
      (await call(stack.url, 'POST', `${V1}/dockets/${docket}/pickup`, { pickupDate: date }, exporter))
        .status,
    ).toBe(200);
    // A mail still on (pickup done) arrives after them: by then the others would be there too.
    const admin = await loginAs(stack.url, 10, 'superadmin');
    await call(stack.url, 'PUT', `${V1}/dockets/${docket}/pickup`, { status: 'Picked Up' }, admin);
    await eventually(
      async () => (await outbox('pickup-done')).some((m: { subject: string }) => m.subject.includes(docket)),
      15_000,
    );
    const all = await stack.db('mail_outbox').where('subject', 'like', `%${docket}%`);
    expect(all.map((m: { kind: string }) => m.kind)).toEqual(['pickup-done']);
    await setPrefs(exporter, { 'docket-created': true, 'pickup-scheduled': true });
  });
});
