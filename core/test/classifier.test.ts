/**
 * The HSN classifier (issues 16, 24): accuracy on labelled everyday listings — a tuning part
 * (tests/fixtures/hs-classifier-labelled.json) and a held-out part never used to tune
 * (hs-classifier-heldout.json), HS 2022 labels — the product noun deciding the heading, the
 * calibrated match meter with its "check this code", the Duty column's reason, and the input rule
 * shared by the page, the CLI and the API.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildClassifierIndex,
  CHECK_BELOW,
  classifierAccuracy,
  classifierInputError,
  classify,
  CLASSIFIER_MSG,
  confidenceOf,
  csvRecords,
  NOUN_HEADINGS,
} from '../src/index';

const root = path.resolve(__dirname, '../..');
const rows = csvRecords(
  readFileSync(path.join(root, 'api/src/db/data/hs/harmonized-system-2022.csv'), 'utf8'),
).records.map((r) => ({ hscode: r.hscode, description: r.description, level: Number(r.level) }));
const index = buildClassifierIndex(rows);
const load = (file: string): Array<{ description: string; hs: string }> =>
  JSON.parse(readFileSync(path.join(root, 'tests/fixtures', file), 'utf8')).items;
const tuning = load('hs-classifier-labelled.json');
const heldOut = load('hs-classifier-heldout.json');

describe('HSN classifier: labelled listings', () => {
  it('holds at least 400 listings, a held-out part apart, each label a real HS 2022 heading or subheading', () => {
    expect(tuning.length + heldOut.length).toBeGreaterThanOrEqual(400);
    expect(heldOut.length).toBeGreaterThanOrEqual(150);
    const codes = new Set(rows.filter((r) => r.level === 6 || r.level === 4).map((r) => r.hscode));
    expect([...tuning, ...heldOut].filter((l) => !codes.has(l.hs))).toEqual([]);
    const tuned = new Set(tuning.map((l) => l.description.toLowerCase()));
    expect(heldOut.filter((l) => tuned.has(l.description.toLowerCase()))).toEqual([]);
  });

  it('finds the right heading first for 83% of the held-out part, in its top 5 for 87%', () => {
    const a = classifierAccuracy(index, heldOut);
    // measured when written (255 items): heading top-1 86.3%, top-5 89.8%; subheading top-1
    // 54.1%, top-5 88.2% (229 six-digit labels). Before issue 24: heading 55.3% / 69.4%.
    expect(a.heading1).toBeGreaterThanOrEqual(0.83);
    expect(a.heading5).toBeGreaterThanOrEqual(0.87);
    expect(a.top5).toBeGreaterThanOrEqual(0.85);
    expect(a.top1).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps its figures on the tuning part too', () => {
    const a = classifierAccuracy(index, tuning);
    // measured when written (277 items): heading top-1 92.1%, top-5 96.0%
    expect(a.heading1).toBeGreaterThanOrEqual(0.88);
    expect(a.heading5).toBeGreaterThanOrEqual(0.93);
  });

  it('names only real HS 2022 headings for its product nouns', () => {
    const headings = new Set(rows.filter((r) => r.level === 4).map((r) => r.hscode));
    const named = Object.values(NOUN_HEADINGS).flatMap((v) => v.split(' '));
    expect(named.filter((h) => !headings.has(h))).toEqual([]);
  });
});

describe('HSN classifier: what the product is decides', () => {
  it('a handmade leather wallet is a wallet of leather (4202.31), not paper stationery, and not 100%', () => {
    const [top] = classify(index, 'handmade leather wallet');
    expect(top.hsCode).toBe('420231');
    expect(top.confidence).toBeLessThan(1);
    expect(top.confidence).toBeGreaterThanOrEqual(CHECK_BELOW);
    expect(top.check).toBe(false);
  });

  it('a wooden toy car is a toy (9503), not a golf car', () => {
    const [top, ...rest] = classify(index, 'wooden toy car');
    expect(top.hsCode).toBe('950300');
    expect(top.confidence).toBeLessThan(1);
    expect(rest.every((s) => !s.hsCode.startsWith('8703'))).toBe(true);
  });

  it("a men's cotton t-shirt is 6109.10, said with confidence", () => {
    const s = classify(index, "men's cotton t-shirt");
    expect(s).toHaveLength(5);
    expect(s[0]).toMatchObject({ hsCode: '610910', check: false });
    expect(s[0].description).toMatch(/T-shirts/);
  });

  it('gold earrings with diamonds are jewellery: what follows "with" describes', () => {
    expect(classify(index, 'gold earrings with diamonds')[0].hsCode.slice(0, 4)).toBe('7113');
  });
});

describe('HSN classifier: honest about doubt', () => {
  it('flags a weak top answer "check this code"', () => {
    for (const q of ['blue thing', 'handmade', 'Dokra brass tribal figure']) {
      const [top] = classify(index, q);
      expect(top.check, q).toBe(true);
      expect(top.confidence, q).toBeLessThan(CHECK_BELOW);
    }
  });

  it('answers nothing for gibberish (the page and the API then say no code matches)', () => {
    expect(classify(index, 'asdfgh qwerty zxcv')).toEqual([]);
  });

  it('keeps every confidence in [0.01, 0.99], best first and never rising down the list', () => {
    for (const l of [...tuning, ...heldOut]) {
      const s = classify(index, l.description);
      for (const [i, x] of s.entries()) {
        expect(x.confidence).toBeGreaterThanOrEqual(0.01);
        expect(x.confidence).toBeLessThanOrEqual(0.99);
        expect(x.check).toBe(x.confidence < CHECK_BELOW);
        if (i) expect(x.confidence).toBeLessThanOrEqual(s[i - 1].confidence);
      }
    }
  });

  it('grows with the margin and the coverage, and with the noun naming the heading', () => {
    const base = { margin: 0, coverage: 0.5, nounIn: 0, nounOut: 0 };
    const margins = [-0.5, 0, 0.25, 0.5, 1].map((margin) => confidenceOf({ ...base, margin }));
    expect(margins).toEqual([...margins].sort((a, b) => a - b));
    expect(confidenceOf({ ...base, coverage: 1 })).toBeGreaterThanOrEqual(confidenceOf(base));
    expect(confidenceOf({ ...base, nounIn: 1 })).toBeGreaterThan(confidenceOf(base));
    expect(confidenceOf({ ...base, nounOut: 1 })).toBeLessThan(confidenceOf(base));
  });

  it('says why the Duty column has no rate for a six-digit code', () => {
    for (const s of classify(index, 'silk saree')) {
      expect(s.duty).toBe('');
      expect(s.dutyNote).toBe(CLASSIFIER_MSG.dutyAtEight);
    }
  });
});

describe('HSN classifier: input', () => {
  it('refuses empty, too short, too long (2,000 characters) and word-less descriptions', () => {
    expect(classifierInputError('')).toBe(CLASSIFIER_MSG.tooShort);
    expect(classifierInputError('ab')).toBe(CLASSIFIER_MSG.tooShort);
    expect(classifierInputError('x'.repeat(2000))).toBe(CLASSIFIER_MSG.tooLong);
    expect(classifierInputError('1234 ---')).toBe(CLASSIFIER_MSG.noWords);
    expect(classifierInputError('silk saree')).toBeNull();
  });
});
