/**
 * Issue 28 item 1: the back office's forms are checked by core schemas, in the page's words:
 * the exchange-rate notification, the inbox's composer, Rate Upload's card and the scheme
 * rates' schedule.
 */
import { describe, expect, it } from 'vitest';
import { EXCHANGE_RATE_MSG, RATE_CURRENCIES, effectiveDate } from '../src/documents/exchange-rates';
import { INBOX_MSG } from '../src/contracts/inbox';
import { RATE_CARD_MSG } from '../src/rates/schemas';
import {
  NO_RATE_CHANGED,
  SCHEME_WORKBOOK_MSG,
  exchangeRatesPublishFormSchema,
  inboxComposerSchema,
  rateCardUploadFormSchema,
  schemeRateUploadFormSchema,
} from '../src/schemas/portal-forms';

const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);
const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('exchange-rate notification form', () => {
  const inForce = new Map<string, number>(RATE_CURRENCIES.map((c) => [c, 84.1]));
  const rates = Object.fromEntries(RATE_CURRENCIES.map((c) => [c, '84.1']));
  const schema = exchangeRatesPublishFormSchema(inForce);
  const today = effectiveDate(Date.now());

  it('publishes only the rates changed', () => {
    const r = schema.safeParse({
      effectiveFrom: today,
      reference: ' CBIC 75/2026 ',
      rates: { ...rates, KRW: '0.0625' },
    });
    expect(r.success && r.data).toEqual({
      effectiveFrom: today,
      reference: 'CBIC 75/2026',
      rates: { KRW: '0.0625' },
    });
  });
  it('refuses a past date, a short reference, a bad rate and no change, in the page words', () => {
    expect(messages(schema.safeParse({ effectiveFrom: '01-01-2020', reference: 'x', rates }))).toEqual(
      expect.arrayContaining([EXCHANGE_RATE_MSG.pastDate, EXCHANGE_RATE_MSG.reference, NO_RATE_CHANGED]),
    );
    const bad = schema.safeParse({
      effectiveFrom: today,
      reference: 'CBIC 75/2026',
      rates: { ...rates, KRW: '' },
    });
    expect(messages(bad)).toContain(EXCHANGE_RATE_MSG.badRate('KRW'));
  });
});

describe('inbox composer', () => {
  it('takes a message, a file, or both', () => {
    expect(inboxComposerSchema.safeParse({ text: ' hi ', file: undefined }).data?.text).toBe('hi');
    expect(inboxComposerSchema.safeParse({ text: '', file: file('a.png', 'image/png') }).success).toBe(true);
    expect(messages(inboxComposerSchema.safeParse({ text: '  ', file: undefined }))).toEqual([
      INBOX_MSG.empty,
    ]);
  });
  it('refuses a file over 1 MB or of another kind', () => {
    const big = file('a.pdf', 'application/pdf', 1024 * 1024 + 1);
    expect(messages(inboxComposerSchema.safeParse({ text: '', file: big }))).toContain(INBOX_MSG.tooLarge);
    const txt = file('notes.txt', 'text/plain');
    expect(messages(inboxComposerSchema.safeParse({ text: 'x', file: txt }))).toEqual([INBOX_MSG.kinds]);
  });
});

describe('rate card and scheme schedule uploads', () => {
  const card = { carrier: 'indiapost', service: 'itps', label: 'official' };
  it('takes a spreadsheet, refuses another file or none', () => {
    expect(rateCardUploadFormSchema.safeParse({ ...card, file: file('card.csv', 'text/csv') }).success).toBe(
      true,
    );
    expect(
      messages(rateCardUploadFormSchema.safeParse({ ...card, file: file('card.pdf', 'application/pdf') })),
    ).toEqual([RATE_CARD_MSG.fileType]);
    expect(messages(rateCardUploadFormSchema.safeParse({ ...card, file: undefined }))).toEqual([
      RATE_CARD_MSG.noFile,
    ]);
  });
  it('needs the date as picked and the workbook', () => {
    const v = { scheme: 'RODTEP', effectiveFrom: '2030-04-01', reference: '', file: file('s.xlsx', '') };
    expect(schemeRateUploadFormSchema.safeParse(v).success).toBe(true);
    expect(messages(schemeRateUploadFormSchema.safeParse({ ...v, file: undefined }))).toEqual([
      SCHEME_WORKBOOK_MSG,
    ]);
    expect(schemeRateUploadFormSchema.safeParse({ ...v, effectiveFrom: '' }).success).toBe(false);
  });
});
