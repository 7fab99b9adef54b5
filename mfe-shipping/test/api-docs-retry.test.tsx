/** Issue 26: the API documentation's Saving parcel(s) tab shows a retry-safe CI job. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DocsIntro, DocsSaving, retrySafeCiJob } from '../src/pages/api/DocsTabs';

describe('the retry-safe CI job on the API page', () => {
  it('sends an Idempotency-Key to the real endpoint and shows the CLI upload', () => {
    const job = retrySafeCiJob('http://localhost:4000/api/v1/client/saveorderdata');
    expect(job).toContain("-X POST 'http://localhost:4000/api/v1/client/saveorderdata'");
    expect(job).toContain('-H "Idempotency-Key: $CI_PIPELINE_ID-orders"');
    expect(job).toContain('--retry 5');
    expect(job).toContain('exportdesk upload orders.xlsx --json');
  });

  it('is on the Saving parcel(s) tab, labelled, and the introduction points to it', () => {
    const html = renderToStaticMarkup(<DocsSaving />);
    expect(html).toContain('A retry-safe CI job');
    expect(html).toContain('aria-label="retry-safe CI job"');
    expect(html).toContain('Idempotent-Replayed: true');
    expect(renderToStaticMarkup(<DocsIntro />)).toContain('Idempotency-Key');
  });
});
