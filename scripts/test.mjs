#!/usr/bin/env node
// `npm test`: the whole suite on real services. Installs what is missing, ensures Redis, MySQL
// (and Chromium for end-to-end tests), builds, type-checks, then runs unit, integration and CLI
// tests (vitest), the browser tests (Playwright) and last the clean-clone `npm start` test.
// Ends with one line "N passed, N failed" for CI.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { checkNode, ensureInstalled, root, runAsync, say, StepError } from './lib.mjs';

const resultsDir = path.join(root, '.data', 'test-results');

// Lint first (issue 13 item 6): `npm run lint` = prettier --check, ESLint with the house rules, tsc;
// the suite stops there when it fails (`node bench/house.mjs --list` names the files). TEST_LINT=0
// skips it for a quick local run. It runs with the unit part (so `npm test -- e2e` skips it), and
// takes over that part's type-check, which `npm run lint` already does.
const LINT_BY_DEFAULT = true;
const lintOn = process.env.TEST_LINT ? process.env.TEST_LINT !== '0' : LINT_BY_DEFAULT;

async function lintStep() {
  say('Lint: prettier --check, ESLint (house rules), tsc (npm run lint)…');
  const code = await runAsync('npm', ['run', '-s', 'lint']);
  if (code !== 0)
    throw new StepError('lint: `npm run lint` failed; `node bench/house.mjs --list` names the files');
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function readVitest(file, label) {
  if (!existsSync(file)) return failures.push(`${label}: no results (the runner crashed?)`);
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  if (r.numFailedTests || !r.success) failures.push(`${label}: ${r.numFailedTests} failed`);
}

function readPlaywright(file) {
  if (!existsSync(file)) return failures.push('e2e: no results (the runner crashed?)');
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  totals.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  totals.failed += s.unexpected ?? 0;
  totals.skipped += s.skipped ?? 0;
  if (s.unexpected) failures.push(`e2e: ${s.unexpected} failed`);
}

try {
  const only = process.argv.slice(2); // e.g. `npm test -- unit` to run a part: unit, e2e, start
  const wants = (part) => !only.length || only.includes(part);
  checkNode();
  ensureInstalled();
  const lintFirst = lintOn && wants('unit');
  if (lintFirst) await lintStep(); // fails fast: nothing is built or started when it fails
  const { ensureRedis, ensureMysql, ensureChromium, ensureTool } = await import('./services.mjs');
  await ensureRedis();
  await ensureMysql();
  ensureTool('tmux', 'tmux'); // drives the CLI's interactive prompts in the CLI tests
  ensureTool('pdftotext', 'poppler-utils'); // reads the text of generated export documents in their tests
  const e2e = wants('e2e') && existsSync(path.join(root, 'tests', 'playwright.config.ts'));
  if (e2e) ensureChromium();
  const { buildAll } = await import('./build.mjs');
  await buildAll({ portal: e2e });
  rmSync(resultsDir, { recursive: true, force: true });
  mkdirSync(resultsDir, { recursive: true });

  if (wants('unit')) {
    if (!lintFirst) {
      say('Type-checking (tsc --noEmit)…');
      const tsc = await runAsync('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
      if (tsc !== 0) failures.push('typecheck: tsc found errors');
    }

    say('Unit, integration and CLI tests (vitest)…');
    const out = path.join(resultsDir, 'vitest.json');
    await runAsync(
      'npx',
      [
        'vitest',
        'run',
        '--project',
        'core',
        '--project',
        'integration',
        '--project',
        'cli',
        '--project',
        'portal',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${out}`,
      ],
      {
        env: { ...process.env, NODE_ENV: 'test' },
      },
    );
    readVitest(out, 'vitest');
  }

  if (e2e) {
    say('End-to-end tests in Chromium (Playwright)…');
    const out = path.join(resultsDir, 'playwright.json');
    await runAsync(
      'npx',
      ['playwright', 'test', '-c', 'tests/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      },
    );
    readPlaywright(out);
  }

  if (wants('start') && !process.env.SKIP_START_TEST) {
    say('`npm start` from a clean clone (slow: installs and builds everything)…');
    const out = path.join(resultsDir, 'start.json');
    await runAsync('npx', [
      'vitest',
      'run',
      '--project',
      'start',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ]);
    readVitest(out, 'npm start');
  }
} catch (err) {
  failures.push(err instanceof StepError ? err.message : err.stack);
}

console.log('');
for (const f of failures) console.log(`✖ ${f}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failures.length || totals.failed ? 1 : 0);
