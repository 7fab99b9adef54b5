/**
 * Issue 25 items 2–3: one contract per route, and the OpenAPI document made from them.
 * - every route the API serves under /api/v1 has its contract and is in the document, and every
 *   operation of the document is served (no drift either way);
 * - the document passes a maintained OpenAPI linter (Redocly's recommended rules), no errors;
 * - the public surface carries copyable examples.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API_PREFIX, WEBHOOK_EVENT_TYPES } from '@exportdesk/core';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
interface Operation {
  operationId: string;
  tags?: string[];
  'x-public'?: boolean;
  'x-codeSamples'?: Array<{ lang: string; source: string }>;
}
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks?: Record<string, { post?: Operation }>;
};

beforeAll(async () => {
  stack = await startStack({ workers: false });
  const res = await fetch(`${stack.url}${API_PREFIX}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  doc = (await res.json()) as typeof doc;
}, 120_000);
afterAll(() => stack?.stop());

/** `{docket?}` and `{path*}` as OpenAPI writes them. */
const plain = (path: string) => path.replace(/\{(\w+)[?*]\d*\}/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every route served, and serves every route documented', () => {
    const served = stack.api.server
      .table()
      .filter((r) => r.path.startsWith(`${API_PREFIX}/`))
      .map((r) => `${r.method.toUpperCase()} ${plain(r.path.slice(API_PREFIX.length))}`);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.filter((r) => !documented.includes(r)).sort(), 'served but not documented').toEqual([]);
    expect(documented.filter((r) => !served.includes(r)).sort(), 'documented but not served').toEqual([]);
  });

  it('gives every route a contract', () => {
    const without = stack.api.server
      .table()
      .filter((r) => r.path.startsWith(`${API_PREFIX}/`) && !r.settings.app?.contract)
      .map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(without.sort()).toEqual([]);
  });

  it('passes the Redocly linter with no errors', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: 'openapi.json',
      config,
    });
    const errors = problems
      .filter((p) => p.severity === 'error')
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('describes every webhook event a receiver gets (issue 26)', () => {
    expect(Object.keys(doc.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES].sort());
    for (const t of WEBHOOK_EVENT_TYPES) expect(doc.webhooks?.[t]?.post?.operationId).toBeTruthy();
  });

  it('tags the public order API with examples a pipeline can copy', () => {
    const op = doc.paths['/client/saveorderdata']?.post;
    expect(op?.['x-public']).toBe(true);
    const langs = op?.['x-codeSamples']?.map((s) => s.source) ?? [];
    expect(langs.some((s) => s.startsWith('curl '))).toBe(true);
    expect(langs.some((s) => s.startsWith('exportdesk '))).toBe(true);
  });
});
