#!/usr/bin/env node
// The house figures of issues 13 and 28, all aimed at 0, and the time `npm run lint` takes:
//   `as any` (any form) and explicit `any` outside tests, files over 300 lines, API areas not in
//   the four-file shape and their extra files that do not say why they exist, every house rule of
//   eslint.config.js (one line each), the house-rule exceptions (disable comments, each printed
//   with its reason), unformatted files.
// It runs the three steps of `npm run lint` one after another, each timed, even when one fails
// (`npm run lint` itself stops at the first failing step). Prints; never fails.
//   node bench/house.mjs [--list] [--cold]
//   --list  name the files behind each figure;  --cold  drop the ESLint and Prettier caches first
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const list = process.argv.includes('--list');
const MAX_LINES = 300;
// A long file may stay long when a comment in its first lines says why, e.g.
//   // long-file: one table of the spec's 97 HS chapters, split it and the table reads worse
const LONG_FILE_MARKER = /^\s*(\/\/|\/?\*|#)\s*long-file:\s*\S/;
const AREA_FILES = ['index.ts', 'routes.ts', 'service.ts', 'repo.ts'];
// An extra file of an area says why it is not in the four in its opening comment (its first
// lines, read as one text so the reason may wrap): "Its own file: a renderer", "Own file because
// …", "a named reason for an extra file", or a `long-file:` note.
const EXTRA_FILE_WHY = /\bown file\b|\bnamed reason\b|long-file:/i;
const WHY_LINES = 12;

const isTest = (f) => /(^|\/)(tests?|__tests__)\//.test(f) || /\.(test|spec)\.[cm]?[jt]sx?$/.test(f);
const isDataOrGenerated = (f) => /(^|\/)(dist|data|generated|fixtures)\//.test(f) || /\.d\.[cm]?ts$/.test(f);
const isCode = (f) => /\.([cm]?[jt]sx?|css)$/.test(f);

function trackedFiles() {
  const out = spawnSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  }).stdout;
  return out.split('\n').filter((f) => f && existsSync(path.join(root, f)));
}

function longFiles(files) {
  const long = [];
  const excused = [];
  for (const f of files) {
    if (!isCode(f) || isTest(f) || isDataOrGenerated(f)) continue;
    const lines = readFileSync(path.join(root, f), 'utf8').split('\n');
    const n = lines.length - (lines.at(-1) === '' ? 1 : 0);
    if (n <= MAX_LINES) continue;
    (lines.slice(0, 10).some((l) => LONG_FILE_MARKER.test(l)) ? excused : long).push(`${f} (${n})`);
  }
  return { long, excused };
}

/** Issue 28 item 1: portal forms still written as a bare `<form>`, not the kit's `SchemaForm`. */
function formsOffTheKit(files) {
  const browser = /^(portal-shell|portal-kit|mfe-[\w-]+)\/src\/.*\.tsx$/;
  return files.filter(
    (f) =>
      browser.test(f) &&
      !f.startsWith('portal-kit/src/form/') &&
      /<form[\s>]/.test(readFileSync(path.join(root, f), 'utf8')),
  );
}

function areasOutOfShape() {
  const modules = path.join(root, 'api/src/modules');
  return readdirSync(modules)
    .filter((a) => statSync(path.join(modules, a)).isDirectory())
    .map((a) => {
      const has = (f) => existsSync(path.join(modules, a, f));
      // A service library (no HTTP of its own, e.g. mail) has neither index.ts nor routes.ts:
      // it needs only its service and repo (docs/ARCHITECTURE.md, "areas without routes"). An area
      // with no table of its own (it reads core data or other areas' services) has no repo.ts, and
      // its service's opening comment says so ("no repo.ts").
      const noTable =
        has('service.ts') &&
        /\bno repo\.ts\b/i.test(
          readFileSync(path.join(modules, a, 'service.ts'), 'utf8')
            .split('\n')
            .slice(0, WHY_LINES)
            .join(' '),
        );
      const needed = (has('index.ts') || has('routes.ts') ? AREA_FILES : ['service.ts', 'repo.ts']).filter(
        (f) => !(noTable && f === 'repo.ts'),
      );
      return { area: a, missing: needed.filter((f) => !has(f)) };
    })
    .filter((a) => a.missing.length)
    .map((a) => `${a.area} (no ${a.missing.join(', ')})`);
}

/** Files of an area beyond the four (sub-folders too) whose first lines do not say why they exist. */
function extraFilesWithoutWhy() {
  const modules = path.join(root, 'api/src/modules');
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  return readdirSync(modules)
    .filter((a) => statSync(path.join(modules, a)).isDirectory())
    .flatMap((a) => walk(path.join(modules, a)).map((f) => path.relative(modules, f)))
    .filter((f) => /\.tsx?$/.test(f) && !isTest(f) && !AREA_FILES.includes(f.split('/').slice(1).join('/')))
    .filter((f) => {
      const head = readFileSync(path.join(modules, f), 'utf8').split('\n').slice(0, WHY_LINES).join(' ');
      return !EXTRA_FILE_WHY.test(head.replace(/\s*(\/\/|\*)\s*/g, ' '));
    })
    .map((f) => `api/src/modules/${f}`);
}

/**
 * A house rule switched off on a line or a file (`eslint-disable… house/<rule> -- why`): each is
 * counted and printed with its reason, and one without a reason is named apart.
 */
function houseExceptions(files) {
  const out = [];
  for (const f of files) {
    if (!/\.[cm]?[jt]sx?$/.test(f) || isTest(f) || isDataOrGenerated(f)) continue;
    const lines = readFileSync(path.join(root, f), 'utf8').split('\n');
    lines.forEach((l, i) => {
      const m =
        /^[^`'"]*?(?:\/\/|\/\*)\s*eslint-disable(?:-next-line|-line)?\s+([^*]*?house[-/][^*]*?)(?:\s+--\s*(.*?))?\s*(?:\*\/)?$/.exec(
          l,
        );
      if (m) out.push({ at: `${f}:${i + 1}`, rules: m[1].trim(), why: m[2]?.trim() || '' });
    });
  }
  return out;
}

/**
 * Run `npm run -s <script> [-- extra]`, timed; resolves with its code, output, wall seconds and
 * the CPU seconds of it and its children (bash's `times`): on a shared machine wall time varies
 * with the load, CPU time much less.
 */
function timed(script, extra = []) {
  return new Promise((resolve) => {
    const t0 = process.hrtime.bigint();
    const cmd = `npm run -s ${script}${extra.length ? ` -- ${extra.join(' ')}` : ''}; c=$?; times >&2; exit $c`;
    const child = spawn('bash', ['-c', cmd], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      // the last line of `times`: user and system time of the shell's children
      const m = /(\d+)m([\d.]+)s (\d+)m([\d.]+)s\s*$/.exec(out);
      const cpu = m ? Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4]) : NaN;
      resolve({ code, out, seconds, cpu });
    });
  });
}

const { HOUSE_RULES } = await import(path.join(root, 'eslint.config.js'));
const ruleId = (r) => (r.kind === 'imports' ? `house-${r.name}/dependencies` : `house/${r.name}`);

if (process.argv.includes('--cold')) {
  rmSync(path.join(root, 'node_modules/.cache/eslint'), { recursive: true, force: true });
  rmSync(path.join(root, 'node_modules/.cache/prettier'), { recursive: true, force: true });
}

// The three steps of `npm run lint`, as package.json defines them.
const format = await timed('lint:format');
const eslintJson = path.join(root, 'node_modules/.cache/house-eslint.json');
const code = await timed('lint:code', ['-f', 'json', '-o', eslintJson]);
const types = await timed('typecheck');

const unformatted = format.out
  .split('\n')
  .filter((l) => /^\[warn\] (?!Code style issues)\S/.test(l))
  .map((l) => l.slice(7));
const perRule = new Map(HOUSE_RULES.map((r) => [ruleId(r), []]));
let otherLint = 0;
if (existsSync(eslintJson)) {
  for (const file of JSON.parse(readFileSync(eslintJson, 'utf8'))) {
    for (const m of file.messages) {
      const hits = perRule.get(m.ruleId);
      if (hits) hits.push(`${path.relative(root, file.filePath)}:${m.line}`);
      else otherLint += 1;
    }
  }
}
// Each rule lints its own example (HOUSE_RULES[].example): a rule that no longer catches it has
// been disarmed by a config change (a wrong glob, a category no file has) and its 0 means nothing.
const { ESLint } = await import('eslint');
const linter = new ESLint({ cwd: root });
const disarmed = [];
for (const r of HOUSE_RULES.filter((x) => x.example && x.level !== 'off')) {
  const [res] = await linter.lintText(r.example.code, { filePath: path.join(root, r.example.file) });
  if (!res.messages.some((m) => m.ruleId === ruleId(r))) disarmed.push(`${r.name} (${r.example.file})`);
}
const typeErrors = (types.out.match(/error TS\d+/g) ?? []).length;
const files = trackedFiles();
const { long, excused } = longFiles(files);
const areas = areasOutOfShape();
const extraNoWhy = extraFilesWithoutWhy();
const exceptions = houseExceptions(files);
const asAny = perRule.get('house/no-as-any') ?? [];
const explicitAny = perRule.get('house/no-explicit-any') ?? [];
const importRules = HOUSE_RULES.filter((r) => !['no-as-any', 'no-explicit-any'].includes(r.name));
const importHits = importRules.reduce((n, r) => n + perRule.get(ruleId(r)).length, 0);

const line = (label, value, detail = []) => {
  console.log(`  ${label.padEnd(54)} ${String(value).padStart(6)}`);
  if (list) for (const d of detail) console.log(`      ${d}`);
};

console.log(`House figures (issues 13, 28), aimed at 0 — ${new Date().toISOString()}`);
line('`as any` in any form (`as any[]`, `<any>`…), not tests', asAny.length, asAny);
line('explicit `any` outside tests', explicitAny.length, explicitAny);
line(`files over ${MAX_LINES} lines (outside tests, data, generated)`, long.length, long);
if (excused.length) line('  … more with a `long-file:` comment saying why', excused.length, excused);
line('API areas not in the four-file shape', areas.length, areas);
const offKit = formsOffTheKit(files);
line('portal forms not on the form kit (bare <form>)', offKit.length, offKit);
line('  extra area files not saying why in their first lines', extraNoWhy.length, extraNoWhy);
line('house-rule violations (the other rules)', importHits);
for (const r of importRules)
  line(`  ${r.name} (${r.level})`, perRule.get(ruleId(r)).length, perRule.get(ruleId(r)));
line('house rules that miss their own example', disarmed.length, disarmed);
// exceptions are always listed: each one is a reason someone wrote, to be read
line('house-rule exceptions (disable comments)', exceptions.length);
for (const e of exceptions) console.log(`      ${e.at}  ${e.rules}: ${e.why || '(NO REASON GIVEN)'}`);
const unexplained = exceptions.filter((e) => !e.why).map((e) => e.at);
line('  … of them without a reason', unexplained.length, unexplained);
line('unformatted files (prettier --check)', unformatted.length, unformatted);
line('other ESLint problems', otherLint);
line('type errors (tsc)', typeErrors);
console.log('');
console.log('`npm run lint` (each step timed; the script itself stops at the first failure)');
const step = (label, r) =>
  console.log(
    `  ${label.padEnd(54)} ${r.seconds.toFixed(1).padStart(6)} s   (CPU ${r.cpu.toFixed(1)} s)   ${r.code === 0 ? 'pass' : 'FAIL'}`,
  );
step('prettier --check', format);
step('eslint (house rules)', code);
step('tsc --noEmit', types);
const sum = (k) => [format, code, types].reduce((n, r) => n + r[k], 0).toFixed(1);
console.log(`  ${'all three'.padEnd(54)} ${sum('seconds').padStart(6)} s   (CPU ${sum('cpu')} s)`);
