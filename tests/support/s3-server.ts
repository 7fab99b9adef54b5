/**
 * An S3-compatible server of a test's own (s3rver, the maintained @20minutes fork: an npm package
 * that keeps objects in a temp folder), started in the test's process on a free port, and the
 * STORAGE_DRIVER=s3 settings that point the API and the workers at it.
 *
 * s3rver does not implement conditional writes (If-None-Match: * on PUT and on completing a
 * multipart upload), which AWS S3, MinIO and R2 do and the s3 driver's putIfAbsent relies on. The
 * one middleware below adds them as S3 answers them: of concurrent writers the first to complete
 * wins (they are taken in turn), the others get 412 once its object is whole.
 * Its writes are made atomic as S3's are (putContentWhole), and a failed multipart upload can be
 * aborted (abortMultipart).
 * It also checks signatures on a path other than the one the SDK signs for listings, so that
 * check is off here (a request still has to name s3rver's access key id).
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Server } from 'node:http';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '@exportdesk/api';

export const S3_TEST_BUCKET = 'exportdesk-test';
/** s3rver's built-in account. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

interface KoaContext {
  method: string;
  path: string;
  query: Record<string, string | string[] | undefined>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}
type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rver {
  middleware: Middleware[];
  store: {
    existsObject(bucket: string, key: string): Promise<boolean>;
    putContent(objectPath: string, content: Buffer | Readable): Promise<[number, string]>;
    getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  };
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
type S3rverClass = new (opts: Record<string, unknown>) => S3rver;

export interface S3TestServer {
  endpoint: string;
  /** The settings of STORAGE_DRIVER=s3 on this server; `prefix` keeps a test's files apart. */
  env(prefix?: string): Record<string, string>;
  stop(): Promise<void>;
}

function conditionalWrites(server: S3rver): Middleware {
  // Conditional writes of one key, one after another: the first to complete wins and a later one
  // is refused once the winner's object is whole, as S3 answers them.
  const last = new Map<string, Promise<void>>();
  return async (ctx, next) => {
    const completes = ctx.method === 'POST' && 'uploadId' in ctx.query;
    const puts = ctx.method === 'PUT' && !('partNumber' in ctx.query) && !ctx.headers['x-amz-copy-source'];
    if (ctx.headers['if-none-match'] !== '*' || !(completes || puts)) return next();
    const [bucket, ...rest] = decodeURIComponent(ctx.path).replace(/^\//, '').split('/');
    const key = rest.join('/');
    const id = `${bucket}/${key}`;
    const before = last.get(id) ?? Promise.resolve();
    let done = () => {};
    const mine = new Promise<void>((r) => (done = r));
    last.set(id, mine);
    try {
      await before;
      if (await server.store.existsObject(bucket!, key)) {
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
          '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
          '<Condition>If-None-Match</Condition></Error>';
        return;
      }
      await next();
    } finally {
      done();
      if (last.get(id) === mine) last.delete(id);
    }
  };
}

/**
 * s3rver writes an object's file in place, so a HEAD or GET meanwhile sees part of it (even 0
 * bytes); an S3 PUT is atomic. Written aside and renamed here, a reader sees the old object or the
 * whole new one, as on S3. Answers what s3rver's own does: the length and the MD5 (its ETag).
 */
async function putContentWhole(objectPath: string, content: Buffer | Readable): Promise<[number, string]> {
  const tmp = `${objectPath}.${randomUUID()}.tmp`;
  const md5 = createHash('md5');
  let length = 0;
  try {
    await pipeline(
      Buffer.isBuffer(content) ? Readable.from([content]) : content,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          md5.update(chunk);
          length += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(tmp),
    );
    await rename(tmp, objectPath);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
  return [length, md5.digest('hex')];
}

/**
 * s3rver has no AbortMultipartUpload (DELETE with ?uploadId), which the SDK sends when a streamed
 * upload fails; without it the abort's "method not allowed" hides the upload's own error.
 */
function abortMultipart(server: S3rver): Middleware {
  return async (ctx, next) => {
    if (ctx.method !== 'DELETE' || typeof ctx.query.uploadId !== 'string') return next();
    const [bucket] = decodeURIComponent(ctx.path).replace(/^\//, '').split('/');
    const uploads = server.store.getResourcePath(bucket!, undefined, 'uploads');
    await rm(path.join(uploads, path.basename(ctx.query.uploadId)), { recursive: true, force: true });
    ctx.status = 204;
  };
}

export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'exportdesk-s3-'));
  const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    // s3rver drops the trailing slash of a bucket's path ("/bucket/", as the SDK lists) when it
    // checks a signature, so it would refuse every listing the SDK signs correctly.
    allowMismatchedSignatures: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  server.middleware.unshift(conditionalWrites(server), abortMultipart(server));
  server.store.putContent = putContentWhole;
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: (prefix = '') => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: S3_TEST_BUCKET,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: '1',
      S3_PREFIX: prefix,
      ...KEYS,
    }),
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * The keys kept under `folder` (relative to it, sorted), on whichever driver `config` names: for
 * tests that check what was stored or removed without knowing where files live.
 */
export async function storedKeys(
  config: Pick<Config, 'dataDir' | 'storage'>,
  folder: string,
): Promise<string[]> {
  const dir = folder.replace(/\/+$/, '');
  if (config.storage.driver !== 's3') {
    const root = path.join(config.dataDir, 'files', dir);
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
        .sort();
    } catch {
      return [];
    }
  }
  const { s3 } = config.storage;
  const client = new S3Client({
    region: s3.region || 'us-east-1',
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const prefix = `${s3.prefix ? `${s3.prefix}/` : ''}${dir}/`;
  const keys: string[] = [];
  try {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key.slice(prefix.length));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return keys.sort();
}
