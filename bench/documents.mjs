#!/usr/bin/env node
// Export documents figures (issue 6). Prints, never passes or fails:
//  1. invoice PDFs rendered per second in one process with the embedded Roboto (₹ sign), fonts
//     loaded once and their parsed form shared (aim: at least 40/s), beside plain pdfmake given
//     font file paths (it re-reads and re-parses them for every document), as a ratio;
//  2. time to generate and zip the invoices of a 1000-parcel docket on SQLite (aim: under 30 s).
// Usage: node bench/documents.mjs [--seconds 5] [--parcels 1000] [--runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { arg, root } from './lib.mjs';

const SECONDS = arg('seconds', 5);
const PARCELS = arg('parcels', 1000);
const RUNS = arg('runs', 3);

function tool(...args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/documents-tools.ts'), ...args.map(String)], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop()));
      } catch {
        reject(new Error(`documents-tools ${args.join(' ')} exited ${code}: ${err.slice(-1500)}`));
      }
    });
  });
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Alternate the two renderers so both see the same noise of this shared machine.
// Wall-clock rates depend on what else runs here; per CPU-second is what one free core would do.
const shared = [];
const naive = [];
for (let i = 0; i < RUNS; i++) {
  shared.push(await tool('render', SECONDS));
  naive.push(await tool('naive', SECONDS));
}
const m = (runs, k) => median(runs.map((r) => r[k]));
console.log(`invoice PDFs/s, one process, Roboto (₹), aim ≥ 40/s:`);
console.log(`  shared fonts   ${m(shared, 'perSecond')}/s wall   ${m(shared, 'perCpuSecond')}/s per CPU-second`);
console.log(`  plain pdfmake  ${m(naive, 'perSecond')}/s wall   ${m(naive, 'perCpuSecond')}/s per CPU-second`);
console.log(`  ratio ${(m(shared, 'perCpuSecond') / m(naive, 'perCpuSecond')).toFixed(2)} per CPU-second (wall runs: ${shared.map((r) => r.perSecond).join(', ')} | ${naive.map((r) => r.perSecond).join(', ')})`);

const dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-bench-docs-'));
try {
  const z = await tool('zip', PARCELS, dir);
  console.log(`generate + zip the invoices of a ${z.parcels}-parcel docket: ${z.seconds} s wall, ${z.cpuSeconds} s of CPU (${z.perSecond} invoices/s, zip ${z.zipMb} MB; aim < 30 s)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
