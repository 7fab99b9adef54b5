/** The live socket across processes: several API instances and the workers reach every tab. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { createApi, userRoom, type ApiServer } from '@exportdesk/api';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let second: ApiServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  stack = await startStack();
  // A second API instance on the same database and Redis, as behind a load balancer.
  second = await createApi({ ...stack.config, port: 0 });
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await second?.stop();
  await stack?.stop();
});

async function connect(url: string, token: string): Promise<Socket> {
  const s = ioClient(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  await new Promise<void>((res, rej) => {
    s.on('connect', () => res());
    s.on('connect_error', rej);
  });
  return s;
}

it('a logout on one API instance reaches a tab connected to another', async () => {
  const token = await loginAs(stack.url, 1, 'ABCDE1234F');
  const tab = await connect(second.url, token);
  const got = new Promise((res) => tab.on('logout', res));
  expect((await call(stack.url, 'GET', '/api/v1/authentication/logout', undefined, token)).body.success).toBe(
    true,
  );
  await expect(got).resolves.toMatchObject({ success: true });
  // ...and the token is refused by the other instance too.
  expect((await call(second.url, 'GET', '/api/v1/authentication/profile', undefined, token)).status).toBe(
    401,
  );
});

it("the workers' emitter reaches only the user's own tabs (the 'data' event of 000 §4.5)", async () => {
  const exporter = await connect(stack.url, await loginAs(stack.url, 1, 'ABCDE1234F'));
  const other = await connect(second.url, await loginAs(stack.url, 4, 'cha4'));
  const received: unknown[] = [];
  other.on('data', (p) => received.push(p));
  const got = new Promise((res) => exporter.on('data', res));
  const userId = (await stack.db('users').where({ username_key: 'abcde1234f' }).first('id')).id;
  stack
    .workers!.ctx.emitter.to(userRoom(userId))
    .emit('data', { success: true, message: 'Invoices generated', docketNo: 'PMB1000000000001' });
  await expect(got).resolves.toEqual({
    success: true,
    message: 'Invoices generated',
    docketNo: 'PMB1000000000001',
  });
  await new Promise((r) => setTimeout(r, 300));
  expect(received).toEqual([]);
});
