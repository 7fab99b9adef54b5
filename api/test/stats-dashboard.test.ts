/**
 * The exporter dashboard (issue 17, STATS of 001 §2.1–2.2): figures of January 2025 against data
 * counted by hand (two exporters, dockets written straight to the tables in that month), an
 * exporter admin limited to its own, another exporter's dashboard and /analytics-like admin
 * figures refused with 403, a bad period refused with the message.
 */
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_MSG } from '@exportdesk/core';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

let stack: Stack;
let admin: string;
let exporter: string;
let mine: number;
let other: number;
const JAN = Date.UTC(2025, 0, 10);

async function docket(
  no: string,
  exporterId: number,
  at: number,
  fobInr: number,
  sb: string | null,
  items: Array<[string, string, string, number]>,
) {
  const [id] = await stack.db('dockets').insert({
    docket_no: no,
    exporter_id: exporterId,
    pbe_type: 'PBE2',
    source: 'api',
    created_by: exporterId,
    box_count: new Set(items.map((i) => i[0])).size,
    item_count: items.length,
    fob_total: 0,
    fob_inr: fobInr,
    shipping_bill_no: sb,
    created_at: at,
  });
  await stack.db('orders').insert(
    items.map(([box, country, currency, fob], i) => ({
      exporter_id: exporterId,
      order_id: `${no}-${i}`,
      docket_id: id,
      box_id: box,
      pbe_type: 'PBE2',
      invoice_no: `${no}-I${i}`,
      invoice_date: '10-01-2025',
      consignee_name: 'Buyer',
      consignee_country: country,
      currency,
      fob_foreign: fob,
      data: '{}',
      created_at: at,
    })),
  );
  return Number(id);
}

const dash = (q: string, token = admin) =>
  call(stack.url, 'GET', `/api/v1/stats/dashboard?${q}`, undefined, token);

beforeAll(async () => {
  stack = await startStack({ workers: false });
  admin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  mine = Number((await stack.db('users').where({ username: 'ABCDE1234F' }).first('id')).id);
  const [o] = await stack.db('users').insert({
    user_type: 1,
    username: 'OTHER9999X',
    username_key: 'other9999x',
    ie_code: 'OTHER9999X',
    name: 'Other Exports',
    password_hash: 'x',
    created_at: JAN,
    updated_at: JAN,
  });
  other = Number(o);
  // Mine: 2 dockets in January (3 parcels, 4 items), one docket in March (outside).
  const d1 = await docket('STAT0001', mine, JAN, 1000.5, null, [
    ['S1-A', 'United States', 'USD', 10],
    ['S1-A', 'United States', 'USD', 5],
    ['S1-B', 'Germany', 'EUR', 20],
  ]);
  await docket('STAT0002', mine, JAN + 86_400_000, 2000, 'SB1', [['S2-A', 'United States', 'USD', 30]]);
  await docket('STAT0003', mine, Date.UTC(2025, 2, 1), 99999, null, [['S3-A', 'France', 'EUR', 1]]);
  // Other: 1 docket in January (2 parcels).
  await docket('STAT0004', other, JAN, 500, null, [
    ['S4-A', 'Japan', 'JPY', 1000],
    ['S4-B', 'Japan', 'JPY', 2000],
  ]);
  await stack
    .db('docket_pickups')
    .insert({ docket_id: d1, status: 'Scheduled', pickup_date: JAN, updated_by: mine, updated_at: JAN });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
});

describe('exporter dashboard', () => {
  it('counts an exporter admin its own figures for the period', async () => {
    const r = await dash('from=2025-01-01&to=2025-01-31', exporter);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      exporterId: mine,
      dockets: 2,
      parcels: 3,
      fobInr: 3000.5,
      documentsPending: 1,
      byCurrency: [
        { currency: 'USD', fob: 45, items: 3 },
        { currency: 'EUR', fob: 20, items: 1 },
      ],
      destinations: [
        { country: 'United States', parcels: 2 },
        { country: 'Germany', parcels: 1 },
      ],
      carriers: [{ carrier: 'indiapost', parcels: 3 }],
    });
    expect(r.body.data.pickups.sort((a: any, b: any) => a.status.localeCompare(b.status))).toEqual([
      { status: 'Pending', dockets: 1 },
      { status: 'Scheduled', dockets: 1 },
    ]);
    expect(r.body.data.topExporters).toBeUndefined();
    // the line chart's series: every day of January, the two docket days with their sums
    const days = r.body.data.perDay as Array<{ day: string; parcels: number; fobInr: number }>;
    expect(days).toHaveLength(31);
    expect(days[0].day).toBe('2025-01-01');
    expect(days.filter((d) => d.parcels > 0)).toEqual([
      { day: new Date(JAN).toISOString().slice(0, 10), parcels: 2, fobInr: 1000.5 },
      { day: new Date(JAN + 86_400_000).toISOString().slice(0, 10), parcels: 1, fobInr: 2000 },
    ]);
  });

  it("refuses an exporter another exporter's dashboard (403) and a bad period (400)", async () => {
    const r = await dash(`from=2025-01-01&to=2025-01-31&exporterId=${other}`, exporter);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(STATS_MSG.notYours);
    const bad = await dash('from=2025-02-01&to=2025-01-31', exporter);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(STATS_MSG.badPeriod);
    const user = await loginAs(stack.url, 1, 'exporter.user').catch(() => null);
    if (user) expect((await dash('from=2025-01-01&to=2025-01-31', user)).status).toBe(403);
  });

  it('shows admins every exporter, or one', async () => {
    const all = await dash('from=2025-01-01&to=2025-01-31');
    expect(all.body.data).toMatchObject({ exporterId: null, dockets: 3, parcels: 5, fobInr: 3500.5 });
    expect(all.body.data.topExporters).toEqual([
      { exporterId: mine, name: 'Demo Handicrafts Pvt Ltd', dockets: 2, fobInr: 3000.5 },
      { exporterId: other, name: 'Other Exports', dockets: 1, fobInr: 500 },
    ]);
    const one = await dash(`from=2025-01-01&to=2025-01-31&exporterId=${other}`);
    expect(one.body.data).toMatchObject({
      exporterId: other,
      dockets: 1,
      parcels: 2,
      destinations: [{ country: 'Japan', parcels: 2 }],
    });
  });

  it('gives the super admin analytics and refuses an exporter (403)', async () => {
    const q = 'from=2025-01-01&to=2025-01-31';
    const refused = await call(stack.url, 'GET', `/api/v1/stats/analytics?${q}`, undefined, exporter);
    expect(refused.status).toBe(403);
    await stack.db('subscriptions').insert([
      {
        user_id: mine,
        plan_id: 'trial',
        plan_type: 'trial',
        amount: 0,
        starts_at: JAN,
        ends_at: JAN,
        created_at: JAN,
      },
      {
        user_id: mine,
        plan_id: 'gold',
        plan_type: 'monthly',
        amount: 999,
        starts_at: JAN,
        ends_at: JAN,
        created_at: JAN + 1000,
      },
      {
        user_id: other,
        plan_id: 'gold',
        plan_type: 'monthly',
        amount: 999,
        starts_at: JAN,
        ends_at: JAN,
        created_at: JAN + 1000,
      },
    ]);
    await stack
      .db('dockets')
      .where({ docket_no: 'STAT0002' })
      .update({ shipping_bill_date: JAN + 2 * 86_400_000 });
    const d4 = (await stack.db('dockets').where({ docket_no: 'STAT0004' }).first('id')).id;
    await stack
      .db('docket_pickups')
      .insert({ docket_id: d4, status: 'Picked Up', updated_by: mine, updated_at: JAN + 48 * 3_600_000 });
    const r = await call(stack.url, 'GET', `/api/v1/stats/analytics?${q}`, undefined, admin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      revenueByPlan: [
        { plan: 'gold', subscriptions: 2, amount: 1998 },
        { plan: 'trial', subscriptions: 1, amount: 0 },
      ],
      revenueByCarrier: [],
      signups: 1,
      trialConversions: 1,
      parcelsPerFpo: [{ fpo: 'Not assigned', parcels: 5, dockets: 3 }],
      turnaround: { toPbeHours: 24, pbeCount: 1, toPickupHours: 48, pickupCount: 1 },
    });
  });

  it('counts EMS revenue by discount tier and narrows courier revenue to one carrier', async () => {
    await stack.db('ems_revenue').insert([
      { user_id: mine, month: '2025-01', amount_inr: 300000, source: 'admin', updated_at: JAN },
      { user_id: other, month: '2025-01', amount_inr: 100000, source: 'admin', updated_at: JAN },
      { user_id: other, month: '2025-03', amount_inr: 9000000, source: 'admin', updated_at: JAN },
    ]);
    const r = await call(
      stack.url,
      'GET',
      '/api/v1/stats/analytics?from=2025-01-01&to=2025-01-31',
      undefined,
      admin,
    );
    expect(
      r.body.data.emsTiers.map((t: { percent: number; userMonths: number; revenueInr: number }) => [
        t.percent,
        t.userMonths,
        t.revenueInr,
      ]),
    ).toEqual([
      [0, 1, 100000],
      [5, 1, 300000],
      [10, 0, 0],
      [15, 0, 0],
    ]);
    const dhl = await call(
      stack.url,
      'GET',
      '/api/v1/stats/analytics?from=2025-01-01&to=2025-01-31&carrier=DHL',
      undefined,
      admin,
    );
    expect(dhl.status, JSON.stringify(dhl.body)).toBe(200);
    expect(dhl.body.data.revenueByCarrier.every((c: { carrier: string }) => c.carrier === 'dhl')).toBe(true);
    const bad = await call(
      stack.url,
      'GET',
      '/api/v1/stats/analytics?from=2025-01-01&to=2025-01-31&carrier=%3Cscript%3E',
      undefined,
      admin,
    );
    expect(bad.status).toBe(400);
  });

  it('gives the same figures as a sales report, in JSON and Excel; an exporter gets 403', async () => {
    const q = 'from=2025-01-01&to=2025-01-31';
    const analytics = await call(stack.url, 'GET', `/api/v1/stats/analytics?${q}`, undefined, admin);
    const sales = await call(stack.url, 'GET', `/api/v1/reports/sales?${q}`, undefined, admin);
    expect(sales.body.data).toEqual(analytics.body.data);
    expect((await call(stack.url, 'GET', `/api/v1/reports/sales?${q}`, undefined, exporter)).status).toBe(
      403,
    );
    const res = await fetch(`${stack.url}/api/v1/reports/sales?${q}&format=xlsx`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await res.arrayBuffer());
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Summary',
      'Revenue by plan',
      'Revenue by carrier',
      'Parcels per FPO',
    ]);
    expect(wb.getWorksheet('Parcels per FPO')!.getRow(2).values).toEqual([undefined, 'Not assigned', 3, 5]);
  });
});
