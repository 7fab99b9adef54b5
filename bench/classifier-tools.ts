// The classifier's figures, in process (run by bench/classifier.mjs under tsx): index build time,
// per-query p50/p99, heading and subheading accuracy on the tuning part and on the held-out part
// (the figure that counts: never used to tune), and calibration of the match meter on both.
// With --fit: fits `CONFIDENCE_MODEL` (core/src/classifier/confidence.ts) on the tuning part only
// and prints the constants to paste.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildClassifierIndex,
  CHECK_BELOW,
  classifierAccuracy,
  classify,
  confidenceTerms,
  csvRecords,
  rankSubheadings,
} from '@exportdesk/core';

type Labelled = Array<{ description: string; hs: string; writtenAfterTuning?: boolean }>;
const root = path.resolve(import.meta.dirname, '..');
const rows = csvRecords(
  readFileSync(path.join(root, 'api/src/db/data/hs/harmonized-system-2022.csv'), 'utf8'),
).records.map((r) => ({ hscode: r.hscode, description: r.description, level: Number(r.level) }));
const load = (file: string): Labelled =>
  JSON.parse(readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')).items;
const tuning = load('hs-classifier-labelled.json');
const heldOut = load('hs-classifier-heldout.json');
const rounds = Number(process.argv[2] ?? 20);
const fit = process.argv.includes('--fit');

let t = performance.now();
const index = buildClassifierIndex(rows);
const buildMs = performance.now() - t;
const pc = (share: number) => `${(share * 100).toFixed(1)}%`;

const KEYS = ['marginNoNoun', 'marginNoun', 'coverage', 'nounIn', 'nounOut'] as const;
if (fit) {
  // every top-5 row of the tuning part: its features and whether its heading is the label's
  const xs: number[][] = [];
  const ys: number[] = [];
  for (const l of tuning)
    for (const r of rankSubheadings(index, l.description)) {
      const terms = confidenceTerms(r.features);
      xs.push([1, ...KEYS.map((k) => terms[k])]);
      ys.push(index.docs[r.index].code.startsWith(l.hs.slice(0, 4)) ? 1 : 0);
    }
  const w = logistic(xs, ys, 0.1);
  console.log(
    `fitted on ${xs.length} rows of ${tuning.length} tuning descriptions; paste into CONFIDENCE_MODEL:`,
  );
  console.log(
    `  bias: ${w[0].toFixed(3)},\n${KEYS.map((k, i) => `  ${k}: ${w[i + 1].toFixed(3)},`).join('\n')}`,
  );
  process.exit(0);
}

for (const s of tuning) classify(index, s.description); // warm-up
const times: number[] = [];
for (let r = 0; r < rounds; r++)
  for (const s of [...tuning, ...heldOut]) {
    t = performance.now();
    classify(index, s.description);
    times.push(performance.now() - t);
  }
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
console.log(`HSN classifier (issues 16, 24), in process, node ${process.version}`);
console.log(`  index of ${index.docs.length} subheadings built in ${buildMs.toFixed(0)} ms`);
console.log(
  `  per query over ${times.length} queries: p50 ${pct(50).toFixed(2)} ms   p99 ${pct(99).toFixed(2)} ms   max ${times[times.length - 1].toFixed(2)} ms`,
);
const late = heldOut.filter((l) => l.writtenAfterTuning);
for (const [name, set] of [
  ['tuning', tuning],
  ['held-out', heldOut],
  ['  of which written after tuning', late],
] as const) {
  const a = classifierAccuracy(index, set);
  const six = set.filter((l) => l.hs.length === 6).length;
  console.log(
    `  ${name.padEnd(8)} ${String(set.length).padStart(3)} items: heading top-1 ${pc(a.heading1)}  top-5 ${pc(a.heading5)}   subheading (${six} six-digit labels) top-1 ${pc(a.top1)}  top-5 ${pc(a.top5)}`,
  );
}
console.log(`  match meter = chance the row's heading is right; "check this code" below ${pc(CHECK_BELOW)}`);
for (const [name, set] of [
  ['tuning', tuning],
  ['held-out', heldOut],
] as const)
  calibration(name, set);

/** Reliability of the top answer's confidence by bins, the share right at ≥ the check line, and the Brier score. */
function calibration(name: string, set: Labelled) {
  const tops = set.map((l) => {
    const s = classify(index, l.description)[0];
    return { p: s?.confidence ?? 0, ok: s ? s.hsCode.startsWith(l.hs.slice(0, 4)) : false };
  });
  const bins = [0, 0.2, 0.4, 0.6, 0.8, 1.0001];
  const cells = bins.slice(0, -1).map((lo, i) => {
    const inBin = tops.filter((x) => x.p >= lo && x.p < bins[i + 1]);
    const mean = inBin.reduce((a, x) => a + x.p, 0) / Math.max(1, inBin.length);
    const right = inBin.filter((x) => x.ok).length / Math.max(1, inBin.length);
    return `${(lo * 100).toFixed(0)}–${Math.min(100, bins[i + 1] * 100).toFixed(0)}%: ${inBin.length} shown ${pc(mean)} right ${inBin.length ? pc(right) : '—'}`;
  });
  const sure = tops.filter((x) => x.p >= CHECK_BELOW);
  const brier = tops.reduce((a, x) => a + (x.p - (x.ok ? 1 : 0)) ** 2, 0) / Math.max(1, tops.length);
  const ece = bins.slice(0, -1).reduce((a, lo, i) => {
    const inBin = tops.filter((x) => x.p >= lo && x.p < bins[i + 1]);
    const mean = inBin.reduce((s, x) => s + x.p, 0) / Math.max(1, inBin.length);
    const right = inBin.filter((x) => x.ok).length / Math.max(1, inBin.length);
    return a + (inBin.length / tops.length) * Math.abs(mean - right);
  }, 0);
  // every shown row, not only the best: is its heading right?
  const all = set.flatMap((l) =>
    classify(index, l.description).map((s) => ({
      p: s.confidence,
      ok: s.hsCode.startsWith(l.hs.slice(0, 4)),
    })),
  );
  const shown = all.filter((x) => x.p >= CHECK_BELOW);
  const low = all.filter((x) => x.p < 0.2);
  console.log(`  calibration of the top answer, ${name}:`);
  for (const c of cells) console.log(`    ${c}`);
  console.log(
    `    shown at ≥ ${pc(CHECK_BELOW)}: ${sure.length} of ${tops.length}, right ${pc(sure.filter((x) => x.ok).length / Math.max(1, sure.length))}; flagged "check this code": ${tops.length - sure.length}, right ${pc(tops.filter((x) => x.p < CHECK_BELOW && x.ok).length / Math.max(1, tops.length - sure.length))}   Brier ${brier.toFixed(3)}   ECE ${ece.toFixed(3)}`,
  );
  console.log(
    `    every row of the five: ${all.length}; at ≥ ${pc(CHECK_BELOW)} ${shown.length}, right ${pc(shown.filter((x) => x.ok).length / Math.max(1, shown.length))}; below 20% ${low.length}, right ${pc(low.filter((x) => x.ok).length / Math.max(1, low.length))}`,
  );
}

/** Logistic regression by Newton steps with an L2 penalty `l2` (the bias unpenalised). */
function logistic(xs: number[][], ys: number[], l2: number): number[] {
  const d = xs[0].length;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < 50; it++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    xs.forEach((x, n) => {
      const p = 1 / (1 + Math.exp(-x.reduce((a, v, j) => a + v * w[j], 0)));
      for (let j = 0; j < d; j++) {
        g[j] += (p - ys[n]) * x[j];
        for (let k = 0; k < d; k++) h[j][k] += p * (1 - p) * x[j] * x[k];
      }
    });
    for (let j = 1; j < d; j++) {
      g[j] += l2 * w[j];
      h[j][j] += l2;
    }
    const step = solve(h, g);
    w = w.map((v, j) => v - step[j]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return w;
}

/** Gaussian elimination with partial pivoting: a small dense system. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r][c]) > Math.abs(m[p][c])) p = r;
    [m[c], m[p]] = [m[p], m[c]];
    for (let r = c + 1; r < n; r++) {
      const f = m[r][c] / m[c][c];
      for (let k = c; k <= n; k++) m[r][k] -= f * m[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = m[r][n];
    for (let k = r + 1; k < n; k++) s -= m[r][k] * x[k];
    x[r] = s / m[r][r];
  }
  return x;
}
