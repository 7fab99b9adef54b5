/**
 * A real stack for integration tests: a fresh MySQL database (or SQLite with TEST_DATABASE=sqlite),
 * migrated and seeded, the API on a free port and the workers in this process, all on a Redis
 * key prefix of their own so parallel test files never see each other's queues or throttles.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createApi,
  createDb,
  loadConfig,
  prepareDatabase,
  type ApiServer,
  type Config,
  type Db,
  type QueueName,
} from '@exportdesk/api';
import { startWorkers, type Workers } from '@exportdesk/workers';
import { startS3Server, type S3TestServer } from './s3-server';

export const MYSQL_URL = process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface Stack {
  url: string;
  api: ApiServer;
  workers: Workers | null;
  config: Config;
  /** A separate knex handle for assertions on what was (not) written. */
  db: Db;
  stop(): Promise<void>;
}

export interface StackOptions {
  workers?: boolean;
  /** The database to run on; by default TEST_DATABASE's (`sqlite`), else MySQL. */
  database?: 'mysql' | 'sqlite';
  env?: Record<string, string>;
  config?: Partial<Config>;
  /**
   * Where the files go: by default TEST_STORAGE's (`s3`: an S3-compatible server of this stack's
   * own, tests/support/s3-server.ts), else the disk under the stack's DATA_DIR.
   */
  storage?: 'disk' | 's3';
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'exportdesk-test-'));
  const databaseUrl =
    (opts.database ?? (process.env.TEST_DATABASE === 'sqlite' ? 'sqlite' : 'mysql')) === 'sqlite'
      ? `sqlite:${path.join(dataDir, 'test.sqlite')}`
      : `${MYSQL_URL}/exportdesk_t_${id}`;
  const s3: S3TestServer | null =
    (opts.storage ?? (process.env.TEST_STORAGE === 's3' ? 's3' : 'disk')) === 's3'
      ? await startS3Server()
      : null;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: `edtest:${id}`,
      JWT_SECRET: `test-${id}`,
      API_PORT: '0',
      ...s3?.env(`stack-${id}`),
      ...opts.env,
    },
    opts.config,
  );
  await prepareDatabase(config.databaseUrl);
  const api = await createApi(config);
  const workers = opts.workers === false ? null : await startWorkers(config);
  const db = createDb(config.databaseUrl);
  return {
    url: api.url,
    api,
    workers,
    config,
    db,
    async stop() {
      await workers?.stop();
      await api.stop();
      if (!config.databaseUrl.startsWith('sqlite:'))
        await db.raw(`DROP DATABASE IF EXISTS \`exportdesk_t_${id}\``);
      await db.destroy();
      // Leave no keys behind in the shared Redis.
      const { Redis } = await import('ioredis');
      const r = new Redis(REDIS_URL);
      const keys = await r.keys(`edtest:${id}:*`);
      if (keys.length) await r.del(...keys);
      r.disconnect();
      await s3?.stop();
    },
  };
}

/** JSON over HTTP as a browser or script would call it. */
export async function call(url: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = { raw: text };
  }
  return { status: res.status, body: json, headers: res.headers };
}

export async function loginAs(
  url: string,
  userType: number,
  userName: string,
  password = 'Demo@12345',
): Promise<string> {
  const r = await call(url, 'POST', '/api/v1/authentication/login', { userType, userName, password });
  if (!r.body?.token) throw new Error(`login failed for ${userName}: ${JSON.stringify(r.body)}`);
  return r.body.token;
}

/** Poll until `fn` returns a truthy value (for queue work), or fail after `ms`. */
export async function eventually<T>(
  fn: () => Promise<T | null | undefined | false>,
  ms = 10_000,
  step = 100,
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v as T;
    if (Date.now() > end) throw new Error(`condition not met within ${ms} ms`);
    await new Promise((r) => setTimeout(r, step));
  }
}

/** Poll GET /jobs/:id as `token` until the job has completed or failed, and give its status. */
export function jobSettled(url: string, jobId: string, token: string, ms = 60_000): Promise<any> {
  return eventually(
    async () => {
      const r = await call(url, 'GET', `/api/v1/jobs/${jobId}`, undefined, token);
      return r.body.data?.state === 'completed' || r.body.data?.state === 'failed' ? r.body.data : null;
    },
    ms,
    200,
  );
}

export interface Instance {
  /** This instance's API address, or null when it runs workers only. */
  url: string | null;
  api: ApiServer | null;
  workers: Workers | null;
  stop(): Promise<void>;
}

/**
 * Another API instance and/or workers on an existing stack's config, as a second machine behind
 * the load balancer would run them: the same database, Redis and key prefix, JWT secret and file
 * storage, its own port. Stop it before the stack (the stack drops the database).
 */
export async function startInstance(
  stack: Pick<Stack, 'config'>,
  opts: { api?: boolean; workers?: boolean } = {},
): Promise<Instance> {
  const api = opts.api === false ? null : await createApi({ ...stack.config, port: 0 });
  const workers = opts.workers ? await startWorkers(stack.config) : null;
  return {
    url: api?.url ?? null,
    api,
    workers,
    async stop() {
      await workers?.stop();
      await api?.stop();
    },
  };
}

/**
 * Puts time between this API's reading of a job and its asking Bull the job's state, as a busy
 * machine does when it takes the API off the CPU between the two: a job the API reads asks its
 * state only after up to `maxMs` (random). The workers' own queues are not touched. Issue 23 item
 * 10: `GET jobs/:id` must answer a consistent status however far apart its reads are.
 */
export function slowJobReads(stack: Pick<Stack, 'api'>, name: QueueName, maxMs = 60): void {
  const queue = stack.api.ctx.queues.get(name);
  const getJob = queue.getJob.bind(queue);
  queue.getJob = async (id) => {
    const job = await getJob(id);
    if (job) {
      const getState = job.getState.bind(job);
      job.getState = async () => {
        await new Promise((r) => setTimeout(r, Math.random() * maxMs));
        return getState();
      };
    }
    return job;
  };
}
