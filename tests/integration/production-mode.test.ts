/**
 * Issue 23 item 2, the start test: the API and the workers, run as a deployment runs them
 * (their main entries, from source with tsx), refuse production mode on the defaults and print
 * every reason at once; `check-config` prints the same list without starting; with real-looking
 * settings (a staging site's: sandbox drivers allowed, a strong JWT secret, a public portal
 * address, a valid supplier GSTIN) the API starts and listens.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@exportdesk/core';
import { REDIS_URL } from '../support/stack';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const prefixes: string[] = [];
afterAll(async () => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
  const { Redis } = await import('ioredis');
  const r = new Redis(REDIS_URL);
  for (const p of prefixes) {
    const keys = await r.keys(`${p}:*`);
    if (keys.length) await r.del(...keys);
  }
  r.disconnect();
});

const dataDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'exportdesk-prodmode-'));
  dirs.push(d);
  return d;
};

interface Run {
  code: number | null;
  output: string;
}

/**
 * Runs an entry with only these settings (and PATH/HOME to find node), as a fresh shell would:
 * no setting of this machine's environment leaks in. Once the output matches `until`, `meanwhile`
 * runs against the live process, then it is stopped (SIGTERM).
 */
function runEntry(
  entry: string,
  env: Record<string, string>,
  until?: RegExp,
  meanwhile: (m: RegExpExecArray) => Promise<void> = async () => {},
  ms = 60_000,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let matched = false;
    let failure: unknown = null;
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    const read = (d: Buffer) => {
      output += d.toString();
      const m = until && !matched ? until.exec(output) : null;
      if (!m) return;
      matched = true;
      meanwhile(m)
        .catch((err: unknown) => (failure = err))
        .finally(() => child.kill('SIGTERM'));
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (failure) reject(failure);
      else resolve({ code, output });
    });
  });
}

/** Every reason production mode gives on the defaults, as a word each line must carry. */
const DEFAULT_REASONS = [
  /OTP_DRIVER is "sandbox"/,
  /KYC_DRIVER is "sandbox"/,
  /DIGILOCKER_DRIVER is "sandbox"/,
  /PAYMENT_DRIVER is "sandbox"/,
  /CARRIER_DHL_DRIVER is "sandbox"/,
  /Aramex, FedEx, XpressBees, Delhivery bookings have no real driver/,
  /JWT_SECRET is not set/,
  /PORTAL_URL is http:\/\/localhost:8080, an address of this machine only/,
  /SUPPLIER_GSTIN is the demo placeholder/,
];

describe('production mode on the defaults', () => {
  it('the API exits non-zero naming every reason, and leaves DATA_DIR untouched', async () => {
    const dir = dataDir();
    const run = await runEntry('api/src/main.ts', { NODE_ENV: 'production', DATA_DIR: dir });
    expect(run.code, run.output).not.toBe(0);
    expect(run.output).toMatch(/will not start in production mode/);
    for (const r of DEFAULT_REASONS) expect(run.output).toMatch(r);
    expect(run.output).not.toMatch(/listening on/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('the workers exit non-zero with the same reasons', async () => {
    const run = await runEntry('workers/src/main.ts', { NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(run.code, run.output).not.toBe(0);
    for (const r of DEFAULT_REASONS) expect(run.output).toMatch(r);
    expect(run.output).not.toMatch(/workers started/);
  });

  it('check-config prints the same list without starting, whatever NODE_ENV says', async () => {
    const run = await runEntry('api/src/check-config-main.ts', { DATA_DIR: dataDir() });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/Not ready for production mode, 9 reasons/);
    for (const r of DEFAULT_REASONS) expect(run.output).toMatch(r);
  });
});

describe('production mode with real-looking settings', () => {
  const id = randomBytes(3).toString('hex');
  const staging = () => {
    const dir = dataDir();
    prefixes.push(`edprod:${id}`);
    return {
      NODE_ENV: 'production',
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${path.join(dir, 'site.sqlite')}`,
      REDIS_URL,
      REDIS_PREFIX: `edprod:${id}`,
      API_PORT: '0',
      LOG_LEVEL: 'warn',
      ALLOW_SANDBOX_DRIVERS: '1',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PORTAL_URL: 'https://portal.staging.exportdesk.in',
      SUPPLIER_GSTIN: '27AAACE1234F1Z' + gstinCheckChar('27AAACE1234F1Z'),
    };
  };

  it('check-config finds nothing and exits 0', async () => {
    const run = await runEntry('api/src/check-config-main.ts', staging());
    expect(run.output).toMatch(/Ready for production mode/);
    expect(run.code, run.output).toBe(0);
  });

  it('the API starts, listens and says "sandbox" in its health', async () => {
    let health: { status: number; data: { sandbox?: boolean } } | null = null;
    const run = await runEntry(
      'api/src/main.ts',
      staging(),
      /listening on (http:\/\/\S+?)\/api\/v1/,
      async (m) => {
        const res = await fetch(`${m[1]}/api/v1/health`);
        health = { status: res.status, data: ((await res.json()) as { data: { sandbox?: boolean } }).data };
      },
      120_000,
    );
    expect(run.output).not.toMatch(/will not start/);
    expect(health, run.output).toMatchObject({ status: 200, data: { sandbox: true } });
    // stopped on SIGTERM once it answered: a graceful exit
    expect(run.code, run.output).toBe(0);
  }, 150_000);
});

describe('file storage settings (issue 29 item 6)', () => {
  it('production mode refuses STORAGE_DRIVER=s3 without its settings, naming each', async () => {
    const run = await runEntry('workers/src/main.ts', {
      NODE_ENV: 'production',
      DATA_DIR: dataDir(),
      STORAGE_DRIVER: 's3',
    });
    expect(run.code, run.output).not.toBe(0);
    for (const s of ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(run.output).toContain(`${s} is not set: STORAGE_DRIVER=s3 needs it.`);
    expect(run.output).not.toMatch(/workers started/);
  });

  it('outside production an unknown driver stops the API before it touches anything', async () => {
    const dir = dataDir();
    const run = await runEntry('api/src/main.ts', {
      NODE_ENV: 'development',
      DATA_DIR: dir,
      JWT_SECRET: 'x'.repeat(40),
      STORAGE_DRIVER: 'nfs',
    });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toMatch(/will not start: its file storage settings are not usable/);
    expect(run.output).toMatch(/STORAGE_DRIVER "nfs" is not a storage driver/);
    expect(run.output).not.toMatch(/listening on/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
