/**
 * `npm start` from a clean clone in a temporary folder, on the MySQL and Redis CI has: it must
 * install, build, migrate and seed, answer /api/v1/health and print the demo logins.
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@exportdesk/api';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(path.join(tmpdir(), 'exportdesk-clone-'));
const dbName = `exportdesk_start_${randomBytes(3).toString('hex')}`;
const apiPort = 4600 + Math.floor(Math.random() * 50); // clear of the e2e stack (4100, 8180…)
let child: ReturnType<typeof spawn> | null = null;

afterAll(async () => {
  if (child?.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 2000));
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  try {
    execFileSync('mariadb', ['-h127.0.0.1', '-uroot', '-e', `DROP DATABASE IF EXISTS ${dbName}`]);
  } catch {
    /* client missing: the database is left for a later clean-up */
  }
  rmSync(work, { recursive: true, force: true });
});

it('starts everything from a clean clone and prints the URL and the demo logins', async () => {
  execFileSync('git', ['clone', '--quiet', repo, path.join(work, 'exportdesk')]);
  const cwd = path.join(work, 'exportdesk');
  let output = '';
  child = spawn('npm', ['start'], {
    cwd,
    detached: true,
    env: {
      ...process.env,
      CI: 'true',
      DATABASE_URL: `mysql://root@127.0.0.1:3306/${dbName}`,
      API_PORT: String(apiPort),
      PORTAL_SHELL_PORT: String(apiPort + 4000),
      MFE_SHIPPING_PORT: String(apiPort + 4001),
      MFE_DOCS_PORT: String(apiPort + 4002),
      MFE_BACKOFFICE_PORT: String(apiPort + 4003),
      REDIS_PREFIX: `edstart:${dbName}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number>((resolve) => child!.on('exit', (code) => resolve(code ?? 1)));

  const ready = new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) {
        clearInterval(timer);
        resolve();
      }
    }, 500);
  });
  const winner = await Promise.race([ready.then(() => 'ready'), exited.then((c) => `exited ${c}`)]);
  expect(winner, output.slice(-4000)).toBe('ready');

  const health = await (await fetch(`http://127.0.0.1:${apiPort}/api/v1/health`)).json();
  expect(health).toMatchObject({
    success: true,
    data: { database: 'up', databaseClient: 'mysql', redis: 'up' },
  });
  expect(output).toContain(`http://localhost:${apiPort}/api/v1`);
  expect(output).toMatch(/\| role\s+\| userType \| username\s+\| password\s+\|/);
  for (const a of DEMO_ACCOUNTS)
    expect(output).toMatch(
      new RegExp(
        `\\| ${a.role.replace(/[()]/g, '\\$&')}\\s+\\| ${a.userType}\\s+\\| ${a.username.replace('.', '\\.')}\\s+\\| Demo@12345`,
      ),
    );

  // The seeded accounts work on the started stack.
  const login = await fetch(`http://127.0.0.1:${apiPort}/api/v1/authentication/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userType: 1, userName: 'ABCDE1234F', password: 'Demo@12345' }),
  });
  expect((await login.json()).success).toBe(true);
});
