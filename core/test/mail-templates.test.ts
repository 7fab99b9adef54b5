import { describe, expect, it } from 'vitest';
import {
  MAIL_TEMPLATES,
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  notificationPreferencesSchema,
} from '../src';

describe('the e-mail template set (issue 27)', () => {
  it('every mail has a subject, HTML and text; values are escaped in the HTML only', () => {
    const m = MAIL_TEMPLATES.docketCreated({
      name: `<script>alert("x")</script> & Sons`,
      docketNo: 'PBE1000001',
      orders: 2,
      portalUrl: 'https://portal.example.in/',
    });
    expect(m.subject).toBe('Docket PBE1000001 created');
    expect(m.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons');
    expect(m.html).not.toContain('<script>');
    expect(m.text).toContain('Dear <script>alert("x")</script> & Sons,');
    expect(m.text).toContain('https://portal.example.in/documents?docket=PBE1000001');
  });
  it('a label for every kind; preferences accept known kinds only', () => {
    expect(NOTIFICATION_KINDS.every((k) => NOTIFICATION_LABELS[k].length > 0)).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ preferences: { welcome: false } }).success).toBe(true);
    expect(notificationPreferencesSchema.safeParse({ preferences: { spam: true } }).success).toBe(false);
  });
});
