/**
 * The CLI is a package (issue 18): `npm pack -w cli` gives a tarball that installs with
 * `npm i -g` on a machine with only Node, with everything of ours bundled in; `npm start` links
 * `exportdesk` for the developer who cloned. Slow on purpose (≈20-60 s): a real install of the
 * public dependencies into a clean temporary prefix (from npm's cache when it can).
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  readdirSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NODE_DIR = path.dirname(process.execPath);

function run(
  cmd: string,
  args: string[],
  opts: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: opts.cwd ?? ROOT,
      env: opts.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

let work: string;
let tarball: string;
beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'exportdesk-pack-'));
  // --ignore-scripts: the global setup has just built the bundle; prepack would rebuild it while
  // other test files run the binary.
  const packed = await run('npm', ['pack', '-w', 'cli', '--ignore-scripts', '--pack-destination', work]);
  expect(packed.code, packed.stderr).toBe(0);
  tarball = path.join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz'))!,
  );
}, 60_000);

describe('npm pack -w cli', () => {
  it('packs the bundle with a bin, files, engines and only public dependencies', async () => {
    expect(path.basename(tarball)).toMatch(/^exportdesk-cli-\d+\.\d+\.\d+\.tgz$/);
    const listing = (await run('tar', ['-tzf', tarball])).stdout.split('\n').filter(Boolean);
    expect(listing).toContain('package/dist/exportdesk.js');
    expect(listing.filter((f) => f.startsWith('package/src/'))).toEqual([]);
    const pkg = JSON.parse((await run('tar', ['-xzOf', tarball, 'package/package.json'])).stdout);
    expect(pkg.bin).toEqual({ exportdesk: 'dist/exportdesk.js' });
    expect(pkg.engines.node).toMatch(/^>=20/);
    expect(pkg.files).toEqual(['dist/']);
    expect(Object.keys(pkg.dependencies).filter((d) => d.startsWith('@exportdesk/'))).toEqual([]);
    // Every package the bundle imports is a declared dependency (or a Node built-in).
    const bundle =
      readFileSync(path.join(ROOT, 'cli/dist/exportdesk.js'), 'utf8') +
      readdirSync(path.join(ROOT, 'cli/dist/chunks'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(path.join(ROOT, 'cli/dist/chunks', f), 'utf8'))
        .join('\n');
    const imported = new Set(
      [...bundle.matchAll(/(?:from |import\()"([^".][^"]*)"/g)]
        .map((m) => m[1])
        .filter((s) => !s.startsWith('node:'))
        .map((s) => (s.startsWith('@') ? s.split('/').slice(0, 2).join('/') : s.split('/')[0])),
    );
    expect([...imported].filter((d) => !pkg.dependencies[d])).toEqual([]);
  });

  it('installs with npm i -g into a clean prefix; exportdesk --version, --help and a command run', async () => {
    const prefix = path.join(work, 'prefix');
    const installed = await run(
      'npm',
      ['install', '-g', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund', tarball],
      { cwd: work },
    );
    expect(installed.code, installed.stderr).toBe(0);
    // Only Node and the prefix on the PATH, run from outside the checkout: nothing of ours to lean on.
    const env = {
      PATH: [path.join(prefix, 'bin'), NODE_DIR, '/usr/bin', '/bin'].join(path.delimiter),
      HOME: work,
      EXPORTDESK_CONFIG_DIR: path.join(work, 'config'),
    };
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'cli/package.json'), 'utf8'));
    const version = await run('exportdesk', ['--version'], { cwd: work, env });
    expect(version).toMatchObject({ code: 0, stdout: `${pkg.version}\n` });
    const help = await run('exportdesk', ['--help'], { cwd: work, env });
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/Usage: exportdesk/);
    expect(help.stdout).toMatch(/completion <shell>/);
    // A command that needs core's rules (bundled) and zod (a dependency), no API needed.
    const quote = await run(
      'exportdesk',
      ['rates', 'quote', '--country', 'Unted States', '--weight', '500'],
      { cwd: work, env },
    );
    expect(quote.code).toBe(2);
    expect(JSON.parse(quote.stdout).message).toBe(
      'Unknown country "Unted States". Did you mean United States?',
    );
  }, 180_000);
});

describe('npm start links exportdesk (scripts/link-cli.mjs)', () => {
  it("symlinks npm's global bin to this checkout's bundle, idempotently, and leaves a foreign one alone", async () => {
    const prefix = path.join(work, 'link-prefix');
    const env = { ...process.env, npm_config_prefix: prefix };
    const link = path.join(prefix, 'bin', 'exportdesk');
    const target = path.join(ROOT, 'cli/dist/exportdesk.js');
    for (let i = 0; i < 2; i++) {
      const r = await run(process.execPath, ['scripts/link-cli.mjs'], { env });
      expect(r.stdout).toContain(`exportdesk → ${target}`);
      expect(readlinkSync(link)).toBe(target);
    }
    const other = path.join(work, 'other-prefix');
    mkdirSync(path.join(other, 'bin'), { recursive: true });
    writeFileSync(path.join(other, 'bin', 'exportdesk'), '#!/bin/sh\necho installed\n');
    const r = await run(process.execPath, ['scripts/link-cli.mjs'], {
      env: { ...process.env, npm_config_prefix: other },
    });
    expect(r.stdout).toMatch(/exists and is not this checkout's; left alone/);
    expect(lstatSync(path.join(other, 'bin', 'exportdesk')).isSymbolicLink()).toBe(false);
    expect(existsSync(target)).toBe(true);
  });
});
