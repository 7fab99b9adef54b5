/**
 * Issue 26: the /api page's API documentation gets a "Webhooks" tab; adding an endpoint asks its
 * URL and the events (one checkbox per event type of core's list).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '@exportdesk/core';
import { ApiDocs } from '../src/pages/api/ApiDocs';
import { AddEndpoint } from '../src/pages/api/WebhooksPanel';

describe('the Webhooks tab', () => {
  it('is one of the API documentation tabs', () => {
    const html = renderToStaticMarkup(<ApiDocs />);
    expect(html).toMatch(/role="tab"[^>]*>Webhooks<\/button>/);
  });

  it('adds an endpoint from a URL and the events, one checkbox each', () => {
    const html = renderToStaticMarkup(<AddEndpoint busy={false} onAdd={async () => undefined} />);
    expect(html).toContain('>Endpoint URL<');
    expect(html.match(/type="checkbox"/g)).toHaveLength(WEBHOOK_EVENT_TYPES.length);
    for (const t of WEBHOOK_EVENT_TYPES) expect(html).toContain(`value="${t}"`);
    expect(html).toContain('Add endpoint');
  });
});
