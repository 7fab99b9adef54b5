/**
 * A zip reader over a Buffer that believes no size the file declares (issue 12, items 1 and 11).
 * The central directory says where each part is; each part is then inflated as a stream with
 * node:zlib while the bytes really produced are counted, and reading stops at the first limit:
 * per part, per workbook, the packing ratio, and the size the directory itself declared. Parts
 * are found through the central directory, never by scanning local headers, so stored parts
 * written with data descriptors (SheetJS' default output) read the same every time.
 */
import { createInflateRaw } from 'node:zlib';
import { WorkbookRefusal, type WorkbookLimits } from './limits';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflate. */
  method: number;
  packedSize: number;
  /** As the directory declares it: checked against the bytes really inflated. */
  declaredSize: number;
  /** Where the packed bytes start in the buffer. */
  dataStart: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Stored parts are handed out in slices of this size, so a consumer sees the same chunks either way. */
const SLICE = 64 * 1024;

export const isZip = (b: Uint8Array) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
/** The old binary Excel 97-2003 (.xls) container (an OLE2 compound file). */
export const isOle2 = (b: Uint8Array) =>
  b.length >= 8 && [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1].every((x, i) => b[i] === x);

/** The directory's entries, refused up front when what it declares is already past a limit. */
export function readZipDirectory(b: Buffer, limits: WorkbookLimits): ZipEntry[] {
  if (!isZip(b)) throw new WorkbookRefusal('not-zip', 'no zip signature');
  // End of central directory: 22 bytes plus a comment of up to 65535 bytes, at the end.
  let eocd = -1;
  for (let i = b.length - 22; i >= Math.max(0, b.length - 22 - 65535); i--) {
    if (b.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new WorkbookRefusal('not-zip', 'no end of central directory');
  const count = b.readUInt16LE(eocd + 10);
  const cdOffset = b.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) throw new WorkbookRefusal('unsupported', 'ZIP64');
  if (count > limits.maxEntries) throw new WorkbookRefusal('too-many-entries', `${count} entries`);
  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let p = cdOffset;
  for (let n = 0; n < count; n++) {
    if (p + 46 > b.length || b.readUInt32LE(p) !== CENTRAL)
      throw new WorkbookRefusal('not-zip', 'broken central directory');
    const flags = b.readUInt16LE(p + 8);
    const method = b.readUInt16LE(p + 10);
    const packedSize = b.readUInt32LE(p + 20);
    const declaredSize = b.readUInt32LE(p + 24);
    const nameLen = b.readUInt16LE(p + 28);
    const localOffset = b.readUInt32LE(p + 42);
    const name = b.toString('utf8', p + 46, p + 46 + nameLen);
    p += 46 + nameLen + b.readUInt16LE(p + 30) + b.readUInt16LE(p + 32);
    if (flags & 1) throw new WorkbookRefusal('unsupported', `${name} is encrypted`);
    if (packedSize === 0xffffffff || declaredSize === 0xffffffff)
      throw new WorkbookRefusal('unsupported', 'ZIP64');
    if (name.endsWith('/')) continue; // a folder
    if (method !== 0 && method !== 8)
      throw new WorkbookRefusal('unsupported', `${name} packed with method ${method}`);
    if (declaredSize > limits.maxEntryBytes)
      throw new WorkbookRefusal('too-big', `${name} declares ${declaredSize} bytes`);
    if (overRatio(declaredSize, packedSize, limits))
      throw new WorkbookRefusal('ratio', `${name} declares ${declaredSize} from ${packedSize} bytes`);
    declaredTotal += declaredSize;
    if (declaredTotal > limits.maxTotalBytes)
      throw new WorkbookRefusal('too-big', `parts declare more than ${limits.maxTotalBytes} bytes`);
    // The local header's own name and extra lengths say where the data starts (its sizes may be 0).
    if (localOffset + 30 > b.length || b.readUInt32LE(localOffset) !== LOCAL)
      throw new WorkbookRefusal('not-zip', `${name}: no local header`);
    const dataStart = localOffset + 30 + b.readUInt16LE(localOffset + 26) + b.readUInt16LE(localOffset + 28);
    if (dataStart + packedSize > b.length)
      throw new WorkbookRefusal('not-zip', `${name} runs past the end of the file`);
    if (method === 0 && packedSize !== declaredSize)
      throw new WorkbookRefusal('forged', `${name}: stored sizes differ`);
    entries.push({ name, method, packedSize, declaredSize, dataStart });
  }
  return entries;
}

const overRatio = (inflated: number, packed: number, limits: WorkbookLimits) =>
  inflated > limits.ratioFloorBytes && inflated > limits.maxRatio * Math.max(packed, 1);

/** Bytes inflated so far across one workbook's parts. */
export interface InflateBudget {
  total: number;
}

/**
 * One part's bytes, inflated as they are read. Memory stays at a few chunks whatever the part
 * claims; reading stops (WorkbookRefusal) the moment a limit is passed, and a consumer that
 * stops early stops the inflating too.
 */
export async function* entryChunks(
  b: Buffer,
  e: ZipEntry,
  limits: WorkbookLimits,
  budget: InflateBudget,
): AsyncGenerator<Buffer> {
  const packed = b.subarray(e.dataStart, e.dataStart + e.packedSize);
  let inflated = 0;
  const count = (n: number) => {
    inflated += n;
    budget.total += n;
    if (inflated > e.declaredSize)
      throw new WorkbookRefusal('forged', `${e.name} inflates past its declared ${e.declaredSize} bytes`);
    if (inflated > limits.maxEntryBytes)
      throw new WorkbookRefusal('too-big', `${e.name} inflates past ${limits.maxEntryBytes} bytes`);
    if (overRatio(inflated, e.packedSize, limits))
      throw new WorkbookRefusal('ratio', `${e.name} inflates past ${limits.maxRatio}:1`);
    if (budget.total > limits.maxTotalBytes)
      throw new WorkbookRefusal('too-big', `the workbook inflates past ${limits.maxTotalBytes} bytes`);
  };
  if (e.method === 0) {
    for (let at = 0; at < packed.length; at += SLICE) {
      const chunk = packed.subarray(at, Math.min(at + SLICE, packed.length));
      count(chunk.length);
      yield chunk;
    }
    return;
  }
  const inflater = createInflateRaw({ chunkSize: SLICE });
  // zlib holds back when our consumer does (its readable side fills), so the packed bytes can be
  // handed over at once: they are already in memory, and the output is produced as it is read.
  inflater.end(packed);
  try {
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      count(chunk.length);
      yield chunk;
    }
  } catch (err) {
    if (err instanceof WorkbookRefusal) throw err;
    throw new WorkbookRefusal('not-zip', `${e.name}: ${(err as Error).message}`);
  } finally {
    inflater.destroy();
  }
}

/** A zip opened for guarded reading: its parts by name, each inflated only when asked for. */
export class GuardedZip {
  readonly entries: ZipEntry[];
  private readonly byName: Map<string, ZipEntry>;
  private readonly budget: InflateBudget = { total: 0 };
  /** The first limit passed while reading, kept for callers whose parser swallows the error. */
  refusal: WorkbookRefusal | null = null;

  constructor(
    private readonly data: Buffer,
    readonly limits: WorkbookLimits,
  ) {
    this.entries = readZipDirectory(data, limits);
    this.byName = new Map(this.entries.map((e) => [e.name, e]));
  }

  has(name: string): boolean {
    return this.byName.has(name);
  }

  entry(name: string): ZipEntry | undefined {
    return this.byName.get(name);
  }

  /** Bytes really inflated so far (all parts read). */
  get inflatedBytes(): number {
    return this.budget.total;
  }

  async *chunks(name: string): AsyncGenerator<Buffer> {
    const e = this.byName.get(name);
    if (!e) throw this.refuse(new WorkbookRefusal('not-zip', `no part ${name}`));
    try {
      yield* entryChunks(this.data, e, this.limits, this.budget);
    } catch (err) {
      throw err instanceof WorkbookRefusal ? this.refuse(err) : err;
    }
  }

  /** Inflates every part, keeping nothing: proves the whole file within the limits before it is parsed. */
  async inflateAll(): Promise<number> {
    const budget = { total: 0 };
    try {
      for (const e of this.entries) {
        let first = true;
        for await (const chunk of entryChunks(this.data, e, this.limits, budget)) {
          // An XML part that is itself a zip (a nested bomb) is no workbook: it is never opened.
          if (first && /\.(xml|rels)$/i.test(e.name) && isZip(chunk))
            throw new WorkbookRefusal('not-zip', `${e.name} is a zip`);
          first = false;
        }
      }
    } catch (err) {
      throw err instanceof WorkbookRefusal ? this.refuse(err) : err;
    }
    return budget.total;
  }

  private refuse(r: WorkbookRefusal): WorkbookRefusal {
    this.refusal ??= r;
    return r;
  }
}
