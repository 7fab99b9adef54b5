/**
 * exceljs' streaming WorkbookReader fed from our guarded zip instead of unzipper.Parse. unzipper
 * read the file front to back by local headers, which misread stored parts with data descriptors
 * at random (issue 12, item 11), and wrote every sheet met before sharedStrings.xml to a temp
 * file. Here the parts are taken from the central directory in the order the parser needs them
 * (relationships, workbook, shared strings, styles, then the sheets in the workbook's order), so
 * there are no temp files, and only the parts really parsed are inflated, each one counted.
 */
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type { GuardedZip } from './zip';

export interface StreamReaderOptions {
  worksheets?: 'emit' | 'ignore';
  sharedStrings?: 'cache' | 'emit' | 'ignore';
  hyperlinks?: 'cache' | 'emit' | 'ignore';
  styles?: 'cache' | 'ignore';
  entries?: 'emit' | 'ignore';
}

/** A worksheet as the streaming reader gives it: rows with exceljs' 1-based `values`. */
export interface StreamWorksheet extends AsyncIterable<{ number: number; values: unknown }> {
  id: number | string;
  name: string;
}

/** exceljs' reader, required alone: the whole package costs the CLI ≈170 ms to load. */
const requireCjs = createRequire(import.meta.url);
const ExcelWorkbookReader = requireCjs('exceljs/lib/stream/xlsx/workbook-reader.js') as new (
  input: unknown,
  options: StreamReaderOptions,
) => ExcelReaderInternals;

type ParseEvents = AsyncIterable<{ eventType: string; value: unknown }>;

/** What this class uses of exceljs' streaming reader: its own parse steps (exceljs ships no types for them). */
interface ExcelReaderInternals {
  options: StreamReaderOptions;
  workbookRels?: Array<{ Id: string; Target: string }>;
  model?: { sheets?: Array<{ rId: string }> };
  _parseRels(stream: Readable): Promise<void>;
  _parseWorkbook(stream: Readable): Promise<void>;
  _parseSharedStrings(stream: Readable): ParseEvents;
  _parseStyles(stream: Readable): Promise<void>;
  _parseHyperlinks(chunks: AsyncIterable<Buffer>, sheetNo: string): ParseEvents;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): ParseEvents;
}

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export class GuardedWorkbookReader extends ExcelWorkbookReader implements AsyncIterable<StreamWorksheet> {
  declare options: Required<StreamReaderOptions>;
  declare [Symbol.asyncIterator]: () => AsyncIterator<StreamWorksheet>;

  constructor(
    private readonly zip: GuardedZip,
    options: StreamReaderOptions = {},
  ) {
    super(null, options);
  }

  /** exceljs' own methods take a stream (they iterate it with its 'data' events). */
  private stream(name: string): Readable {
    return Readable.from(this.zip.chunks(name), { objectMode: false });
  }

  async *parse(): AsyncGenerator<{ eventType: string; value: unknown }> {
    const zip = this.zip;
    if (zip.has('xl/_rels/workbook.xml.rels'))
      await this._parseRels(this.stream('xl/_rels/workbook.xml.rels'));
    if (zip.has('xl/workbook.xml')) await this._parseWorkbook(this.stream('xl/workbook.xml'));
    if (zip.has('xl/sharedStrings.xml') && this.options.sharedStrings !== 'ignore')
      yield* this._parseSharedStrings(this.stream('xl/sharedStrings.xml'));
    if (zip.has('xl/styles.xml') && this.options.styles === 'cache')
      await this._parseStyles(this.stream('xl/styles.xml'));
    for (const sheetNo of this.sheetOrder()) {
      const rels = `xl/worksheets/_rels/sheet${sheetNo}.xml.rels`;
      if (zip.has(rels) && this.options.hyperlinks !== 'ignore')
        yield* this._parseHyperlinks(zip.chunks(rels), sheetNo);
      yield* this._parseWorksheet(zip.chunks(`xl/worksheets/sheet${sheetNo}.xml`), sheetNo);
    }
  }

  /** Sheet numbers in the workbook's tab order; sheets it does not name follow by number. */
  private sheetOrder(): string[] {
    const present = this.zip.entries.map((e) => SHEET.exec(e.name)?.[1]).filter((n): n is string => !!n);
    const rels: Array<{ Id: string; Target: string }> = this.workbookRels ?? [];
    const tabs: Array<{ rId: string }> = this.model?.sheets ?? [];
    const ordered: string[] = [];
    for (const tab of tabs) {
      const target = rels.find((r) => r.Id === tab.rId)?.Target ?? '';
      const n = /(?:^|\/)worksheets\/sheet(\d+)\.xml$/.exec(target)?.[1];
      if (n && present.includes(n) && !ordered.includes(n)) ordered.push(n);
    }
    const rest = present.filter((n) => !ordered.includes(n)).sort((a, b) => Number(a) - Number(b));
    return [...ordered, ...rest];
  }
}
