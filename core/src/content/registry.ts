/**
 * The portal's remote registry (DESIGN "Portal"): which manifest each section loads from, changed
 * by the super admin or a team's deploy (a deploy token scoped to one section, `exportdesk portal
 * publish`) and rolled back.
 */
// The call schemas are in registry-schemas.ts: the shell's first chunk uses these helpers, and
// zod (27 KB gzipped) must not come with them to a visitor's landing page (issue 18).

/** Registry names are lower case with dashes (mfe-shipping); the container name uses underscores. */
export const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const remoteContainerName = (name: string) => name.replace(/-/g, '_');

export const DEFAULT_REMOTES = [
  { name: 'mfe-shipping', manifestUrl: 'http://localhost:8081/mf-manifest.json' },
  { name: 'mfe-docs', manifestUrl: 'http://localhost:8082/mf-manifest.json' },
  { name: 'mfe-backoffice', manifestUrl: 'http://localhost:8083/mf-manifest.json' },
] as const;

/** `PORTAL_REMOTE_MFE_SHIPPING` for mfe-shipping. */
export const remoteEnvName = (name: string) => `PORTAL_REMOTE_${name.toUpperCase().replace(/-/g, '_')}`;

/** The origin (scheme://host:port) of an http(s) URL, or null for anything else. */
export function httpOrigin(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const u = new URL(url);
  return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
}

/**
 * Origins a section's build may be loaded from (the registry's allowlist). From
 * `PORTAL_REMOTE_ORIGINS` (comma-separated) when set; otherwise the origins the registry is seeded
 * with — `PORTAL_REMOTE_<NAME>` or the development ports 8081–8083 that `npm start` serves — so a
 * fresh machine works without editing anything. The API, the static servers and the shell all
 * read this one rule.
 */
export function remoteOriginsFrom(env: Record<string, string | undefined>): string[] {
  const listed = env.PORTAL_REMOTE_ORIGINS?.trim()
    ? env.PORTAL_REMOTE_ORIGINS.split(',').map((s) => s.trim())
    : DEFAULT_REMOTES.map((r) => env[remoteEnvName(r.name)] || r.manifestUrl);
  return [...new Set(listed.map(httpOrigin).filter((o): o is string => !!o))];
}

/** Whether a manifest URL may be registered / loaded: http(s) on an allowlisted origin. */
export function remoteUrlAllowed(url: string, origins: readonly string[]): boolean {
  const origin = httpOrigin(url);
  return !!origin && origins.includes(origin);
}

export const REGISTRY_MSG = {
  superAdminOnly:
    'Only the super admin can change the portal sections (the remote registry). Nothing was changed.',
  originNotAllowed: (origin: string, allowed: readonly string[]) =>
    `${origin} is not an allowed origin for portal sections (allowed: ${allowed.join(', ') || 'none'}; set PORTAL_REMOTE_ORIGINS). Nothing was changed.`,
  wrongSection: (tokenSection: string, name: string) =>
    `This deploy token publishes ${tokenSection} only, not ${name}. Nothing was changed.`,
  tokenRevoked: 'This deploy token is unknown or revoked. Ask the super admin for a new one.',
};
