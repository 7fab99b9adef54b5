/**
 * The MEIS PDFs (a named reason for an extra file: a renderer): the report of selected orders
 * (downloadAsPdf type 'meis'), a report job's PDF in parts, and the application form answered by
 * meisFormGenerate.
 */
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MEIS_MSG, MEIS_PDF_PART_ORDERS, formatInr, round2, type ClaimStatus } from '@exportdesk/core';
import type { DocDefinition } from '../../documents/common';
import { renderPdf } from '../../documents/render';
import type { RenderPool } from '../../documents/render-pool';
import { invalid } from '../../errors';
import type { ReportProgress } from '../../lib/reports';
import { createZip } from '../../lib/zip';

export interface PdfOrderLine {
  docketNo: string;
  orderId: string;
  sbNo: string;
  sbDate: string;
  description: string;
  hsCode: string;
  invoice: string;
  fobInr: number;
  rate: string;
  amount: number | null;
}

const cell = (text: string, style?: string) => ({ text, style, fontSize: 7 });

function table(lines: PdfOrderLine[], firstNo = 1) {
  const head = [
    '#',
    'Docket',
    'Order',
    'SB No / Date',
    'Description',
    'ITC HS',
    'Invoice',
    'FOB (INR)',
    'Rate',
    'Entitlement (INR)',
  ];
  return {
    table: {
      headerRows: 1,
      widths: [14, 50, 50, 62, '*', 40, 60, 50, 40, 55],
      body: [
        head.map((h) => cell(h, 'th')),
        ...lines.map((l, i) => [
          cell(String(firstNo + i)),
          cell(l.docketNo),
          cell(l.orderId),
          cell(`${l.sbNo}\n${l.sbDate}`),
          cell(l.description),
          cell(l.hsCode),
          cell(l.invoice),
          { ...cell(formatInr(l.fobInr, false)), alignment: 'right' },
          cell(l.rate),
          { ...cell(l.amount === null ? 'no rate' : formatInr(l.amount, false)), alignment: 'right' },
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

const base = (title: string, content: DocDefinition['content']): DocDefinition => ({
  info: { title, author: 'ExportDesk' },
  pageSize: 'A4',
  pageOrientation: 'landscape',
  pageMargins: [28, 28, 28, 28],
  content,
  styles: { h1: { fontSize: 14, bold: true, margin: [0, 0, 0, 6] }, th: { bold: true } },
});

/**
 * The MEIS report of selected orders. A report job of more orders than one PDF takes renders it
 * in parts (`part`: "part 2 of 25", numbering carried on from the part before, the part's total).
 */
export function meisReportPdf(
  exporter: string,
  ieCode: string,
  lines: PdfOrderLine[],
  total: number,
  opts: { part?: { label: string; firstNo: number }; pool?: RenderPool | null } = {},
) {
  const { part } = opts;
  const who = `${exporter} (IE Code ${ieCode})`;
  const def = base('MEIS orders', [
    { text: 'MEIS / RoDTEP orders', style: 'h1' },
    { text: part ? `${who} · ${part.label}` : who, fontSize: 9, margin: [0, 0, 0, 8] },
    table(lines, part?.firstNo),
    {
      text: `Total entitlement${part ? ` of this ${part.label}` : ''} (INR): ${formatInr(total, false)}`,
      bold: true,
      margin: [0, 8, 0, 0],
    },
  ]);
  // A report job's PDFs render on the workers' thread pool (`pool`): laying out 2,000 rows takes
  // seconds of CPU, and on the worker's own thread it starved Bull's lock renewal (the job was
  // failed as stalled). The request's PDF stays in process, as before.
  return opts.pool ? opts.pool.render(def) : renderPdf(def);
}

export function meisFormPdf(
  refNo: string,
  status: ClaimStatus,
  exporter: string,
  ieCode: string,
  generatedOn: string,
  lines: PdfOrderLine[],
  total: number,
) {
  return renderPdf(
    base(`MEIS application ${refNo}`, [
      { text: `MEIS application ${refNo}`, style: 'h1' },
      {
        text: `${exporter} (IE Code ${ieCode}) · generated ${generatedOn} · status ${status}`,
        fontSize: 9,
        margin: [0, 0, 0, 8],
      },
      table(lines),
      {
        text: `Total entitlement claimed (INR): ${formatInr(total, false)}`,
        bold: true,
        margin: [0, 8, 0, 0],
      },
      {
        text: 'Rates of entitlement as per Appendix 3B Table 2 (MEIS) or the RoDTEP schedule in force on each shipping bill date.',
        fontSize: 7,
        margin: [0, 6, 0, 0],
      },
    ]),
  );
}

/** A report's line with whose order it is (each part's heading names its first line's exporter). */
export interface ReportLine extends PdfOrderLine {
  exporter: string;
  ieCode: string;
}

/**
 * pdfmake lays a document out whole in memory, so a report job renders MEIS_PDF_PART_ORDERS
 * orders per PDF: one part is the PDF itself; more are PDFs named part-NN-of-NN in a zip, each
 * numbered on from the last and with its own total. Memory holds one part.
 */
export async function writeReportParts(
  chunks: AsyncIterable<ReportLine[]>,
  parts: number,
  stem: string,
  out: Writable,
  progress: ReportProgress,
  pool: RenderPool | null,
) {
  const zip = parts > 1 ? createZip() : null;
  const piped = zip ? pipeline(zip.stream, out) : null;
  let pending: ReportLine[] = [];
  let done = 0;
  let part = 0;
  const width = String(parts).length;
  const render = async (lines: ReportLine[]) => {
    const owner = lines[0];
    // Every selected order gone since it was queued: nothing to report.
    if (!owner) throw invalid(MEIS_MSG.noDataFound);
    const pdf = await meisReportPdf(
      owner.exporter,
      owner.ieCode,
      lines,
      round2(lines.reduce((s, x) => s + (x.amount ?? 0), 0)),
      {
        part: zip
          ? { label: `part ${part + 1} of ${parts}`, firstNo: part * MEIS_PDF_PART_ORDERS + 1 }
          : undefined,
        pool,
      },
    );
    part++;
    if (!zip) return void out.end(pdf);
    await zip.add(`${stem}-part-${String(part).padStart(width, '0')}-of-${parts}.pdf`, pdf);
  };
  for await (const chunk of chunks) {
    pending.push(...chunk);
    while (pending.length >= MEIS_PDF_PART_ORDERS && zip) {
      await render(pending.slice(0, MEIS_PDF_PART_ORDERS));
      pending = pending.slice(MEIS_PDF_PART_ORDERS);
    }
    progress((done += chunk.length));
  }
  if (pending.length || part === 0) await render(pending);
  if (zip) {
    await zip.finish();
    await piped;
  }
  return { rows: done };
}
