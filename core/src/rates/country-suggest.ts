/**
 * Country search and "Did you mean United States?": what a person typed against the same names,
 * aliases and codes `findCountry` accepts, so any suggestion resolves when typed back. One search
 * (`searchCountries`) serves every country field of the portal and the CLI.
 */
import { COUNTRIES, COUNTRY_ALIASES, COUNTRY_ALPHA3, type Country } from './countries';

/** Optimal string alignment distance: insertions, deletions, substitutions, adjacent swaps. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur.push(d);
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[b.length];
}

const key = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Up to `max` spellings (a product name, or the alias that was nearly typed: "United States"),
 * best first, one per country: `searchCountries`' answer, so the CLI's "did you mean" and the
 * portal's list agree. A typo is a few edits (a third of the word at most); a beginning
 * ("united") suggests every name it starts.
 */
export function suggestCountries(input: string, max = 3): string[] {
  if (key(String(input ?? '')).length < 2) return [];
  return searchCountries(input, max).map((m) => m.matched);
}

/** 'Did you mean United States?' (or 'A, B or C?') for a near miss; null when nothing is near. */
export function didYouMean(input: string): string | null {
  const near = suggestCountries(input);
  if (!near.length) return null;
  const list = near.length > 1 ? `${near.slice(0, -1).join(', ')} or ${near[near.length - 1]}` : near[0];
  return `Did you mean ${list}?`;
}

/** 'Unknown country "Unted States". Did you mean United States?'; just `unknown` when nothing is near. */
export function unknownCountryMessage(input: string, unknown = 'Unknown country'): string {
  const near = didYouMean(input);
  return near ? `${unknown} "${input}". ${near}` : unknown;
}

/** A country a search found, with the spelling that found it ("United States" for USA). */
export interface CountryMatch extends Country {
  matched: string;
}

/**
 * How well one spelling answers a query, lower is better: 0 the whole spelling (name, alias or
 * ISO code), 1 its beginning, 2 a word's beginning, 3 inside it; undefined when it does not.
 */
function spellingRank(typed: string, spelling: string): number | undefined {
  const k = key(spelling);
  if (k === typed) return 0;
  if (k.startsWith(typed)) return 1;
  if (k.split(/[\s(),.'-]+/).some((w) => w.startsWith(typed))) return 2;
  if (typed.length >= 3 && k.includes(typed)) return 3;
  return undefined;
}

/**
 * Every country field's search (portal combobox and CLI alike): core's names, aliases and ISO
 * codes, exact matches first, then beginnings, words and insides, then near misses (typos).
 * An exact alias outranks a longer name that starts with it, so "United States" offers USA
 * before "United States Minor Outlying Islands". An empty query lists the table in its order.
 */
export function searchCountries(query: string, limit = 10): CountryMatch[] {
  const typed = key(String(query ?? ''));
  if (!typed) return COUNTRIES.slice(0, limit).map((c) => ({ ...c, matched: c.country }));
  const scored: Array<CountryMatch & { score: number }> = [];
  COUNTRIES.forEach((c, i) => {
    // codes only match whole ("us", "gbr"), or every "u…" query would list half the table
    const byCode = key(c.code) === typed || key(COUNTRY_ALPHA3[i]) === typed;
    let best: { score: number; matched: string } | undefined = byCode
      ? { score: 0, matched: c.country }
      : undefined;
    for (const spelling of [c.country, ...(COUNTRY_ALIASES.get(c.code) ?? [])]) {
      const r = spellingRank(typed, spelling);
      if (r !== undefined && (!best || r < best.score)) best = { score: r, matched: spelling };
    }
    if (!best && typed.length >= 4) {
      // a typo: a few edits, a third of the word at most ("Untied States", "Germny")
      const allowed = Math.max(1, Math.floor(typed.length / 3));
      for (const spelling of [c.country, ...(COUNTRY_ALIASES.get(c.code) ?? [])]) {
        const d = editDistance(typed, key(spelling));
        if (d <= allowed && (!best || 4 + d < best.score)) best = { score: 4 + d, matched: spelling };
      }
    }
    if (best) scored.push({ ...c, ...best });
  });
  // ties read as the list shows them: by the spelling that matched ("United States" before
  // "United States Minor Outlying Islands")
  scored.sort((x, y) => x.score - y.score || x.matched.localeCompare(y.matched));
  return scored.slice(0, limit).map(({ country, code, matched }) => ({ country, code, matched }));
}
