#!/usr/bin/env node
// `npm run bench`: build, then run every benchmark in turn. Each prints its own figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const only = process.argv.slice(2);
spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--no-portal'], {
  stdio: 'inherit',
  cwd: root,
});
const skip = new Set(['lib.mjs', 'run.mjs', 'bare-hapi.mjs']);
const benches = readdirSync(path.join(root, 'bench')).filter(
  (f) =>
    f.endsWith('.mjs') &&
    !skip.has(f) &&
    !f.includes('server') &&
    (!only.length || only.some((o) => f.startsWith(o))),
);
for (const b of benches) {
  console.log(`\n=== bench/${b}`);
  spawnSync(process.execPath, [path.join(root, 'bench', b)], { stdio: 'inherit', cwd: root });
}
if (!existsSync(path.join(root, 'api/dist/main.js')))
  console.error('api/dist/main.js is missing: the build failed.');
