#!/usr/bin/env node
// Bundles a Node part (api, workers, cli) with esbuild: our workspace packages (TypeScript
// source) are bundled in, npm dependencies stay external and load from node_modules.
import { build } from 'esbuild';
import { chmodSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const TARGETS = {
  api: [
    { in: 'api/src/main.ts', out: 'api/dist/main.js' },
    { in: 'api/src/prepare-main.ts', out: 'api/dist/prepare.js' },
    { in: 'api/src/check-config-main.ts', out: 'api/dist/check-config.js' },
    // The render pool's thread (documents/render-pool.ts looks for it beside the bundle).
    { in: 'api/src/documents/render-thread.ts', out: 'api/dist/render-thread.js' },
  ],
  workers: [
    { in: 'workers/src/main.ts', out: 'workers/dist/main.js' },
    { in: 'api/src/documents/render-thread.ts', out: 'workers/dist/render-thread.js' },
  ],
  // The CLI is split so ink (≈1 s to load) is only loaded by commands that draw on a terminal.
  cli: [{ in: 'cli/src/main.ts', out: 'cli/dist/exportdesk.js', bin: true, split: true }],
};

const externalDeps = {
  name: 'external-deps',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@exportdesk/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function bundle(part) {
  const entries = TARGETS[part];
  if (!entries) throw new Error(`unknown part "${part}" (one of ${Object.keys(TARGETS).join(', ')})`);
  for (const e of entries) {
    // A split bundle's chunks have hashed names: clear the old ones, or every build adds more to
    // the folder (and to the packed CLI).
    if (e.split)
      rmSync(path.join(path.dirname(path.join(root, e.out)), 'chunks'), { recursive: true, force: true });
    await build({
      entryPoints: [path.join(root, e.in)],
      ...(e.split
        ? {
            outdir: path.dirname(path.join(root, e.out)),
            entryNames: path.basename(e.out, '.js'),
            chunkNames: 'chunks/[name]-[hash]',
            splitting: true,
          }
        : { outfile: path.join(root, e.out) }),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      jsx: 'automatic',
      logLevel: 'warning',
      plugins: [externalDeps],
      banner: {
        js: `${e.bin ? '#!/usr/bin/env node\n' : ''}import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);`,
      },
    });
    if (e.bin) chmodSync(path.join(root, e.out), 0o755);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const parts = process.argv.slice(2);
  for (const p of parts.length ? parts : Object.keys(TARGETS)) await bundle(p);
}
