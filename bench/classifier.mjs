#!/usr/bin/env node
// HSN classifier figures (issue 16). Prints, never passes or fails: the index build time, the
// per-query p50/p99 of core `classify` over the labelled set (tests/fixtures/hs-classifier-labelled.json,
// repeated --rounds times) and its top-1/top-5 accuracy on that set.
// Usage: node bench/classifier.mjs [--rounds 20]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { arg, root } from './lib.mjs';

const r = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'bench/classifier-tools.ts'), String(arg('rounds', 20))],
  { cwd: root, stdio: 'inherit' },
);
process.exitCode = r.status ?? 1;
