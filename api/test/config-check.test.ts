/**
 * Issue 23 item 2: the production-mode check, one pure function of the configuration; and the
 * settings production mode reads differently (no generated JWT secret, REGISTER_REQUIRES_OTP on).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin } from '@exportdesk/core';
import { DEMO_SUPPLIER_GSTIN, loadConfig, loadProductionConfig } from '../src/config';
import { isLoopbackHost, productionReasons, productionRefusal } from '../src/config-check';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'exportdesk-check-'));
const GSTIN = '27AAACE1234F1Z' + gstinCheckChar('27AAACE1234F1Z');
const STRONG = 'k'.repeat(20) + 'Q7w9e2r4t6y8u0i1o3p5'; // 40 characters

/** Settings a real site would have, on the sandbox drivers a staging site may keep. */
const staging = (extra: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir(),
  ALLOW_SANDBOX_DRIVERS: '1',
  JWT_SECRET: STRONG,
  PORTAL_URL: 'https://portal.exportdesk.in',
  SUPPLIER_GSTIN: GSTIN,
  ...extra,
});

const settings = (env: Record<string, string>) => productionReasons(loadConfig(env)).map((r) => r.setting);

describe('productionReasons', () => {
  it('names every reason of the defaults at once', () => {
    const reasons = productionReasons(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() }));
    expect(reasons.map((r) => r.setting)).toEqual([
      'OTP_DRIVER',
      'KYC_DRIVER',
      'DIGILOCKER_DRIVER',
      'PAYMENT_DRIVER',
      'CARRIER_DHL_DRIVER',
      'carriers',
      'JWT_SECRET',
      'PORTAL_URL',
      'SUPPLIER_GSTIN',
    ]);
    for (const r of reasons) expect(r.reason).toMatch(/^[A-Z].*\.$/);
    expect(reasons.find((r) => r.setting === 'JWT_SECRET')!.reason).toMatch(/not set/);
  });

  it('has nothing against a staging site with real-looking settings', () => {
    expect(productionReasons(loadConfig(staging()))).toEqual([]);
  });

  it('ALLOW_SANDBOX_DRIVERS=1 lifts only the sandbox reasons', () => {
    expect(settings(staging({ JWT_SECRET: '', PORTAL_URL: 'http://127.0.0.1:8080' }))).toEqual([
      'JWT_SECRET',
      'PORTAL_URL',
    ]);
    expect(settings(staging({ ALLOW_SANDBOX_DRIVERS: '0' }))).toContain('OTP_DRIVER');
  });

  it('refuses the development JWT secret, also when JWT_SECRET repeats it, and a short one', () => {
    const dir = dataDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'jwt-secret'), STRONG);
    const dev = productionReasons(loadConfig(staging({ DATA_DIR: dir })));
    expect(dev.map((r) => r.reason)).toEqual([expect.stringMatching(/development secret/)]);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'development' }).jwtSecretIsDev).toBe(true);
    expect(settings(staging({ JWT_SECRET: 'short-secret' }))).toEqual(['JWT_SECRET']);
  });

  it('refuses a loopback or unreadable PORTAL_URL', () => {
    for (const url of [
      'http://localhost:8080',
      'http://127.0.0.1',
      'http://[::1]:8080',
      'http://app.localhost',
      'x',
    ])
      expect(settings(staging({ PORTAL_URL: url })), url).toEqual(['PORTAL_URL']);
    expect(isLoopbackHost('portal.example.in')).toBe(false);
    expect(isLoopbackHost('10.0.0.5')).toBe(false);
  });

  it('refuses the demo supplier GSTIN and an invalid one', () => {
    // The demo value itself passes the GSTIN check (issue 27): refused for being the demo's.
    expect(isValidGstin(DEMO_SUPPLIER_GSTIN)).toBe(true);
    expect(settings(staging({ SUPPLIER_GSTIN: '29AABCE1234F1Z1' }))).toEqual(['SUPPLIER_GSTIN']);
    expect(settings(staging({ SUPPLIER_GSTIN: '27AAACE1234F1ZZ' }))).toEqual(['SUPPLIER_GSTIN']);
  });

  it('asks for the keys of the real drivers', () => {
    expect(
      settings(
        staging({ ALLOW_SANDBOX_DRIVERS: '1', PAYMENT_DRIVER: 'razorpay', CARRIER_DHL_DRIVER: 'mydhl' }),
      ),
    ).toEqual([
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'MYDHL_USERNAME',
      'MYDHL_PASSWORD',
      'MYDHL_ACCOUNT',
    ]);
  });

  it('asks every setting of the object store (issue 29 item 6), and refuses an unknown storage driver', () => {
    expect(settings(staging({ STORAGE_DRIVER: 's3' }))).toEqual([
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
    const s3 = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'exportdesk-files',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(settings(staging(s3))).toEqual([]);
    expect(settings(staging({ ...s3, S3_ENDPOINT: 'minio:9000' }))).toEqual(['S3_ENDPOINT']);
    expect(settings(staging({ ...s3, STORAGE_DRIVER: ' S3 ' }))).toEqual([]); // as written, any case
    const unknown = productionReasons(loadConfig(staging({ STORAGE_DRIVER: 'ftp' })));
    expect(unknown.map((r) => r.setting)).toEqual(['STORAGE_DRIVER']);
    expect(unknown[0]!.reason).toMatch(/^STORAGE_DRIVER "ftp" is not a storage driver\. .*\.$/);
    const text = productionRefusal(loadConfig(staging({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b' })), 'workers');
    expect(text).toContain('S3_ACCESS_KEY_ID is not set: STORAGE_DRIVER=s3 needs it.');
    // The disk (one host, or a shared one) needs nothing more.
    expect(settings(staging({ STORAGE_DRIVER: 'disk' }))).toEqual([]);
  });
});

describe('productionRefusal', () => {
  it('refuses only in production mode, with every reason', () => {
    const text = productionRefusal(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() }), 'API');
    expect(text).toMatch(/will not start in production mode/);
    for (const s of ['OTP_DRIVER', 'PAYMENT_DRIVER', 'JWT_SECRET', 'PORTAL_URL', 'SUPPLIER_GSTIN'])
      expect(text).toContain(s);
    expect(productionRefusal(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }), 'API')).toBeNull();
    expect(productionRefusal(loadConfig(staging()), 'API')).toBeNull();
  });
});

describe('production mode settings', () => {
  it('generates no JWT secret and requires OTP-proved contacts at registration by default', () => {
    const dir = dataDir();
    const c = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir });
    expect(c.jwtSecret).toBe('');
    expect(c.accounts.registerRequiresOtp).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, REGISTER_REQUIRES_OTP: '0' }).accounts
        .registerRequiresOtp,
    ).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).accounts.registerRequiresOtp).toBe(false);
    expect(loadProductionConfig({ DATA_DIR: dataDir() }).declaredEnv).toBe('development');
  });
});

describe('demo data on a production site', () => {
  it('is off in production mode, on elsewhere and on a staging site', () => {
    expect(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir() }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).demoData).toBe(true);
    expect(loadConfig(staging()).demoData).toBe(true);
  });

  it('refuses DEMO_DATA=1 on a production site that is not staging, and a short first-admin password', () => {
    const site = staging({
      ALLOW_SANDBOX_DRIVERS: '0',
      DEMO_DATA: '1',
      ADMIN_USERNAME: 'root',
      ADMIN_PASSWORD: 'short',
    });
    expect(settings(site)).toEqual(expect.arrayContaining(['DEMO_DATA', 'ADMIN_PASSWORD']));
    expect(settings(staging({ DEMO_DATA: '1' }))).not.toContain('DEMO_DATA');
  });
});
