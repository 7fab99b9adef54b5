// long-file: the one reader of process.env (ARCHITECTURE.md): every setting, its default and its why in one place.
/** Configuration from the environment, each one listed in docs/CONFIGURATION.md. */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_LIMIT_DEFAULTS } from '@exportdesk/core';
import { WORKBOOK_LIMITS, type WorkbookLimits } from '@exportdesk/workbook/limits';
import { DEFAULT_REMOTES, httpOrigin, remoteEnvName, remoteOriginsFrom } from '@exportdesk/core';

export interface Config {
  env: string;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string;
  redisUrl: string;
  /** Prefix of every Redis key we own (queues, throttles, revocations, socket fan-out). */
  redisPrefix: string;
  jwtSecret: string;
  /**
   * Whether `jwtSecret` is the development one kept in `<DATA_DIR>/jwt-secret` (generated when
   * JWT_SECRET is unset, or JWT_SECRET set to that file's text): production mode refuses it.
   */
  jwtSecretIsDev?: boolean;
  /**
   * ALLOW_SANDBOX_DRIVERS=1: a staging site may run production mode on sandbox drivers; it says so
   * (a "sandbox" ribbon in the portal, "SPECIMEN" on every tax invoice). See config-check.ts.
   */
  allowSandboxDrivers: boolean;
  /**
   * DEMO_DATA: seed the demo accounts (published password Demo@12345), dockets and content. On
   * outside production mode and on staging sites (ALLOW_SANDBOX_DRIVERS=1); off on a production
   * site, where production mode refuses DEMO_DATA=1 (config-check.ts).
   */
  demoData: boolean;
  /**
   * ADMIN_USERNAME, ADMIN_EMAIL, ADMIN_PASSWORD: a site without demo data gets its first super
   * admin from these, made once at prepare when no account has that user name.
   */
  firstAdmin: FirstAdmin | null;
  jwtTtlSec: number;
  portalUrl: string;
  apiPublicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  resetTokenTtlSec: number;
  login: { slowAfter: number; slowStepMs: number; lockAfter: number; ipLockAfter: number; windowSec: number };
  logLevel: string;
  /** Check every answer against its route's contract (issue 25): on in tests, off in production. */
  checkAnswers: boolean;
  maxPayloadBytes: number;
  /**
   * A docket document covering this many parcels or more (labels, CN23s, packing list …) is
   * rendered by the documents worker, not on the API's event loop: a 1000-parcel CN23 set takes
   * about 4.6 s of CPU, which would stall every other request of this instance meanwhile.
   */
  documentsInWorkerFromParcels: number;
  /** How long a request waits for a worker-rendered document before answering 503. */
  documentsWorkerWaitMs: number;
  /** Portal registry (issue 12): origins a section may be loaded from (PORTAL_REMOTE_ORIGINS, core remoteOriginsFrom). */
  portalRemoteOrigins: string[];
  /** Browser origins the live socket accepts: the portal (PORTAL_URL) and the sections' own pages. */
  socketOrigins: string[];
  /** Fetch a manifest before the registry points a section at it (PORTAL_VERIFY_MANIFESTS=0: offline setups only). */
  portalVerifyManifests: boolean;
  /**
   * Request limits per API key, user or (anonymous) address, counted in Redis across instances;
   * each rule is `limit` requests per `windowSec`. See api/src/http/rate-limit.ts for the why of
   * each default. RATE_LIMITS=off turns them all off.
   */
  rateLimits: {
    enabled: boolean;
    windowSec: number;
    orderApi: number;
    quote: number;
    quoteBatch: number;
    renders: number;
  };
  /** How far an uploaded workbook may really unpack (issue 12): workbook/src/limits.ts says why. */
  workbook: WorkbookLimits;
  /** How often each instance re-reads the exchange-rate revision besides the Redis announcement (ms). */
  exchangeRatesPollMs: number;
  /** Rates in memory (modules/rates): how often the tariff revision (RATES_POLL_MS) and the EMS revenue (EMS_REVENUE_POLL_MS) are re-read besides the Redis announcements (ms); FEATURE_DELHIVERY=1 turns the fifth courier on in quotes. */
  rates: { pollMs: number; emsRevenuePollMs: number; delhivery: boolean };
  /** Public helpdesk form per client address and 10 minutes: generous for people, tight for scripts. */
  helpdeskLimits: { captchaPer10Min: number; submitPer10Min: number };
  /** The contact form: the sales inbox it mails (SALES_EMAIL) and its limit per address and 10 minutes (CONTACT_PER_10MIN). */
  contact: { salesEmail: string; per10Min: number };
  /**
   * Accounts (modules/accounts): drivers of OTP delivery, IEC/GSTIN lookup and the digital locker
   * (OTP_DRIVER, KYC_DRIVER, DIGILOCKER_DRIVER; `sandbox` built in), the domestic app an approved
   * domestic user is sent to (DOMESTIC_APP_URL), and whether registration needs OTP-proved
   * contacts (REGISTER_REQUIRES_OTP=1; on by default in production mode, off otherwise: API
   * clients registered without it before; REGISTER_REQUIRES_OTP=0 turns it off anywhere).
   */
  accounts: {
    otpDriver: string;
    kycDriver: string;
    lockerDriver: string;
    domesticAppUrl: string;
    registerRequiresOtp: boolean;
  };
  /** SKIP_DB_PREPARE=1: the API and workers start without migrating (deploys run `node api/dist/prepare.js` once). */
  skipDbPrepare: boolean;
  /** Bull's job lock and stalled-job check (BULL_LOCK_MS, BULL_STALLED_MS): a dead worker's job is re-run once its lock lapses. */
  queueLocks: QueueLocks;
  /** The portal registry's first entries (PORTAL_REMOTE_<NAME>, PORTAL_REMOTE_<NAME>_VERSION), seeded when missing. */
  portalRemoteSeeds: PortalRemoteSeed[];
  /**
   * Plans and payments (modules/payments, modules/subscriptions): PAYMENT_DRIVER sandbox (default,
   * a local checkout page) or razorpay (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET);
   * the supplier printed on GST tax invoices (SUPPLIER_NAME, SUPPLIER_GSTIN, SUPPLIER_ADDRESS);
   * PLANS_EMAIL, the address custom-plan users are told to write to.
   */
  payments: {
    driver: 'sandbox' | 'razorpay';
    keyId: string;
    keySecret: string;
    webhookSecret: string;
    supplier: { name: string; gstin: string; address: string };
    plansEmail: string;
  };
  /**
   * Courier bookings (modules/carriers): CARRIER_DHL_DRIVER=mydhl books DHL Express through the
   * MyDHL API (MYDHL_BASE_URL, MYDHL_USERNAME, MYDHL_PASSWORD, MYDHL_ACCOUNT); every other carrier,
   * and DHL by default, uses the embedded sandbox. CARRIER_TIMEOUT_MS per call, CARRIER_ATTEMPTS
   * calls at most, CARRIER_BACKOFF_MS the first wait (doubled each retry).
   */
  carriers: {
    dhlDriver: 'sandbox' | 'mydhl';
    mydhl: { baseUrl: string; username: string; password: string; account: string };
    timeoutMs: number;
    attempts: number;
    backoffMs: number;
  };
  /**
   * Webhooks (issue 26, modules/webhooks): each delivery is tried WEBHOOK_ATTEMPTS times, the
   * first wait WEBHOOK_BACKOFF_MS doubled each retry (12 and 45 s span about 25 hours), each POST
   * given WEBHOOK_TIMEOUT_MS; an endpoint failing for WEBHOOK_DISABLE_MS (3 days) is
   * disabled. `allowPrivate`: loopback and private receivers, allowed outside production mode
   * only (tests and laptops need 127.0.0.1; production refuses them: SSRF).
   */
  webhooks: {
    attempts: number;
    backoffMs: number;
    timeoutMs: number;
    disableAfterMs: number;
    allowPrivate: boolean;
  };
  /** Where the files are kept (lib/storage.ts): STORAGE_DRIVER and the S3_* settings. */
  storage: StorageConfig;
}

/**
 * STORAGE_DRIVER=disk (default) keeps files under DATA_DIR/files: one host, or hosts sharing that
 * disk. STORAGE_DRIVER=s3 keeps them in a bucket of an S3-compatible object store, so API and
 * worker hosts need no shared disk. Any other value is refused at start (lib/storage.ts), and
 * production mode refuses s3 without its settings (config-check.ts).
 */
export interface StorageConfig {
  /** `disk` or `s3` as written (lower case); anything else is refused, never read as `disk`. */
  driver: string;
  s3: {
    /** S3_ENDPOINT: the store's address (MinIO, R2, …); empty for AWS S3 itself. */
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** S3_FORCE_PATH_STYLE=1: `endpoint/bucket/key` addresses, as most self-hosted stores need. */
    forcePathStyle: boolean;
    /** S3_PREFIX: a folder of the bucket for this site's files, so sites (or tests) can share one. */
    prefix: string;
  };
}

export interface QueueLocks {
  lockMs: number;
  stalledMs: number;
}

export interface PortalRemoteSeed {
  name: string;
  manifestUrl: string;
  version: string;
}

/** A section's first registry entry: its manifest from PORTAL_REMOTE_<NAME> (else the development port). */
export function portalRemoteSeedsFrom(
  env: Record<string, string | undefined> = process.env,
): PortalRemoteSeed[] {
  return DEFAULT_REMOTES.map((r) => ({
    name: r.name,
    manifestUrl: env[remoteEnvName(r.name)] || r.manifestUrl,
    version: env[`${remoteEnvName(r.name)}_VERSION`] || 'dev',
  }));
}

const num = (v: string | undefined, d: number) =>
  v !== undefined && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : d;

/**
 * A portal opened at http://127.0.0.1:8080 is the same machine as http://localhost:8080: both
 * spellings of a loopback origin are accepted, so the live socket works whichever one the user typed.
 */
function withLoopbackTwins(origins: string[]): string[] {
  const twins = origins.flatMap((o) =>
    /^https?:\/\/localhost(:|$)/.test(o)
      ? [o, o.replace('localhost', '127.0.0.1')]
      : /^https?:\/\/127\.0\.0\.1(:|$)/.test(o)
        ? [o, o.replace('127.0.0.1', 'localhost')]
        : [o],
  );
  return [...new Set(twins)];
}

/** Repository root: two levels above api/src (or api/dist). */
export const repoRoot = () => path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

/**
 * The supplier GSTIN of the demo data: a valid GSTIN (check character included, so the demo's
 * invoices pass the product's own check), which production refuses (config-check.ts): a
 * deployment must print its own on tax invoices.
 */
export const DEMO_SUPPLIER_GSTIN = '29AABCE1234F1Z1';

/** Where the development JWT secret is kept (DATA_DIR/jwt-secret). */
const devSecretFile = (dataDir: string) => path.join(dataDir, 'jwt-secret');

/** The development secret if one was generated in this DATA_DIR (read only, never created). */
function existingDevSecret(dataDir: string): string | null {
  const file = devSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** A dev JWT secret is generated once into .data/ so tokens survive restarts of `npm start`. */
function devSecret(dataDir: string): string {
  const file = devSecretFile(dataDir);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export interface FirstAdmin {
  username: string;
  email: string;
  password: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot(), '.data'));
  const port = num(env.API_PORT ?? env.PORT, 4000);
  const production = env.NODE_ENV === 'production';
  const cfg: Config = {
    env: env.NODE_ENV ?? 'development',
    host: env.API_HOST ?? env.HOST ?? '127.0.0.1',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? `sqlite:${path.join(dataDir, 'exportdesk.sqlite')}`,
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    redisPrefix: env.REDIS_PREFIX ?? 'exportdesk',
    jwtSecret: env.JWT_SECRET ?? '',
    allowSandboxDrivers: env.ALLOW_SANDBOX_DRIVERS === '1',
    demoData: env.DEMO_DATA ? env.DEMO_DATA === '1' : !production || env.ALLOW_SANDBOX_DRIVERS === '1',
    firstAdmin:
      env.ADMIN_USERNAME && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL ?? '', password: env.ADMIN_PASSWORD }
        : null,
    jwtTtlSec: num(env.JWT_TTL_SECONDS, 12 * 3600),
    portalUrl: env.PORTAL_URL ?? 'http://localhost:8080',
    apiPublicUrl: env.API_PUBLIC_URL ?? `http://localhost:${port}`,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'ExportDesk <no-reply@exportdesk.local>',
    resetTokenTtlSec: num(env.RESET_TOKEN_TTL_SECONDS, 30 * 60),
    login: {
      slowAfter: num(env.LOGIN_SLOW_AFTER, 5),
      slowStepMs: num(env.LOGIN_SLOW_STEP_MS, 250),
      lockAfter: num(env.LOGIN_LOCK_AFTER, 10),
      ipLockAfter: num(env.LOGIN_IP_LOCK_AFTER, 100),
      windowSec: num(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    checkAnswers: env.CHECK_ANSWERS ? env.CHECK_ANSWERS === '1' : env.NODE_ENV === 'test',
    maxPayloadBytes: num(env.MAX_PAYLOAD_BYTES, 1024 * 1024),
    documentsInWorkerFromParcels: num(env.DOCUMENTS_IN_WORKER_FROM_PARCELS, 100),
    documentsWorkerWaitMs: num(env.DOCUMENTS_WORKER_WAIT_MS, 120_000),
    // portal registry and socket origins: derived from the same settings as the portal URLs
    portalRemoteOrigins: remoteOriginsFrom(env),
    socketOrigins: withLoopbackTwins(
      [httpOrigin(env.PORTAL_URL ?? 'http://localhost:8080'), ...remoteOriginsFrom(env)].filter(
        (o): o is string => !!o,
      ),
    ),
    portalVerifyManifests: env.PORTAL_VERIFY_MANIFESTS !== '0',
    rateLimits: {
      enabled: !/^(off|0|false|no)$/i.test(env.RATE_LIMITS ?? ''),
      windowSec: num(env.RATE_LIMIT_WINDOW_SECONDS, RATE_LIMIT_DEFAULTS.windowSec),
      orderApi: num(env.RATE_LIMIT_ORDER_API, RATE_LIMIT_DEFAULTS.orderApi),
      quote: num(env.RATE_LIMIT_QUOTE, RATE_LIMIT_DEFAULTS.quote),
      quoteBatch: num(env.RATE_LIMIT_QUOTE_BATCH, RATE_LIMIT_DEFAULTS.quoteBatch),
      renders: num(env.RATE_LIMIT_RENDERS, RATE_LIMIT_DEFAULTS.renders),
    },
    // workbook guard (bulk upload, preview, worker, rate cards, IBM edit): defaults in workbook/src/limits.ts
    workbook: {
      maxEntries: num(env.WORKBOOK_MAX_ENTRIES, WORKBOOK_LIMITS.maxEntries),
      maxEntryBytes: num(env.WORKBOOK_MAX_ENTRY_BYTES, WORKBOOK_LIMITS.maxEntryBytes),
      maxTotalBytes: num(env.WORKBOOK_MAX_UNPACKED_BYTES, WORKBOOK_LIMITS.maxTotalBytes),
      maxRatio: num(env.WORKBOOK_MAX_RATIO, WORKBOOK_LIMITS.maxRatio),
      ratioFloorBytes: num(env.WORKBOOK_RATIO_FLOOR_BYTES, WORKBOOK_LIMITS.ratioFloorBytes),
    },
    // exchange rates and the helpdesk form (modules/exchange-rates, modules/tickets)
    exchangeRatesPollMs: num(env.EXCHANGE_RATES_POLL_MS, 5000),
    // rates (modules/rates)
    rates: {
      pollMs: num(env.RATES_POLL_MS, 2000),
      emsRevenuePollMs: num(env.EMS_REVENUE_POLL_MS, 30_000),
      delhivery: env.FEATURE_DELHIVERY === '1',
    },
    helpdeskLimits: {
      captchaPer10Min: num(env.HELPDESK_CAPTCHA_PER_10MIN, 120),
      submitPer10Min: num(env.HELPDESK_SUBMIT_PER_10MIN, 20),
    },
    // accounts and processes (modules/contact, main.ts files, lib/queue.ts, db/seeds/portal-remotes.ts)
    contact: {
      salesEmail: env.SALES_EMAIL ?? 'sales@exportdesk.local',
      per10Min: Number(env.CONTACT_PER_10MIN ?? 20),
    },
    accounts: {
      otpDriver: env.OTP_DRIVER || 'sandbox',
      kycDriver: env.KYC_DRIVER || 'sandbox',
      lockerDriver: env.DIGILOCKER_DRIVER || 'sandbox',
      domesticAppUrl: env.DOMESTIC_APP_URL || 'http://localhost:8090/domestic',
      // Issue 23: a deployment proves new accounts' contacts unless it says otherwise.
      registerRequiresOtp: env.REGISTER_REQUIRES_OTP ? env.REGISTER_REQUIRES_OTP === '1' : production,
    },
    skipDbPrepare: env.SKIP_DB_PREPARE === '1',
    queueLocks: {
      lockMs: Number(env.BULL_LOCK_MS) || 30_000,
      stalledMs: Number(env.BULL_STALLED_MS) || 30_000,
    },
    portalRemoteSeeds: portalRemoteSeedsFrom(env),
    // plans and payments (modules/payments, modules/subscriptions)
    payments: {
      driver: env.PAYMENT_DRIVER === 'razorpay' ? 'razorpay' : 'sandbox',
      keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_sandbox',
      keySecret: env.RAZORPAY_KEY_SECRET ?? '',
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
      supplier: {
        name: env.SUPPLIER_NAME ?? 'ExportDesk Technologies Pvt. Ltd.',
        gstin: env.SUPPLIER_GSTIN ?? DEMO_SUPPLIER_GSTIN,
        address: env.SUPPLIER_ADDRESS ?? '12 Residency Road, Bengaluru, Karnataka 560025',
      },
      plansEmail: env.PLANS_EMAIL ?? 'plans@exportdesk.local',
    },
    // courier bookings (modules/carriers)
    carriers: {
      dhlDriver: env.CARRIER_DHL_DRIVER === 'mydhl' ? 'mydhl' : 'sandbox',
      mydhl: {
        baseUrl: env.MYDHL_BASE_URL ?? 'https://express.api.dhl.com/mydhlapi/test',
        username: env.MYDHL_USERNAME ?? '',
        password: env.MYDHL_PASSWORD ?? '',
        account: env.MYDHL_ACCOUNT ?? '',
      },
      timeoutMs: num(env.CARRIER_TIMEOUT_MS, 15_000),
      attempts: num(env.CARRIER_ATTEMPTS, 3),
      backoffMs: num(env.CARRIER_BACKOFF_MS, 500),
    },
    // webhooks (modules/webhooks, workers/src/processors/webhook-delivery.ts)
    webhooks: {
      attempts: Math.max(1, num(env.WEBHOOK_ATTEMPTS, 12)),
      backoffMs: num(env.WEBHOOK_BACKOFF_MS, 45_000),
      timeoutMs: num(env.WEBHOOK_TIMEOUT_MS, 10_000),
      disableAfterMs: num(env.WEBHOOK_DISABLE_MS, 3 * 24 * 3600_000),
      allowPrivate: !production,
    },
    // files (lib/storage.ts)
    storage: {
      driver: (env.STORAGE_DRIVER || 'disk').trim().toLowerCase(),
      s3: {
        endpoint: env.S3_ENDPOINT ?? '',
        bucket: env.S3_BUCKET ?? '',
        region: env.S3_REGION ?? '',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE === '1',
        prefix: (env.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, ''),
      },
    },
    ...overrides,
  };
  // Production mode never generates a secret: it refuses to start without one (config-check.ts),
  // and `check-config` must not write into DATA_DIR. Elsewhere `npm start` needs none.
  if (cfg.jwtSecret) {
    if (cfg.jwtSecretIsDev === undefined) cfg.jwtSecretIsDev = cfg.jwtSecret === existingDevSecret(dataDir);
  } else if (!production) {
    cfg.jwtSecret = devSecret(dataDir);
    cfg.jwtSecretIsDev = true;
  }
  return cfg;
}

/**
 * The settings as production mode reads them, whatever NODE_ENV says (`check-config`: no
 * development secret is generated), and the NODE_ENV the environment really declares.
 */
export function loadProductionConfig(env: NodeJS.ProcessEnv = process.env): {
  config: Config;
  declaredEnv: string;
} {
  return {
    config: loadConfig({ ...env, NODE_ENV: 'production' }),
    declaredEnv: env.NODE_ENV ?? 'development',
  };
}
