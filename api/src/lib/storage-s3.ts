// Its own file: a driver, the S3 object store behind the Storage of lib/storage.ts (STORAGE_DRIVER=s3).
/**
 * Files in a bucket of an S3-compatible store (AWS S3, MinIO, R2, …), so API and worker hosts
 * need no shared disk. The same keys as on disk, under S3_PREFIX. Streams stay streams: a stored
 * stream goes up in 5 MiB parts (lib-storage, at most four in flight), a read stream is the
 * object's body as it arrives, so a big zip never sits whole in memory.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { StorageConfig } from '../config';
import { assertStorageKey, type Storage } from './storage';

/** Deletes of one prune in flight at once: a docket has a few revisions, a store answers fast. */
const DELETES_AT_ONCE = 8;

const status = (err: unknown) =>
  err instanceof S3ServiceException ? err.$metadata.httpStatusCode : undefined;
const isMissing = (err: unknown) =>
  status(err) === 404 ||
  (err instanceof S3ServiceException && (err.name === 'NotFound' || err.name === 'NoSuchKey'));
/** A conditional write refused: the key was there (412), or another write of it won meanwhile (409). */
const isTaken = (err: unknown) => status(err) === 412 || status(err) === 409;

export function s3Storage(settings: StorageConfig['s3']): Storage {
  const client = new S3Client({
    region: settings.region || 'us-east-1',
    endpoint: settings.endpoint || undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default CRC32 trailers on streamed bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const base = settings.prefix ? `${settings.prefix}/` : '';
  const objectKey = (key: string) => base + assertStorageKey(key);

  /**
   * One object written whole: a PUT of S3 is atomic, so a reader never sees half a file.
   * `onlyNew` adds If-None-Match: *, which the store refuses (412) when the key exists.
   */
  async function write(key: string, data: Buffer | Readable, onlyNew: boolean): Promise<void> {
    const params = { Bucket, Key: objectKey(key), ...(onlyNew ? { IfNoneMatch: '*' } : {}) };
    if (Buffer.isBuffer(data)) {
      await client.send(new PutObjectCommand({ ...params, Body: data, ContentLength: data.length }));
      return;
    }
    // Size unknown: small streams go up in one PUT, big ones as a multipart upload (completed
    // with the same condition); a failed one is aborted, leaving no parts behind.
    await new Upload({ client, params: { ...params, Body: data } }).done();
  }

  async function size(key: string): Promise<number | null> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (err) {
      // Only "not there" is an answer; a store that cannot be reached is an error, never "absent"
      // (which would start a render that cannot be stored either).
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function* body(key: string) {
    const got = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    if (!(got.Body instanceof Readable)) throw new Error(`storage: no body for ${key}`);
    const source = got.Body;
    try {
      for await (const chunk of source) yield chunk as Buffer;
    } finally {
      // A reader that stops early (a cancelled download) gives the connection back at once.
      source.destroy();
    }
  }

  return {
    put: (key, data) => write(key, data, false),
    async putIfAbsent(key, data) {
      if ((await size(key)) !== null) {
        // Read to the end as the disk driver does, so a producer writing into it never stalls.
        if (!Buffer.isBuffer(data)) {
          data.resume();
          await finished(data);
        }
        return false;
      }
      try {
        await write(key, data, true);
        return true;
      } catch (err) {
        if (isTaken(err)) return false;
        throw err;
      }
    },
    async read(key) {
      const got = await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
      if (!got.Body) throw new Error(`storage: no body for ${key}`);
      return Buffer.from(await got.Body.transformToByteArray());
    },
    // Lazy: the GET starts when the stream is first read, so a stream never consumed holds no connection.
    stream: (key) => {
      objectKey(key); // a bad key throws here, as on disk
      return Readable.from(body(key), { objectMode: false });
    },
    size,
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async prune(prefix, keep) {
      const folder = objectKey(prefix.replace(/\/+$/, '')) + '/';
      const doomed: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken: token }),
        );
        for (const o of page.Contents ?? []) {
          // The name directly under the folder: a file, or the first part of a deeper key.
          const name = o.Key?.slice(folder.length).split('/')[0];
          if (o.Key && name && !keep.includes(name)) doomed.push(o.Key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      for (let i = 0; i < doomed.length; i += DELETES_AT_ONCE)
        await Promise.all(
          doomed
            .slice(i, i + DELETES_AT_ONCE)
            .map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))),
        );
    },
    close: () => client.destroy(),
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
