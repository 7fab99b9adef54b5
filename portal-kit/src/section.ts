/**
 * What a section exposes as `./routes`: its pages, each with the spec's route-table path and the
 * permission it needs. The shell mounts them under its guards and layout.
 */
import type { ComponentType } from 'react';
import type { Permission } from '@exportdesk/core';

export interface SectionRoute {
  /** react-router path as in the spec's route table, e.g. '/hsnlookup', '/pickup/:page' */
  path: string;
  /** core permission the page needs; null = open page (no login) */
  permission: Permission | null;
  /** page title, used in the document title */
  title: string;
  /** usually React.lazy(() => import('./pages/...')) so the page downloads only when opened */
  Component: ComponentType;
}

export interface SectionModule {
  default: SectionRoute[];
  /** set by the fallback runtime plugin when the section could not be loaded */
  unavailable?: boolean;
  reason?: string;
}

/** Records which React each bundle got, so a test can prove there is one copy in the page. */
export function registerReactCopy(from: string, react: unknown) {
  const w = window as unknown as { __EXPORTDESK_REACT__?: { from: string; react: unknown }[] };
  (w.__EXPORTDESK_REACT__ ??= []).push({ from, react });
}
