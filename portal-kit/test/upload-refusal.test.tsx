import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchFile, sendForm, expectSuccess } from '../src/api';
import { STORAGE } from '../src/auth/token';
import { failureOf } from '../src/data/failure';
import { FailureAlert } from '../src/data/useApi';

/**
 * Issue 24 item 3: a refused file shows the server's message. The upload helpers carry the
 * server's words to the page, FailureAlert shows them as an alert (with the screen's title), and
 * every upload screen keeps the refusal in view where the file was chosen, not in a toast alone.
 */
const REFUSED = 'No RoDTEP rate in force for ITC HS 71131110 on 27-11-2026.';

describe('a refused upload', () => {
  beforeEach(() => {
    const store = new Map<string, string>([[STORAGE.token, 'session-token']]);
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: () => undefined,
      removeItem: () => undefined,
    });
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ success: false, message: REFUSED, data: null }), {
          status: 400,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the page in the server’s words, whichever helper sent the file', async () => {
    // fetchFile: a file sent as JSON (base64) whose answer is a file (the MEIS form's PDF).
    const a = await fetchFile('order/meisFormGenerate', { body: { avatar: {} } }).catch((e: unknown) => e);
    expect(failureOf(a)).toMatchObject({ message: REFUSED, status: 400, retryable: false });
    // sendForm: a multipart upload answering an envelope (bulk upload, additional documents).
    const env = await sendForm('bulkupload', new FormData());
    const b = (() => {
      try {
        return expectSuccess(env);
      } catch (e) {
        return e;
      }
    })();
    expect(failureOf(b)).toMatchObject({ message: REFUSED, status: 400 });
  });

  it('is shown as an alert with the screen’s title and the server’s message', async () => {
    const failure = failureOf(
      await fetchFile('order/meisFormGenerate', { body: {} }).catch((e: unknown) => e),
    );
    const html = renderToStaticMarkup(<FailureAlert failure={failure} title="Sorry!" />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('<strong>Sorry!</strong>');
    expect(html).toContain(REFUSED);
    expect(html).not.toContain('Retry'); // a refused file is fixed, not retried
    expect(renderToStaticMarkup(<FailureAlert failure={null} />)).toBe('');
  });
});

describe('every upload screen keeps a refusal in view', () => {
  const root = path.resolve(__dirname, '../..');
  // The screens of issue 24: MEIS Excel, MEIS documents, bulk, rate card, billing files, documents.
  const SCREENS = [
    'mfe-docs/src/pages/meis/MeisList.tsx',
    'mfe-docs/src/pages/meis/DocsModal.tsx',
    'mfe-shipping/src/pages/bulk/ExcelUpload.tsx',
    'mfe-backoffice/src/pages/rateupload/RateUpload.tsx',
    'mfe-backoffice/src/pages/billing/BillUpload.tsx',
    'mfe-docs/src/pages/docket/AdditionalUpload.tsx',
  ];
  it.each(SCREENS)('%s shows the refusal inline (FailureAlert, or its own error alert)', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    const inline =
      text.includes('<FailureAlert') ||
      (/onFailure: \(f[^)]*\) =>[\s\S]*?set\w*Error\(f\.message\)/.test(text) && text.includes('<Alert'));
    expect(inline).toBe(true);
  });
});
