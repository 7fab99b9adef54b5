/**
 * Issue 29 item 6: the one file storage behaves the same on both drivers, the disk (DATA_DIR) and
 * an S3-compatible object store (a local s3rver this file starts): what the API and the workers
 * do with it (store a buffer or a stream, store once, read, stream out, size as "exists",
 * remove, prune old revisions), streams kept streams, bad keys refused.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createStorage, type Storage } from '../src/lib/storage';
import { startS3Server, type S3TestServer } from '../../tests/support/s3-server';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const tmp = () => mkdtempSync(path.join(tmpdir(), 'exportdesk-storage-'));
let n = 0;
const storageOn = (driver: 'disk' | 's3'): Storage =>
  createStorage(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: tmp(),
      JWT_SECRET: 'x'.repeat(40),
      ...(driver === 's3' ? s3.env(`t${process.pid}-${++n}`) : {}),
    }),
  );

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
/** `mib` MiB of random bytes as a stream of 64 KiB chunks, and the hash of them all. */
function bigStream(mib: number) {
  const hash = createHash('sha256');
  let left = mib * 16;
  const stream = new Readable({
    read() {
      if (left-- <= 0) return void this.push(null);
      const chunk = randomBytes(64 * 1024);
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}
async function drain(r: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of r) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

describe.each(['disk', 's3'] as const)('storage on %s', (driver) => {
  let storage: Storage;
  beforeAll(() => {
    storage = storageOn(driver);
  });
  afterAll(() => storage.close?.());

  it('stores a buffer and gives it back whole, streamed, and its size; a new put replaces it', async () => {
    await storage.put('uploads/a.xlsx', Buffer.from('first'));
    await storage.put('uploads/a.xlsx', Buffer.from('second one'));
    expect((await storage.read('uploads/a.xlsx')).toString()).toBe('second one');
    expect((await drain(storage.stream('uploads/a.xlsx'))).toString()).toBe('second one');
    expect(await storage.size('uploads/a.xlsx')).toBe(10);
  });

  it('stores a big stream and streams it back, the same bytes (multipart on the object store)', async () => {
    const big = bigStream(12);
    await storage.put('reports/big.bin', big.stream);
    expect(await storage.size('reports/big.bin')).toBe(12 * 1024 * 1024);
    let chunks = 0;
    const hash = createHash('sha256');
    for await (const c of storage.stream('reports/big.bin')) {
      chunks++;
      hash.update(c as Buffer);
    }
    expect(hash.digest('hex')).toBe(big.digest());
    expect(chunks).toBeGreaterThan(1); // it arrived in pieces, never as one buffer
  });

  it('stores empty files, from a buffer and from a stream', async () => {
    await storage.put('uploads/empty-a.pdf', Buffer.alloc(0));
    await storage.put('uploads/empty-b.pdf', Readable.from([]));
    for (const key of ['uploads/empty-a.pdf', 'uploads/empty-b.pdf']) {
      expect(await storage.size(key)).toBe(0);
      expect((await storage.read(key)).length).toBe(0);
    }
  });

  it('a stream that fails half-way stores nothing and says why', async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        this.push(randomBytes(64 * 1024));
        if (++sent === 100) this.destroy(new Error('render failed')); // past one 5 MiB part
      },
    });
    await expect(storage.put('documents/D9/r1/invoices.zip', failing)).rejects.toThrow(/render failed/);
    expect(await storage.size('documents/D9/r1/invoices.zip')).toBeNull();
  });

  it('answers null for the size of a missing file, and refuses to read or stream it', async () => {
    expect(await storage.size('documents/none/r1/x.pdf')).toBeNull();
    await expect(storage.read('documents/none/r1/x.pdf')).rejects.toThrow();
    await expect(drain(storage.stream('documents/none/r1/x.pdf'))).rejects.toThrow();
  });

  it('putIfAbsent stores once: a second writer is told no, reads the first bytes, and is drained', async () => {
    expect(await storage.putIfAbsent('documents/D1/r1/inv.pdf', Buffer.from('first'))).toBe(true);
    expect(await storage.putIfAbsent('documents/D1/r1/inv.pdf', Buffer.from('other'))).toBe(false);
    // A stream offered for a key already stored is read to its end (its producer never stalls).
    const late = bigStream(1);
    expect(await storage.putIfAbsent('documents/D1/r1/inv.pdf', late.stream)).toBe(false);
    expect(late.stream.readableEnded).toBe(true);
    expect((await storage.read('documents/D1/r1/inv.pdf')).toString()).toBe('first');
  });

  it('two concurrent first writers of one key leave exactly one file, the winner’s', async () => {
    const a = randomBytes(200_000);
    const b = randomBytes(200_000);
    const [wa, wb] = await Promise.all([
      storage.putIfAbsent(
        'documents/D2/r1/invoices.zip',
        Readable.from([a.subarray(0, 1000), a.subarray(1000)]),
      ),
      storage.putIfAbsent('documents/D2/r1/invoices.zip', b),
    ]);
    expect([wa, wb].filter(Boolean)).toHaveLength(1);
    expect(sha(await storage.read('documents/D2/r1/invoices.zip'))).toBe(sha(wa ? a : b));
  });

  it('removes a file (and a missing one without complaint)', async () => {
    await storage.put('tickets/t.png', Buffer.from('png'));
    await storage.remove('tickets/t.png');
    expect(await storage.size('tickets/t.png')).toBeNull();
    await expect(storage.remove('tickets/t.png')).resolves.toBeUndefined();
  });

  it('prunes a docket’s old revisions, keeping the named one and other dockets’ files', async () => {
    for (const k of [
      'documents/D3/r1/a.pdf',
      'documents/D3/r1/deep/b.pdf',
      'documents/D3/r2/c.pdf',
      'documents/D3/r3/keep.pdf',
      'documents/D30/r1/other.pdf',
    ])
      await storage.put(k, Buffer.from(k));
    await storage.prune('documents/D3/', ['r3']);
    expect(await storage.size('documents/D3/r1/a.pdf')).toBeNull();
    expect(await storage.size('documents/D3/r1/deep/b.pdf')).toBeNull();
    expect(await storage.size('documents/D3/r2/c.pdf')).toBeNull();
    expect(await storage.size('documents/D3/r3/keep.pdf')).not.toBeNull();
    expect(await storage.size('documents/D30/r1/other.pdf')).not.toBeNull();
    await expect(storage.prune('documents/none', [])).resolves.toBeUndefined();
  });

  it('refuses keys that leave the storage, and stores nothing for them', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', ''])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    expect(() => storage.stream('../x')).toThrow(/bad storage key/);
  });
});

describe('the object store’s ping (health)', () => {
  it('answers when the bucket is there, fails when the store cannot be reached or has no such bucket', async () => {
    const ok = storageOn('s3');
    await expect(ok.ping!()).resolves.toBeUndefined();
    ok.close?.();
    const cfg = (extra: Record<string, string>) =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp(), JWT_SECRET: 'x'.repeat(40), ...s3.env(), ...extra });
    for (const bad of [
      createStorage(cfg({ S3_ENDPOINT: 'http://127.0.0.1:9' })), // nothing listens there
      createStorage(cfg({ S3_BUCKET: 'no-such-bucket' })),
    ]) {
      await expect(bad.ping!()).rejects.toThrow();
      bad.close?.();
    }
    expect(storageOn('disk').ping).toBeUndefined();
  });
});

describe('createStorage', () => {
  const env = (extra: Record<string, string>) =>
    loadConfig({ NODE_ENV: 'test', DATA_DIR: tmp(), JWT_SECRET: 'x'.repeat(40), ...extra });

  it('refuses an unknown driver, naming the ones there are', () => {
    expect(() => createStorage(env({ STORAGE_DRIVER: 'gcs' }))).toThrow(
      /STORAGE_DRIVER "gcs" is not a storage driver\. Set STORAGE_DRIVER=disk .* or STORAGE_DRIVER=s3/,
    );
  });

  it('refuses s3 without a bucket, half a key pair, or an endpoint that is no address', () => {
    expect(() => createStorage(env({ STORAGE_DRIVER: 's3' }))).toThrow(/S3_BUCKET is not set/);
    expect(() => createStorage(env({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() =>
      createStorage(env({ STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })),
    ).toThrow(/S3_ENDPOINT "minio:9000" is not a web address/);
  });

  it('takes the disk by default', async () => {
    const c = env({});
    expect(c.storage.driver).toBe('disk');
    const s = createStorage(c);
    await s.put('x/y.txt', Buffer.from('y'));
    expect(await s.size('x/y.txt')).toBe(1);
  });
});
