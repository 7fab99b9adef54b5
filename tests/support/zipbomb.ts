/**
 * Hostile zips for the upload gate's tests and bench (issue 12, item 1): made at test time, in a
 * few MB and a few ms, never committed.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

export interface RawEntry {
  name: string;
  /** The bytes as stored in the zip (already deflated when method is 8). */
  packed: Buffer;
  method: 0 | 8;
  /** What the directory claims the entry unpacks to (a bomb lies here). */
  declaredSize: number;
  crc: number;
}

/** An entry with honest sizes and CRC. */
export function entry(name: string, content: string | Buffer, method: 0 | 8 = 8): RawEntry {
  const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    name,
    packed: method === 8 ? deflateRawSync(data) : data,
    method,
    declaredSize: data.length,
    crc: crc32(data),
  };
}

/** A zip of the entries as given, sizes as declared (local headers and central directory agree). */
export function zipOf(entries: RawEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc >>> 0, 14);
    local.writeUInt32LE(e.packed.length, 18);
    local.writeUInt32LE(e.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(0x0800, 8);
    cd.writeUInt16LE(e.method, 10);
    cd.writeUInt32LE(e.crc >>> 0, 16);
    cd.writeUInt32LE(e.packed.length, 20);
    cd.writeUInt32LE(e.declaredSize, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    parts.push(local, name, e.packed);
    central.push(cd, name);
    offset += local.length + name.length + e.packed.length;
  }
  const cdSize = central.reduce((n, b) => n + b.length, 0);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cdSize, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...central, eocd]);
}

const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';

/** The parts every workbook has besides its sheet: what a reader needs to reach sheet1.xml. */
function skeleton(): RawEntry[] {
  return [
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    entry(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
  ];
}

/**
 * A deflate stream of `head` then `mb` MB of spaces (valid XML whitespace inside <sheetData>, so a
 * parser keeps reading), built from one deflated MB repeated: ≈1 KB packed per MB unpacked.
 */
export function spacesDeflated(mb: number, head = SHEET_HEAD): Buffer {
  const flush = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
  const start = deflateRawSync(Buffer.from(head), flush);
  const oneMb = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), flush);
  const end = deflateRawSync(Buffer.alloc(0)); // the final (empty) block
  return Buffer.concat([start, ...Array.from({ length: mb }, () => oneMb), end]);
}

/**
 * A workbook whose sheet declares `declaredSize` bytes (1 KB) and really inflates to `mb` MB of
 * whitespace (4 GB by default: ≈4 MB of file). A reader that trusts the directory parses it all.
 */
export function lyingBombWorkbook(opts: { mb?: number; declaredSize?: number } = {}): Buffer {
  const packed = spacesDeflated(opts.mb ?? 4096);
  return zipOf([
    ...skeleton(),
    { name: 'xl/worksheets/sheet1.xml', packed, method: 8, declaredSize: opts.declaredSize ?? 1024, crc: 0 },
  ]);
}

/** A workbook of one tiny sheet and `n` more parts (10,000 by default). */
export function manyEntriesWorkbook(n = 10_000): Buffer {
  const sheet = entry('xl/worksheets/sheet1.xml', `${SHEET_HEAD}</sheetData></worksheet>`);
  const extra = Array.from({ length: n }, (_, i) => entry(`xl/media/p${i}.bin`, 'x', 0));
  return zipOf([...skeleton(), sheet, ...extra]);
}

/**
 * A workbook that carries zips inside it: an embedded bomb (the lying one, stored) and a sheet
 * part that is itself a zip. Nothing may open the inner zips, and the outer one is no workbook.
 */
export function nestedZipWorkbook(): Buffer {
  const inner = lyingBombWorkbook({ mb: 512 });
  return zipOf([
    ...skeleton(),
    entry('xl/worksheets/sheet1.xml', inner, 0),
    entry(
      'xl/embeddings/package1.zip',
      zipOf([entry('bomb.xlsx', inner, 0), entry('again.zip', zipOf([entry('bomb.xlsx', inner, 0)]), 0)]),
      0,
    ),
  ]);
}

/** A small zip whose one entry honestly declares and inflates to 256 MB of spaces (≈256 KB of file). */
export function zipBomb(unpacked = 256 * 1024 * 1024): Buffer {
  const mb = Math.ceil(unpacked / (1024 * 1024));
  return zipOf([
    {
      name: 'xl/worksheets/sheet1.xml',
      packed: spacesDeflated(mb, ''),
      method: 8,
      declaredSize: mb * 1024 * 1024,
      crc: 0,
    },
  ]);
}
