/**
 * The HSN classifier (issue 16, `/hsnClassifier`, `exportdesk hsn classify`): a product
 * description → the 5 most likely HS 2022 subheadings. A ranked text search, not a remote model:
 * BM25 over every six-digit subheading's words, its heading's (weight ½) and its chapter's (¼),
 * the query widened by `SYNONYMS` (everyday words → the nomenclature's). The product noun
 * (`NOUN_HEADINGS`, issue 24) lifts the headings it names above the rest, and each row carries a
 * calibrated confidence (`confidence.ts`). Pure and synchronous: the API builds the index once
 * from `hs_codes` and keeps it.
 */
import { z } from 'zod';
import { hsDutyFor } from '../content/hsLookup';
import { CHECK_BELOW, confidenceOf, type ConfidenceFeatures } from './confidence';
import { DECIDING_NOUNS, NOUN_HEADINGS } from './nouns';
import { CLASSIFIER_LIMITS, CLASSIFIER_MSG } from './rules';
import { MATERIAL_WORDS, SYNONYMS } from './synonyms';
import { words } from './text';

export {
  CHECK_BELOW,
  CONFIDENCE_MODEL,
  confidenceOf,
  confidenceTerms,
  type ConfidenceFeatures,
} from './confidence';
export { NOUN_HEADINGS } from './nouns';
export { classifierAccuracy } from './accuracy';

export { words as classifierWords } from './text';
export {
  CLASSIFIER_LIMITS,
  CLASSIFIER_MSG,
  classifierInputError,
  classifierMessage,
  dottedHsCode,
} from './rules';

export interface HsNomenclatureRow {
  hscode: string;
  description: string;
  level: number;
}

export const hsSuggestionSchema = z
  .object({
    hsCode: z.string(),
    description: z.string(),
    heading: z.string(),
    duty: z.string().describe("The duty rate (002 §9: '30%' for a code longer than 7 characters), or ''"),
    dutyNote: z.string().describe("Why `duty` is empty (a six-digit code has no rate of its own), or ''"),
    confidence: z.number().describe("0.01–0.99: calibrated chance that this code's heading is right"),
    check: z.boolean().describe('true when the confidence is low: check this code'),
  })
  .meta({ id: 'HsSuggestion' });
export type HsSuggestion = z.output<typeof hsSuggestionSchema>;

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
  /** a heading → its subheadings (indices into `docs`) */
  byHeading: Map<string, number[]>;
  /** a product noun, or two words "hair oil" → the headings its goods fall in */
  nouns: Map<string, string[]>;
  deciding: Set<string>;
}

const K1 = 1.2;
const B = 0.6;
const FIELD = { own: 1, heading: 0.5, chapter: 0.25 } as const;
/** the noun's headings are lifted by this share of the best text score: above any other heading */
const NOUN_LIFT = 1.01;

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
  const byHeading = new Map<string, number[]>();
  docs.forEach((d, i) => {
    for (const t of d.tf.keys()) {
      const p = postings.get(t);
      if (p) p.push(i);
      else postings.set(t, [i]);
    }
    const h = d.code.slice(0, 4);
    byHeading.set(h, [...(byHeading.get(h) ?? []), i]);
  });
  const n = docs.length;
  const idf = new Map<string, number>();
  for (const [t, p] of postings) idf.set(t, Math.log(1 + (n - p.length + 0.5) / (p.length + 0.5)));
  const synonyms = new Map<string, string[]>();
  for (const [k, v] of Object.entries(SYNONYMS)) {
    const key = words(k.replace(/_.*/, ''))[0];
    if (key) synonyms.set(key, [...new Set([...(synonyms.get(key) ?? []), ...words(v)])]);
  }
  const nouns = new Map<string, string[]>();
  for (const [keys, headings] of Object.entries(NOUN_HEADINGS))
    for (const k of keys.split('|')) {
      const key = words(k).join(' ');
      if (key) nouns.set(key, [...new Set([...(nouns.get(key) ?? []), ...headings.split(' ')])]);
    }
  const materials = new Set(MATERIAL_WORDS.flatMap((m) => words(m)));
  return {
    docs,
    postings,
    idf,
    avgLen: docs.reduce((a, d) => a + d.len, 0) / Math.max(1, n),
    synonyms,
    materials,
    byHeading,
    nouns,
    deciding: new Set(DECIDING_NOUNS.flatMap((w) => words(w))),
  };
}

/**
 * The product noun of a description and the headings it names, or null: a two-word phrase
 * ("hair oil") before its single words; a deciding noun (toy) wherever it stands, else the last
 * noun, as English puts what a thing is last ("leather wallet", "tea cup"); what follows "with"
 * or "for" only describes it ("gold earrings with diamonds", "gloves for winter").
 */
export function productNoun(ix: ClassifierIndex, text: string): { noun: string; headings: string[] } | null {
  const find = (typed: readonly string[]) => {
    const found: string[] = [];
    for (let i = 0; i < typed.length; i++) {
      const pair = i + 1 < typed.length ? `${typed[i]} ${typed[i + 1]}` : '';
      if (pair && ix.nouns.has(pair)) {
        found.push(pair);
        i++;
      } else if (ix.nouns.has(typed[i])) found.push(typed[i]);
    }
    return found.find((f) => f.split(' ').some((w) => ix.deciding.has(w))) ?? found[found.length - 1];
  };
  const noun = find(words(text.split(/\b(?:with|for)\b/i)[0])) ?? find(words(text));
  return noun ? { noun, headings: ix.nouns.get(noun) ?? [] } : null;
}

/** Words that say knitted (chapter 61); without one, a garment that may be either reads as woven (62). */
const KNIT_WORDS = new Set(['knitted', 'knit', 'crocheted', 'crochet', 'hosiery']);

/**
 * The query's terms with their weights: what the product is (its noun, else the last word that
 * is not a material) 1.8, other words 1, materials 0.6 — or 1.8 once the noun has chosen the
 * headings, as then the material chooses among them (a leather wallet, a brass idol); each word's
 * synonyms at 0.8 of its weight.
 */
function queryTerms(
  ix: ClassifierIndex,
  typed: readonly string[],
  noun: { noun: string; headings: string[] } | null,
): Map<string, number> {
  const heads = new Set(
    noun ? noun.noun.split(' ') : [[...typed].reverse().find((w) => !ix.materials.has(w))],
  );
  const material = noun ? 1.8 : 0.6;
  const q = new Map<string, number>();
  const put = (t: string, w: number) => q.set(t, Math.max(q.get(t) ?? 0, w));
  for (const w of typed) {
    const weight = heads.has(w) ? 1.8 : ix.materials.has(w) ? material : 1;
    put(w, weight);
    for (const s of ix.synonyms.get(w) ?? []) put(s, weight * 0.8);
  }
  // most garments Indian exporters list without saying are woven: shirts, kurtas, jeans, dresses
  const chapters = new Set(noun?.headings.map((h) => h.slice(0, 2)));
  if (chapters.has('61') && chapters.has('62') && !typed.some((w) => KNIT_WORDS.has(w))) put('woven', 0.5);
  return q;
}

export interface RankedSubheading {
  index: number;
  score: number;
  features: ConfidenceFeatures;
}

/** The ranking with each row's confidence features (the bench fits `CONFIDENCE_MODEL` on them). */
export function rankSubheadings(
  ix: ClassifierIndex,
  text: string,
  limit: number = CLASSIFIER_LIMITS.results,
): RankedSubheading[] {
  const typed = words(text);
  const noun = productNoun(ix, text);
  const scores = new Map<number, number>();
  for (const [t, qw] of queryTerms(ix, typed, noun)) {
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
  if (!scores.size && !noun) return [];
  // the text's own evidence, before the noun's lift: the confidence features read these
  const text0 = new Map(scores);
  // a noun the nomenclature's words do not hold (kadai) still names its headings
  let best0 = scores.size ? 0 : 1;
  for (const s of text0.values()) best0 = Math.max(best0, s);
  if (noun)
    for (const h of noun.headings)
      for (const i of ix.byHeading.get(h) ?? []) scores.set(i, (scores.get(i) ?? 0) + NOUN_LIFT * best0);
  const top = [...scores].sort((a, b) => b[1] - a[1] || ix.docs[a[0]].code.localeCompare(ix.docs[b[0]].code));
  // each heading's best text score, for the margin of a row's heading over the best other one
  const headBest = new Map<string, number>();
  const headBestDoc = new Map<string, number>();
  for (const [i, s] of text0) {
    const h = ix.docs[i].code.slice(0, 4);
    if (s > (headBest.get(h) ?? 0)) {
      headBest.set(h, s);
      headBestDoc.set(h, i);
    }
  }
  const nounHeads = new Set(noun?.headings ?? []);
  const unique = [...new Set(typed)];
  return top.slice(0, limit).map(([i, score]) => {
    const d = ix.docs[i];
    const h = d.code.slice(0, 4);
    // once the noun has named its headings, the doubt left is which of them: the margin is read
    // among them (a noun of one heading leaves none)
    const inNoun = nounHeads.has(h);
    let other = 0;
    for (const [k, s] of headBest) if (k !== h && (!inNoun || nounHeads.has(k))) other = Math.max(other, s);
    // coverage is the heading's: its best subheading's words against the description's
    const c = ix.docs[headBestDoc.get(h) ?? i];
    const holds = (w: string) => c.tf.has(w) || (ix.synonyms.get(w) ?? []).some((s) => c.tf.has(s));
    return {
      index: i,
      score,
      features: {
        margin: inNoun && nounHeads.size === 1 ? 1 : ((headBest.get(h) ?? 0) - other) / best0,
        coverage: unique.length ? unique.filter(holds).length / unique.length : 0,
        nounIn: inNoun ? 1 : 0,
        nounOut: noun && !inNoun ? 1 : 0,
      },
    };
  });
}

export function classify(
  ix: ClassifierIndex,
  text: string,
  limit: number = CLASSIFIER_LIMITS.results,
): HsSuggestion[] {
  let ceiling = 1;
  return rankSubheadings(ix, text, limit).map(({ index, features }) => {
    const d = ix.docs[index];
    const duty = hsDutyFor(d.code);
    // best first: a lower row never shows more confidence than the one above it
    ceiling = Math.min(ceiling, confidenceOf(features));
    return {
      hsCode: d.code,
      description: d.description,
      heading: d.heading,
      duty,
      dutyNote: duty ? '' : CLASSIFIER_MSG.dutyAtEight,
      confidence: ceiling,
      check: ceiling < CHECK_BELOW,
    };
  });
}
