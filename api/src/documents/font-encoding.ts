/**
 * Faster writing of each document's font subset, the same bytes (issue 29).
 *
 * Every PDF embeds a subset of Roboto per face it uses; fontkit writes it with restructure, which
 * re-encodes the font's hinting tables (`fpgm` 3,974 bytes, `prep` 718, `cvt ` 127 values) one
 * number at a time, twice (size, then bytes), building the writer's method name from a template
 * string for every number. Measured: writing a subset took 10.2 ms, 5.1 ms of it those three
 * tables; the subsets were a quarter of an invoice's render CPU (cpu profile: restructure's
 * `encode`, `size` and the computed `write…` name on top).
 *
 * So an array of plain numbers is sized by multiplication and written with the number type's own
 * writer method looked up once: the same writer on the same values, hence the same bytes. Anything
 * else (structs, pointers, fixed-point, a length-prefixed array's pointers) keeps restructure's own
 * code.
 *
 * And each glyph put in a subset was decoded again (all its points, from the font's bytes) only
 * to learn whether it is a compound glyph and of which parts: a tenth of a render thread's CPU
 * (restructure `decode`, fontkit `_decodeSimple`). The parsed font is shared by every document
 * (render.ts), so its glyphs' decoded form is kept once per glyph and handed to fontkit's own
 * `_addGlyph`, which only reads it: the same glyph bytes are copied, the same parts renumbered.
 */
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface NumberType {
  fn: string;
  size(): number;
}
interface Stream {
  [writer: string]: unknown;
}
interface ArrayType {
  type: unknown;
  length: unknown;
  size(array: unknown, ctx?: unknown, includePointers?: boolean): number;
  encode(stream: Stream, array: unknown, parent?: unknown): void;
}

let done = false;

export function fasterFontEncoding(): void {
  if (done) return;
  done = true;
  const r = require('restructure') as {
    Array: { prototype: ArrayType };
    Number: new (...args: unknown[]) => NumberType;
  };
  const NumberT = r.Number;
  const proto = r.Array.prototype;
  const { size, encode } = proto;
  // Only an array of plain numbers with no length field of its own: fixed-point and other
  // subclasses of Number convert their values, and a length field brings pointer bookkeeping.
  const plain = (t: ArrayType, array: unknown): array is ArrayLike<number> =>
    t.type instanceof NumberT &&
    Object.getPrototypeOf(t.type) === NumberT.prototype &&
    !(t.length instanceof NumberT) &&
    (Array.isArray(array) || ArrayBuffer.isView(array));
  proto.size = function (this: ArrayType, array, ctx, includePointers) {
    if (plain(this, array)) return (this.type as NumberType).size() * array.length;
    return size.call(this, array, ctx, includePointers);
  };
  proto.encode = function (this: ArrayType, stream, array, parent) {
    if (!plain(this, array)) return encode.call(this, stream, array, parent);
    const write = stream[`write${(this.type as NumberType).fn}`] as (v: number) => void;
    for (let i = 0; i < array.length; i++) write.call(stream, array[i]);
  };
}

interface Glyph {
  _decode(): unknown;
}
interface Subset {
  font: { getGlyph(gid: number): Glyph };
  _addGlyph(gid: number): number;
}

const patchedSubsets = new WeakSet<object>();

/** Decode each glyph of `font` once for all the subsets made of it (see above). */
export function decodeGlyphsOnce(font: { createSubset(): unknown }): void {
  const proto = Object.getPrototypeOf(font.createSubset()) as Subset;
  if (patchedSubsets.has(proto)) return;
  patchedSubsets.add(proto);
  const addGlyph = proto._addGlyph;
  const decoded = new WeakMap<Glyph, unknown>();
  proto._addGlyph = function (this: Subset, gid: number) {
    const glyph = this.font.getGlyph(gid);
    let d = decoded.get(glyph);
    if (d === undefined && !decoded.has(glyph)) {
      d = glyph._decode();
      decoded.set(glyph, d);
    }
    const kept = d;
    // Own property for this call only: fontkit's _addGlyph reads the glyph's structure from it.
    glyph._decode = () => kept;
    try {
      return addGlyph.call(this, gid);
    } finally {
      delete (glyph as Partial<Glyph>)._decode;
    }
  };
}
