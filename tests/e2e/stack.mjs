// The real stack for end-to-end tests and the portal bench: API + workers (built bundles), the
// shell and the three sections served from their dist folders, on ports of their own so a
// developer's `npm start` on the default ports is never disturbed.
//   node tests/e2e/stack.mjs            start, print the URLs, stop on Ctrl-C
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync, readFileSync, rmSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
// `next`: where a test serves a section's next version (an allowlisted origin, like a CDN).
export const PORTS = {
  api: base,
  shell: base + 4080,
  'mfe-shipping': base + 4081,
  'mfe-docs': base + 4082,
  'mfe-backoffice': base + 4083,
  next: base + 4084,
};
export const SECTIONS = ['mfe-shipping', 'mfe-docs', 'mfe-backoffice'];
export const API_URL = `http://localhost:${PORTS.api}/api/v1`;
export const SHELL_URL = `http://localhost:${PORTS.shell}`;
export const STATE_FILE = path.join(tmpdir(), `exportdesk-e2e-${base}.json`);
export const manifestUrl = (section) => `http://localhost:${PORTS[section]}/mf-manifest.json`;
/** The registry's allowlist (API) and the CSP / section filter (shell): the sections and `next`. */
export const REMOTE_ORIGINS = [...SECTIONS, 'next'].map((s) => `http://localhost:${PORTS[s]}`).join(',');

const log = (...a) => (process.env.E2E_QUIET ? undefined : console.log('[stack]', ...a));

function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status})`);
}

/** Build what is missing (or everything with E2E_REBUILD=1), one build at a time: CPU is shared. */
export function ensureBuilt() {
  const rebuild = process.env.E2E_REBUILD === '1';
  const targets = [
    ['api', 'api/dist/main.js'],
    ['workers', 'workers/dist/main.js'],
    ['portal-shell', 'portal-shell/dist/index.html'],
    ...SECTIONS.map((s) => [s, `${s}/dist/mf-manifest.json`]),
  ];
  for (const [ws, out] of targets) {
    if (!existsSync(path.join(ROOT, ws, 'package.json'))) continue;
    if (ws === 'workers' && !existsSync(path.join(ROOT, 'workers/src/main.ts'))) continue;
    if (rebuild || !existsSync(path.join(ROOT, out))) {
      log(`building ${ws}`);
      run('npm', ['run', 'build', '-w', ws, '--silent']);
    }
  }
}

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export const LOG_DIR = path.join(tmpdir(), 'exportdesk-e2e-logs');

/**
 * Each process writes to its own log file (never a pipe: the test runner that started it may
 * stop reading, or exit, while the stack must live until teardown). Teardown stops them by pid.
 */
function start(name, args, env) {
  mkdirSync(LOG_DIR, { recursive: true });
  const out = openSync(path.join(LOG_DIR, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
    detached: true,
  });
  child.unref();
  return child;
}

export function serveSection(section, extraEnv = {}) {
  return start(
    section,
    ['portal-kit/serve.mjs', '--dir', `${section}/dist`, '--port', String(PORTS[section])],
    { PORTAL_API_URL: API_URL, PORTAL_REMOTE_ORIGINS: REMOTE_ORIGINS, ...extraEnv },
  );
}

function stackEnv(dataDir) {
  const id = randomBytes(3).toString('hex');
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.E2E_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'e2e.sqlite')}`,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `ede2e:${id}`,
    JWT_SECRET: `e2e-${id}-${randomBytes(16).toString('hex')}`,
    API_PORT: String(PORTS.api),
    PORTAL_URL: SHELL_URL,
    API_PUBLIC_URL: `http://localhost:${PORTS.api}`,
    // the registry is seeded from these (core remoteEnvName)
    PORTAL_REMOTE_MFE_SHIPPING: manifestUrl('mfe-shipping'),
    PORTAL_REMOTE_MFE_DOCS: manifestUrl('mfe-docs'),
    PORTAL_REMOTE_MFE_BACKOFFICE: manifestUrl('mfe-backoffice'),
    PORTAL_REMOTE_ORIGINS: REMOTE_ORIGINS,
    // generous login throttling: the suite signs in many times from one address
    LOGIN_IP_LOCK_AFTER: '100000',
  };
}

async function portTaken(port) {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const srv = net
      .createServer()
      .once('error', () => resolve(true))
      .once('listening', () => srv.close(() => resolve(false)));
    srv.listen(port, '127.0.0.1');
  });
}

export async function startStack() {
  // Several people share this machine: never test against someone else's stack by accident.
  const taken = [];
  for (const [name, port] of Object.entries(PORTS)) if (await portTaken(port)) taken.push(`${name}:${port}`);
  if (taken.length)
    throw new Error(
      `ports in use (${taken.join(', ')}): another stack runs there; set E2E_PORT_BASE (now ${base}) to a free base, e.g. E2E_PORT_BASE=4500`,
    );
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-e2e-'));
  const env = stackEnv(dataDir);
  const children = {};
  children.api = start('api', ['api/dist/main.js'], env);
  if (existsSync(path.join(ROOT, 'workers/dist/main.js')))
    children.workers = start('workers', ['workers/dist/main.js'], { ...env, SKIP_DB_PREPARE: '1' });
  const remotes = JSON.stringify(
    SECTIONS.map((s) => ({ name: s, manifestUrl: manifestUrl(s), version: 'e2e' })),
  );
  children.shell = start(
    'shell',
    ['portal-kit/serve.mjs', '--dir', 'portal-shell/dist', '--port', String(PORTS.shell), '--spa'],
    { PORTAL_API_URL: API_URL, PORTAL_REMOTES: remotes, PORTAL_REMOTE_ORIGINS: REMOTE_ORIGINS },
  );
  for (const s of SECTIONS) children[s] = serveSection(s);
  await Promise.all([
    waitFor(`${API_URL}/health`, 90_000),
    waitFor(`${SHELL_URL}/healthz`),
    ...SECTIONS.map((s) => waitFor(manifestUrl(s))),
  ]);
  const state = {
    dataDir,
    env,
    pids: Object.fromEntries(Object.entries(children).map(([k, c]) => [k, c.pid])),
  };
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
  log(`API ${API_URL}, portal ${SHELL_URL} (logs in ${LOG_DIR})`);
  return { state, children };
}

export function readState() {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8'));
}

export function writeState(state) {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export async function stopStack() {
  if (!existsSync(STATE_FILE)) return;
  const state = readState();
  for (const pid of Object.values(state.pids)) {
    try {
      process.kill(pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  rmSync(STATE_FILE, { force: true });
  rmSync(state.dataDir, { recursive: true, force: true });
}

export { waitFor };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { children } = await startStack();
  console.log(`portal ${SHELL_URL}  api ${API_URL}  (Ctrl-C stops)`);
  const stop = async () => {
    await stopStack();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  children.api.on('exit', (c) => console.log(`api exited (${c})`));
  setInterval(() => undefined, 1 << 30); // the children are detached: stay until Ctrl-C
}
