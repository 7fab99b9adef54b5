/**
 * Scans (001 §2.15, §5) and pickup subscriptions / Pickup Requests (001 §2.7, §4, §5; issue 15):
 * a 22-character scan, the same parcel twice, the last subscription request raced by two.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatDateDMY,
  indiaDay,
  sampleOrder,
  SCAN_MSG,
  scanIdError,
  SUBSCRIPTION_MSG,
} from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';
import { pdfText, pushDocket } from '../../tests/support/documents';

let stack: Stack;
let su: string;
let fpo: string;
let exporter: string;
beforeAll(async () => {
  stack = await startStack();
  su = await loginAs(stack.url, 10, 'superadmin');
  fpo = await loginAs(stack.url, 5, 'fpo.delhi');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
});
afterAll(async () => {
  await stack?.stop();
});

const scan = (boxIds: string[], token = fpo) =>
  call(stack.url, 'POST', '/api/v1/order/scanParcel', { boxIds }, token);

describe('scanParcel', () => {
  it('records who, when and which FPO once; the same parcel twice changes nothing', async () => {
    const docket = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'SC-1' })]);
    const id = `${docket}-${docket}-0001`;
    const first = await scan([id]);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Parcel scanned' });
    expect(first.body.data.results[0]).toMatchObject({
      repeated: false,
      scannedBy: 'FPO Delhi Officer',
      fpo: 'INDEL5',
    });
    const tracking = sampleOrder(1).trackingNo;
    const events = await call(stack.url, 'POST', '/api/v1/order/trackshipment', { trackingId: tracking });
    expect(events.body.data.filter((e: any) => e.event === SCAN_MSG.trackingEvent)).toHaveLength(1);

    const again = await scan([id], su);
    expect(again.status).toBe(200);
    expect(again.body.data.results[0]).toMatchObject({ repeated: true, scannedBy: 'FPO Delhi Officer' });
    expect(again.body.message).toMatch(/was already scanned on .* by FPO Delhi Officer$/);
    const after = await call(stack.url, 'POST', '/api/v1/order/trackshipment', { trackingId: tracking });
    expect(after.body.data.filter((e: any) => e.event === SCAN_MSG.trackingEvent)).toHaveLength(1);

    // the label's last characters find it too (Enter mode's list)
    const short = await scan([id.slice(-8)]);
    expect(short.body.data.results[0]).toMatchObject({ parcelId: id, repeated: true });
  });

  it('a 22-character id is not found; 5 characters are refused with the spec text', async () => {
    const r = await scan(['PMB1000000000999-XXXXX']); // 22
    expect(r.body.success).toBe(false);
    expect(r.body.message).toBe(SCAN_MSG.unknown('PMB1000000000999-XXXXX'));
    const five = await scan(['12345']);
    expect(five.status).toBe(400);
    expect(five.body.message).toBe('Please entera valid Parcel Id');
  });

  it("the id printed under a shipping label's parcel barcode is accepted as scanned", async () => {
    const docket = await pushDocket(stack.url, exporter, [
      sampleOrder(31, { orderId: 'SL-1' }), // generated box id: a 38-character scan id
      sampleOrder(32, { orderId: 'SL-2', boxId: 'BOX-A' }), // given box id: 22 characters
    ]);
    const res = await fetch(`${stack.url}/api/v1/dockets/${docket}/documents/labels`, {
      headers: { authorization: `Bearer ${exporter}` },
    });
    expect(res.status).toBe(200);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    const ids = [...text.matchAll(new RegExp(`${docket}-\\S+`, 'g'))].map((m) => m[0]);
    expect(ids).toEqual([`${docket}-${docket}-0001`, `${docket}-BOX-A`]);
    const r = await scan(ids);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.results).toMatchObject(
      ids.map((parcelId) => ({ parcelId, ok: true, repeated: false })),
    );
    // the generated id passes the scan screen's 23-character rule; the bare box id the label
    // used to print (21 characters) did not
    expect(scanIdError(ids[0])).toBeNull();
    expect(scanIdError(`${docket}-0001`)).toBe(SCAN_MSG.invalidId);
  });

  it('only FPO agents and the super admin scan', async () => {
    expect((await scan(['123456'], exporter)).status).toBe(403);
  });
});

describe('pickup subscriptions', () => {
  const tomorrow = () => formatDateDMY(new Date(indiaDay() + 86_400_000));
  const exporterId = async () => {
    const r = await call(
      stack.url,
      'GET',
      '/api/v1/pickupSubscription/users?searchInput=ABCDE1234F',
      undefined,
      su,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.users[0].userId as number;
  };
  const activate = (body: Record<string, unknown>) =>
    call(stack.url, 'POST', '/api/v1/pickupSubscription/add', body, su);

  it("'Please enter all fields' and 'Please enter the new value'", async () => {
    const userId = await exporterId();
    const r = await activate({ userId, rate: '', startDate: '01-11-2026', endDate: '30-11-2026' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(SUBSCRIPTION_MSG.allFields);
    const e = await call(
      stack.url,
      'POST',
      '/api/v1/pickupSubscription/edit',
      { userId, field: 'noPbePerMonth', value: '' },
      su,
    );
    expect(e.body.message).toBe('Please enter the new value');
    expect((await activate({ userId, rate: '1' })).status).not.toBe(200);
  });

  it('two requests racing for the last pickup: one wins; a decline gives it back', async () => {
    const userId = await exporterId();
    const start = formatDateDMY(new Date(indiaDay() - 86_400_000));
    const end = formatDateDMY(new Date(indiaDay() + 30 * 86_400_000));
    const a = await activate({
      userId,
      rate: '500',
      startDate: start,
      endDate: end,
      totalPickupRequests: '1',
      noPbePerMonth: '10',
      noParcelsPerPickup: '20',
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    const list = await call(
      stack.url,
      'GET',
      '/api/v1/pickupSubscription/users?searchInput=ABCDE1234F',
      undefined,
      su,
    );
    expect(list.body.users[0].monthlyPickupSubscription).toMatchObject({
      totalPickupRequests: 1,
      status: 'Active',
    });

    const d1 = await pushDocket(stack.url, exporter, [sampleOrder(1, { orderId: 'RACE-1' })]);
    const d2 = await pushDocket(stack.url, exporter, [sampleOrder(2, { orderId: 'RACE-2' })]);
    const ask = (d: string) =>
      call(stack.url, 'POST', `/api/v1/dockets/${d}/pickup`, { pickupDate: tomorrow() }, exporter);
    const [r1, r2] = await Promise.all([ask(d1), ask(d2)]);
    expect([r1.status, r2.status].sort()).toEqual([200, 409]);
    const loser = r1.status === 409 ? r1 : r2;
    expect(loser.body.message).toBe(SUBSCRIPTION_MSG.noneLeft);
    const winner = r1.status === 200 ? d1 : d2;
    // moving the date of the winner's pickup takes nothing more
    expect((await ask(winner)).status).toBe(200);

    const after = await call(
      stack.url,
      'GET',
      '/api/v1/pickupSubscription/users?searchInput=ABCDE1234F',
      undefined,
      su,
    );
    expect(after.body.users[0].monthlyPickupSubscription).toMatchObject({
      totalPickupRequests: 0,
      status: 'Expired',
    });

    // the desk sees it, declines with a reason: the request is given back
    const desk = await call(stack.url, 'GET', '/api/v1/pickups?page=1', undefined, su);
    expect(desk.body.data.requests.map((r: any) => r.docketNo)).toContain(winner);
    const noReason = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${winner}/pickup/answer`,
      { answer: 'Declined' },
      su,
    );
    expect(noReason.status).toBe(400);
    const dec = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${winner}/pickup/answer`,
      { answer: 'Declined', reason: 'Van unavailable' },
      su,
    );
    expect(dec.status, JSON.stringify(dec.body)).toBe(200);
    expect(dec.body.data).toMatchObject({
      status: 'Pending',
      answer: 'Declined',
      answerReason: 'Van unavailable',
    });
    const back = await call(
      stack.url,
      'GET',
      '/api/v1/pickupSubscription/users?searchInput=ABCDE1234F',
      undefined,
      su,
    );
    expect(back.body.users[0].monthlyPickupSubscription.totalPickupRequests).toBe(1);

    // the loser may now ask, and the desk confirms it
    expect((await ask(r1.status === 409 ? d1 : d2)).status).toBe(200);
    const conf = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${r1.status === 409 ? d1 : d2}/pickup/answer`,
      { answer: 'Confirmed' },
      su,
    );
    expect(conf.body).toMatchObject({ success: true, message: 'Pickup confirmed' });
    // The exporter reads its own requests (pickups-mine.test.ts) but may not answer them.
    const own = await call(
      stack.url,
      'POST',
      `/api/v1/dockets/${winner}/pickup/answer`,
      { answer: 'Confirmed' },
      exporter,
    );
    expect(own.status).toBe(403);
  });

  it('inline count edit', async () => {
    const userId = await exporterId();
    const e = await call(
      stack.url,
      'POST',
      '/api/v1/pickupSubscription/edit',
      { userId, field: 'noParcelsPerPickup', value: '35' },
      su,
    );
    expect(e.status).toBe(200);
    const l = await call(
      stack.url,
      'GET',
      '/api/v1/pickupSubscription/users?searchInput=Demo%20Handicrafts',
      undefined,
      su,
    );
    expect(l.body.users[0].monthlyPickupSubscription.noParcelsPerPickup).toBe(35);
  });
});
