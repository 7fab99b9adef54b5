/** Helpers of the documents tests: a PDF's text as poppler reads it, and a docket made through the public API. */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { call } from './stack';

/** The PDF's text (pdftotext -layout), whitespace collapsed, so a test can look for exact figures. */
export function pdfText(pdf: Buffer): string {
  expect(pdf.subarray(0, 5).toString(), pdf.toString('utf8').slice(0, 300)).toBe('%PDF-');
  const r = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (r.status !== 0) throw new Error(`pdftotext failed: ${r.error ?? r.stderr}`);
  return r.stdout.toString('utf8').replace(/\s+/g, ' ');
}

/** Pushes orders with the user's API key (made if needed) and answers the docket number. */
export async function pushDocket(url: string, token: string, orders: unknown[]): Promise<string> {
  const authKey = (await call(url, 'POST', '/api/v1/apikey', {}, token)).body.authKey;
  const r = await call(url, 'POST', '/api/v1/client/saveorderdata', { authKey, orderData: orders });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.tempSBill as string;
}
