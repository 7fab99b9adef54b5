/**
 * Issue 14 accounts on MySQL + Redis (and SQLite with TEST_DATABASE=sqlite): OTPs (reused,
 * expired, 6 guesses), registration with proved contacts and a GSTIN check character, OTP sign-in,
 * profile, the invoice logo (a 5 MB logo), what a CHA loads by IE code, and the domestic account
 * (a PNG renamed .pdf, review, approval). Bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, gstinCheckChar } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
/** The sandbox OTP inbox answers the super admin only (issue 23). */
let superAdmin: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  superAdmin = await loginAs(stack.url, 10, 'superadmin');
});
afterAll(async () => stack?.stop());

const A = '/api/v1/authentication';
const post = (p: string, body: unknown, token?: string) => call(stack.url, 'POST', `${A}/${p}`, body, token);
const get = (p: string, token?: string) => call(stack.url, 'GET', `${A}/${p}`, undefined, token);
const sandboxOtp = async (channel: string, target: string) =>
  (await get(`sandbox/otp?channel=${channel}&target=${encodeURIComponent(target)}`, superAdmin)).body.data
    .otp as string;

/** As the portal sends it: a multipart form whose file carries a name and type that may lie. */
async function upload(p: string, bytes: Buffer, type: string, token: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type }),
    type === 'application/pdf' ? 'file.pdf' : 'logo.png',
  );
  const res = await fetch(`${stack.url}${A}/${p}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const pdf = (size = 200) => {
  const b = Buffer.alloc(size, 0x20);
  b.write('%PDF-1.4\n');
  return b;
};

async function prove(channel: 'mobile' | 'email', target: string) {
  expect((await post('sendotp', { channel, target })).status).toBe(200);
  const otp = await sandboxOtp(channel, target);
  expect((await post('verifyotp', { channel, target, otp })).body).toMatchObject({ success: true });
}

describe('OTP (6 digits, 5 minutes, 5 attempts, single use)', () => {
  it('a right code works once; reusing it is refused', async () => {
    await post('sendotp', { channel: 'mobile', target: '9000000001' });
    const otp = await sandboxOtp('mobile', '9000000001');
    expect(otp).toMatch(/^\d{6}$/);
    const first = await post('verifyotp', { channel: 'mobile', target: '9000000001', otp });
    expect(first.body).toMatchObject({ success: true, message: ACCOUNT_MSG.otpVerified });
    const again = await post('verifyotp', { channel: 'mobile', target: '9000000001', otp });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ACCOUNT_MSG.otpExpired);
    // only a hash is stored
    const row = await stack.db('otps').where({ target: '9000000001' }).first();
    expect(row.code_hash).not.toContain(otp);
  });

  it('an expired code is refused', async () => {
    await post('sendotp', { channel: 'email', target: 'late@example.in' });
    const otp = await sandboxOtp('email', 'late@example.in');
    await stack
      .db('otps')
      .where({ target: 'late@example.in' })
      .update({ expires_at: Date.now() - 1 });
    const r = await post('verifyotp', { channel: 'email', target: 'late@example.in', otp });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MSG.otpExpired);
  });

  it('5 wrong guesses burn the code: the 6th try is refused even with the right code', async () => {
    await post('sendotp', { channel: 'mobile', target: '9000000002' });
    const otp = await sandboxOtp('mobile', '9000000002');
    const wrong = otp === '111111' ? '222222' : '111111';
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(
        (await post('verifyotp', { channel: 'mobile', target: '9000000002', otp: wrong })).body.message,
      );
    expect(answers).toEqual([...Array(4).fill(ACCOUNT_MSG.otpInvalid), ACCOUNT_MSG.otpTooManyTries]);
    const sixth = await post('verifyotp', { channel: 'mobile', target: '9000000002', otp });
    expect(sixth.status).toBe(400);
    expect(sixth.body.message).toBe(ACCOUNT_MSG.otpTooManyTries);
  });

  it('a new code for the same target waits 30 seconds', async () => {
    await post('sendotp', { channel: 'mobile', target: '9000000003' });
    const r = await post('sendotp', { channel: 'mobile', target: '9000000003' });
    expect(r.status).toBe(429);
    expect(r.body.message).toMatch(/^Please wait \d+ seconds before requesting another OTP\.$/);
  });
});

describe('registration', () => {
  const body = '27AAPFU0939F1Z';
  const form = {
    userType: 1,
    userName: 'otp.exporter',
    ieCode: 'OTPEX1234A',
    name: 'OTP Exports',
    email: 'otp.exporter@example.in',
    mobile: '9000000010',
    password: 'Otp#Export2026',
    referrer: 'cha',
  };

  it('a GSTIN with a wrong check character is refused and nothing is written', async () => {
    const wrong = gstinCheckChar(body) === 'A' ? 'B' : 'A';
    const r = await post('register', { ...form, gstin: body + wrong });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(ACCOUNT_MSG.invalidGstin);
    expect(await stack.db('users').where({ username_key: 'otp.exporter' }).first()).toBeUndefined();
    const g = await post('verifyGst2023', { gstin: body + wrong });
    expect(g.body).toMatchObject({ success: false, message: ACCOUNT_MSG.invalidGstin });
    const ok = await post('verifyGst2023', { gstin: body + gstinCheckChar(body) });
    expect(ok.body).toMatchObject({ success: true, data: { found: true, status: 'Active' } });
  });

  it('proved mobile and e-mail are marked verified; referrers come from getreferrals', async () => {
    const refs = await get('getreferrals');
    expect(refs.body.data.map((x: { code: string }) => x.code)).toContain('cha');
    await prove('mobile', form.mobile);
    await prove('email', form.email);
    const r = await post('register', { ...form, gstin: body + gstinCheckChar(body) });
    expect(r.status).toBe(201);
    const u = await stack.db('users').where({ username_key: 'otp.exporter' }).first();
    expect(u.mobile_verified_at).toBeTruthy();
    expect(u.email_verified_at).toBeTruthy();
    expect(u).toMatchObject({ gstin: body + gstinCheckChar(body), referrer: 'cha' });
    const trial = await stack.db('subscriptions').where({ user_id: u.id }).first();
    expect(trial).toMatchObject({ plan_id: 'TRIAL' });
  });

  it('an exporter signs in with an OTP sent to the registered mobile', async () => {
    const sent = await post('sendotpforlogin', { userType: 1, userName: 'otp.exporter' });
    expect(sent.status).toBe(200);
    // the answer is the same for an unknown account
    expect((await post('sendotpforlogin', { userType: 1, userName: 'nobody.here' })).body.message).toBe(
      sent.body.message,
    );
    const otp = await sandboxOtp('mobile', form.mobile);
    const r = await post('loginwithotp', { userType: 1, userName: 'otp.exporter', otp });
    expect(r.body).toMatchObject({
      success: true,
      isActive: true,
      userDetails: { userName: 'otp.exporter' },
    });
    expect(r.body.token).toBeTruthy();
    const reuse = await post('loginwithotp', { userType: 1, userName: 'otp.exporter', otp });
    expect(reuse.body.message).toBe(ACCOUNT_MSG.otpExpired);
  });
});

describe('profile, settings, logo, CHA by IE code', () => {
  let exporter: string;
  let cha: string;
  beforeAll(async () => {
    exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
    cha = await loginAs(stack.url, 4, 'cha4');
  });

  it('updateProfile saves the default carrier and document settings; bad values change nothing', async () => {
    const r = await post(
      'updateProfile',
      {
        defaultCarrier: 'dhl',
        invoiceTerms: 'Advance Payment',
        igstPayment: 'Export under LUT/Bond',
        authSignatories: [{ name: 'Asha Rao', designation: 'Director' }],
        pickupAddress: { line1: '12 MG Road', city: 'Mumbai', state: 'Maharashtra', pinCode: '400001' },
      },
      exporter,
    );
    expect(r.body).toMatchObject({ success: true, data: { defaultCarrier: 'dhl' } });
    const bad = await post('updateProfile', { defaultCarrier: 'ups', name: 'Changed Name' }, exporter);
    expect(bad.status).toBe(400);
    const now = await get('getProfileDetails', exporter);
    expect(now.body.data).toMatchObject({
      defaultCarrier: 'dhl',
      invoiceTerms: 'Advance Payment',
      authSignatory: [{ name: 'Asha Rao', designation: 'Director' }],
    });
    expect(now.body.data.name).not.toBe('Changed Name');
    const fpo = await loginAs(stack.url, 5, 'fpo.delhi');
    expect((await get('getProfileDetails', fpo)).status).toBe(403);
  });

  it("'Please upload your logo' until there is one; a 5 MB logo and a PDF logo are refused", async () => {
    const none = await get('getLogoForInvoice', exporter);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe(ACCOUNT_MSG.uploadLogo);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload('uploadLogo', big, 'image/png', exporter);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe(ACCOUNT_MSG.logoTooLarge);
    const notImage = await upload('uploadLogo', pdf(), 'image/png', exporter);
    expect(notImage.body.message).toBe(ACCOUNT_MSG.logoType);
    expect((await get('getLogoForInvoice', exporter)).status).toBe(404);
    const ok = await upload('uploadLogo', PNG, 'image/png', exporter);
    expect(ok.status).toBe(200);
    const logo = await get('getLogoForInvoice', exporter);
    expect(logo.body.data).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
  });

  it('a CHA loads a linked exporter by IE code, never another one', async () => {
    const logo = await get('getLogoForExporter/ABCDE1234F', cha);
    expect(logo.body.data).toMatch(/^data:image\/png;base64,/);
    const details = await get('checkIeCodeForDataEntry/ABCDE1234F', cha);
    expect(details.body.data).toMatchObject({
      ieCode: 'ABCDE1234F',
      invoiceTerms: 'Advance Payment',
      hasLogo: true,
    });
    const other = await get('checkIeCodeForDataEntry/OTPEX1234A', cha);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(ACCOUNT_MSG.noLinkedExporter);
  });
});

describe('domestic account (000 §4.4)', () => {
  it('certificate checks, review, approval, redirect', async () => {
    let token = await loginAs(stack.url, 1, 'ABCDE1234F');
    await stack.db('users').where({ username_key: 'abcde1234f' }).update({ gstin: null });
    const cha = await loginAs(stack.url, 4, 'cha4');
    expect((await post('registerDomestic', {}, cha)).status).toBe(403);
    // no stored GSTIN: the modal's GSTIN and certificate are needed
    expect((await post('registerDomestic', {}, token)).status).toBe(400);
    const renamed = await upload('uploadGstinCertificate', PNG, 'application/pdf', token);
    expect(renamed.body.message).toBe('Only PDF document is allowed!');
    const big = await upload('uploadGstinCertificate', pdf(1024 * 1024 + 10), 'application/pdf', token);
    expect(big.body.message).toBe('File is too large, max 1MB file is permitted');
    const gstin = '07AAACE1234F1Z' + gstinCheckChar('07AAACE1234F1Z');
    const denied = await post('digilockerGstin', { gstin, docType: 'gstin', data: 'deny' }, token);
    expect(denied.status).toBe(400);
    const locker = await post('digilockerGstin', { gstin, docType: 'gstin', data: 'consent-1' }, token);
    expect(locker.body).toMatchObject({ success: true, message: 'Sharing Successful' });
    // a raw body (scripts) works as well as a form
    const raw = await fetch(`${stack.url}${A}/uploadGstinCertificate`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${token}` },
      body: pdf(),
    });
    expect(raw.status).toBe(200);
    const up = await upload('uploadGstinCertificate', pdf(), 'application/pdf', token);
    expect(up.body.uploadedFile).toMatch(/^domestic\/\d+\/.+\.pdf$/);
    // another user's file key is refused
    expect(
      (await post('registerDomestic', { gstin, uploadedFile: 'domestic/999/x.pdf' }, token)).status,
    ).toBe(400);
    const reg = await post('registerDomestic', { gstin, uploadedFile: up.body.uploadedFile }, token);
    expect(reg.body).toMatchObject({ success: true, message: 'Registered' });
    // signed out everywhere
    await new Promise((r) => setTimeout(r, 1100));
    expect((await get('domesticStatus', token)).status).toBe(401);
    const domesticLogin = await post('login', {
      userType: 1,
      userName: 'ABCDE1234F',
      password: 'Demo@12345',
      isDomesticLogin: true,
    });
    expect(domesticLogin.body.message).toBe('Your Domestic account is in review.');
    token = await loginAs(stack.url, 1, 'ABCDE1234F');
    expect((await get('domesticStatus', token)).body.data).toMatchObject({
      status: 'pending',
      redirectUrl: null,
    });
    expect((await post('registerDomestic', {}, token)).body.message).toBe(
      'Your Domestic account is in review.',
    );

    const sa = await loginAs(stack.url, 10, 'superadmin');
    expect((await post('approveDomestic', { userId: 1 }, token)).status).toBe(403);
    const pending = await get('pendingDomestic', sa);
    const me = pending.body.data.find((p: { ieCode: string }) => p.ieCode === 'ABCDE1234F');
    expect(me).toMatchObject({ gstin });
    expect((await post('approveDomestic', { userId: me.userId }, sa)).body.success).toBe(true);
    expect((await post('approveDomestic', { userId: me.userId }, sa)).status).toBe(409);
    const after = await post('login', {
      userType: 1,
      userName: 'ABCDE1234F',
      password: 'Demo@12345',
      isDomesticLogin: true,
    });
    // Issue 23: no token in a URL: the domestic app gets a one-time code, traded by POST.
    expect(after.body.redirectToken).toBeTruthy();
    expect(after.body.redirectToken.split('.')).toHaveLength(1);
    const status = await get('domesticStatus', after.body.token);
    expect(status.body.data.redirectUrl).toMatch(/\?code=[\w-]+$/);
    expect(status.body.data.redirectUrl).not.toMatch(/token=|eyJ/);
    const code = new URL(status.body.data.redirectUrl).searchParams.get('code');
    expect((await post('exchangeCode', { code })).body.data.token).toBeTruthy();
    expect((await post('exchangeCode', { code: after.body.redirectToken })).body.data.token).toBeTruthy();
  });
});
