/**
 * Issue 27 item 3: the exporter home shows quick actions (links to the real routes) and the last
 * five dockets with their state.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocketListItem } from '@exportdesk/core';

const recent = vi.hoisted(() => ({ value: {} as Record<string, unknown> }));
vi.mock('../src/pages/home/useRecentDockets', () => ({ useRecentDockets: () => recent.value }));
vi.mock('../src/pages/home/home.css', () => ({}));

import { QuickActions, RecentDockets } from '../src/pages/home/QuickPaths';

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const links = (markup: string) =>
  [...markup.matchAll(/<a[^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map((m) => [
    m[2],
    m[1].replace(/&amp;/g, '&'),
  ]);

const docket = (n: number, bill: string | null): DocketListItem => ({
  tempSBill: `DK${n}`,
  type: 'PBE2',
  boxIds: [],
  exporterDetails: { ieCode: 'ABCDE1234F', name: 'Acme' },
  shippingBillDetails: { bill, date: bill ? Date.UTC(2026, 10, 2) : null },
  boxes: n,
  items: 1,
  fob: 100,
  createdAt: Date.UTC(2026, 10, n),
});

describe('home quick actions', () => {
  it('an exporter gets the four actions, each a link to its route', () => {
    const markup = html(<QuickActions principal={{ userType: 1, roles: ['isAdmin'] }} />);
    expect(markup).toContain('aria-label="Quick actions"');
    expect(links(markup)).toEqual([
      ['Upload orders', '/bulkupload'],
      ['New parcel', '/boxes/indiapost?new=1'],
      ['Calculate postage', '/ratecalculator/new'],
      ['My PBE', '/pbe'],
    ]);
  });

  it("New parcel opens the user's carrier's list", () => {
    const markup = html(<QuickActions principal={{ userType: 3, roles: [] }} defaultCarrier="fedex" />);
    expect(links(markup)).toContainEqual(['New parcel', '/boxes/fedex?new=1']);
  });
});

describe('home recent dockets', () => {
  beforeEach(() => {
    recent.value = { allowed: true, dockets: undefined, failure: null, retry: () => {} };
  });

  it('lists the dockets it is given, newest first as the list answers, with their state', () => {
    recent.value = { ...recent.value, dockets: [docket(5, null), docket(4, '1234567')] };
    const markup = html(<RecentDockets />);
    expect(markup).toContain('Recent dockets');
    expect(links(markup)).toEqual([
      ['View all', '/pbe'],
      ['DK5', '/documents?docket=DK5'],
      ['DK4', '/documents?docket=DK4'],
    ]);
    expect(markup).toMatch(/DK5.*Pending.*DK4.*Shipping bill filed/s);
  });

  it('says so when there are none, and shows nothing to a user who may not see dockets', () => {
    recent.value = { ...recent.value, dockets: [] };
    expect(html(<RecentDockets />)).toContain('No dockets yet');
    recent.value = { ...recent.value, allowed: false };
    expect(html(<RecentDockets />)).toBe('');
  });
});
