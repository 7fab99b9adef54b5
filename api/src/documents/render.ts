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
  constructor: new (doc: unknown, font: unknown, id: string) => EmbeddedFont;
}

/** pdfmake's PDFDocument, as far as this patch reads and writes it. */
interface PdfDocumentInternals {
  getFontType(bold: boolean, italics: boolean): string;
  fontCache: Record<string, Record<string, EmbeddedFont> | undefined>;
  _fontCount: number;
  _fontFamilies: Record<string, EmbeddedFont>;
}

function shareParsedFonts() {
  const PDFDocument = require('pdfmake/js/PDFDocument').default;
  const original = PDFDocument.prototype.provideFont;
  const parsed = new Map<
    string,
    {
      Embedded: new (doc: unknown, font: unknown, id: string) => EmbeddedFont;
      font: unknown;
      layout: Record<string, unknown>;
      uses: number;
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
        parsed.set(key, {
          Embedded: f.constructor,
          font: f.font,
          layout: f.layoutCache ?? Object.create(null),
          uses: 0,
        });
      }
      return f;
    }
    const f = new p.Embedded(this, p.font, `F${++this._fontCount}`);
    // Shaping a word (fontkit's GSUB/GPOS) gives the same glyphs in every document: share the
    // word cache too (pdfkit copies a run before changing it), emptied now and then to stay small.
    if (++p.uses % 200 === 0 && Object.keys(p.layout).length > 20_000) p.layout = Object.create(null);
    if (f.layoutCache) f.layoutCache = p.layout;
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
