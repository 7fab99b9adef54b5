/**
 * The inbox over the socket (issue 17; 000 §4.5): with support's tab on a second API instance
 * (the Redis adapter carries events between them), a stored message reaches the exporter's and
 * support's sockets but not another exporter's; 'typing' is throttled and reaches only the other
 * participants; 'online-offline' follows a user's last tab; attachments are PDF/PNG/JPEG of at
 * most 1 MB by content, and only the conversation's participants may download them.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import {
  call,
  loginAs,
  startInstance,
  startStack,
  type Instance,
  type Stack,
} from '../../tests/support/stack';

let stack: Stack;
let second: Instance;
let exporter: string;
let admin: string;
let stranger: string;
const sockets: Socket[] = [];
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('pretend image data'),
]);

const userIdOf = (token: string): number =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  stack = await startStack({ workers: false });
  second = await startInstance(stack);
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  admin = await loginAs(stack.url, 10, 'superadmin');
  stranger = await loginAs(stack.url, 3, 'exporter.user');
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await second?.stop();
  await stack?.stop();
});

/** A tab: its socket and every event it heard, by name. */
async function tab(url: string, token: string) {
  const s = ioClient(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  const heard: Array<{ event: string; payload: any }> = [];
  s.onAny((event, payload) => heard.push({ event, payload }));
  await new Promise<void>((res, rej) => (s.on('connect', () => res()), s.on('connect_error', rej)));
  const of = (event: string) => heard.filter((h) => h.event === event).map((h) => h.payload);
  return { s, heard, of };
}

async function postFile(token: string, file: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const r = await fetch(`${stack.url}/api/v1/inbox/messages/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: r.status, body: (await r.json()) as any };
}

const messageCount = async () => Number((await stack.db('inbox_messages').count({ n: '*' }))[0].n);

it('a message, typing and presence reach the participants across instances, never another exporter', async () => {
  // The stranger has a conversation of its own, so it is a real inbox user, just not this one's.
  await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: 'My own question' }, stranger);
  // Presence concerns users with a conversation: the exporter has written before.
  await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: 'Earlier question' }, exporter);
  const support = await tab(second.url!, admin);
  const other = await tab(stack.url, stranger);
  const me = await tab(stack.url, exporter);
  const exporterId = userIdOf(exporter);

  // Presence: the exporter's tab (instance 1) shows online for support (instance 2).
  await expect
    .poll(() => support.of('online-offline').filter((e) => e.userId === exporterId))
    .toEqual([{ userId: exporterId, support: false, online: true }]);
  const seen = await call(stack.url, 'GET', '/api/v1/inbox/presence', undefined, admin);
  expect(seen.body.data.onlineUserIds).toContain(exporterId);
  const mine = await call(second.url!, 'GET', '/api/v1/inbox/presence', undefined, exporter);
  expect(mine.body.data).toEqual({ onlineUserIds: [], supportOnline: true });

  const sent = await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: 'Live hello' }, exporter);
  expect(sent.status).toBe(200);
  const conversationId = sent.body.data.conversationId;
  await expect.poll(() => support.of('add-message').map((m) => m.text)).toContain('Live hello');
  await expect.poll(() => me.of('add-message').map((m) => m.text)).toContain('Live hello');
  expect(support.of('chat-list')).toContainEqual({ conversationId });

  // Typing: five keystrokes in a burst are one event; "stopped" passes; the sender hears nothing.
  for (let i = 0; i < 5; i++) me.s.emit('typing', { conversationId, typing: true });
  me.s.emit('typing', { conversationId, typing: false });
  await expect.poll(() => support.of('typing').length).toBe(2);
  expect(support.of('typing')).toEqual([
    { conversationId, userId: exporterId, name: expect.any(String), fromSupport: false, typing: true },
    { conversationId, userId: exporterId, name: expect.any(String), fromSupport: false, typing: false },
  ]);
  support.s.emit('typing', { conversationId, typing: true });
  await expect.poll(() => me.of('typing').length).toBe(1);
  expect(me.of('typing')[0]).toMatchObject({ conversationId, fromSupport: true, typing: true });

  // The stranger typing into this conversation reaches nobody; bad payloads are dropped.
  other.s.emit('typing', { conversationId, typing: true });
  other.s.emit('typing', 'nonsense');
  other.s.emit('typing', { conversationId: -1 });
  await pause(400);
  expect(support.of('typing')).toHaveLength(2);
  expect(me.of('typing')).toHaveLength(1);

  // The other exporter heard none of it: no message, no typing, no presence of this exporter.
  expect(other.of('add-message')).toEqual([]);
  expect(other.of('chat-list')).toEqual([]);
  expect(other.of('typing')).toEqual([]);
  expect(other.of('online-offline').filter((e) => !e.support)).toEqual([]);

  // A second tab, then closing one: still online; closing the last: offline.
  const again = await tab(second.url!, exporter);
  me.s.close();
  await pause(400);
  expect(support.of('online-offline').filter((e) => e.userId === exporterId && !e.online)).toEqual([]);
  again.s.close();
  await expect
    .poll(() =>
      support
        .of('online-offline')
        .filter((e) => e.userId === exporterId)
        .at(-1),
    )
    .toEqual({ userId: exporterId, support: false, online: false });

  // Support's last tab closing tells the online owners that support went offline.
  const back = await tab(stack.url, exporter);
  support.s.close();
  await expect
    .poll(() =>
      back
        .of('online-offline')
        .filter((e) => e.support)
        .at(-1),
    )
    .toMatchObject({ support: true, online: false });
  // Nothing lost while offline: the row is there when the page reloads.
  const thread = await call(
    second.url!,
    'GET',
    `/api/v1/inbox/conversations/${conversationId}/messages`,
    undefined,
    exporter,
  );
  expect(thread.body.data.map((m: any) => m.text)).toContain('Live hello');
});

it('a PNG with text is stored and announced; only participants download it', async () => {
  const support = await tab(stack.url, admin);
  const r = await postFile(exporter, PNG, 'scan <1>.png', {
    text: '  Here is the <script>x</script> scan  ',
  });
  expect(r.status).toBe(201);
  const msg = r.body.data;
  expect(msg).toMatchObject({
    text: 'Here is the <script>x</script> scan',
    attachment: { mime: 'image/png', size: PNG.length },
  });
  expect(JSON.stringify(msg)).not.toContain('inbox/'); // the storage key never leaves the API
  await expect.poll(() => support.of('add-message').map((m) => m.id)).toContain(msg.id);

  for (const token of [exporter, admin]) {
    const f = await fetch(`${stack.url}/api/v1/inbox/messages/${msg.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(f.status).toBe(200);
    expect(f.headers.get('content-type')).toBe('image/png');
    expect(f.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await f.arrayBuffer()).equals(PNG)).toBe(true);
  }
  const theirs = await fetch(`${stack.url}/api/v1/inbox/messages/${msg.id}/file`, {
    headers: { authorization: `Bearer ${stranger}` },
  });
  expect(theirs.status).toBe(404);
  // A text-only message has no file.
  const plain = await call(stack.url, 'POST', '/api/v1/inbox/messages', { text: 'no file' }, exporter);
  const none = await call(
    stack.url,
    'GET',
    `/api/v1/inbox/messages/${plain.body.data.id}/file`,
    undefined,
    exporter,
  );
  expect(none.status).toBe(404);

  // Support replies with a PDF into that conversation, no text needed.
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const reply = await postFile(admin, pdf, 'answer.pdf', { conversationId: String(msg.conversationId) });
  expect(reply.status).toBe(201);
  expect(reply.body.data).toMatchObject({ fromSupport: true, text: '', attachment: { name: 'answer.pdf' } });
  // The stranger cannot post into it.
  const intrude = await postFile(stranger, pdf, 'x.pdf', { conversationId: String(msg.conversationId) });
  expect(intrude.status).toBe(404);
});

it('a wrong kind, a file over 1 MB, an empty or missing file: clear messages, nothing stored', async () => {
  const before = await messageCount();
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
  expect(await postFile(exporter, exe, 'invoice.pdf')).toMatchObject({
    status: 415,
    body: { success: false, message: 'Only PDF, PNG or JPEG files can be attached.' },
  });
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  expect((await postFile(exporter, html, 'a.png')).status).toBe(415);
  const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024)]);
  expect(await postFile(exporter, big, 'big.pdf')).toMatchObject({
    status: 413,
    body: { message: 'File is too large, max 1MB file is permitted' },
  });
  expect(await postFile(exporter, Buffer.alloc(0), 'empty.pdf')).toMatchObject({
    status: 400,
    body: { message: 'The file is empty. Please choose it again.' },
  });
  const form = new FormData();
  form.append('text', 'no file here');
  const missing = await fetch(`${stack.url}/api/v1/inbox/messages/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${exporter}` },
    body: form,
  });
  expect(missing.status).toBe(400);
  expect(((await missing.json()) as any).message).toBe('Please choose a file to attach.');
  const tooLong = await postFile(exporter, PNG, 'a.png', { text: 'x'.repeat(2001) });
  expect(tooLong.status).toBe(400);
  expect(await messageCount()).toBe(before);
});
