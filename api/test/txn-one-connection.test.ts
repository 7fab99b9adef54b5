/**
 * Issue 23 item 1, "A transaction never asks outside itself": on SQLite (one connection in the
 * pool, api/src/db/knex.ts) and on MySQL, every write route of the parcels, PBE, pickups, claims,
 * billing and accounts areas, called as each role that may call it, answers in under 2 s and never
 * 500s. Before the fix a CHA's or a sub-user's Save for later, Clone, Merge, Create PBE, Edit,
 * Delete, Delete PBE or Undo PBE froze the whole API for 60 s on SQLite (KnexTimeoutError): the
 * transaction looked up the CHA's exporters on a second connection the pool can never give; on
 * MySQL the same lookup read outside the transaction, which each call here checks from knex's query
 * events (no query without a transaction id between a transaction's BEGIN and its end). CHAs
 * linked to the exporter do on its parcels what 001 §6 gives them; an unlinked CHA is refused at once.
 */
import { appendFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateDMY, indiaDay, sampleOrder } from '@exportdesk/core';
import { hashPassword } from '../../api/src/lib/password';
import { carrierFile } from '../../tests/support/billing-files';
import { pushDocket } from '../../tests/support/documents';
import { call, jobSettled, loginAs, startStack, type Stack } from '../../tests/support/stack';

/** Each call must answer within this (the spec's "at once"; a frozen pool answers after 60 s). */
const LIMIT_MS = 2000;
/** A frozen call is given up after this, so a failing run reports instead of hanging. */
const GIVE_UP_MS = 5000;

/** The queries run outside a transaction while it was open (between its BEGIN and its end). */
function outsideOpenTransaction(queries: Array<{ sql: string; tx?: string }>): string[] {
  const span = new Map<string, [number, number]>();
  queries.forEach((q, i) => {
    if (q.tx) span.set(q.tx, [span.get(q.tx)?.[0] ?? i, i]);
  });
  return queries
    .filter((q, i) => !q.tx && [...span.values()].some(([from, to]) => from < i && i < to))
    .map((q) => q.sql);
}

/** Who calls: a demo account (001 §6 / 002 §6 roles) or the unlinked CHA this test makes. */
const ROLES = {
  exporter: { userType: 1, userName: 'ABCDE1234F' },
  subUser: { userType: 3, userName: 'exporter.user' },
  cha2: { userType: 2, userName: 'customagent' },
  cha4: { userType: 4, userName: 'cha4' },
  cha11: { userType: 11, userName: 'cha11' },
  agent12: { userType: 12, userName: 'agent12' },
  superadmin: { userType: 10, userName: 'superadmin' },
  dgft: { userType: 7, userName: 'dgft' },
  fpo: { userType: 5, userName: 'fpo.delhi' },
  unlinked: { userType: 2, userName: 'unlinked.cha' },
} as const;
type Role = keyof typeof ROLES;
/** parcels.manage (core/src/roles.ts): exporters, CHAs and the super admin. */
const PARCEL_ROLES: Role[] = ['exporter', 'subUser', 'cha2', 'cha4', 'cha11', 'agent12', 'superadmin'];
/** claims.apply: exporters and CHAs. */
const CLAIM_ROLES: Role[] = ['exporter', 'subUser', 'cha2', 'cha4', 'cha11', 'agent12'];

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n').toString('base64');

describe.each(['sqlite', 'mysql'] as const)('every write route answers at once on %s', (database) => {
  let stack: Stack;
  const token = {} as Record<Role, string>;
  const timings: Array<[string, number, number]> = [];
  let n = 0;
  /** The API's queries during the current call, each with its transaction's id (none: outside one). */
  let queries: Array<{ sql: string; tx?: string }> = [];
  /** The same over a whole test, set-up calls too (orders pushed, API keys made, sign-ins). */
  let everything: Array<{ sql: string; tx?: string }> = [];
  afterEach(() => {
    const outside = outsideOpenTransaction(everything);
    everything = [];
    expect(outside, 'a query outside its open transaction').toEqual([]);
  });

  beforeAll(async () => {
    // The API's own pollers (rate books, EMS revenue, exchange rates) stay quiet, so every query it runs during a
    // call is that call's (the calls run one after another).
    stack = await startStack({
      database,
      workers: true,
      env: { RATES_POLL_MS: '3600000', EMS_REVENUE_POLL_MS: '3600000', EXCHANGE_RATES_POLL_MS: '3600000' },
    });
    stack.api.ctx.db.on('query', (q: { sql: string; __knexTxId?: string }) => {
      queries.push({ sql: q.sql, tx: q.__knexTxId });
      everything.push({ sql: q.sql, tx: q.__knexTxId });
    });
    // A CHA linked to no exporter (the demo CHAs are all linked to ABCDE1234F).
    const t = Date.now();
    await stack.db('users').insert({
      user_type: 2,
      username: 'unlinked.cha',
      username_key: 'unlinked.cha',
      name: 'Unlinked Agent',
      email: 'unlinked.cha@example.com',
      mobile: '9876500001',
      password_hash: await hashPassword('Demo@12345'),
      is_active: true,
      is_first_login: false,
      is_exporter: false,
      roles: '[]',
      created_at: t,
      updated_at: t,
      password_changed_at: t,
    });
    for (const [role, u] of Object.entries(ROLES))
      token[role as Role] = await loginAs(stack.url, u.userType, u.userName);
  }, 120_000);

  afterAll(async () => {
    const slowest = [...timings].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.log(
      `[${database}] ${timings.length} calls, slowest: ${slowest.map(([l, ms, s]) => `${l} ${ms} ms (${s})`).join('; ')}`,
    );
    // TXN_TIMINGS=<file> keeps every call's time and status (for the issue's figures).
    if (process.env.TXN_TIMINGS)
      appendFileSync(process.env.TXN_TIMINGS, JSON.stringify({ database, timings }) + '\n');
    await stack?.stop();
  });

  /** One timed call: under LIMIT_MS, never a 500, and its status among `expected` when given. */
  async function timed(
    label: string,
    role: Role,
    method: string,
    path: string,
    body: unknown,
    expected?: number[],
  ) {
    queries = [];
    const t0 = performance.now();
    const r = await Promise.race([
      call(stack.url, method, path, body, token[role]),
      new Promise<null>((done) => setTimeout(() => done(null), GIVE_UP_MS)),
    ]);
    const ms = Math.round(performance.now() - t0);
    const what = `${label} as ${role} (${ROLES[role].userType})`;
    expect(r, `${what} gave no answer within ${GIVE_UP_MS} ms`).not.toBeNull();
    timings.push([what, ms, r!.status]);
    expect(ms, `${what} took ${ms} ms`).toBeLessThan(LIMIT_MS);
    expect(r!.status, `${what}: ${JSON.stringify(r!.body)}`).toBeLessThan(500);
    // On MySQL a query on another connection does not freeze: it reads outside the transaction.
    expect(outsideOpenTransaction(queries), `${what} queried outside its open transaction`).toEqual([]);
    if (expected) expect(expected, `${what}: ${r!.status} ${JSON.stringify(r!.body)}`).toContain(r!.status);
    return r!;
  }
  const order = (path: string, role: Role, body: unknown, expected?: number[]) =>
    timed(path, role, 'POST', `/api/v1/order/${path}`, body, expected);

  it('the API runs SQLite on one connection (the pool the bug froze)', () => {
    const pool = (stack.api.ctx.db.client as { config: { pool?: { max?: number } } }).config.pool;
    if (database === 'sqlite') expect(pool?.max).toBe(1);
    else expect(stack.config.databaseUrl).toMatch(/^mysql:/);
  });

  it.each(PARCEL_ROLES)(
    'parcels and PBE (order/*): every move as %s, each under 2 s',
    async (role) => {
      const form = () => ({ carrier: 'indiapost', ieCode: 'ABCDE1234F', items: [sampleOrder(9000 + ++n)] });
      const made = async () => (await order('createBox', role, form(), [201])).body.data.id as number;
      const [a, b, c] = [await made(), await made(), await made()];
      await order('editorders', role, { id: a, ...form() }, [200]);
      await order('saveForlater', role, { ids: [a] }, [200]);
      await order('saveForlater', role, { ids: [a], restore: true }, [200]);
      const clone = (await order('cloneParcel', role, { id: a }, [200])).body.data.id as number;
      const merged = (await order('mergeParcels', role, { ids: [a, b] }, [200])).body.data.id as number;
      const first = await order('createPbe', role, { ids: [merged], pbe: 'PBE2' }, [201]);
      await order('deletePbe', role, { tempSBill: first.body.data.tempSBill }, [200]);
      const second = await order('createPbe', role, { ids: [merged, c], pbe: 'PBE2' }, [201]);
      await order('undoGeneratePbe', role, { tempSBill: second.body.data.tempSBill }, [200]);
      await order('deleteorders', role, { ids: [merged, c, clone] }, [200]);
      // The exporter's own setting: its accounts choose it, a CHA or the super admin is refused.
      await order('reviewBeforePbe', role, { reviewBeforePbe: false }, [200, 403]);
    },
    60_000,
  );

  it('an unlinked CHA is refused at once, and the exporter’s parcel and PBE stay as they were', async () => {
    const form = () => ({ carrier: 'indiapost', ieCode: 'ABCDE1234F', items: [sampleOrder(9500 + ++n)] });
    const mine = (await order('createBox', 'exporter', form(), [201])).body.data.id as number;
    const pbeParcel = (await order('createBox', 'exporter', form(), [201])).body.data.id as number;
    const pbe = (await order('createPbe', 'exporter', { ids: [pbeParcel], pbe: 'PBE2' }, [201])).body.data
      .tempSBill as string;
    const before = await stack.db('parcels').whereIn('id', [mine, pbeParcel]).orderBy('id');

    const created = await order('createBox', 'unlinked', form(), [403]);
    expect(created.body.message).toBe('ieCode ABCDE1234F is not an exporter linked to your account.');
    await order('editorders', 'unlinked', { id: mine, ...form() }, [404]);
    await order('saveForlater', 'unlinked', { ids: [mine] }, [404]);
    await order('cloneParcel', 'unlinked', { id: mine }, [404]);
    await order('mergeParcels', 'unlinked', { ids: [mine, pbeParcel] }, [404]);
    await order('createPbe', 'unlinked', { ids: [mine], pbe: 'PBE2' }, [404]);
    await order('deleteorders', 'unlinked', { ids: [mine] }, [404]);
    await order('deletePbe', 'unlinked', { tempSBill: pbe }, [404]);
    await order('undoGeneratePbe', 'unlinked', { tempSBill: pbe }, [404]);
    await timed(
      'pickup',
      'unlinked',
      'POST',
      `/api/v1/dockets/${pbe}/pickup`,
      { pickupDate: tomorrow() },
      [403, 404],
    );

    expect(await stack.db('parcels').whereIn('id', [mine, pbeParcel]).orderBy('id')).toEqual(before);
    expect(await stack.db('dockets').where({ docket_no: pbe }).first('id')).toBeTruthy();
    await order('undoGeneratePbe', 'exporter', { tempSBill: pbe }, [200]);
    await order('deleteorders', 'exporter', { ids: [mine, pbeParcel] }, [200]);
  });

  it('PBE list (dockets/download): the export is queued at once for every role that views dockets', async () => {
    // dockets.view: every account but the personal one.
    for (const role of [...PARCEL_ROLES, 'dgft', 'fpo'] as Role[])
      await timed('dockets/download', role, 'POST', '/api/v1/dockets/download', {}, [202]);
    // The unlinked CHA sees no docket: its (empty) list is refused with the spec's message.
    const none = await timed('dockets/download', 'unlinked', 'POST', '/api/v1/dockets/download', {}, [400]);
    expect(none.body.message).toBe('No data found between selected date, Select other date & try again');
  });

  const tomorrow = () => formatDateDMY(new Date(indiaDay() + 86_400_000));

  it('pickups: request as every role that may, mark and answer as the desk, subscriptions', async () => {
    const docket = await pushDocket(stack.url, token.exporter, [
      sampleOrder(9800, { orderId: 'TXN-PICK-1' }),
    ]);
    const path = `/api/v1/dockets/${docket}/pickup`;
    for (const role of PARCEL_ROLES)
      await timed('pickup request', role, 'POST', path, { pickupDate: tomorrow() }, [200]);
    for (const role of ['fpo', 'superadmin'] as const) {
      await timed('pickup picked up', role, 'PUT', path, { status: 'Picked Up' }, [200, 403]);
      await timed('pickup undo', role, 'PUT', path, { status: 'Scheduled' }, [200, 403]);
    }
    await timed('pickup answer', 'superadmin', 'POST', `${path}/answer`, { answer: 'Confirmed' }, [200]);
    const exporterId = Number((await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id);
    const day = (d: number) => formatDateDMY(new Date(indiaDay() + d * 86_400_000));
    await timed(
      'pickupSubscription/add',
      'superadmin',
      'POST',
      '/api/v1/pickupSubscription/add',
      {
        userId: exporterId,
        rate: '500',
        startDate: day(-1),
        endDate: day(30),
        totalPickupRequests: '5',
        noPbePerMonth: '10',
        noParcelsPerPickup: '20',
      },
      [200],
    );
    await timed(
      'pickupSubscription/edit',
      'superadmin',
      'POST',
      '/api/v1/pickupSubscription/edit',
      { userId: exporterId, field: 'noParcelsPerPickup', value: '25' },
      [200],
    );
    // A new request now takes one from the subscription, inside its transaction.
    const next = await pushDocket(stack.url, token.exporter, [sampleOrder(9801, { orderId: 'TXN-PICK-2' })]);
    for (const role of ['cha4', 'subUser'] as const)
      await timed(
        'pickup request (subscribed)',
        role,
        'POST',
        `/api/v1/dockets/${next}/pickup`,
        { pickupDate: tomorrow() },
        [200],
      );
  });

  it('claims: generate, documents, remarks, submit and review as each role that may', async () => {
    await pushDocket(stack.url, token.exporter, [
      sampleOrder(9900, { orderId: 'TXN-MEIS-1', currency: 'USD', fob_foreign: '120.00', quantity: '2' }),
    ]);
    const row = await stack.db('orders').where({ order_id: 'TXN-MEIS-1' }).first('id', 'docket_id');
    // Claims are for shipped goods only (issue 24 item 4): customs have recorded the shipping bill.
    await stack
      .db('dockets')
      .where({ id: row.docket_id })
      .update({ shipping_bill_no: 'SB-TXN1', shipping_bill_date: Date.now() });
    const x = await fetch(`${stack.url}/api/v1/order/downloadMeisExcel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.exporter}` },
      body: JSON.stringify({ orderIds: [Number(row.id)] }),
    });
    expect(x.status).toBe(200);
    const avatar = {
      filename: 'meis.xlsx',
      filetype: 'xlsx',
      value: Buffer.from(await x.arrayBuffer()).toString('base64'),
    };
    // The process's first PDF loads its fonts (~1.5 s once, whatever the database): a read route
    // renders one first, so the timed calls measure the database work, not the cold start.
    const warm = await fetch(`${stack.url}/api/v1/order/downloadAsPdf`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.exporter}` },
      body: JSON.stringify({ orderIds: [Number(row.id)] }),
    });
    expect(warm.status).toBe(200);
    await order('meisFormGenerate', 'exporter', { avatar }, [200]);
    const refNo = (await stack.db('claims').orderBy('id', 'desc').first('ref_no')).ref_no as string;
    // The same orders again: refused (409), or not theirs to claim (403/404), at once.
    for (const role of CLAIM_ROLES.slice(1))
      await order('meisFormGenerate', role, { avatar }, [409, 403, 404]);
    for (const role of CLAIM_ROLES) {
      const file = { fileName: `pop-${role}.pdf`, base64: PDF };
      const up = await order(
        'uploadMeisDoc',
        role,
        { meisRefNo: refNo, type: 'pop', files: [file] },
        [200, 403, 404],
      );
      const del = { meisRefNo: refNo, type: 'pop', fileName: file.fileName };
      await order('deleteobject', role, del, up.status === 200 ? [200] : [403, 404]);
      await order(
        'addremark',
        role,
        { refNo, remark: `A remark from ${role}, long enough.` },
        [200, 403, 404],
      );
    }
    // claims.view lets the super admin in; the claim's state machine may still refuse (409).
    await order(
      'addremark',
      'superadmin',
      { refNo, remark: 'The super admin adds a remark here.' },
      [200, 403, 404, 409],
    );
    const pod = { fileName: 'pod.pdf', base64: PDF };
    await order('uploadMeisDoc', 'exporter', { meisRefNo: refNo, type: 'pod', files: [pod] }, [200]);
    await order('sendmeistodgft', 'exporter', { refNo }, [200]);
    await order('updatestatusbydgft', 'dgft', { refNo, status: 'Under Review' }, [200]);
    await order('addremark', 'dgft', { refNo, remark: 'DGFT looked at it and has a question.' }, [200]);
    const versions = await stack.db('scheme_rate_versions').orderBy('id').select('id');
    await timed('scheme-rates/rollback', 'superadmin', 'POST', '/api/v1/scheme-rates/rollback', {
      id: Number(versions[0].id),
    });
    await timed('scheme-rates upload', 'superadmin', 'POST', '/api/v1/scheme-rates', {
      scheme: 'RODTEP',
      effectiveFrom: '2026-01-01',
      fileName: 'rates.xlsx',
      base64: Buffer.from('not a workbook').toString('base64'),
    });
  });

  it('billing: a carrier file saved by the worker, generated with VAT, paid, as the super admin', async () => {
    // A parcel of the exporter's for the carrier file's row to match (box id TXN-BOX).
    await pushDocket(stack.url, token.exporter, [
      sampleOrder(9950, { orderId: 'TXN-BILL-1', boxId: 'TXN-BOX', grossWeight: '300' }),
    ]);
    const file = await carrierFile('dhl', [
      {
        invoiceNumber: 'TXN-1',
        shipmentID: 'TXN-BOX',
        handoverID: 'H1',
        pickupDate: '2026-10-02',
        weight: 300,
        amount: 900,
      },
    ]);
    const post = (path: string, body: unknown, expected?: number[]) =>
      timed(path, 'superadmin', 'POST', `/api/v1/${path}`, body, expected);
    const b64 = file.toString('base64');
    await post('processdhlinvoice', { type: 'preview', file: b64, carrier: 'dhl' }, [200]);
    const up = await post(
      'processbillfile',
      { type: 'upload', invoiceData: b64, fileName: 'txn.xlsx', carrier: 'dhl' },
      [200],
    );
    // Saved in one transaction (processBillingFile): a small file at once, a big one by the worker.
    if (up.body.data?.jobId)
      expect((await jobSettled(stack.url, up.body.data.jobId, token.superadmin, 30_000)).state).toBe(
        'completed',
      );
    else expect(up.body.data?.status, JSON.stringify(up.body)).toBe('saved');
    await post(
      'excel/updateVat',
      { type: 'generate', invoiceNo: 'TXN-1', boxId: '', vat: '18', carrier: 'dhl' },
      [200],
    );
    await post('updateDhlInvoices', { type: 'generate', invoiceNo: 'TXN-1', carrier: 'dhl' }, [409]);
    await post('excel/updateVat', { type: 'paid', invoiceNo: 'TXN-1', carrier: 'dhl' }, [200]);
    await post('updateDhlInvoices', { type: 'paid', invoiceNo: 'TXN-1', carrier: 'dhl' }, [200, 409]);
    await post('updateDhlInvoices', { type: 'paid', invoiceNo: 'NOPE-1', carrier: 'dhl' }, [404]);
  });

  it('accounts: OTPs, activation, profile, logo, certificate, domestic, as each role that may', async () => {
    const A = '/api/v1/authentication';
    const acc = (path: string, role: Role, body: unknown, expected?: number[]) =>
      timed(path, role, 'POST', `${A}/${path}`, body, expected);
    await acc('sendotp', 'exporter', { channel: 'mobile', target: '9000023001' }, [200]);
    await acc('verifyotp', 'exporter', { channel: 'mobile', target: '9000023001', otp: '000000' });
    await acc('sendotpforlogin', 'exporter', { userType: 1, userName: 'ABCDE1234F' });
    await acc('loginwithotp', 'exporter', { userType: 1, userName: 'ABCDE1234F', otp: '000000' });
    const unlinkedId = Number(
      (await stack.db('users').where({ username_key: 'unlinked.cha' }).first('id')).id,
    );
    await acc('sendActivationOtp', 'exporter', { userId: unlinkedId });
    await acc('activateAccount', 'exporter', { userId: unlinkedId, otp: '000000' });
    await acc('verifyIec2023', 'exporter', { ieCode: 'ABCDE1234F' });
    await acc('verifyGst2023', 'exporter', { gstin: '27AAPFU0939F1ZV' });
    // account.settings: every account but customs' (and the personal one).
    for (const role of [...PARCEL_ROLES, 'dgft', 'unlinked'] as Role[]) {
      await acc('updateProfile', role, { defaultCarrier: 'indiapost' }, [200, 400, 403]);
      const t0 = performance.now();
      const form = new FormData();
      const png = Buffer.from([
        0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
      ]);
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await fetch(`${stack.url}${A}/uploadLogo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token[role]}` },
        body: form,
      });
      const ms = Math.round(performance.now() - t0);
      timings.push([`uploadLogo as ${role}`, ms, res.status]);
      expect(ms, `uploadLogo as ${role} took ${ms} ms`).toBeLessThan(LIMIT_MS);
      expect(res.status, `uploadLogo as ${role}`).toBeLessThan(500);
    }
    // account.domestic: the exporter admin only; last, as registering signs it out everywhere.
    const t0 = performance.now();
    const cert = await fetch(`${stack.url}${A}/uploadGstinCertificate`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token.exporter}` },
      body: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20)]),
    });
    const certMs = Math.round(performance.now() - t0);
    timings.push(['uploadGstinCertificate as exporter', certMs, cert.status]);
    expect(certMs).toBeLessThan(LIMIT_MS);
    expect(cert.status).toBe(200);
    const uploadedFile = ((await cert.json()) as { uploadedFile: string }).uploadedFile;
    await acc('registerDomestic', 'cha4', {}, [403]);
    await acc('digilockerGstin', 'exporter', {
      gstin: '27AAPFU0939F1ZV',
      docType: 'gstin',
      data: 'consent-1',
    });
    await acc('registerDomestic', 'exporter', { gstin: '27AAPFU0939F1ZV', uploadedFile });
    const exporterId = Number((await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id);
    await acc('approveDomestic', 'superadmin', { userId: exporterId });
  });
});
