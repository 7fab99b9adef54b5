/**
 * Sections found at run time: read the remote registry (GET /api/v1/portal/remotes), register a
 * section with the federation runtime and load its `./routes` — only when a page of that section
 * is opened (or prefetched, see prefetch.ts), so the landing page fetches no section's code.
 * A section that fails is marked unavailable; the shell keeps working and offers a retry.
 */
import { useSyncExternalStore } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteUrlAllowed, servedRouteGuard } from '@exportdesk/core';
import {
  get,
  portalSettings,
  type RemoteEntry,
  type SectionModule,
  type SectionRoute,
  type ShippedSectionRoute,
} from '@exportdesk/portal-kit';

export type SectionState =
  | { state: 'loading'; entry: RemoteEntry }
  | { state: 'ready'; entry: RemoteEntry; routes: SectionRoute[] }
  | { state: 'unavailable'; entry: RemoteEntry; reason: string };

type Sections = Record<string, SectionState>;

let sections: Sections = {};
let registry: 'loading' | 'done' = 'loading';
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const set = (name: string, s: SectionState) => {
  sections = { ...sections, [name]: s };
  emit();
};

/** Registry names may be written with dashes; container names use underscores. */
const containerName = (name: string) => name.replace(/-/g, '_');

async function readRegistry(): Promise<RemoteEntry[]> {
  const fallback = portalSettings().remotes;
  try {
    const ctl = new AbortController();
    const t = setTimeout(() => ctl.abort(), 4000);
    const res = await get<RemoteEntry[]>('portal/remotes', ctl.signal).finally(() => clearTimeout(t));
    if (res.success && Array.isArray(res.data) && res.data.length) return res.data;
  } catch {
    // registry unreachable: use the list this shell was configured with
  }
  return fallback;
}

/**
 * Issue 18: each page's guard is this shell's ROUTE_TABLE entry for its path (core), the same
 * matrix the menus come from. The `permission` a section ships with a route (hand-written before
 * issue 18, read from core's table since) is used only for a path this shell's table lacks — a
 * page added by a newer section, which still needs no shell release. A route with neither is not
 * mounted. So every deployed section loads whether it was built before or after issue 18, and one
 * built later may leave `permission` out of table paths (keep shipping it for such new paths).
 */
export function guardedRoutes(name: string, shipped: ShippedSectionRoute[]): SectionRoute[] {
  return shipped.flatMap((r) => {
    const permission = servedRouteGuard(r.path, r.permission);
    if (permission === undefined) {
      console.error(`[portal] ${name} route ${r.path} not mounted: not in ROUTE_TABLE and no permission`);
      return [];
    }
    if (r.permission !== undefined && r.permission !== permission)
      console.warn(
        `[portal] ${name} route ${r.path}: guarded by ROUTE_TABLE (${permission}), not ${r.permission}`,
      );
    return [{ ...r, permission }];
  });
}

/**
 * A section's script runs with the user's session: never register one from an origin outside the
 * allowlist, even if the registry holds it (defence in depth behind the API's check and the CSP).
 */
export const NOT_ALLOWED_REASON = 'its origin is not an allowed portal section origin';

async function loadSection(entry: RemoteEntry, force: boolean) {
  const name = containerName(entry.name);
  if (!remoteUrlAllowed(entry.manifestUrl, portalSettings().remoteOrigins)) {
    console.error(`[portal] section ${entry.name} not loaded: ${entry.manifestUrl} — ${NOT_ALLOWED_REASON}`);
    set(name, { state: 'unavailable', entry, reason: NOT_ALLOWED_REASON });
    return;
  }
  set(name, { state: 'loading', entry });
  try {
    registerRemotes([{ name, entry: entry.manifestUrl }], { force });
    const mod = await loadRemote<SectionModule>(`${name}/routes`);
    if (!mod || mod.unavailable || !Array.isArray(mod.default)) {
      set(name, { state: 'unavailable', entry, reason: mod?.reason ?? 'no routes' });
      return;
    }
    set(name, { state: 'ready', entry, routes: guardedRoutes(name, mod.default) });
  } catch (err) {
    set(name, { state: 'unavailable', entry, reason: (err as Error).message });
  }
}

let registryRead: Promise<RemoteEntry[]> | null = null;
function registryEntries(): Promise<RemoteEntry[]> {
  registryRead ??= readRegistry().then((entries) => {
    registry = 'done';
    emit();
    return entries;
  });
  return registryRead;
}

const NOT_IN_REGISTRY = 'not in the portal registry';

/** Sections asked for so far (once each; a retry goes through retrySection). */
const asked = new Map<string, Promise<void>>();

/** Load one section (container name, e.g. mfe_docs) unless it is loaded or on its way. */
export function ensureSection(name: string): Promise<void> {
  let p = asked.get(name);
  if (!p) {
    p = registryEntries().then((entries) => {
      const entry = entries.find((e) => containerName(e.name) === name);
      if (entry) return loadSection(entry, true);
      set(name, { state: 'unavailable', entry: { name, manifestUrl: '' }, reason: NOT_IN_REGISTRY });
    });
    asked.set(name, p);
  }
  return p;
}

/** Every section in the registry (a path no table entry names may still be a section's page). */
export async function startSections(): Promise<void> {
  const entries = await registryEntries();
  await Promise.all(entries.map((e) => ensureSection(containerName(e.name))));
}

export function retrySection(name: string): Promise<void> {
  const s = sections[name];
  if (!s) return ensureSection(name);
  if (s.state === 'unavailable' && s.reason === NOT_IN_REGISTRY) {
    // the registry may know it now: read it again
    asked.delete(name);
    registryRead = null;
    return ensureSection(name);
  }
  return loadSection(s.entry, true);
}

const snapshot = () => sections;
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const useSections = () => useSyncExternalStore(subscribe, snapshot);
export const registryLoaded = () => registry === 'done';
