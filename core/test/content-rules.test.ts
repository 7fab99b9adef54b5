import { describe, expect, it } from 'vitest';
import {
  hsDutyFor,
  hsLookupSchema,
  parseHsQuery,
  publishRemoteSchema,
  remoteEnvName,
  sanitizeHtml,
  timeAgo,
  trackShipmentSchema,
} from '../src/content';
import { s10CheckDigit } from '../src/validators';

describe('HS search (002 §5 "at least 3 characters ... special characters give \'Do not use special characters\'")', () => {
  it.each([
    ['ho', 'Please enter min 3 characters to search!.'],
    ['  ', 'Please enter min 3 characters to search!.'],
    ['01', 'Please enter min 3 characters to search!.'],
    ['tea%', 'Do not use special characters'],
    ["horse's", 'Do not use special characters'],
    ['<script>', 'Do not use special characters'],
  ])('%j → %s', (q, message) => {
    expect(parseHsQuery(q)).toEqual({ ok: false, message });
  });
  it('searches a code prefix (dots forgiven) or words', () => {
    expect(parseHsQuery('0901.21')).toEqual({ ok: true, kind: 'code', code: '090121' });
    expect(parseHsQuery(' Green  tea ')).toEqual({ ok: true, kind: 'words', words: ['green', 'tea'] });
  });
  it('the payload schema carries the same messages', () => {
    const r = hsLookupSchema.safeParse({ query: 'ab' });
    expect(r.success ? null : r.error.issues[0].message).toBe('Please enter min 3 characters to search!.');
  });
  it('"Duty column shows \'30%\' when the code is longer than 7 characters"', () => {
    expect(hsDutyFor('44201100')).toBe('30%');
    expect(hsDutyFor('4420110')).toBe('');
    expect(hsDutyFor('442011')).toBe('');
  });
});

describe('tracking request (000 §5 "spaces removed, upper-cased; the length must be 13 or 14 characters")', () => {
  const id = `EE${'12345678'}${s10CheckDigit('12345678')}IN`;
  it('normalizes and refuses bad numbers with "Invalid Tracking No."', () => {
    expect(
      trackShipmentSchema.parse({ trackingId: ` ${id.slice(0, 5).toLowerCase()} ${id.slice(5)}` }),
    ).toEqual({ trackingId: id });
    const bad = trackShipmentSchema.safeParse({ trackingId: 'EE123' });
    expect(bad.success ? null : bad.error.issues[0].message).toBe('Invalid Tracking No.');
  });
});

describe('news HTML ("each has an HTML description") is sanitized', () => {
  it('keeps formatting, drops scripts, handlers and unsafe links', () => {
    expect(sanitizeHtml('<p>New <b>EDF</b> form<br/></p>')).toBe('<p>New <b>EDF</b> form<br></p>');
    expect(sanitizeHtml('<script>alert(1)</script><p onclick="x()">hi</p>')).toBe('<p>hi</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://x.in/a?b=1&c=2">x</a>')).toBe(
      '<a href="https://x.in/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('5 < 6 & 7 > 3 &amp;')).toBe('5 &lt; 6 &amp; 7 &gt; 3 &amp;');
  });
});

describe('remote registry', () => {
  it('accepts an http(s) manifest URL and a version', () => {
    expect(
      publishRemoteSchema.safeParse({
        manifestUrl: 'https://cdn.x.in/docs/1.2.0/mf-manifest.json',
        version: '1.2.0',
      }).success,
    ).toBe(true);
    expect(publishRemoteSchema.safeParse({ manifestUrl: 'file:///etc/passwd', version: '1' }).success).toBe(
      false,
    );
    expect(
      publishRemoteSchema.safeParse({ manifestUrl: 'http://x/mf-manifest.json', version: '1 2' }).success,
    ).toBe(false);
  });
  it('names the environment override PORTAL_REMOTE_<NAME>', () => {
    expect(remoteEnvName('mfe-backoffice')).toBe('PORTAL_REMOTE_MFE_BACKOFFICE');
  });
  it('blog "time ago"', () => {
    expect(timeAgo(0, 3 * 86400_000)).toBe('3 days ago');
    expect(timeAgo(1000, 1000)).toBe('just now');
  });
});
