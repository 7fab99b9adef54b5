/** `exportdesk rates quote` and `rates batch` against a real API, as a script or CI runs them (non-TTY). */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRecords } from '@exportdesk/core';
import { loginAs, startStack, type Stack } from '../../tests/support/stack';
import { runCli } from './run';

let stack: Stack;
let dir: string;
let token: string;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  dir = mkdtempSync(path.join(tmpdir(), 'exportdesk-rates-'));
  token = await loginAs(stack.url, 11, 'cha11');
});
afterAll(async () => stack?.stop());

const cli = (args: string[], env: Record<string, string | undefined> = {}) =>
  runCli(args, {
    configDir: dir,
    env: { EXPORTDESK_API_URL: stack.url, EXPORTDESK_TOKEN: token, ...env },
    timeoutMs: 60_000,
  });

/** n rows cycling through destinations and weights, every `badEvery`-th row broken. */
function csvFile(name: string, n: number, badEvery = 0): string {
  const countries = ['USA', 'United Kingdom', 'Australia', 'Germany', 'Japan', 'Bangladesh'];
  const lines = ['country,weight,length,width,height'];
  for (let i = 1; i <= n; i++) {
    if (badEvery && i % badEvery === 0) lines.push(`Atlantis,${i},10,10,10`);
    else lines.push(`${countries[i % countries.length]},${50 + (i % 1950)},10,${5 + (i % 20)},10`);
  }
  const file = path.join(dir, name);
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

describe('exportdesk rates quote', () => {
  it('prints every carrier and the cheapest as JSON when not on a terminal', async () => {
    const r = await cli(['rates', 'quote', '--country', 'USA', '--weight', '500', '--dims', '10x10x10'], {
      EXPORTDESK_TOKEN: undefined,
    });
    expect(r.code).toBe(0);
    expect(r.json).toMatchObject({
      success: true,
      country: 'USA',
      cheapest: { carrier: 'indiapost', service: 'itps', total: 715 },
    });
    expect(r.json.options.find((o: any) => o.service === 'ems').cost).toBe(965);
  });
  it('a bad input is a usage error (exit 2) with the reason', async () => {
    const r = await cli(['rates', 'quote', '--country', 'Atlantis', '--weight', '500']);
    expect(r.code).toBe(2);
    expect(r.json).toMatchObject({ success: false, message: 'Unknown country' });
    const w = await cli(['rates', 'quote', '--country', 'USA', '--weight', '0']);
    expect(w.code).toBe(2);
    expect(w.json.message).toBe('Weight must be a number greater than 0');
  });
});

describe('exportdesk rates batch', () => {
  it('5000 rows from a CSV to a CSV: every option per row, reasons for bad rows, exit 1', async () => {
    const input = csvFile('rows5000.csv', 5000, 500);
    const out = path.join(dir, 'rates5000.csv');
    const r = await cli(['rates', 'batch', input, '--out', out]);
    expect(r.code, r.stderr).toBe(1); // "1 some rows rejected"
    expect(r.json).toMatchObject({ success: false, summary: { rows: 5000, rejected: 10 }, out });
    const { header, records } = csvRecords(readFileSync(out, 'utf8'));
    expect(records).toHaveLength(5000);
    expect(header.slice(0, 7)).toEqual([
      'row',
      'country',
      'weight',
      'status',
      'reason',
      'cheapest',
      'cheapest_total_inr',
    ]);
    expect(header).toContain('indiapost_itps');
    expect(records[499]).toMatchObject({
      row: '500',
      country: 'Atlantis',
      status: 'rejected',
      reason: 'Unknown country',
    });
    const usa = records.find((x) => x.country === 'USA' && x.weight === '500');
    expect(usa).toMatchObject({ indiapost_itps: '715', cheapest: 'indiapost_itps' });
    expect(r.stderr).toContain('rates batch: 5000/5000 rows, 10 rejected');
  });

  it('an xlsx in, xlsx and json out; all good rows exit 0', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Orders');
    // An order sheet as the bulk upload knows it: consigneeDetails_country and grossWeight.
    ws.addRow(['invoiceNo', 'consigneeDetails_country', 'grossWeight']);
    ws.addRow(['INV-1', 'Australia', 500]);
    ws.addRow(['INV-2', 'USA', 500]);
    const input = path.join(dir, 'orders.xlsx');
    await wb.xlsx.writeFile(input);
    const xlsxOut = path.join(dir, 'out.xlsx');
    const r = await cli(['rates', 'batch', input, '--out', xlsxOut]);
    expect(r.code, r.stderr).toBe(0);
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(xlsxOut);
    const sheet = back.worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (row: number, col: string) => sheet.getRow(row).getCell(header.indexOf(col) + 1).value;
    expect(cell(2, 'indiapost_itps')).toBe(800); // Australia 500 g, the tariff README's worked check
    expect(cell(2, 'cheapest')).toBe('indiapost_ems'); // indicative EMS 630 + 155 is cheaper there
    expect(cell(2, 'cheapest_total_inr')).toBe(785);
    const jsonOut = path.join(dir, 'out.json');
    expect((await cli(['rates', 'batch', input, '--out', jsonOut])).code).toBe(0);
    const doc = JSON.parse(readFileSync(jsonOut, 'utf8'));
    expect(doc.rows[1]).toMatchObject({ row: 2, ok: true, country: 'USA', cheapest: { total: 715 } });
  });

  it('30,000 rows fit a 48 MB heap: rows are streamed in and out, only counters kept (issue 18)', async () => {
    const input = csvFile('rows30000.csv', 30_000, 1000);
    for (const ext of ['csv', 'json']) {
      const out = path.join(dir, `rates30000.${ext}`);
      // Holding every row and answer (the batch before issue 18) needs several times this heap.
      const r = await cli(['rates', 'batch', input, '--out', out], {
        NODE_OPTIONS: '--max-old-space-size=48',
      });
      expect(r.code, r.stderr.slice(-500)).toBe(1);
      expect(r.json).toMatchObject({ summary: { rows: 30_000, rejected: 30 }, out });
      expect(r.stderr).toContain('rates batch: 30000/30000 rows, 30 rejected');
      if (ext === 'csv') {
        const { records } = csvRecords(readFileSync(out, 'utf8'));
        expect(records).toHaveLength(30_000);
        expect(records[29_999]).toMatchObject({ row: '30000', country: 'Atlantis', status: 'rejected' });
      } else {
        const doc = JSON.parse(readFileSync(out, 'utf8'));
        expect(doc.summary).toEqual({ rows: 30_000, rejected: 30 });
        expect(doc.rows[5001]).toMatchObject({ row: 5002, ok: true });
      }
    }
  }, 120_000);

  it('rows on stdout without --out; refused files and missing login get their exit codes', async () => {
    const small = csvFile('small.csv', 3);
    const r = await cli(['rates', 'batch', small]);
    expect(r.code).toBe(0);
    expect(r.json.rows).toHaveLength(3);
    const pdf = path.join(dir, 'card.pdf');
    writeFileSync(pdf, '%PDF');
    const bad = await cli(['rates', 'batch', pdf]);
    expect(bad.code).toBe(2);
    expect(bad.json.message).toBe('Only .xlsx or .csv files are accepted.');
    const anon = await cli(['rates', 'batch', small], { EXPORTDESK_TOKEN: undefined });
    expect(anon.code).toBe(3);
  });
});
