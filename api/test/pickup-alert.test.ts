/**
 * "Super admins get live alerts when an exporter requests a pickup (the pickup message carries a
 * temporary shipping bill number)" (000 §4.5): the `pickup` socket event, to super admins only.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io as ioClient, type Socket } from 'socket.io-client';
import { formatDateDMY, indiaDay, PICKUP_MSG, sampleOrder } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pushDocket } from '../../tests/support/documents';

let stack: Stack;
const sockets: Socket[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await stack?.stop();
});

async function listen(token: string) {
  const s = ioClient(stack.url, { auth: { token }, transports: ['websocket'], reconnection: false });
  sockets.push(s);
  await new Promise<void>((res, rej) => (s.on('connect', () => res()), s.on('connect_error', rej)));
  const seen: any[] = [];
  s.on('pickup', (p) => seen.push(p));
  return seen;
}

it('a requested pickup reaches the super admin with the docket number; the admin and the exporter get nothing', async () => {
  const exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'PU-1' })]);
  const superSeen = await listen(await loginAs(stack.url, 10, 'superadmin'));
  const adminSeen = await listen(await loginAs(stack.url, 10, 'admin'));
  const exporterSeen = await listen(exporter);

  const date = formatDateDMY(new Date(indiaDay() + 86_400_000));
  expect(
    (await call(stack.url, 'POST', `/api/v1/dockets/${docket}/pickup`, { pickupDate: date }, exporter))
      .status,
  ).toBe(200);
  await expect.poll(() => superSeen.length, { timeout: 5000 }).toBe(1);
  expect(superSeen[0]).toEqual({
    tempSBill: docket,
    pickupDate: date,
    message: PICKUP_MSG.requested(docket, date, 'Demo Handicrafts Pvt Ltd'),
  });
  await new Promise((r) => setTimeout(r, 200));
  expect(adminSeen).toEqual([]);
  expect(exporterSeen).toEqual([]);
});
