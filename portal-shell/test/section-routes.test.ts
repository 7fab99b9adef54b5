import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ROUTE_TABLE,
  SECTION_REMOTE,
  routeGuard,
  sectionRouteGuard,
  servedRouteGuard,
  type RemoteSection,
} from '@exportdesk/core';
import type { SectionRoute, ShippedSectionRoute } from '@exportdesk/portal-kit';

/**
 * Issue 18 (one rule, one place): a section's pages take their guard from core's ROUTE_TABLE,
 * the matrix the shell's guards and the menus use, so the section lists cannot drift from it.
 */
const SECTIONS: RemoteSection[] = ['shipping', 'docs', 'backoffice'];
const lists = {} as Record<RemoteSection, SectionRoute[]>;
let kit: typeof import('@exportdesk/portal-kit');
let shell: typeof import('../src/federation/sections');

beforeAll(async () => {
  // each routes.ts records its React copy on window; the pages themselves stay lazy (not loaded)
  vi.stubGlobal('window', {});
  lists.shipping = (await import('../../mfe-shipping/src/routes')).default;
  lists.docs = (await import('../../mfe-docs/src/routes')).default;
  lists.backoffice = (await import('../../mfe-backoffice/src/routes')).default;
  kit = await import('@exportdesk/portal-kit');
  shell = await import('../src/federation/sections');
});

const Page: ComponentType = () => null;

describe('section routes come from the route table (issue 18)', () => {
  it.each(SECTIONS)('%s: every page is in its part of ROUTE_TABLE, guarded as the table says', (s) => {
    const routes = lists[s];
    expect(routes.length).toBeGreaterThan(0);
    expect(new Set(routes.map((r) => r.path)).size, 'a path listed twice').toBe(routes.length);
    for (const r of routes) {
      const entry = ROUTE_TABLE.find((t) => t.path === r.path);
      expect(entry, `${r.path} is not in ROUTE_TABLE`).toBeDefined();
      expect(entry!.section, r.path).toBe(s);
      expect(r.permission, r.path).toBe(entry!.open ? null : (entry!.permission ?? 'account.self'));
      expect(r.permission, r.path).toBe(routeGuard(entry!));
      // what the shell mounts: the same guard (its Guard is open exactly when permission is null)
      expect(shell.guardedRoutes(SECTION_REMOTE[s], [r])).toEqual([r]);
      expect(r.title.length, r.path).toBeGreaterThan(0);
    }
  });

  it('open table pages stay open, guarded ones need at least a sign-in', () => {
    const byPath = new Map(SECTIONS.flatMap((s) => lists[s]).map((r) => [r.path, r]));
    expect(byPath.get('/shipAbroad')?.permission).toBeNull();
    expect(byPath.get('/video-resources')?.permission).toBeNull();
    expect(byPath.get('/register/:id')?.permission).toBeNull();
    expect(byPath.get('/pbe')?.permission).toBe('dockets.view');
    expect(byPath.get('/csb')?.permission).toBe('account.self');
    expect(byPath.get('/pickup/:page')?.permission).toBe('pickups.request');
  });

  it('a path outside the section part of the table, or listed twice, fails loudly', () => {
    expect(() => sectionRouteGuard('shipping', '/pbe')).toThrow(/belongs to the docs part/);
    expect(() => sectionRouteGuard('docs', '/nowhere')).toThrow(/not in ROUTE_TABLE/);
    expect(() => sectionRouteGuard('docs', '/home')).toThrow(/belongs to the shell part/);
    // tsc refuses these paths already; the casts stand for a mistake that slipped past it
    const foreign = [{ path: '/pbe', title: 'x', Component: Page }] as unknown as Parameters<
      typeof kit.sectionRoutes<'shipping'>
    >[1];
    expect(() => kit.sectionRoutes('shipping', foreign)).toThrow(/belongs to the docs part/);
    const twice = [
      { path: '/pbe', title: 'a', Component: Page },
      { path: '/pbe', title: 'b', Component: Page },
    ] as const;
    expect(() => kit.sectionRoutes('docs', twice)).toThrow(/listed twice/);
  });
});

describe('the shell accepts sections built before and after issue 18', () => {
  const route = (path: string, permission?: SectionRoute['permission']): ShippedSectionRoute =>
    permission === undefined
      ? { path, title: 't', Component: Page }
      : { path, permission, title: 't', Component: Page };

  it('guards a table path from its own table, with or without a shipped permission', () => {
    expect(shell.guardedRoutes('mfe_docs', [route('/gstr', 'gst.report')])[0].permission).toBe('gst.report');
    expect(shell.guardedRoutes('mfe_docs', [route('/gstr')])[0].permission).toBe('gst.report');
    expect(shell.guardedRoutes('mfe_docs', [route('/video-resources')])[0].permission).toBeNull();
    // a stale hand-written guard loses to the table (and says so)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(shell.guardedRoutes('mfe_docs', [route('/gstr', 'account.self')])[0].permission).toBe(
      'gst.report',
    );
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a page its table does not know keeps the shipped guard; with none it is not mounted', () => {
    expect(servedRouteGuard('/brand-new', 'claims.view')).toBe('claims.view');
    expect(shell.guardedRoutes('mfe_docs', [route('/brand-new', 'claims.view')])[0].permission).toBe(
      'claims.view',
    );
    expect(shell.guardedRoutes('mfe_docs', [route('/brand-new', null)])[0].permission).toBeNull();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(shell.guardedRoutes('mfe_docs', [route('/brand-new')])).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
