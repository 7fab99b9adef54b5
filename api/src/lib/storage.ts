/**
 * File storage behind keys (DESIGN "Files"): uploaded workbooks, generated reports. The database
 * stores keys, never paths, so the driver is a setting: the disk here (STORAGE_DRIVER=disk, under
 * DATA_DIR), or an S3-compatible object store (STORAGE_DRIVER=s3, storage-s3.ts) for hosts with
 * no shared disk. `createStorage` picks one; every caller sees only the Storage interface.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import { reasonLines, storageReasons } from '../config-check';
import { s3Storage } from './storage-s3';

export interface Storage {
  put(key: string, data: Buffer | Readable): Promise<void>;
  /**
   * Stores `data` under `key` unless a file is already there; answers whether this call stored it.
   * Concurrent writers of one key (two first renders of a document) leave exactly one file, the
   * first complete one, so every reader gets the same bytes.
   */
  putIfAbsent(key: string, data: Buffer | Readable): Promise<boolean>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Removes everything directly under `prefix` (a folder) except the names in `keep`. */
  prune(prefix: string, keep: readonly string[]): Promise<void>;
  /** Lets go of what the driver holds open (the object store's connections) when the process stops. */
  close?(): void;
  /** Resolves once the store answers (health); the disk has nothing to ask. */
  ping?(): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

/** A key is a relative path without `..` on every driver, so one database works with either. */
export function assertStorageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`bad storage key: ${key}`);
  return key;
}

/**
 * The storage the configuration asks for. Refuses (throws, naming the setting) an unknown
 * STORAGE_DRIVER or s3 without a bucket in any mode: files written to the wrong place are lost
 * to the other hosts. Production mode's further checks are config-check.ts's.
 */
export function createStorage(config: Pick<Config, 'dataDir' | 'storage'>): Storage {
  const reasons = storageReasons(config.storage, false);
  if (reasons.length)
    throw new Error(['The file storage settings are not usable:', ...reasonLines(reasons)].join('\n'));
  return config.storage.driver === 's3' ? s3Storage(config.storage.s3) : localStorage(config.dataDir);
}

/** Local disk under `<dataDir>/files`; keys are relative paths without `..`. */
export function localStorage(dataDir: string): Storage {
  const root = path.join(dataDir, 'files');
  const file = (key: string) => path.join(root, assertStorageKey(key));
  /** Writes `data` beside `f` under a name no other writer uses (issue 12: two renders shared one). */
  async function writeAside(f: string, data: Buffer | Readable): Promise<string> {
    await mkdir(path.dirname(f), { recursive: true });
    const tmp = `${f}.${randomUUID()}.tmp`;
    try {
      if (Buffer.isBuffer(data)) await writeFile(tmp, data);
      else await pipeline(data, createWriteStream(tmp));
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return tmp;
  }
  return {
    async put(key, data) {
      const f = file(key);
      // Written aside and renamed (atomic on one file system), so a reader never sees half a file.
      const tmp = await writeAside(f, data);
      try {
        await rename(tmp, f);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async putIfAbsent(key, data) {
      const f = file(key);
      const tmp = await writeAside(f, data);
      try {
        // link() refuses an existing target (EEXIST), where rename() would replace it.
        await link(tmp, f);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw err;
      } finally {
        await rm(tmp, { force: true });
      }
    },
    read: (key) => readFile(file(key)),
    stream: (key) => createReadStream(file(key)),
    async size(key) {
      try {
        return (await stat(file(key))).size;
      } catch {
        return null;
      }
    },
    remove: (key) => rm(file(key), { force: true }),
    async prune(prefix, keep) {
      const dir = file(prefix.replace(/\/+$/, ''));
      const names = await readdir(dir).catch(() => [] as string[]);
      await Promise.all(
        names
          .filter((n) => !keep.includes(n))
          .map((n) => rm(path.join(dir, n), { recursive: true, force: true })),
      );
    },
  };
}
