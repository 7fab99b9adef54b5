/**
 * Issue 25 item 2 for the shipping areas: the courier contracts are generated per carrier (one
 * address and one operation name each), and every contract's name is unique (OpenAPI's
 * operationId), so the document can tell them apart.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOKING_CARRIERS,
  BOOKING_CONTRACTS,
  CONTRACTS,
  INVENTORY_CONTRACTS,
  PICKUP_CONTRACTS,
  RATE_CARD_CONTRACTS,
  RATE_CONTRACTS,
  SHIPMENT_CONTRACTS,
  DOMESTIC_RATE_CONTRACTS,
  CARRIER_CONTRACTS,
  pathOf,
} from '../src';

describe('shipping contracts', () => {
  it('give every booking carrier its own seven calls, under its own group', () => {
    for (const carrier of BOOKING_CARRIERS) {
      const calls = Object.values(BOOKING_CONTRACTS[carrier]);
      expect(calls).toHaveLength(7);
      for (const c of calls) {
        expect(c.path.startsWith(`${carrier}/`)).toBe(true);
        expect(c.name.startsWith(carrier)).toBe(true);
        expect(c.permission).toBe('carriers.book');
      }
    }
    expect(pathOf(BOOKING_CONTRACTS.fedex.label, { parcelId: 12 })).toBe('fedex/label/12');
  });

  it('are all in CONTRACTS, each name and address once', () => {
    const ours = [
      ...Object.values(BOOKING_CONTRACTS).flatMap((c) => Object.values(c)),
      ...Object.values(CARRIER_CONTRACTS),
      ...Object.values(RATE_CONTRACTS),
      ...Object.values(RATE_CARD_CONTRACTS),
      ...Object.values(SHIPMENT_CONTRACTS),
      ...Object.values(PICKUP_CONTRACTS),
      ...Object.values(DOMESTIC_RATE_CONTRACTS),
      ...Object.values(INVENTORY_CONTRACTS),
    ];
    expect(ours).toHaveLength(89);
    for (const c of ours) expect(CONTRACTS).toContain(c);
    const names = CONTRACTS.map((c) => c.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const routes = CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('keep the spec’s given paths and names for the calculator calls (000 §7)', () => {
    expect(pathOf(RATE_CONTRACTS.dhl)).toBe('dhl/finddhlrates');
    expect(RATE_CONTRACTS.rateCalculation).toMatchObject({
      name: 'rateCalculation',
      method: 'POST',
      path: 'authentication/rateCalculation',
      public: true,
    });
    expect(RATE_CONTRACTS.quote.examples?.cli).toMatch(/^exportdesk rates quote /);
  });
});
