/**
 * The inbox (issue 17) on MySQL + Redis: an exporter writes to support, a super admin sees the
 * conversation with one unread message and the live 'add-message' event, replies, the exporter
 * reads the reply; another exporter cannot open the conversation; a script tag stays text.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let exporter: string;
let admin: string;
let stranger: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  stack = await startStack();
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  admin = await loginAs(stack.url, 10, 'superadmin');
  // another exporter account (the seeded exporter sub-user, its own conversation)
  stranger = await loginAs(stack.url, 3, 'exporter.user');
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await stack?.stop();
});

async function connect(token: string): Promise<Socket> {
  const s = ioClient(stack.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  await new Promise<void>((res, rej) => {
    s.on('connect', () => res());
    s.on('connect_error', rej);
  });
  return s;
}

it('exporter writes, support sees it unread and live, replies, the exporter reads the reply', async () => {
  const adminTab = await connect(admin);
  const heard = new Promise<any>((res) => adminTab.on('add-message', res));
  const sent = await call(
    stack.url,
    'POST',
    '/api/v1/inbox/messages',
    { text: 'Where is my PBE?' },
    exporter,
  );
  expect(sent.status).toBe(200);
  const conversationId = sent.body.data.conversationId;
  expect(sent.body.data).toMatchObject({ text: 'Where is my PBE?', fromSupport: false, readAt: null });
  await expect(heard).resolves.toMatchObject({ conversationId, text: 'Where is my PBE?' });

  const list = await call(stack.url, 'GET', '/api/v1/inbox/conversations', undefined, admin);
  expect(list.body.data.find((c: any) => c.id === conversationId)).toMatchObject({ unread: 1 });

  const read = await call(stack.url, 'POST', `/api/v1/inbox/conversations/${conversationId}/read`, {}, admin);
  expect(read.body.data.marked).toBe(1);
  const after = await call(stack.url, 'GET', '/api/v1/inbox/conversations', undefined, admin);
  expect(after.body.data.find((c: any) => c.id === conversationId).unread).toBe(0);

  const reply = await call(
    stack.url,
    'POST',
    '/api/v1/inbox/messages',
    { conversationId, text: 'It is filed.' },
    admin,
  );
  expect(reply.body.data).toMatchObject({ fromSupport: true });

  const mine = await call(stack.url, 'GET', '/api/v1/inbox/conversations', undefined, exporter);
  expect(mine.body.data).toHaveLength(1);
  expect(mine.body.data[0]).toMatchObject({ id: conversationId, unread: 1, lastText: 'It is filed.' });
  const thread = await call(
    stack.url,
    'GET',
    `/api/v1/inbox/conversations/${conversationId}/messages`,
    undefined,
    exporter,
  );
  expect(thread.body.data.map((m: any) => m.text)).toEqual(['Where is my PBE?', 'It is filed.']);
  await call(stack.url, 'POST', `/api/v1/inbox/conversations/${conversationId}/read`, {}, exporter);
  const done = await call(stack.url, 'GET', '/api/v1/inbox/conversations', undefined, exporter);
  expect(done.body.data[0].unread).toBe(0);

  // Another exporter: not found, nothing read or written.
  for (const [m, p, b] of [
    ['GET', `/api/v1/inbox/conversations/${conversationId}/messages`, undefined],
    ['POST', `/api/v1/inbox/conversations/${conversationId}/read`, {}],
    ['POST', '/api/v1/inbox/messages', { conversationId, text: 'hi' }],
  ] as const) {
    const r = await call(stack.url, m, p, b, stranger);
    expect([403, 404]).toContain(r.status);
  }
  const theirs = await call(stack.url, 'GET', '/api/v1/inbox/conversations', undefined, stranger);
  expect(theirs.body.data).toEqual([]);
  const count = await stack.db('inbox_messages').where({ conversation_id: conversationId }).count({ n: '*' });
  expect(Number(count[0].n)).toBe(2);
});

it('a script tag is stored verbatim and returned as text; bad text changes nothing', async () => {
  const evil = '<script>alert(1)</script>';
  const r = await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: evil }, exporter);
  expect(r.body.data.text).toBe(evil);
  const row = await stack.db('inbox_messages').where({ id: r.body.data.id }).first('text');
  expect(row.text).toBe(evil);

  const before = await stack.db('inbox_messages').count({ n: '*' });
  for (const text of ['   ', 'x'.repeat(2001)]) {
    const bad = await call(stack.url, 'POST', '/api/v1/inbox/messages', { text }, exporter);
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
  }
  const noPick = await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: 'hello' }, admin);
  expect(noPick.status).toBe(400);
  const afterCount = await stack.db('inbox_messages').count({ n: '*' });
  expect(Number(afterCount[0].n)).toBe(Number(before[0].n));
});
