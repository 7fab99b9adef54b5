/**
 * Its own file: folds the daily aggregates' figures (stats-daily) into the dashboard's and the
 * analytics' answers with the live queries' order, ties and rounding (repo.ts), so both answer alike.
 */
import type { Figures } from '../stats-daily/service';

const HOUR = 3_600_000;
const cents = (v: number) => Math.round(v * 100) / 100;
/** Larger first; equal ones by key, as the live queries' second ORDER BY. */
const byValueThenKey =
  <T>(value: (x: T) => number, key: (x: T) => string | number) =>
  (a: T, b: T) =>
    value(b) - value(a) || (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

export function perDay(f: Figures) {
  return [...f.days].map(([dayNo, d]) => ({ dayNo, parcels: d.parcels, fobInr: d.fobInr }));
}

export function dashboard(f: Figures) {
  let dockets = 0;
  let parcels = 0;
  let fob = 0;
  let pending = 0;
  for (const d of f.days.values()) {
    dockets += d.dockets;
    parcels += d.parcels;
    fob += d.fobInr;
    pending += d.pending;
  }
  const byCurrency = [...f.keys.currency]
    .map(([currency, x]) => ({ currency, fob: x.amount, items: x.n }))
    .sort(
      byValueThenKey(
        (x) => x.fob,
        (x) => x.currency,
      ),
    )
    .map((x) => ({ ...x, fob: cents(x.fob) }));
  const destinations = [...f.keys.country]
    .map(([country, x]) => ({ country, parcels: x.n }))
    .filter((x) => x.parcels > 0)
    .sort(
      byValueThenKey(
        (x) => x.parcels,
        (x) => x.country,
      ),
    )
    .slice(0, 15);
  const carriers = [
    { carrier: 'indiapost', parcels },
    ...[...f.keys.carrier]
      .filter(([carrier]) => carrier !== 'indiapost')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([carrier, x]) => ({ carrier, parcels: x.n })),
  ].filter((c) => c.parcels > 0);
  const pickups = [...f.keys.pickup]
    .filter(([, x]) => x.n > 0)
    .map(([status, x]) => ({ status, dockets: x.n }))
    .sort((a, b) => (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
  return {
    dockets,
    parcels,
    fobInr: cents(fob),
    documentsPending: pending,
    byCurrency,
    destinations,
    carriers,
    pickups,
  };
}

export function topExporters(f: Figures, names: Map<number, string>, limit = 10) {
  return [...f.exporters]
    .filter(([id]) => names.has(id)) // the live query's join to users
    .map(([exporterId, x]) => ({
      exporterId,
      name: names.get(exporterId) ?? '',
      dockets: x.dockets,
      fob: x.fobInr,
    }))
    .sort(
      byValueThenKey(
        (x) => x.fob,
        (x) => x.exporterId,
      ),
    )
    .slice(0, limit)
    .map(({ fob, ...x }) => ({ ...x, fobInr: cents(fob) }));
}

export function revenueByCarrier(f: Figures, carrier?: string) {
  return [...f.keys.carrier]
    .filter(([c]) => !carrier || c === carrier)
    .map(([c, x]) => ({ carrier: c, parcels: x.n, amount: x.amount }))
    .sort(
      byValueThenKey(
        (x) => x.amount,
        (x) => x.carrier,
      ),
    )
    .map((x) => ({ ...x, amount: cents(x.amount) }));
}

export function parcelsPerFpo(f: Figures) {
  return [...f.fpos]
    .filter(([, x]) => x.dockets > 0)
    .map(([fpo, x]) => ({ code: fpo, parcels: x.parcels, dockets: x.dockets }))
    .sort(
      byValueThenKey(
        (x) => x.parcels,
        (x) => x.code,
      ),
    )
    .map(({ code, ...x }) => ({ fpo: code || 'Not assigned', ...x }));
}

export function turnaround(f: Figures) {
  let pbeCount = 0;
  let pbeMs = 0;
  let pickupCount = 0;
  let pickupMs = 0;
  for (const d of f.days.values()) {
    pbeCount += d.pbeCount;
    pbeMs += d.pbeMs;
    pickupCount += d.pickupCount;
    pickupMs += d.pickupMs;
  }
  const hours = (ms: number, n: number) => (n ? Math.round((ms / n / HOUR) * 10) / 10 : null);
  return {
    toPbeHours: hours(pbeMs, pbeCount),
    pbeCount,
    toPickupHours: hours(pickupMs, pickupCount),
    pickupCount,
  };
}
