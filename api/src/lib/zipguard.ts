/**
 * An .xlsx is a zip. Before any parser opens one we read its central directory and refuse files
 * that unpack to more than a limit (a zip bomb): exceljs would inflate them whole. Sizes come from
 * the directory, so a forged directory is not caught here; the row limit of the streaming reader
 * still stops such a file early.
 */
export type ZipCheck = { ok: true; unpackedBytes: number; entries: number } | { ok: false; reason: 'not-zip' | 'too-big' };

export const isZip = (b: Buffer) => b.length >= 4 && b.readUInt32LE(0) === 0x04034b50;
/** The old binary Excel 97-2003 (.xls) container (OLE2 compound file). */
export const isOle2 = (b: Buffer) => b.length >= 8 && b.readUInt32LE(0) === 0xe011cfd0 && b.readUInt32LE(4) === 0xe11ab1a1;

export function checkZip(b: Buffer, maxUnpackedBytes: number): ZipCheck {
  if (!isZip(b)) return { ok: false, reason: 'not-zip' };
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the end.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'not-zip' };
  const entries = b.readUInt16LE(eocd + 10);
  let p = b.readUInt32LE(eocd + 16);
  let total = 0;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== 0x02014b50) return { ok: false, reason: 'not-zip' };
    const size = b.readUInt32LE(p + 24);
    // 0xffffffff means a ZIP64 size: far beyond any workbook we accept.
    if (size === 0xffffffff) return { ok: false, reason: 'too-big' };
    total += size;
    if (total > maxUnpackedBytes) return { ok: false, reason: 'too-big' };
    p += 46 + b.readUInt16LE(p + 28) + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
  }
  return { ok: true, unpackedBytes: total, entries };
}
