/**
 * The shaped words every document shares (render.ts, issue 29 item 5): bounded by the words held,
 * so a MEIS report's parts of 500 orders, each with words of its own (docket, order, invoice
 * numbers), no longer keep every word of a 50,000-order report; and a PDF is the same bytes
 * whether its words came from the cache or were shaped again after it was emptied.
 */
import { describe, expect, it } from 'vitest';
import type { DocDefinition } from '../src/documents/common';
import { MAX_SHAPED_WORDS, renderPdf, shapedWordCounts } from '../src/documents/render';

const at = new Date(Date.UTC(2026, 9, 25, 10, 0));
const doc = (words: string[]): DocDefinition => ({
  info: { title: 'words', creationDate: at },
  content: [{ text: 'Total entitlement (INR)', bold: true }, { text: words.join(' ') }],
});

describe('shaped words', () => {
  it('stay under their bound however many new words documents bring, and change no byte', async () => {
    const small = await renderPdf(doc(['PMBR0000000001', 'RPT-1', 'RI/000001', '1,234.00']));
    // Four documents of 4,000 words each never seen before: 16,000 words in all.
    for (let d = 0; d < 4; d++) {
      const words = Array.from({ length: 4000 }, (_, i) => `W${d}-${i}`);
      await renderPdf(doc(words));
      expect(shapedWordCounts()['Roboto/normal']).toBeLessThanOrEqual(MAX_SHAPED_WORDS);
    }
    expect(MAX_SHAPED_WORDS).toBeLessThan(16_000);
    // The cache was emptied on the way: the same document shaped again is the same PDF.
    const again = await renderPdf(doc(['PMBR0000000001', 'RPT-1', 'RI/000001', '1,234.00']));
    expect(again.equals(small)).toBe(true);
  }, 60_000);
});
