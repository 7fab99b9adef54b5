/** A small zip whose one entry inflates to 256 MB of spaces: what the zip guard must refuse. */
import { crc32, deflateRawSync } from 'node:zlib';

export function zipBomb(unpacked = 256 * 1024 * 1024): Buffer {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  // 256 MB of spaces deflate to about 250 KB. The CRC is not checked by the guard (it never inflates).
  const data = deflateRawSync(Buffer.alloc(unpacked, 0x20), { level: 9 });
  const crc = crc32(Buffer.alloc(0));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(unpacked, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(unpacked, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length;
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(1, 8);
  eocd.writeUInt16LE(1, 10);
  eocd.writeUInt32LE(central.length + name.length, 12);
  eocd.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, eocd]);
}
