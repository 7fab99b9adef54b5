/**
 * The HSN classifier (issue 16, `/hsnClassifier`, `exportdesk hsn classify`): a product
 * description → the 5 most likely HS 2022 subheadings. A ranked text search, not a remote model:
 * BM25 over every six-digit subheading's words, its heading's (weight ½) and its chapter's (¼),
 * the query widened by `SYNONYMS` (everyday words → the nomenclature's). Pure and synchronous:
 * the API builds the index once from `hs_codes` and keeps it.
 */
import { hsDutyFor } from '../content/hsLookup';
import { MATERIAL_WORDS, SYNONYMS } from './synonyms';
import { words } from './text';

export { words as classifierWords } from './text';

export const CLASSIFIER_LIMITS = { minChars: 3, maxChars: 500, results: 5 } as const;
export const CLASSIFIER_MSG = {
  tooShort: `Describe the product in at least ${CLASSIFIER_LIMITS.minChars} characters.`,
  tooLong: `Keep the description within ${CLASSIFIER_LIMITS.maxChars} characters.`,
  noWords: 'Describe the product in words (for example "men\'s cotton t-shirt").',
  noMatch: 'No HS code matches this description. Try other words, or use HS Look Up.',
} as const;

/** The description's problem, or null: the same rule in the page, the CLI and the API. */
export function classifierInputError(text: unknown): string | null {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t.length < CLASSIFIER_LIMITS.minChars) return CLASSIFIER_MSG.tooShort;
  if (t.length > CLASSIFIER_LIMITS.maxChars) return CLASSIFIER_MSG.tooLong;
  if (!words(t).length) return CLASSIFIER_MSG.noWords;
  return null;
}

/** "6109.10": a six-digit code as invoices and shipping bills write it. */
export const dottedHsCode = (code: string) => `${code.slice(0, 4)}.${code.slice(4)}`;

export interface HsNomenclatureRow {
  hscode: string;
  description: string;
  level: number;
}

export interface HsSuggestion {
  hsCode: string;
  description: string;
  heading: string;
  duty: string;
  /** 0–1: this score over the best one's */
  confidence: number;
}

interface Doc {
  code: string;
  description: string;
  heading: string;
  tf: Map<string, number>;
  len: number;
}

export interface ClassifierIndex {
  docs: Doc[];
  postings: Map<string, number[]>;
  idf: Map<string, number>;
  avgLen: number;
  synonyms: Map<string, string[]>;
  materials: Set<string>;
}

const K1 = 1.2;
const B = 0.6;
const FIELD = { own: 1, heading: 0.5, chapter: 0.25 } as const;

export function buildClassifierIndex(rows: readonly HsNomenclatureRow[]): ClassifierIndex {
  const text = new Map(rows.map((r) => [r.hscode, r.description]));
  const docs: Doc[] = [];
  for (const r of rows) {
    if (Number(r.level) !== 6 || r.hscode.length !== 6) continue;
    const heading = text.get(r.hscode.slice(0, 4)) ?? '';
    const chapter = text.get(r.hscode.slice(0, 2)) ?? '';
    const tf = new Map<string, number>();
    const add = (s: string, w: number) => {
      for (const t of words(s)) tf.set(t, (tf.get(t) ?? 0) + w);
    };
    add(r.description, FIELD.own);
    add(heading, FIELD.heading);
    add(chapter, FIELD.chapter);
    let len = 0;
    for (const v of tf.values()) len += v;
    docs.push({ code: r.hscode, description: r.description, heading, tf, len });
  }
  const postings = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const t of d.tf.keys()) {
      const p = postings.get(t);
      if (p) p.push(i);
      else postings.set(t, [i]);
    }
  });
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [t, p] of postings) idf.set(t, Math.log(1 + (n - p.length + 0.5) / (p.length + 0.5)));
  const synonyms = new Map<string, string[]>();
  for (const [k, v] of Object.entries(SYNONYMS)) {
    const key = words(k.replace(/_.*/, ''))[0];
    if (key) synonyms.set(key, [...new Set([...(synonyms.get(key) ?? []), ...words(v)])]);
  }
  const materials = new Set(MATERIAL_WORDS.flatMap((m) => words(m)));
  return {
    docs,
    postings,
    idf,
    avgLen: docs.reduce((a, d) => a + d.len, 0) / Math.max(1, n),
    synonyms,
    materials,
  };
}

/**
 * The query's terms with their weights: what the product is (the last word that is not a
 * material) 1.8, other words 1, materials 0.6; each word's synonyms at 0.8 of its weight.
 */
function queryTerms(ix: ClassifierIndex, text: string): Map<string, number> {
  const typed = words(text);
  const head = [...typed].reverse().find((w) => !ix.materials.has(w));
  const q = new Map<string, number>();
  const put = (t: string, w: number) => q.set(t, Math.max(q.get(t) ?? 0, w));
  for (const w of typed) {
    const weight = w === head ? 1.8 : ix.materials.has(w) ? 0.6 : 1;
    put(w, weight);
    for (const s of ix.synonyms.get(w) ?? []) put(s, weight * 0.8);
  }
  return q;
}

export function classify(
  ix: ClassifierIndex,
  text: string,
  limit: number = CLASSIFIER_LIMITS.results,
): HsSuggestion[] {
  const scores = new Map<number, number>();
  for (const [t, qw] of queryTerms(ix, text)) {
    const p = ix.postings.get(t);
    if (!p) continue;
    const idf = ix.idf.get(t) ?? 0;
    for (const i of p) {
      const d = ix.docs[i];
      const tf = d.tf.get(t) ?? 0;
      const s = (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * d.len) / ix.avgLen));
      scores.set(i, (scores.get(i) ?? 0) + qw * s);
    }
  }
  const top = [...scores].sort((a, b) => b[1] - a[1] || ix.docs[a[0]].code.localeCompare(ix.docs[b[0]].code));
  const best = top[0]?.[1] ?? 1;
  return top.slice(0, limit).map(([i, s]) => ({
    hsCode: ix.docs[i].code,
    description: ix.docs[i].description,
    heading: ix.docs[i].heading,
    duty: hsDutyFor(ix.docs[i].code),
    confidence: Math.round((s / best) * 100) / 100,
  }));
}

/** Top-1, top-5 and right-heading-in-top-5 shares of a labelled set (the test's floor and the bench's figure). */
export function classifierAccuracy(
  ix: ClassifierIndex,
  labelled: ReadonlyArray<{ description: string; hs: string }>,
) {
  let top1 = 0;
  let top5 = 0;
  let heading5 = 0;
  for (const l of labelled) {
    const codes = classify(ix, l.description).map((s) => s.hsCode);
    if (codes[0] === l.hs) top1++;
    if (codes.includes(l.hs)) top5++;
    if (codes.some((c) => c.slice(0, 4) === l.hs.slice(0, 4))) heading5++;
  }
  const n = Math.max(1, labelled.length);
  return { top1: top1 / n, top5: top5 / n, heading5: heading5 / n };
}
