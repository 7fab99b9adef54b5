#!/usr/bin/env node
// Builds everything: the Node parts with esbuild (seconds) and each portal app with webpack,
// skipping a portal app whose dist is newer than its sources (and portal-kit's / core's).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundle } from './bundle.mjs';
import { newestMtime, root, run, say } from './lib.mjs';

export const PORTAL_APPS = [
  { name: 'portal-shell', port: 8080, spa: true },
  { name: 'mfe-shipping', port: 8081 },
  { name: 'mfe-docs', port: 8082 },
  { name: 'mfe-backoffice', port: 8083 },
];

export function portalAppExists(app) {
  return existsSync(path.join(root, app.name, 'webpack.config.mjs'));
}

function portalUpToDate(app) {
  const marker = path.join(root, app.name, 'dist', 'mf-manifest.json');
  if (!existsSync(marker)) return false;
  return (
    newestMtime([
      `${app.name}/src`,
      `${app.name}/webpack.config.mjs`,
      'portal-kit/src',
      'portal-kit/federation.mjs',
      'portal-kit/webpack.mjs',
      'core/src',
    ]) < statSync(marker).mtimeMs
  );
}

export async function buildAll({ force = false, portal = true } = {}) {
  say('Bundling api, workers and cli (esbuild)…');
  for (const part of ['api', 'workers', 'cli']) await bundle(part);
  if (!portal) return;
  for (const app of PORTAL_APPS.filter(portalAppExists)) {
    if (!force && portalUpToDate(app)) {
      say(`${app.name}: build is up to date`);
      continue;
    }
    say(`Building ${app.name} (webpack)…`);
    run('npm', ['run', 'build', '--silent', '-w', app.name]);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll({ force: process.argv.includes('--force'), portal: !process.argv.includes('--no-portal') });
}
