/**
 * Run-time settings of the portal. The static server writes `window.__EXPORTDESK__` from its
 * environment (/config.js); the values baked at build time are the fallback.
 */
export interface RemoteEntry {
  name: string;
  manifestUrl: string;
  version?: string;
}

export interface PortalSettings {
  apiUrl: string;
  remotes: RemoteEntry[];
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
  return {
    apiUrl: (live.apiUrl ?? baked.apiUrl ?? DEFAULT_API_URL).replace(/\/+$/, ''),
    remotes: live.remotes ?? baked.remotes ?? [],
  };
}

/** The API's origin (the socket listens on the same port). */
export const apiOrigin = () => new URL(portalSettings().apiUrl).origin;
