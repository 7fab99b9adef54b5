/**
 * What a section exposes as `./routes`: its pages, each with the spec's route-table path and the
 * permission it needs. The shell mounts them under its guards and layout.
 *
 * Issue 18 (one rule, one place): a section no longer writes the permission. It lists its pages
 * with `sectionRoutes('docs', [{ path, title, Component }])`, which reads each page's guard from
 * core's ROUTE_TABLE — `tsc` refuses a path that is not in the section's part of the table, and
 * the portal test `portal-shell/test/section-routes.test.ts` checks every section's list.
 */
import type { ComponentType } from 'react';
import { sectionRouteGuard, type Permission, type RemoteSection, type SectionPath } from '@exportdesk/core';

/**
 * One page as the section exposes it (the shape of `./routes` is unchanged by issue 18).
 * `permission` is derived from ROUTE_TABLE by `sectionRoutes`, and still shipped: a shell of the
 * previous release guards with it, and the current shell falls back to it for a path its own
 * (older) table lacks — that is how a section adds a page with no shell release.
 */
export interface SectionRoute {
  /** react-router path as in the spec's route table, e.g. '/hsnlookup', '/pickup/:page' */
  path: string;
  /** core permission the page needs; null = open page (no login). Derived from ROUTE_TABLE. */
  permission: Permission | null;
  /** page title, used in the document title */
  title: string;
  /** usually React.lazy(() => import('./pages/...')) so the page downloads only when opened */
  Component: ComponentType;
}

/** A page as a section writes it: a path of its part of ROUTE_TABLE, a title and the component. */
export interface SectionPageDef<S extends RemoteSection> {
  path: SectionPath<S>;
  title: string;
  Component: ComponentType;
}

/**
 * A section's `./routes` list with each page's permission read from core's ROUTE_TABLE. Throws on
 * a path outside the section's part of the table or listed twice, so a mistake fails the section's
 * test (and its first load) loudly instead of mounting a page under the wrong guard.
 */
export function sectionRoutes<S extends RemoteSection>(
  section: S,
  pages: readonly SectionPageDef<S>[],
): SectionRoute[] {
  const seen = new Set<string>();
  return pages.map(({ path, title, Component }) => {
    if (seen.has(path)) throw new Error(`[portal] ${section} route ${path} is listed twice`);
    seen.add(path);
    return { path, permission: sectionRouteGuard(section, path), title, Component };
  });
}

/**
 * A route as the shell receives it from any deployed section. Sections built before issue 18 wrote
 * `permission` by hand, those built after derive it; both ship it. It is optional here so the shell
 * also accepts a later section that leaves it out for table paths (the shell guards from its own
 * table and only falls back to `permission`, see portal-shell/src/federation/sections.ts).
 */
export type ShippedSectionRoute = Omit<SectionRoute, 'permission'> & { permission?: Permission | null };

export interface SectionModule {
  default: ShippedSectionRoute[];
  /** set by the fallback runtime plugin when the section could not be loaded */
  unavailable?: boolean;
  reason?: string;
}

/** Records which React each bundle got, so a test can prove there is one copy in the page. */
export function registerReactCopy(from: string, react: unknown) {
  const w = window as unknown as { __EXPORTDESK_REACT__?: { from: string; react: unknown }[] };
  (w.__EXPORTDESK_REACT__ ??= []).push({ from, react });
}
