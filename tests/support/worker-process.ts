/**
 * Workers in a child process on a stack's config (tests/support/worker-child.ts), for tests that
 * kill a worker the way a machine dies: SIGKILL, no shutdown, its Bull locks left to lapse.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@exportdesk/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface WorkerProcess {
  pid: number;
  /** Resolves once the child's queues are ready (it prints 'workers ready'). */
  ready: Promise<void>;
  /** How the child ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): void;
}

/** The stack's file storage as settings, so the child keeps its files where the API does. */
export function storageEnv({ storage: { driver, s3 } }: Config): Record<string, string> {
  if (driver !== 's3') return { STORAGE_DRIVER: driver };
  return {
    STORAGE_DRIVER: driver,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_REGION: s3.region,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: s3.forcePathStyle ? '1' : '0',
    S3_PREFIX: s3.prefix,
  };
}

/** The child gets the stack's settings (Bull's lock timings too); `env` adds or overrides. */
export function spawnWorkers(config: Config, env: Record<string, string> = {}): WorkerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'tests/support/worker-child.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_PREFIX: config.redisPrefix,
        DATA_DIR: config.dataDir,
        JWT_SECRET: config.jwtSecret,
        BULL_LOCK_MS: String(config.queueLocks.lockMs),
        BULL_STALLED_MS: String(config.queueLocks.stalledMs),
        ...storageEnv(config),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const onData = (d: Buffer) => {
      output += d;
      if (output.includes('workers ready')) resolve();
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`worker child ended (${signal ?? code}) before it was ready: ${output.slice(-2000)}`)),
    );
  });
  ready.catch(() => {}); // a kill after ready is not an error
  return { pid: child.pid!, ready, exited, kill: (signal = 'SIGKILL') => void child.kill(signal) };
}
