/**
 * Run-time settings of the portal. The static server writes `window.__EXPORTDESK__` from its
 * environment (/config.js); the values baked at build time are the fallback.
 */
import { httpOrigin } from '@exportdesk/core';

// The portal's CSP allows no eval (static server, issue 12). zod would probe for `new Function`
// (its JIT) on the first parse — harmless, but a CSP violation on every page: tell it not to.
// The setting lives on globalThis, so every copy of zod in the shell and the sections reads it.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });

export interface RemoteEntry {
  name: string;
  manifestUrl: string;
  version?: string;
}

export interface PortalSettings {
  apiUrl: string;
  remotes: RemoteEntry[];
  /**
   * Origins a section may be loaded from (the static server's PORTAL_REMOTE_ORIGINS, the same list
   * its CSP allows scripts from). Without /config.js: the origins of the baked remotes.
   */
  remoteOrigins: string[];
}

declare global {
  interface Window {
    __EXPORTDESK__?: Partial<PortalSettings>;
  }
}
declare const __PORTAL_DEFAULTS__: Partial<PortalSettings> | undefined;

export const DEFAULT_API_URL = 'http://localhost:4000/api/v1';

export function portalSettings(): PortalSettings {
  const baked = typeof __PORTAL_DEFAULTS__ === 'object' && __PORTAL_DEFAULTS__ ? __PORTAL_DEFAULTS__ : {};
  const live = (typeof window !== 'undefined' && window.__EXPORTDESK__) || {};
  const remotes = live.remotes ?? baked.remotes ?? [];
  return {
    apiUrl: (live.apiUrl ?? baked.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, ''),
    remotes,
    remoteOrigins: live.remoteOrigins ??
      baked.remoteOrigins ?? [
        ...new Set(
          (baked.remotes ?? []).map((r) => httpOrigin(r.manifestUrl)).filter((o): o is string => !!o),
        ),
      ],
  };
}

/** The API's origin (the socket listens on the same port). */
export const apiOrigin = () => new URL(portalSettings().apiUrl).origin;
