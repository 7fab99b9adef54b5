/**
 * Turns pdfmake definitions into PDF bytes. Fonts are read from disk once per process and their
 * parsed form is shared by every document: pdfmake 0.3 otherwise re-reads and re-parses each TTF
 * for every document (issue 6: ~11 documents/s with Roboto instead of ~43 with Helvetica).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DocDefinition } from './common';
import { decodeGlyphsOnce, fasterFontEncoding } from './font-encoding';

const require = createRequire(import.meta.url);

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

interface PdfMake {
  virtualfs: { writeFileSync(name: string, data: Buffer): void };
  setFonts(fonts: unknown): void;
  setUrlAccessPolicy(cb: (url: string) => boolean): void;
  setLocalAccessPolicy(cb: (path: string) => boolean): void;
  createPdf(def: DocDefinition): { getBuffer(): Promise<Buffer> };
}

let pdfmake: PdfMake | null = null;

function engine(): PdfMake {
  if (pdfmake) return pdfmake;
  const pm = require('pdfmake') as PdfMake;
  // Roboto ships with pdfmake and has the ₹ sign; its bytes live in pdfmake's in-memory file system.
  const fontDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  for (const file of Object.values(ROBOTO))
    pm.virtualfs.writeFileSync(file, readFileSync(path.join(fontDir, file)));
  pm.setFonts({ Roboto: ROBOTO });
  // Documents are built from our data only: no remote images, no files read while rendering.
  pm.setUrlAccessPolicy(() => false);
  pm.setLocalAccessPolicy(() => false);
  shareParsedFonts();
  fasterFontEncoding();
  pdfmake = pm;
  return pm;
}

/**
 * pdfmake's PDFDocument.provideFont asks pdfkit to parse the font (fontkit) for every document.
 * The parsed font is immutable in use (each document makes its own subset), so the first parse of
 * each face is kept and later documents wrap it in their own pdfkit EmbeddedFont.
 */
/** pdfkit's EmbeddedFont, as far as this patch reads it (pdfkit's internals have no types). */
interface EmbeddedFont {
  font?: { createSubset?: unknown };
  layoutCache?: Record<string, unknown>;
  layoutRun(text: string): unknown;
  layoutCached(text: string): unknown;
  constructor: new (doc: unknown, font: unknown, id: string) => EmbeddedFont;
}

/** pdfmake's PDFDocument, as far as this patch reads and writes it. */
interface PdfDocumentInternals {
  getFontType(bold: boolean, italics: boolean): string;
  fontCache: Record<string, Record<string, EmbeddedFont> | undefined>;
  _fontCount: number;
  _fontFamilies: Record<string, EmbeddedFont>;
}

/**
 * Shaped words kept per face and thread. A word's run (glyphs and positions) is about 2 KB. Bounded
 * by words held, not by documents made: a MEIS report part is one document of 500 orders with a
 * few new words each (docket, order, invoice, shipping bill numbers), so a count of documents
 * never came round and a 50,000-order report kept every one of its 200,000 words (issue 29 item
 * 5: +962 MB of worker RSS). Two generations, as answer-cache.ts: a word used again is kept in
 * the young one, so the words every invoice repeats (labels, the seller, currencies) survive while
 * one-off numbers age out; a plain "empty when full" cache shaped them all again each time. At
 * most MAX_SHAPED_WORDS words (≈ 10 MB) per face and thread.
 */
export const MAX_SHAPED_WORDS = 5_000;
const WORDS_PER_GENERATION = MAX_SHAPED_WORDS / 2;

/** Shaping a word (fontkit's GSUB/GPOS) gives the same glyphs in every document: shared by them. */
class ShapedWords {
  private young = new Map<string, unknown>();
  private old = new Map<string, unknown>();

  run(text: string, shape: (text: string) => unknown): unknown {
    const kept = this.young.get(text);
    if (kept !== undefined) return kept;
    const run = this.old.get(text) ?? shape(text);
    if (this.young.size >= WORDS_PER_GENERATION) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(text, run);
    return run;
  }

  get size() {
    return this.young.size + this.old.size;
  }
}

/** Each face's (family/type) shaped words in this thread. */
const shapedWords = new Map<string, ShapedWords>();

/** How many shaped words each face keeps in this thread now (tests: the cache stays bounded). */
export const shapedWordCounts = (): Record<string, number> =>
  Object.fromEntries([...shapedWords].map(([face, words]) => [face, words.size]));

/** `f` shapes through its face's shared words (pdfkit copies a run before changing it). */
function shareWords(f: EmbeddedFont, words: ShapedWords) {
  // No layoutCache: the document asked for none (pdfkit's fontLayoutCache: false).
  if (!f.layoutCache) return;
  f.layoutCache = undefined;
  f.layoutCached = (text) => words.run(text, (t) => f.layoutRun(t));
}

function shareParsedFonts() {
  const PDFDocument = require('pdfmake/js/PDFDocument').default;
  const original = PDFDocument.prototype.provideFont;
  const parsed = new Map<
    string,
    {
      Embedded: new (doc: unknown, font: unknown, id: string) => EmbeddedFont;
      font: unknown;
      words: ShapedWords;
    }
  >();
  PDFDocument.prototype.provideFont = function provideFont(
    this: PdfDocumentInternals,
    family: string,
    bold: boolean,
    italics: boolean,
  ) {
    const type = this.getFontType(bold, italics);
    const cached = this.fontCache[family]?.[type];
    if (cached) return cached;
    const key = `${family}/${type}`;
    const p = parsed.get(key);
    if (!p) {
      const f = original.call(this, family, bold, italics);
      if (f?.font && typeof f.font.createSubset === 'function') {
        decodeGlyphsOnce(f.font);
        const words = new ShapedWords();
        parsed.set(key, { Embedded: f.constructor, font: f.font, words });
        shapedWords.set(key, words);
        shareWords(f, words);
      }
      return f;
    }
    const f = new p.Embedded(this, p.font, `F${++this._fontCount}`);
    shareWords(f, p.words);
    // Registered with pdfkit so it is embedded (subset written) when the document ends.
    this._fontFamilies[key] = f;
    (this.fontCache[family] ??= {})[type] = f;
    return f;
  };
}

export async function renderPdf(def: DocDefinition): Promise<Buffer> {
  return engine()
    .createPdf({ ...def, defaultStyle: { font: 'Roboto', fontSize: 8, ...def.defaultStyle } })
    .getBuffer();
}
