#!/usr/bin/env node
// HSN classifier figures (issues 16, 24). Prints, never passes or fails: the index build time,
// per-query p50/p99 of core `classify`, heading and subheading top-1/top-5 accuracy on the tuning
// part (tests/fixtures/hs-classifier-labelled.json) and on the held-out part
// (tests/fixtures/hs-classifier-heldout.json, never used to tune), and the match meter's
// calibration (reliability by bins, share right above the "check this code" line, Brier, ECE).
// Usage: node bench/classifier.mjs [--rounds 20] [--fit]
//   --fit: fit the confidence model on the tuning part and print its constants (no figures).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { arg, root } from './lib.mjs';

const r = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    path.join(root, 'bench/classifier-tools.ts'),
    String(arg('rounds', 20)),
    ...(process.argv.includes('--fit') ? ['--fit'] : []),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exitCode = r.status ?? 1;
