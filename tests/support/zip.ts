/** Entry names of a stored (uncompressed) zip such as api/src/lib/zip.ts writes, read from its local headers. */
export function zipNames(buf: Buffer): string[] {
  const names: string[] = [];
  for (let at = 0; at + 30 <= buf.length && buf.readUInt32LE(at) === 0x04034b50;) {
    const nameLen = buf.readUInt16LE(at + 26);
    names.push(buf.subarray(at + 30, at + 30 + nameLen).toString('utf8'));
    at += 30 + nameLen + buf.readUInt32LE(at + 18);
  }
  return names;
}

/** Entries (name and bytes) of a stored zip such as api/src/lib/zip.ts writes, in order. */
export function zipEntries(buf: Buffer): { name: string; data: Buffer }[] {
  const entries: { name: string; data: Buffer }[] = [];
  for (let at = 0; at + 30 <= buf.length && buf.readUInt32LE(at) === 0x04034b50;) {
    const nameLen = buf.readUInt16LE(at + 26);
    const size = buf.readUInt32LE(at + 18);
    const start = at + 30 + nameLen;
    entries.push({
      name: buf.subarray(at + 30, start).toString('utf8'),
      data: buf.subarray(start, start + size),
    });
    at = start + size;
  }
  return entries;
}
