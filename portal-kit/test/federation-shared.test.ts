/**
 * Issue 27: the federation runtime warned on every page that react-router-dom did not satisfy
 * the shared version. The share is aliased to portal-kit's router.ts, so without a version of its
 * own it took portal-kit's (0.1.0) against a `^7` requirement. Every share's version must meet
 * its requirement, and each package's declared range must admit what is installed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build settings, no types
import { sharedDeps } from '../federation.mjs';

const require = createRequire(import.meta.url);
const installed = (pkg: string) => require(`${pkg}/package.json`).version as string;
type Share = { requiredVersion?: string; version?: string };
const shares = Object.entries(sharedDeps as Record<string, Share>);
const root = path.resolve(__dirname, '../..');

describe('federation shared versions', () => {
  it('the aliased react-router-dom share carries the installed version, which its requirement accepts', () => {
    const s = (sharedDeps as Record<string, Share>)['react-router-dom'];
    expect(s.version).toBe(installed('react-router-dom'));
    expect(semver.satisfies(s.version!, s.requiredVersion!)).toBe(true);
    // router.ts re-exports react-router: the version stated must be the code shipped
    expect(installed('react-router')).toBe(installed('react-router-dom'));
  });

  it.each(shares)('%s: a stated version meets the requirement', (_name, s) => {
    if (s.version && s.requiredVersion) expect(semver.satisfies(s.version, s.requiredVersion)).toBe(true);
  });

  it.each(['portal-kit', 'portal-shell', 'mfe-shipping', 'mfe-docs', 'mfe-backoffice'])(
    "%s's declared ranges admit the installed shared packages",
    (dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const deps = { ...pkg.dependencies, ...pkg.peerDependencies } as Record<string, string>;
      for (const name of ['react', 'react-dom', 'react-router-dom', '@tanstack/react-query'])
        if (deps[name]) expect(semver.satisfies(installed(name), deps[name]), `${dir} ${name}`).toBe(true);
    },
  );
});
