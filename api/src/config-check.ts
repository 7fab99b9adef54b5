/**
 * Production mode (issue 23): what in a configuration makes it unsafe to run in front of users.
 * One pure function of the configuration, so the API and the workers at start, `node
 * api/dist/check-config.js` and the health answer a super admin reads (`exportdesk doctor`) all
 * say the same list. The reasons do not depend on NODE_ENV: outside production they say what
 * production mode would refuse.
 */
import { BOOKING_CARRIERS, CARRIER_NAMES, isValidGstin } from '@exportdesk/core';
import { DEMO_SUPPLIER_GSTIN, type Config, type StorageConfig } from './config';

export interface ConfigReason {
  /** The setting (environment variable) to change. */
  setting: string;
  /** What is wrong and what to do, in plain English. */
  reason: string;
}

/** The first super admin of a production site signs in with this; the product's own rule asks 8, a site's root account more. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/** Shorter than this, a JWT secret can be guessed offline from one token. */
export const MIN_JWT_SECRET_LENGTH = 32;

/** A driver that fakes an outside service: `setting` names it, `what` says what it fakes. */
export interface SandboxDriver {
  setting: string;
  what: string;
  /** The real driver built in for this setting, if any. */
  real?: string;
}

/** Every driver of this configuration that is the embedded sandbox. */
export function sandboxDrivers(c: Config): SandboxDriver[] {
  const found: SandboxDriver[] = [];
  const add = (on: boolean, setting: string, what: string, real?: string) =>
    on && found.push({ setting, what, real });
  add(
    c.accounts.otpDriver === 'sandbox',
    'OTP_DRIVER',
    'one-time passwords are not sent and can be read back',
  );
  add(c.accounts.kycDriver === 'sandbox', 'KYC_DRIVER', 'every well-formed IEC and GSTIN is accepted');
  add(c.accounts.lockerDriver === 'sandbox', 'DIGILOCKER_DRIVER', 'GSTIN certificates are made up');
  add(
    c.payments.driver === 'sandbox',
    'PAYMENT_DRIVER',
    'anyone can complete any payment without paying',
    'razorpay',
  );
  add(
    c.carriers.dhlDriver === 'sandbox',
    'CARRIER_DHL_DRIVER',
    'DHL Express bookings get made-up AWBs',
    'mydhl',
  );
  // Only DHL has a real driver today (modules/carriers/booking.ts driverFor): the others always book in the sandbox.
  const others = BOOKING_CARRIERS.filter((k) => k !== 'dhl').map((k) => CARRIER_NAMES[k]);
  add(
    others.length > 0,
    'carriers',
    `${others.join(', ')} bookings have no real driver yet and get made-up AWBs`,
  );
  return found;
}

/** A host name of this machine only: a portal there cannot be reached by users (or by links in mails). */
export function isLoopbackHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[|\]$/g, '');
  return (
    h === 'localhost' ||
    h.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(h) ||
    h === '::1' ||
    h === '0.0.0.0' ||
    h === '::'
  );
}

/** Every reason production mode refuses this configuration; empty when it may start. */
export function productionReasons(c: Config): ConfigReason[] {
  const reasons: ConfigReason[] = [];
  const add = (setting: string, reason: string) => reasons.push({ setting, reason });

  if (!c.allowSandboxDrivers)
    for (const d of sandboxDrivers(c))
      add(
        d.setting,
        d.setting === 'carriers'
          ? `${d.what}; ALLOW_SANDBOX_DRIVERS=1 allows the sandbox on a staging site.`
          : `${d.setting} is "sandbox": ${d.what}. ${d.real ? `Set ${d.setting}=${d.real}` : 'No real driver is built in yet'}; ALLOW_SANDBOX_DRIVERS=1 allows the sandbox on a staging site.`,
      );
  if (c.payments.driver === 'razorpay') {
    const missing = [
      ['RAZORPAY_KEY_ID', c.payments.keyId && c.payments.keyId !== 'rzp_test_sandbox'],
      ['RAZORPAY_KEY_SECRET', c.payments.keySecret],
      ['RAZORPAY_WEBHOOK_SECRET', c.payments.webhookSecret],
    ].filter(([, v]) => !v);
    for (const [name] of missing) add(String(name), `${name} is not set: PAYMENT_DRIVER=razorpay needs it.`);
  }
  if (c.carriers.dhlDriver === 'mydhl') {
    const m = c.carriers.mydhl;
    for (const [name, v] of [
      ['MYDHL_USERNAME', m.username],
      ['MYDHL_PASSWORD', m.password],
      ['MYDHL_ACCOUNT', m.account],
    ])
      if (!v) add(name, `${name} is not set: CARRIER_DHL_DRIVER=mydhl needs it.`);
  }

  if (!c.jwtSecret)
    add(
      'JWT_SECRET',
      'JWT_SECRET is not set. Set a long random secret, the same on every API and worker instance (for example `openssl rand -base64 48`).',
    );
  else if (c.jwtSecretIsDev)
    add(
      'JWT_SECRET',
      'JWT_SECRET is the development secret generated in DATA_DIR/jwt-secret. Set a new long random secret for this site.',
    );
  else if (c.jwtSecret.length < MIN_JWT_SECRET_LENGTH)
    add(
      'JWT_SECRET',
      `JWT_SECRET is shorter than ${MIN_JWT_SECRET_LENGTH} characters: tokens signed with it can be forged. Set a long random secret.`,
    );

  let portalHost: string | null = null;
  try {
    portalHost = new URL(c.portalUrl).hostname;
  } catch {
    add(
      'PORTAL_URL',
      `PORTAL_URL "${c.portalUrl}" is not a web address. Set the address users open the portal at.`,
    );
  }
  if (portalHost !== null && isLoopbackHost(portalHost))
    add(
      'PORTAL_URL',
      `PORTAL_URL is ${c.portalUrl}, an address of this machine only: links in mails and the live socket would not work. Set the address users open the portal at.`,
    );

  const gstin = c.payments.supplier.gstin.trim().toUpperCase();
  if (gstin === DEMO_SUPPLIER_GSTIN)
    add(
      'SUPPLIER_GSTIN',
      `SUPPLIER_GSTIN is the demo placeholder ${DEMO_SUPPLIER_GSTIN}. Set the GSTIN printed on your tax invoices (and SUPPLIER_NAME, SUPPLIER_ADDRESS).`,
    );
  else if (!isValidGstin(gstin))
    add('SUPPLIER_GSTIN', `SUPPLIER_GSTIN "${c.payments.supplier.gstin}" is not a valid GSTIN.`);

  // Checked in production mode only: elsewhere demo data is on by design (`npm start`).
  if (c.env === 'production' && c.demoData && !c.allowSandboxDrivers)
    add(
      'DEMO_DATA',
      'DEMO_DATA=1 seeds the demo accounts, whose password is published in the README: anyone could sign in as the super admin. Leave DEMO_DATA unset and set ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD for the first super admin.',
    );
  reasons.push(...storageReasons(c.storage, true));
  if (c.firstAdmin && c.firstAdmin.password.length < MIN_ADMIN_PASSWORD_LENGTH)
    add(
      'ADMIN_PASSWORD',
      `ADMIN_PASSWORD is shorter than ${MIN_ADMIN_PASSWORD_LENGTH} characters. Set a long password for the first super admin.`,
    );

  return reasons;
}

/**
 * What is wrong with the file storage settings. Outside production a bucket is enough (the region
 * defaults, the keys come from the AWS SDK's usual places); production mode asks every setting, so
 * a site never writes its files to a store other than the one its hosts share. An unknown driver
 * or an s3 driver without a bucket is refused in every mode (lib/storage.ts createStorage).
 */
export function storageReasons(s: StorageConfig, production: boolean): ConfigReason[] {
  const reasons: ConfigReason[] = [];
  const add = (setting: string, reason: string) => reasons.push({ setting, reason });
  if (s.driver !== 'disk' && s.driver !== 's3')
    add(
      'STORAGE_DRIVER',
      `STORAGE_DRIVER "${s.driver}" is not a storage driver. Set STORAGE_DRIVER=disk (files under DATA_DIR) or STORAGE_DRIVER=s3 (an S3-compatible object store, S3_* settings).`,
    );
  if (s.driver !== 's3') return reasons;
  const required: [string, string][] = [
    ['S3_BUCKET', s.s3.bucket],
    ...(production
      ? ([
          ['S3_REGION', s.s3.region],
          ['S3_ACCESS_KEY_ID', s.s3.accessKeyId],
          ['S3_SECRET_ACCESS_KEY', s.s3.secretAccessKey],
        ] as [string, string][])
      : []),
  ];
  for (const [name, v] of required) if (!v) add(name, `${name} is not set: STORAGE_DRIVER=s3 needs it.`);
  if (!production && !s.s3.accessKeyId !== !s.s3.secretAccessKey)
    add(
      s.s3.accessKeyId ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID',
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the AWS SDK credentials of this host.',
    );
  if (s.s3.endpoint && !/^https?:\/\/[^/\s]+/i.test(s.s3.endpoint))
    add(
      'S3_ENDPOINT',
      `S3_ENDPOINT "${s.s3.endpoint}" is not a web address. Set the store's address, for example https://minio.example.com:9000, or leave it unset for AWS S3.`,
    );
  return reasons;
}

/** The reasons as lines a person reads (start, check-config). */
export function reasonLines(reasons: ConfigReason[]): string[] {
  return reasons.map((r) => `  - ${r.reason}`);
}

/**
 * What the API and the workers print before refusing to start in production mode; null when they
 * may start (not in production mode, or nothing to refuse).
 */
export function productionRefusal(c: Config, what: string): string | null {
  if (c.env !== 'production') return null;
  const reasons = productionReasons(c);
  if (!reasons.length) return null;
  return [
    `ExportDesk ${what} will not start in production mode (NODE_ENV=production), for ${reasons.length} reason${reasons.length === 1 ? '' : 's'}:`,
    ...reasonLines(reasons),
    'See the README, "Deploy", for each setting.',
  ].join('\n');
}

/**
 * What the API and the workers print before refusing to start in any mode: file storage settings
 * they cannot use (an unknown driver, s3 without a bucket); null when the storage is usable.
 */
export function storageRefusal(c: Config, what: string): string | null {
  const reasons = storageReasons(c.storage, false);
  if (!reasons.length) return null;
  return [
    `ExportDesk ${what} will not start: its file storage settings are not usable:`,
    ...reasonLines(reasons),
    'See docs/CONFIGURATION.md, "Files", for each setting.',
  ].join('\n');
}

/** A staging site on sandbox drivers: the portal shows a ribbon and tax invoices say SPECIMEN. */
export const isSandboxSite = (c: Pick<Config, 'allowSandboxDrivers'>) => c.allowSandboxDrivers;
