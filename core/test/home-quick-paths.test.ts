/**
 * Issue 27 item 3: the exporter home's quick actions are real routes the user may open, the last
 * five dockets come from the PBE list's call with a page size, and Bulk Upload is in the bar.
 */
import { describe, expect, it } from 'vitest';
import {
  docketState,
  findPortalRoute,
  navbarFor,
  navLabels,
  pbeListQuerySchema,
  quickActionsFor,
  refusesPath,
} from '../src';
import type { Principal } from '../src/roles';

const who = (userType: number, roles: string[] = []): Principal => ({ userType, roles });

describe('home quick actions', () => {
  it('an exporter gets Upload orders, New parcel, Calculate postage and My PBE, each a route', () => {
    const actions = quickActionsFor(who(1, ['isAdmin']));
    expect(actions.map((a) => a.label)).toEqual([
      'Upload orders',
      'New parcel',
      'Calculate postage',
      'My PBE',
    ]);
    for (const a of actions) expect(findPortalRoute(a.to.split('?')[0]), a.to).toBeDefined();
    expect(actions.map((a) => a.to)).toEqual([
      '/bulkupload',
      '/boxes/indiapost?new=1',
      '/ratecalculator/new',
      '/pbe',
    ]);
  });

  it("New parcel opens the user's carrier's list", () => {
    expect(quickActionsFor(who(3), { defaultCarrier: 'fedex' })[1].to).toBe('/boxes/fedex?new=1');
  });

  it('leaves out what the guards would refuse', () => {
    const fpo = who(5, ['isFpoAgent']);
    for (const a of quickActionsFor(fpo)) expect(refusesPath(fpo, a.to), a.to).toBe(false);
    expect(quickActionsFor(fpo).map((a) => a.label)).not.toContain('Upload orders');
  });
});

describe('the last five dockets', () => {
  it('the PBE list query takes a page size, 20 by default, at most 20', () => {
    expect(pbeListQuerySchema.parse({}).pageSize).toBe(20);
    expect(pbeListQuerySchema.parse({ pageSize: '5' }).pageSize).toBe(5);
    expect(pbeListQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
    expect(pbeListQuerySchema.safeParse({ pageSize: '0' }).success).toBe(false);
  });

  it('a docket is Pending until its shipping bill is filed', () => {
    expect(docketState({ shippingBillDetails: { bill: null } })).toEqual({ filed: false, label: 'Pending' });
    expect(docketState({ shippingBillDetails: { bill: '1234567' } }).label).toBe('Shipping bill filed');
  });
});

describe('Bulk Upload in the bar', () => {
  it('for whoever may push orders, under My Parcels', () => {
    expect(navLabels(navbarFor(who(3)))).toContain('My Parcels > Bulk Upload');
    expect(navLabels(navbarFor(who(4)))).toContain('My Parcels > Bulk Upload');
    expect(navLabels(navbarFor(who(10, ['isAdmin'])))).not.toContain('My Parcels > Bulk Upload');
  });
});
