/**
 * A streaming zip writer (stored entries, no compression): PDFs are compressed already, so
 * deflating them again costs CPU for a few percent. Entries are written as they are added, the
 * central directory at the end; the stream can be piped straight into storage.
 */
import { PassThrough } from 'node:stream';

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// DOS time of 1980-01-01 00:00: entries carry no meaningful time, and a fixed one keeps zips reproducible.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

export interface ZipWriter {
  stream: PassThrough;
  add(name: string, data: Buffer): Promise<void>;
  finish(): Promise<void>;
}

export function createZip(): ZipWriter {
  const stream = new PassThrough();
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  // Errors reach the writer through write()'s rejection; this keeps a destroyed stream from throwing.
  stream.on('error', () => {});
  const write = (b: Buffer) =>
    new Promise<void>((resolve, reject) => {
      if (stream.destroyed) return reject(stream.errored ?? new Error('zip stream closed'));
      offset += b.length;
      if (stream.write(b)) return resolve();
      // Wait for the reader, unless it is gone: a failed consumer must not leave us waiting forever.
      const onDrain = () => (cleanup(), resolve());
      const onClose = () => (cleanup(), reject(stream.errored ?? new Error('zip stream closed')));
      const cleanup = () => (stream.off('drain', onDrain), stream.off('close', onClose));
      stream.once('drain', onDrain);
      stream.once('close', onClose);
    });
  return {
    stream,
    async add(name, data) {
      // Zip64 is not needed: a docket's invoices stay far below 4 GB and 65,535 entries.
      if (offset + data.length > 0xfffffff0 || count >= 0xffff) throw new Error('zip too large');
      const nameBuf = Buffer.from(name, 'utf8');
      const crc = crc32(data);
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6); // names are UTF-8
      local.writeUInt16LE(0, 8); // stored
      local.writeUInt16LE(DOS_TIME, 10);
      local.writeUInt16LE(DOS_DATE, 12);
      local.writeUInt32LE(crc, 14);
      local.writeUInt32LE(data.length, 18);
      local.writeUInt32LE(data.length, 22);
      local.writeUInt16LE(nameBuf.length, 26);
      local.writeUInt16LE(0, 28);
      const cd = Buffer.alloc(46);
      cd.writeUInt32LE(0x02014b50, 0);
      cd.writeUInt16LE(20, 4);
      cd.writeUInt16LE(20, 6);
      cd.writeUInt16LE(0x0800, 8);
      cd.writeUInt16LE(0, 10);
      cd.writeUInt16LE(DOS_TIME, 12);
      cd.writeUInt16LE(DOS_DATE, 14);
      cd.writeUInt32LE(crc, 16);
      cd.writeUInt32LE(data.length, 20);
      cd.writeUInt32LE(data.length, 24);
      cd.writeUInt16LE(nameBuf.length, 28);
      cd.writeUInt32LE(offset, 42);
      central.push(cd, nameBuf);
      count++;
      await write(Buffer.concat([local, nameBuf]));
      await write(data);
    },
    async finish() {
      const dir = Buffer.concat(central);
      const end = Buffer.alloc(22);
      end.writeUInt32LE(0x06054b50, 0);
      end.writeUInt16LE(count, 8);
      end.writeUInt16LE(count, 10);
      end.writeUInt32LE(dir.length, 12);
      end.writeUInt32LE(offset, 16);
      await write(dir);
      await write(end);
      stream.end();
    },
  };
}
