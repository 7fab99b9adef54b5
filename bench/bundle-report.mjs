#!/usr/bin/env node
// What each portal chunk holds (issue 18): builds the shell and the sections in production mode
// into a temp dir (the real dist is left alone), then prints, per JavaScript chunk, its gzipped
// size, whether the landing page loads it up front, and the packages inside it ranked by their
// share of the chunk (module bytes before minifying — a ranking, not exact gzip bytes).
// Offline: webpack's own stats, no analyser fetched from the network.
//   node bench/bundle-report.mjs [--app portal-shell] [--top 8] [--json bench/out/bundle-report.json]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { root } from './lib.mjs';

const { values } = parseArgs({
  options: {
    app: { type: 'string', multiple: true },
    top: { type: 'string', default: '8' },
    json: { type: 'string' },
  },
});
const APPS = values.app ?? ['portal-shell', 'mfe-shipping', 'mfe-docs', 'mfe-backoffice'];
const TOP = Number(values.top);
const require = createRequire(path.join(root, 'portal-kit/package.json'));
const webpack = require('webpack');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** `node_modules/@scope/name/…` → `@scope/name`; our own workspaces by folder. */
function packageOf(resource) {
  const m = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(resource.split('!').pop() ?? '');
  if (m) return m[1].replace('\\', '/');
  const file = resource.split('!').pop() ?? resource;
  if (!path.isAbsolute(file)) return '(webpack/federation runtime)';
  const rel = path.relative(root, file);
  return rel.startsWith('..') ? '(outside the repo)' : `${rel.split(path.sep)[0]} (ours)`;
}

async function build(app) {
  const out = mkdtempSync(path.join(tmpdir(), `bundle-${app}-`));
  const factory = (await import(path.join(root, app, 'webpack.config.mjs'))).default;
  const config = factory({}, { mode: 'production' });
  config.output.path = out;
  const stats = await new Promise((resolve, reject) =>
    webpack(config, (err, s) => (err ? reject(err) : resolve(s))),
  );
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const { compilation } = stats;
  const initial = new Set([...compilation.entrypoints.get('main').chunks].flatMap((c) => [...c.files]));
  const rows = [];
  for (const chunk of compilation.chunks) {
    const file = [...chunk.files].find((f) => f.endsWith('.js'));
    if (!file) continue;
    const gz = zlib.gzipSync(readFileSync(path.join(out, file)), { level: 6 }).length;
    const pkgs = {};
    const add = (m) => {
      if (m.modules) return m.modules.forEach(add); // a concatenated module: count its parts
      const pkg = packageOf(m.resource ?? m.nameForCondition?.() ?? m.identifier());
      pkgs[pkg] = (pkgs[pkg] ?? 0) + m.size();
    };
    compilation.chunkGraph.getChunkModules(chunk).forEach(add);
    const total = Object.values(pkgs).reduce((a, b) => a + b, 0) || 1;
    const top = Object.entries(pkgs)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)
      .map(([p, s]) => ({ pkg: p, share: s / total, raw: s }));
    rows.push({ file, gz, initial: initial.has(file), top });
  }
  rmSync(out, { recursive: true, force: true });
  return rows.sort((a, b) => b.gz - a.gz);
}

const report = {};
for (const app of APPS) {
  const rows = await build(app);
  report[app] = rows;
  const sum = rows.reduce((a, r) => a + r.gz, 0);
  console.log(`\n${app}: ${rows.length} JS chunks, ${kb(sum)} gzipped in all (gzip -6)`);
  for (const r of rows.filter((x) => x.gz >= 1024)) {
    const pk = r.top.map((t) => `${t.pkg} ${Math.round(t.share * 100)}%`).join(', ');
    console.log(`  ${r.file.padEnd(24)} ${kb(r.gz).padStart(9)}  ${r.initial ? 'entry' : '     '}  ${pk}`);
  }
}
if (values.json) {
  mkdirSync(path.dirname(path.resolve(values.json)), { recursive: true });
  writeFileSync(values.json, JSON.stringify(report, null, 2));
  console.log(`\nwritten ${values.json}`);
}
