#!/usr/bin/env node
// Portal figures (printed, never pass/fail): gzipped bytes of the JavaScript a visitor fetches on
// the landing page until the network is idle (every origin: shell and any section), of each
// section's entry plus first page, and the time from navigation start to the landing page being
// interactive and to a section page (and /pbe) being rendered signed in — cold cache, localhost.
//   node bench/portal.mjs [--runs 3] [--list]   (starts the real stack on the e2e ports, stops it after;
//   --list names each JS and CSS file the landing page fetched until idle, with its gzipped size;
//   stylesheets are files since issue 18 and are printed on their own line, never in the JS figure)
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { API_URL, SHELL_URL, PORTS, startStack, stopStack } from '../tests/e2e/stack.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, list: { type: 'boolean', default: false } },
});
const RUNS = Math.max(1, Number(values.runs));
const PAGES = [
  { section: 'mfe-shipping', path: '/trackparcels', heading: 'Track Parcels' },
  { section: 'mfe-docs', path: '/resources', heading: 'Helpful Resources' },
  { section: 'mfe-backoffice', path: '/hsnlookup', heading: 'HS Look Up' },
  { section: 'mfe-docs', path: '/pbe', heading: 'My PBE' },
];
const gz = (buf) => zlib.gzipSync(buf, { level: 6 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function token() {
  const r = await fetch(`${API_URL}/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 1, userName: 'ABCDE1234F', password: 'Demo@12345' }),
  });
  return (await r.json()).token;
}

/** Load `url` in a fresh context; return gzip bytes of JS per origin port and ms until `ready` resolves. */
async function measure(browser, url, ready, setup) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  const sheets = []; // stylesheets are counted apart: the aims are about JavaScript
  page.on('response', async (res) => {
    const at = Date.now();
    const type = res.request().resourceType();
    const css = type === 'stylesheet';
    if (type !== 'script' && !css && !res.url().endsWith('mf-manifest.json')) return;
    try {
      const entry = {
        at,
        port: Number(new URL(res.url()).port),
        url: res.url(),
        bytes: gz(await res.body()),
      };
      (css ? sheets : bodies).push(entry);
    } catch {
      // a redirect or aborted load has no body
    }
  });
  if (setup) await setup(page);
  await page.goto(url);
  await ready(page);
  const readyAt = Date.now();
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500); // idle prefetches (timers, requestIdleCallback) count as "until idle"
  await page.waitForLoadState('networkidle');
  await context.close();
  const untilIdle = bodies.reduce((a, b) => a + b.bytes, 0);
  // what was needed to get there: JS that arrived before the page was ready (lazy extras after it are not counted)
  const byPort = {};
  for (const b of bodies) if (b.at <= readyAt) byPort[b.port] = (byPort[b.port] ?? 0) + b.bytes;
  const cssUntilIdle = sheets.reduce((a, b) => a + b.bytes, 0);
  return { ms, byPort, untilIdle, cssUntilIdle, files: [...bodies, ...sheets] };
}

const started = await startStack();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const jwt = await token();
  const signedIn = async (page) => {
    await page.goto(`${SHELL_URL}/healthz`);
    await page.evaluate((t) => {
      localStorage.setItem('token', t);
      localStorage.setItem('noticeId', 'bench');
      localStorage.setItem('isRead', '1');
    }, jwt);
  };
  // landing: interactive = the tracking box and contact form are rendered and enabled
  const landing = [];
  for (let i = 0; i < RUNS; i++) {
    landing.push(
      await measure(browser, `${SHELL_URL}/`, (p) => p.getByRole('button', { name: 'Track Now' }).waitFor()),
    );
  }
  if (values.list) {
    console.log('\nLanding page, JS and CSS fetched until idle (first run):');
    for (const f of landing[0].files) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.url}`);
  }
  const sectionsOnLanding = median(
    landing.map((r) =>
      Object.entries(r.byPort)
        .filter(([port]) => Number(port) !== PORTS.shell)
        .reduce((a, [, b]) => a + b, 0),
    ),
  );
  const rows = [
    [
      'landing: JS until idle, all origins (aim ≤ 150 KB)',
      kb(median(landing.map((r) => r.untilIdle))),
      `${median(landing.map((r) => r.ms)).toFixed(0)} ms to landing interactive`,
    ],
    ['  (and stylesheets until idle, not JS)', kb(median(landing.map((r) => r.cssUntilIdle))), ''],
    ['  of which shell JS until interactive', kb(median(landing.map((r) => r.byPort[PORTS.shell] ?? 0))), ''],
    ["  of which sections' JS until interactive", kb(sectionsOnLanding), ''],
  ];
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await measure(
          browser,
          `${SHELL_URL}${p.path}`,
          (pg) => pg.getByRole('heading', { name: p.heading }).waitFor(),
          signedIn,
        ),
      );
    }
    rows.push([
      `${p.section}: entry + first page (${p.path}, aim ≤ 100 KB)`,
      kb(median(runs.map((r) => r.byPort[PORTS[p.section]] ?? 0))),
      `${median(runs.map((r) => r.ms)).toFixed(0)} ms to page rendered signed in (shell + section, cold)`,
    ]);
  }
  console.log(
    `\nPortal (gzip -6 of the JS + manifest fetched until the page is ready; median of ${RUNS} cold loads; localhost)`,
  );
  for (const [what, size, time] of rows) console.log(`  ${what.padEnd(58)} ${size.padStart(10)}   ${time}`);
  console.log(`  (figures for this machine only; ${new Date().toISOString()})`);
} finally {
  await browser.close();
  await stopStack();
  void started;
}
