/**
 * The dashboard's daily aggregates (issue 29 item 4) on MySQL: forty days of dockets (three
 * exporters, FPOs, shipping bills, pickups, carrier invoices, box ids that recur across days and
 * exporters) plus today's. The stats answers with the days built equal the live computation (no
 * day built) for the admins' and an exporter's views and for sub-periods; a rebuild re-run writes
 * the same rows; a changed day is stale until rebuilt, or answered live once marked; today is
 * built up to a few minutes ago and the rest of it counted live (a box in both parts once); the
 * super admin's rebuild route runs the worker's job; bad input changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATS_MSG } from '@exportdesk/core';
import {
  STATS_BUILD_GRACE_MS,
  STATS_SWEEP_EVERY_MS,
  StatsDailyService,
  touchDockets,
  type Queues,
} from '@exportdesk/api';
import { call, loginAs, startStack, type Stack } from '../../tests/support/stack';

const DAY = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY);
const iso = (dayNo: number) => new Date(dayNo * DAY).toISOString().slice(0, 10);

let stack: Stack;
let admin: string;
let exporter: string;
let exporters: number[];
let daily: StatsDailyService;

// A small deterministic generator: the same data every run.
let seed = 29;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];

let docketNo = 0;
async function docket(exporterId: number, at: number) {
  const no = `SD${String(++docketNo).padStart(6, '0')}`;
  const boxes = 1 + Math.floor(rnd() * 3);
  const items: Array<{ box: string; country: string; currency: string; fob: number }> = [];
  for (let b = 1; b <= boxes; b++) {
    // a third of the boxes carry a name exporters reuse (BOX-1..3), the rest are unique
    const box = rnd() < 0.35 ? `BOX-${1 + Math.floor(rnd() * 3)}` : `${no}-${b}`;
    const country = pick(['United States', 'Germany', 'Japan', 'France']);
    for (let i = 0, n = 1 + Math.floor(rnd() * 2); i < n; i++)
      items.push({
        box,
        country,
        currency: pick(['USD', 'EUR', 'GBP']),
        fob: Math.round(rnd() * 50_000) / 100,
      });
  }
  const billed = rnd() < 0.5;
  const [id] = await stack.db('dockets').insert({
    docket_no: no,
    exporter_id: exporterId,
    fpo_code: pick(['DEL', 'BOM', null]),
    pbe_type: 'PBE2',
    source: 'api',
    created_by: exporterId,
    box_count: new Set(items.map((i) => i.box)).size,
    item_count: items.length,
    fob_total: 0,
    fob_inr: Math.round(rnd() * 10_000_000) / 100,
    shipping_bill_no: billed ? `SB${no}` : null,
    shipping_bill_date: billed ? at + Math.floor(rnd() * 3 * DAY) : null,
    created_at: at,
  });
  await stack.db('orders').insert(
    items.map((it, i) => ({
      exporter_id: exporterId,
      order_id: `${no}-${i}`,
      docket_id: id,
      box_id: it.box,
      pbe_type: 'PBE2',
      invoice_no: `${no}-I${i}`,
      invoice_date: '10-01-2025',
      consignee_name: 'Buyer',
      consignee_country: it.country,
      currency: it.currency,
      fob_foreign: it.fob,
      data: '{}',
      created_at: at,
    })),
  );
  const p = rnd();
  if (p < 0.6)
    await stack.db('docket_pickups').insert({
      docket_id: id,
      status: p < 0.2 ? 'Picked Up' : p < 0.4 ? 'Scheduled' : 'Pending',
      updated_by: exporterId,
      updated_at: at + Math.floor(rnd() * 2 * DAY),
    });
  if (rnd() < 0.3)
    await stack.db('carrier_invoices').insert({
      carrier: pick(['dhl', 'aramex', 'indiapost']),
      file_id: 1,
      row_key: `row-${no}`,
      invoice_number: `INV-${no}`,
      weight_g: 500,
      amount: 100,
      exporter_id: exporterId,
      amount_debited: Math.round(rnd() * 100_000) / 100,
      match_status: 'matched',
      status: 'created',
      created_at: at + 1000,
      updated_at: at + 1000,
    });
  return Number(id);
}

const get = async (path: string, token = admin) => {
  const r = await call(stack.url, 'GET', `/api/v1/${path}`, undefined, token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
};

/** Every view the tests compare: the admins' (all, one exporter), an exporter's own, analytics, sub-periods. */
const PERIOD = `from=${iso(TODAY - 45)}&to=${iso(TODAY)}`;
const views = () => [
  `stats/dashboard?${PERIOD}`,
  `stats/dashboard?from=${iso(TODAY - 20)}&to=${iso(TODAY - 3)}`,
  `stats/dashboard?${PERIOD}&exporterId=${exporters[1]}`,
  `stats/analytics?${PERIOD}`,
  `stats/analytics?from=${iso(TODAY - 12)}&to=${iso(TODAY)}&carrier=dhl`,
];
const answers = async () => {
  const out: unknown[] = [];
  for (const v of views()) out.push(await get(v));
  out.push(await get(`stats/dashboard?${PERIOD}`, exporter));
  return out;
};
/** The live computation: the same routes with no day built. */
async function liveAnswers() {
  const built = await stack.db('stats_days').select();
  await stack.db('stats_days').del();
  const out = await answers();
  if (built.length) await stack.db('stats_days').insert(built);
  return out;
}
const tables = async () => ({
  daily: await stack.db('stats_daily').orderBy(['exporter_id', 'day_no', 'fpo_code']).select(),
  keys: await stack.db('stats_daily_keys').orderBy(['kind', 'exporter_id', 'day_no', 'k']).select(),
  repeats: await stack.db('stats_box_repeats').orderBy(['exporter_id', 'country', 'box_id']).select(),
});

beforeAll(async () => {
  stack = await startStack();
  admin = await loginAs(stack.url, 10, 'superadmin');
  exporter = await loginAs(stack.url, 1, 'ABCDE1234F');
  const mine = Number((await stack.db('users').where({ username: 'ABCDE1234F' }).first('id')).id);
  exporters = [mine];
  for (const name of ['DAILYA0001', 'DAILYB0002']) {
    const [id] = await stack.db('users').insert({
      user_type: 1,
      username: name,
      username_key: name.toLowerCase(),
      ie_code: name,
      name: `Exports ${name}`,
      password_hash: 'x',
      created_at: Date.now(),
      updated_at: Date.now(),
    });
    exporters.push(Number(id));
  }
  for (let d = TODAY - 40; d <= TODAY; d++)
    for (let i = 0, n = Math.floor(rnd() * 4); i < n; i++)
      await docket(pick(exporters), d * DAY + Math.floor(rnd() * (d === TODAY ? Date.now() % DAY : DAY)));
  daily = new StatsDailyService(stack.db);
  // the workers' scheduled sweep would build days while a test compares: the tests build them
  await stack.api.ctx.queues.get('stats-daily').removeRepeatable({ every: STATS_SWEEP_EVERY_MS });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

describe('daily aggregates', () => {
  it('answer every view exactly as the live computation, and a re-run writes the same rows', async () => {
    const live = await liveAnswers();
    await daily.rebuild({ from: TODAY - 60, to: TODAY });
    expect(await stack.db('stats_days').count({ n: '*' }).first()).toMatchObject({ n: 60 });
    const first = await tables();
    expect(first.daily.length).toBeGreaterThan(0);
    expect(first.repeats.length).toBeGreaterThan(0); // BOX-n recur: the distinct count needs them
    expect(await answers()).toEqual(live);

    await daily.rebuild({ from: TODAY - 60, to: TODAY });
    expect(await tables()).toEqual(first);
    expect(await answers()).toEqual(live);
  });

  it('counts today live, on top of the built days', async () => {
    await daily.rebuild({ from: TODAY - 60, to: TODAY });
    await docket(exporters[1], Date.now() - 1000);
    const [withAggregates, live] = [await answers(), await liveAnswers()];
    expect(withAggregates).toEqual(live);
  });

  it('builds today up to a few minutes ago and counts its last minutes live, boxes once', async () => {
    await daily.rebuild({ from: TODAY - 60, to: TODAY });
    // today built up to half of its time so far (as the sweep would have, that long ago)
    const half = TODAY * DAY + Math.floor((Date.now() % DAY) / 2);
    const until = await daily.buildToday(half + STATS_BUILD_GRACE_MS);
    expect(until).toBe(half);
    expect(await stack.db('stats_days').where({ day_no: TODAY }).first()).toMatchObject({ built_to: half });
    // a new docket now whose boxes were also counted in today's built part and on a built day
    const id = await docket(exporters[2], Date.now() - 500);
    const earlier = async (from: number, to: number) =>
      stack
        .db('orders as o')
        .join('dockets as d', 'd.id', 'o.docket_id')
        .where('d.created_at', '>=', from)
        .andWhere('d.created_at', '<', to)
        .orderBy('o.id')
        .first('o.box_id', 'o.consignee_country');
    const sources = [await earlier(TODAY * DAY, half), await earlier((TODAY - 3) * DAY, (TODAY - 2) * DAY)];
    const mine = await stack.db('orders').where({ docket_id: id }).orderBy('id').select('id');
    for (const [i, src] of sources.entries())
      if (src && mine[i])
        await stack
          .db('orders')
          .where({ id: mine[i].id })
          .update({ box_id: src.box_id, consignee_country: src.consignee_country });
    const today = `stats/dashboard?from=${iso(TODAY)}&to=${iso(TODAY)}`;
    const withAggregates = [...(await answers()), await get(today)];
    const built = await stack.db('stats_days').select();
    await stack.db('stats_days').del();
    const live = [...(await answers()), await get(today)];
    await stack.db('stats_days').insert(built);
    expect(withAggregates).toEqual(live);

    // the sweep builds today up to BUILD_GRACE_MS ago (none of it in the day's first minutes)
    const r = await daily.sweep();
    const row = await stack.db('stats_days').where({ day_no: TODAY }).first();
    if (r.todayTo === null) expect(row).toBeUndefined();
    else {
      expect(Number(row.built_to)).toBe(r.todayTo);
      expect(r.todayTo).toBeLessThanOrEqual(Date.now() - STATS_BUILD_GRACE_MS);
    }
    expect(await answers()).toEqual(await liveAnswers());
  });

  it('rebuilds a changed day on demand; a day marked stale is answered live until then', async () => {
    await daily.rebuild({ from: TODAY - 60, to: TODAY });
    const d = await stack
      .db('dockets')
      .where('created_at', '<', (TODAY - 5) * DAY)
      .orderBy('id', 'desc')
      .first('id', 'created_at');
    await stack.db('dockets').where({ id: d.id }).update({ fob_inr: 123456.78, shipping_bill_no: null });
    const live = await liveAnswers();
    expect(await answers()).not.toEqual(live); // built rows do not see a change made behind their back

    const day = Math.floor(Number(d.created_at) / DAY);
    await daily.rebuild({ from: day, to: day + 1 });
    expect(await answers()).toEqual(live);

    // The services' path: mark the docket's day stale (live at once) and queue its rebuild.
    await stack.db('dockets').where({ id: d.id }).update({ fob_inr: 1.5 });
    // A queue that only records (the workers would rebuild the day at once): the day stays stale.
    const added: unknown[] = [];
    const queues = { get: () => ({ add: async (data: unknown) => added.push(data) }) } as unknown as Queues;
    await touchDockets({ db: stack.db, queues, log: stack.api.ctx.log }, [d.id]);
    expect(added).toEqual([{ from: day, to: day + 1 }]);
    expect(await stack.db('stats_days').where({ day_no: day }).first()).toBeUndefined();
    expect(await answers()).toEqual(await liveAnswers());
  });

  it('rebuilds a period through the super admin route and the worker job', async () => {
    await stack.db('stats_days').del();
    const r = await call(
      stack.url,
      'POST',
      '/api/v1/stats/daily/rebuild',
      { from: iso(TODAY - 50), to: iso(TODAY) },
      admin,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.days).toBe(50); // today is left to the workers' every-minute sweep
    const todayOnly = await call(
      stack.url,
      'POST',
      '/api/v1/stats/daily/rebuild',
      { from: iso(TODAY), to: iso(TODAY) },
      admin,
    );
    expect(todayOnly.body).toMatchObject({
      data: { days: 0 },
      message: 'Nothing to rebuild: the period has no ended day; the workers build today every minute.',
    });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const n = await stack.db('stats_days').count({ n: '*' }).first();
      if (Number(n?.n) === 50) break;
      await new Promise((ok) => setTimeout(ok, 200));
    }
    expect(await stack.db('stats_days').count({ n: '*' }).first()).toMatchObject({ n: 50 });
    expect(await answers()).toEqual(await liveAnswers());
  });

  it('refuses a bad period and other roles, changing nothing', async () => {
    const before = await stack.db('stats_days').count({ n: '*' }).first();
    const bad = await call(
      stack.url,
      'POST',
      '/api/v1/stats/daily/rebuild',
      { from: iso(TODAY), to: iso(TODAY - 3) },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(STATS_MSG.badPeriod);
    const long = await call(
      stack.url,
      'POST',
      '/api/v1/stats/daily/rebuild',
      { from: '2020-01-01', to: iso(TODAY) },
      admin,
    );
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(STATS_MSG.tooLong);
    const mine = await call(
      stack.url,
      'POST',
      '/api/v1/stats/daily/rebuild',
      { from: iso(TODAY - 3), to: iso(TODAY) },
      exporter,
    );
    expect(mine.status).toBe(403);
    expect(await stack.db('stats_days').count({ n: '*' }).first()).toEqual(before);
  });
});
