import { describe, expect, it } from 'vitest';
import {
  BILLING_CARRIERS,
  BOOKING_CARRIERS,
  CARRIER_IDS,
  CARRIER_NAMES,
  CARRIERS,
  CARRIER_BILLING_FORMATS,
  carrierName,
  carrierOf,
  DEFAULT_SERVICE_RULES,
  INDIA_POST_SERVICES,
  carrierGramsBound,
  PARCEL_CARRIERS,
  PARCEL_LISTS,
  parcelsPathFor,
  serviceName,
  updateProfileSchema,
} from '../src';

/** Issue 28 item 4: "One carrier vocabulary in core (ids, names, services) used everywhere." */
describe('the carrier vocabulary', () => {
  it("'dhl' is DHL Express wherever it is read", () => {
    expect(CARRIER_NAMES.dhl).toBe('DHL Express');
    expect(carrierName('dhl')).toBe('DHL Express');
    expect(serviceName('dhl', 'express')).toBe('DHL Express');
  });

  it("the profile's DHLex (000 §3) stays on the wire and is DHL Express", () => {
    expect(PARCEL_CARRIERS).toEqual(['indiapost', 'dhl', 'aramex', 'fedex', 'DHLex']);
    expect(carrierOf('DHLex')).toBe('dhl');
    expect(carrierName('DHLex')).toBe('DHL Express');
    expect(carrierGramsBound('DHLex')).toEqual(carrierGramsBound('dhl'));
    expect(updateProfileSchema.safeParse({ defaultCarrier: 'DHLex' }).success).toBe(true);
    expect(carrierOf('ups')).toBeUndefined();
    expect(carrierName('ups')).toBe('ups');
  });

  it('each parcel list is a carrier of ours and the navbar link is its path', () => {
    for (const id of PARCEL_CARRIERS) {
      expect(CARRIER_IDS).toContain(PARCEL_LISTS[id].carrier);
      expect(parcelsPathFor(id)).toBe(PARCEL_LISTS[id].path);
    }
    expect(new Set(PARCEL_CARRIERS.map((c) => PARCEL_LISTS[c].name)).size).toBe(PARCEL_CARRIERS.length);
  });

  it('capabilities derive the booking and billing lists', () => {
    expect(BOOKING_CARRIERS).toEqual(['dhl', 'aramex', 'fedex', 'xpressbees', 'delhivery']);
    expect(BILLING_CARRIERS).toEqual(['indiapost', 'dhl', 'aramex']);
    for (const c of BILLING_CARRIERS) expect(CARRIER_BILLING_FORMATS[c].carrier).toBe(c);
  });

  it('every default service rule is a service of the vocabulary, and back', () => {
    const fromRules = DEFAULT_SERVICE_RULES.map((r) => `${r.carrier}:${r.service}`).sort();
    const fromTable = CARRIER_IDS.flatMap((c) =>
      Object.keys(CARRIERS[c].services).map((s) => `${c}:${s}`),
    ).sort();
    expect(fromRules).toEqual(fromTable);
    expect(INDIA_POST_SERVICES).toEqual(['ems', 'airParcel', 'airService', 'itps']);
  });
});
