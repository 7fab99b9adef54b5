#!/usr/bin/env node
// Puts `exportdesk` on the PATH of the developer who cloned: a symlink in npm's global bin folder
// (`npm prefix -g`/bin, where `npm i -g` puts binaries) to this checkout's cli/dist/exportdesk.js.
// A symlink rather than `npm link`: no install run, no network, nothing under lib/node_modules,
// and the link always runs the bundle `npm start` just built. Idempotent: a link to this checkout
// (or a dangling one) is (re)made; anything else there (a packed CLI installed with npm i -g,
// another checkout) is left alone, with a note. Never fails `npm start`: it only says what it did.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readlinkSync, symlinkSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET = path.join(root, 'cli/dist/exportdesk.js');

function globalBin() {
  const r = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['prefix', '-g'], {
    encoding: 'utf8',
  });
  if (r.status !== 0 || !r.stdout.trim()) return null;
  return process.platform === 'win32' ? r.stdout.trim() : path.join(r.stdout.trim(), 'bin');
}

/** Links the CLI; returns a line for the start banner. */
export function linkCli() {
  if (process.platform === 'win32')
    return 'CLI:     run `npm link -w @exportdesk/cli` once for `exportdesk` on the PATH (no symlink on Windows)';
  if (!existsSync(TARGET)) return 'CLI:     not built (node scripts/bundle.mjs cli)';
  const bin = globalBin();
  if (!bin) return 'CLI:     `exportdesk` not linked: `npm prefix -g` gave no folder';
  const link = path.join(bin, 'exportdesk');
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((p) => p && path.resolve(p) === path.resolve(bin));
  const linked = `CLI:     exportdesk → ${TARGET} (linked in ${bin}${onPath ? '' : ', which is not on your PATH'})`;
  let stat = null;
  try {
    stat = lstatSync(link);
  } catch {
    /* nothing there yet */
  }
  if (stat) {
    const current = stat.isSymbolicLink() ? path.resolve(bin, readlinkSync(link)) : null;
    if (current === TARGET) return linked;
    if (!current || existsSync(current))
      return `CLI:     ${link} exists and is not this checkout's; left alone (remove it to link this one; or node cli/dist/exportdesk.js)`;
    unlinkSync(link); // dangling: a checkout that moved or was deleted
  }
  try {
    mkdirSync(bin, { recursive: true });
    symlinkSync(TARGET, link);
  } catch (err) {
    return `CLI:     could not link ${link} (${err.code ?? err.message}); use node cli/dist/exportdesk.js, or npm link -w @exportdesk/cli with a writable npm prefix`;
  }
  return linked;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(linkCli());
