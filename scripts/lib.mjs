// Small helpers shared by scripts/up.mjs and scripts/test.mjs (Node built-ins only: they run
// before `npm install` on a fresh machine).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const color = process.stdout.isTTY && !process.env.CI && !process.env.NO_COLOR;
export const say = (msg) => console.log(color ? `\x1b[36m▸\x1b[0m ${msg}` : `> ${msg}`);
export const warn = (msg) => console.error(color ? `\x1b[33m!\x1b[0m ${msg}` : `! ${msg}`);

export class StepError extends Error {}

/** Run a command to completion with inherited output; throws with the command on failure. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (r.status !== 0)
    throw new StepError(`command failed (${r.status ?? r.signal}): ${cmd} ${args.join(' ')}`);
  return r;
}

/** Run a command and resolve with its exit code (never throws on a non-zero code). */
export function runAsync(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    throw new StepError(`Node ${process.versions.node} is too old: ExportDesk needs Node 20.19 or newer.`);
  }
}

/** npm install when node_modules is missing or older than package-lock.json / any package.json. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const manifests = [
    'package.json',
    'core',
    'workbook',
    'api',
    'workers',
    'cli',
    'portal-kit',
    'portal-shell',
    'mfe-shipping',
    'mfe-docs',
    'mfe-backoffice',
    'tests',
    'bench',
  ]
    .map((p) => (p.endsWith('.json') ? path.join(root, p) : path.join(root, p, 'package.json')))
    .filter(existsSync);
  const stale =
    !existsSync(marker) ||
    [lock, ...manifests].some((f) => existsSync(f) && statSync(f).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  say('Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund'], {
    env: { ...process.env, npm_config_loglevel: 'error' },
  });
}

/** Newest modification time of the files under the given folders (to skip a build that is current). */
export function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      if (/node_modules|dist|\.data/.test(path.basename(p))) return;
      for (const f of spawnSync('ls', ['-A', p], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean))
        walk(path.join(p, f));
    } else newest = Math.max(newest, s.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}
