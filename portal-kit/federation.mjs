// Module Federation settings shared by the shell and every section, declared once here.
// React 19: share `react-dom/` (trailing slash) as well, or react-dom/client loads twice (#527).
// @exportdesk/core is deliberately not shared: it is pure and stateless, and a shared module is
// never tree-shaken, so sharing it would put the whole rate engine into the shell's first load.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (pkg) => require(`${pkg}/package.json`).version;

const singleton = (pkg, requiredVersion = `^${versionOf(pkg)}`) => ({ singleton: true, requiredVersion });

// An aliased share (react-router-dom → our router.ts) would otherwise take its version from the
// package.json nearest the file it resolves to: portal-kit's 0.1.0, which no `^7` requirement
// accepts, so the runtime warned on every page that the shared react-router-dom did not satisfy
// it. The version is the package's own; our file re-exports that very package.
const aliased = (pkg) => ({ ...singleton(pkg), version: versionOf(pkg) });

export const sharedDeps = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  'react/jsx-runtime': singleton('react'),
  // resolved to portal-kit/src/federation/router.ts (webpack.mjs): only what the portal uses of
  // React Router is shared; `react-router` itself is bundled into that module, tree-shaken
  'react-router-dom': aliased('react-router-dom'),
  '@tanstack/react-query': singleton('@tanstack/react-query'),
  '@exportdesk/portal-kit': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
};

/** Registry names (the container name is the same with underscores, e.g. mfe_docs); ports are the development defaults (docs/CONFIGURATION.md). */
export const SECTIONS = {
  'mfe-shipping': { port: 8081 },
  'mfe-docs': { port: 8082 },
  'mfe-backoffice': { port: 8083 },
};

export const defaultRemotes = () =>
  Object.entries(SECTIONS).map(([name, { port }]) => ({
    name,
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    version: 'local',
  }));
