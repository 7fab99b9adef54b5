// The classifier's figures, in process (run by bench/classifier.mjs under tsx): index build time,
// per-query p50/p99 over the labelled set repeated, and top-1/top-5 accuracy on that set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildClassifierIndex, classifierAccuracy, classify, csvRecords } from '@exportdesk/core';

const root = path.resolve(import.meta.dirname, '..');
const rows = csvRecords(
  readFileSync(path.join(root, 'api/src/db/data/hs/harmonized-system-2022.csv'), 'utf8'),
).records.map((r) => ({ hscode: r.hscode, description: r.description, level: Number(r.level) }));
const set: Array<{ description: string; hs: string }> = JSON.parse(
  readFileSync(path.join(root, 'tests/fixtures/hs-classifier-labelled.json'), 'utf8'),
).items;
const rounds = Number(process.argv[2] ?? 20);

let t = performance.now();
const index = buildClassifierIndex(rows);
const buildMs = performance.now() - t;
for (const s of set) classify(index, s.description); // warm-up
const times: number[] = [];
for (let r = 0; r < rounds; r++)
  for (const s of set) {
    t = performance.now();
    classify(index, s.description);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
const { top1, top5, heading5 } = classifierAccuracy(index, set);
const pc = (share: number) => `${(share * 100).toFixed(1)}%`;
console.log(`HSN classifier (issue 16), in process, node ${process.version}`);
console.log(`  index of ${index.docs.length} subheadings built in ${buildMs.toFixed(0)} ms`);
console.log(
  `  per query over ${times.length} queries: p50 ${pct(50).toFixed(2)} ms   p99 ${pct(99).toFixed(2)} ms   max ${times[times.length - 1].toFixed(2)} ms`,
);
console.log(
  `  accuracy on ${set.length} labelled descriptions: top-1 ${pc(top1)}   top-5 ${pc(top5)}   heading in top 5 ${pc(heading5)}`,
);
