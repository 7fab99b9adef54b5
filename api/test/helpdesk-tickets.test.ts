/** Contact form, helpdesk captcha and submissions, and the super admin's ticket screen (MySQL + Redis). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { MSG } from '@exportdesk/core';
import { call, eventually, loginAs, REDIS_URL, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let redis: Redis;
let superadmin: string;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  redis = new Redis(REDIS_URL);
  superadmin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
});

const api = (method: string, path: string, body?: unknown, token?: string) =>
  call(stack.url, method, `/api/v1/${path}`, body, token);
const captcha = async () => {
  const r = await api('GET', 'ticket/captcha');
  const code = await redis.get(`${stack.config.redisPrefix}:captcha:${r.body.data.captchaId}`);
  return { id: r.body.data.captchaId as string, code: code!, image: r.body.data.image as string };
};
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const identity = { name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210' };
const issue = {
  ...identity,
  type: 'Issue',
  title: 'PBE',
  description: 'The PBE PDF is blank for docket PMB1234567890123.',
  url: 'https://portal.example.in/pbe',
};
const submit = async (body: object, token?: string) => {
  const c = await captcha();
  return api('POST', 'ticket/createTicket', { captchaId: c.id, captcha: c.code, ...body }, token);
};
const ticketCount = async () => Number((await stack.db('tickets').count({ n: '*' }).first())!.n);

describe('POST authentication/contactFormEmail (000 §5)', () => {
  const form = {
    name: 'Ravi',
    cname: 'Ravi Handicrafts',
    email: 'ravi@example.in',
    mobile: '9876543210,9123456789',
    message: 'Please call me about EMS rates.',
  };

  it('stores a Contact Us Form ticket and mails the sales inbox', async () => {
    const r = await api('POST', 'authentication/contactFormEmail', form);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.message).toMatch(/1 business day/);
    const ticket = await stack.db('tickets').where({ ticket_no: r.body.data.ticketId }).first();
    expect(ticket).toMatchObject({
      type: 'Contact Us Form',
      status: 'Pending',
      company: 'Ravi Handicrafts',
      description: form.message,
    });
    const mail = await eventually(() => stack.db('mail_outbox').where({ kind: 'contact-form' }).first());
    expect(mail.to_address).toBe('sales@exportdesk.local');
    expect(mail.body_text).toContain('Ravi Handicrafts');
  });

  it.each([
    ['name', 'Ra', 'Name is Required.'],
    ['cname', '', 'Company Name is Required.'],
    ['email', 'ravi@', 'Invalid Email ID.'],
    ['mobile', '98765', 'Invalid Mobile No.'],
    ['message', 'Call me', 'Invalid Message'],
  ])('refuses %s=%j with "%s" and stores nothing', async (field, value, message) => {
    const before = await ticketCount();
    const r = await api('POST', 'authentication/contactFormEmail', { ...form, [field]: value });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message });
    expect(await ticketCount()).toBe(before);
  });
});

describe('helpdesk captcha (002 §4, §9)', () => {
  it('answers an id and a 130×50 SVG drawn without the code in its text', async () => {
    const c = await captcha();
    expect(c.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(new Set(c.code).size).toBe(6);
    const svg = Buffer.from(c.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString();
    expect(svg).toMatch(/^<svg[^>]+width="130" height="50"/);
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(c.code);
  });

  it("a wrong entry is 'Invalid captcha, try again', burns the code and stores nothing", async () => {
    const before = await ticketCount();
    const c = await captcha();
    const wrong = c.code.slice(1) + (c.code[0] === 'A' ? 'B' : 'A');
    const r = await api('POST', 'ticket/createTicket', { ...issue, captchaId: c.id, captcha: wrong });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.invalidCaptcha);
    // The right code no longer works either: one try per captcha.
    const again = await api('POST', 'ticket/createTicket', { ...issue, captchaId: c.id, captcha: c.code });
    expect(again.body.message).toBe(MSG.invalidCaptcha);
    expect(await ticketCount()).toBe(before);
  });

  it('the right code works once (in any letter case), and not a second time', async () => {
    const c = await captcha();
    const first = await api('POST', 'ticket/createTicket', {
      ...issue,
      captchaId: c.id,
      captcha: c.code.toLowerCase(),
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatch(/^TKT\d{6}$/);
    const reuse = await api('POST', 'ticket/createTicket', { ...issue, captchaId: c.id, captcha: c.code });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(MSG.invalidCaptcha);
  });

  it('an unknown or expired captcha id is refused the same way', async () => {
    const r = await api('POST', 'ticket/createTicket', {
      ...issue,
      captchaId: 'no-such-captcha-id',
      captcha: 'ABCDEF',
    });
    expect(r.body.message).toBe(MSG.invalidCaptcha);
  });
});

describe('POST ticket/createTicket (002 §2.12, §5)', () => {
  it('stores a demo request with its date and slot, and answers the ticket number', async () => {
    const r = await submit({ ...identity, type: 'DemoRequest', date: '2030-02-01', timeSlot: '4PM-7PM' });
    expect(r.status).toBe(201);
    const row = await stack.db('tickets').where({ ticket_no: r.body.message }).first();
    expect(row).toMatchObject({
      type: 'Demo Request',
      demo_date: '2030-02-01',
      demo_time_slot: '4PM-7PM',
      status: 'Pending',
    });
  });

  it('keeps attached images whose bytes are images, and records the signed-in sender', async () => {
    const r = await submit(
      {
        ...issue,
        images: [
          {
            fileName: 'shot.png',
            fileType: 'image/png',
            base64: `data:image/png;base64,${PNG.toString('base64')}`,
          },
        ],
      },
      exporter,
    );
    expect(r.status).toBe(201);
    const row = await stack.db('tickets').where({ ticket_no: r.body.message }).first();
    expect(JSON.parse(row.images)).toHaveLength(1);
    expect(row.created_by).toBe('Demo Handicrafts Pvt Ltd');
    const file = await api(
      'POST',
      'ticket/viewFile',
      { ticketId: r.body.message, fileName: JSON.parse(row.images)[0] },
      superadmin,
    );
    expect(Buffer.from(file.body.data.base64, 'base64').equals(PNG)).toBe(true);
  });

  it('refuses a file that only claims to be an image, and stores nothing', async () => {
    const before = await ticketCount();
    const r = await submit({
      ...issue,
      images: [
        {
          fileName: 'x.png',
          fileType: 'image/png',
          base64: Buffer.from('<svg onload="alert(1)"/>').toString('base64'),
        },
      ],
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Only images (PNG, JPEG, GIF, WebP or BMP) can be attached');
    expect(await ticketCount()).toBe(before);
  });

  it('refuses an image over 1 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const r = await submit({
      ...issue,
      images: [{ fileName: 'big.png', fileType: 'image/png', base64: big.toString('base64') }],
    });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Each image must be at most 1 MB');
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'asha@', 'Email must be a valid email address'],
    ['mobile', '', 'Mobile is required'],
    ['mobile', '98765-4321', 'Mobile must be 10 digits only'],
    ['url', 'not a url', 'not a valid URL'],
  ])('refuses %s=%j with "%s"', async (field, value, message) => {
    const r = await submit({ ...issue, [field]: value });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });
});

describe('ticket screen (002 §2.11, §4, §7)', () => {
  it('is for the super admin only', async () => {
    expect(
      (await api('POST', 'ticket/gettickets', { status: 'All', page: 1, type: 'All' }, exporter)).status,
    ).toBe(403);
    expect((await api('POST', 'ticket/gettickets', { status: 'All', page: 1, type: 'All' })).status).toBe(
      401,
    );
    const admin = await loginAs(stack.url, 10, 'admin');
    expect(
      (await api('POST', 'ticket/gettickets', { status: 'All', page: 1, type: 'All' }, admin)).status,
    ).toBe(403);
  });

  it('lists 20 per page with filters by status and type, and counts', async () => {
    for (let i = 0; i < 21; i++)
      await stack.db('tickets').insert({
        ticket_no: `TKX${i}`,
        type: 'Feature Request',
        title: 'New FPO location',
        name: `P${i}`,
        email: 'p@x.in',
        mobile: '9876543210',
        status: 'Pending',
        created_at: i,
        updated_at: i,
      });
    const page1 = await api(
      'POST',
      'ticket/gettickets',
      { status: 'Pending', page: 1, type: 'Feature Request' },
      superadmin,
    );
    expect(page1.body.data).toHaveLength(20);
    expect(page1.body.count).toBe(21);
    expect(page1.body.data[0]).toMatchObject({ ticketId: 'TKX20', type: 'Feature Request', comments: 0 });
    const page2 = await api(
      'POST',
      'ticket/gettickets',
      { status: 'Pending', page: 2, type: 'Feature Request' },
      superadmin,
    );
    expect(page2.body.data.map((t: any) => t.ticketId)).toEqual(['TKX0']);
    expect(
      (
        await api(
          'POST',
          'ticket/getTicketsCount',
          { status: 'Pending', type: 'Feature Request' },
          superadmin,
        )
      ).body.data,
    ).toBe(21);
    const none = await api(
      'POST',
      'ticket/gettickets',
      { status: 'Resolved', page: 1, type: 'All' },
      superadmin,
    );
    expect(none.body).toMatchObject({ success: true, data: [], message: 'No Record Found' });
  });

  it('moves a ticket through the spec statuses and refuses the others', async () => {
    const t = (await submit({ ...identity, type: 'Feature Request', title: 'New FPO location' })).body
      .message as string;
    const update = (status: string, ticketData?: object) =>
      api('POST', 'ticket/updateTicket', { ticketId: t, status, ticketData }, superadmin);

    const skip = await update('Resolved');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe('A Pending ticket cannot be changed to Resolved.');
    expect((await update('Approved')).status).toBe(200);
    expect((await update('Pending')).status).toBe(200); // the Approved/Pending toggle
    expect((await update('Approved')).status).toBe(200);
    expect((await update('In Process')).status).toBe(200);
    // Assigning needs the task fields, then creates the task.
    expect((await update('Assigned', { title: 'Add Chennai FPO' })).status).toBe(400);
    const users = (await api('GET', 'ticket/getPmsUsers', undefined, superadmin)).body.data;
    const assigned = await update('Assigned', {
      title: 'Add Chennai FPO',
      description: 'From the helpdesk',
      deadline: '15.03.2030',
      priority: 'High',
      selectedUser: [users[0]._id],
    });
    expect(assigned.status).toBe(200);
    const task = (await api('POST', 'ticket/getTaskDetails', { ticketId: t }, superadmin)).body.data;
    expect(task).toMatchObject({
      title: 'Add Chennai FPO',
      taskType: 'General',
      deadline: '15.03.2030',
      members: [{ name: users[0].name }],
    });
    expect((await update('Resolved')).status).toBe(200);
    expect((await update('Approved')).status).toBe(409); // Resolved is final

    const details = (await api('POST', 'ticket/getticketdetails', { ticketId: t }, superadmin)).body.data;
    expect(details).toMatchObject({
      ticketId: t,
      status: 'Resolved',
      reviewedBy: { name: 'Demo Super Admin' },
      pmsId: expect.stringMatching(/^TSK/),
    });
  });

  it('deletes only while Pending', async () => {
    const t = (await submit(issue)).body.message as string;
    await api('POST', 'ticket/updateTicket', { ticketId: t, status: 'Rejected' }, superadmin);
    const refused = await api('POST', 'ticket/deleteTicket', { ticketId: t }, superadmin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Only a Pending ticket can be deleted.');
    const p = (await submit(issue)).body.message as string;
    expect((await api('POST', 'ticket/deleteTicket', { ticketId: p }, superadmin)).status).toBe(200);
    expect(await stack.db('tickets').where({ ticket_no: p }).first()).toBeUndefined();
    expect((await api('POST', 'ticket/getticketdetails', { ticketId: p }, superadmin)).status).toBe(404);
  });

  it('keeps a comment chat per ticket', async () => {
    const t = (await submit(issue)).body.message as string;
    expect((await api('POST', 'ticket/getComments', { ticketId: t }, superadmin)).body.data.comments).toEqual(
      [],
    );
    expect(
      (await api('POST', 'ticket/addComment', { ticketId: t, comment: 'Looking into it' }, superadmin)).body
        .success,
    ).toBe(true);
    const c = (await api('POST', 'ticket/getComments', { ticketId: t }, superadmin)).body.data.comments;
    expect(c).toMatchObject([{ text: 'Looking into it', name: 'Demo Super Admin' }]);
    const row = (
      await api('POST', 'ticket/gettickets', { status: 'Pending', page: 1, type: 'Issue' }, superadmin)
    ).body.data.find((x: any) => x.ticketId === t);
    expect(row.comments).toBe(1);
  });
});
