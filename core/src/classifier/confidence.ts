/**
 * The classifier's match meter (issue 24): a calibrated confidence, not the score over the best
 * score (which put every top answer at 100 %, a weak word match too). It reads how the ranking
 * went — how far this row's heading stands above the best other heading, how much of the
 * description that heading's best subheading covers, whether the product noun points at it — and
 * maps that to the share of such rows whose heading (the first four digits) was right. Rows of one
 * heading share its chance; the list shows them best first, never rising.
 *
 * How `CONFIDENCE_MODEL` was computed: a logistic regression over the top-5 rows of every
 * description of the tuning set (tests/fixtures/hs-classifier-labelled.json), target "this row's
 * heading is the labelled heading", fitted offline by `node bench/classifier.mjs --fit` (Newton
 * steps, small L2) and pasted here. The held-out set (hs-classifier-heldout.json) never enters the
 * fit; the bench prints its reliability by bins.
 */
export interface ConfidenceFeatures {
  /**
   * (best text score of this row's heading − best of any other heading) / best text score, −1–1:
   * the words' own evidence, read before the product noun lifts its headings
   */
  margin: number;
  /** share of the description's words that the best subheading of this row's heading holds (or a synonym of them), 0–1 */
  coverage: number;
  /** 1 when the description's product noun points at this row's heading */
  nounIn: number;
  /** 1 when the description's product noun points at other headings */
  nounOut: number;
}

/**
 * Logistic weights: see the file's comment for how they were fitted. The margin has a slope of its
 * own with and without a product noun: once the noun has named the heading, the words matter less.
 */
export const CONFIDENCE_MODEL = {
  bias: -3.173,
  marginNoNoun: 4.651,
  marginNoun: 6.131,
  coverage: 3.109,
  nounIn: 1.423,
  nounOut: -4.383,
} as const;

/** The terms the model weighs, from a row's features (the bench fits on the same terms). */
export function confidenceTerms(
  f: ConfidenceFeatures,
): Record<Exclude<keyof typeof CONFIDENCE_MODEL, 'bias'>, number> {
  const noun = f.nounIn || f.nounOut ? 1 : 0;
  return {
    marginNoNoun: noun ? 0 : f.margin,
    marginNoun: noun ? f.margin : 0,
    coverage: f.coverage,
    nounIn: f.nounIn,
    nounOut: f.nounOut,
  };
}

/**
 * Below this a suggestion says "check this code": on the tuning set, top answers shown at 60–80 %
 * were right about two times in three, those at 80 % and more about 99 times in 100.
 */
export const CHECK_BELOW = 0.7;

/** Bounded to [0.01, 0.99]: a text search is never certain, and never quite ruled out either. */
export function confidenceOf(f: ConfidenceFeatures): number {
  const t = confidenceTerms(f);
  let z = CONFIDENCE_MODEL.bias;
  for (const k of Object.keys(t) as Array<keyof typeof t>) z += CONFIDENCE_MODEL[k] * t[k];
  const p = 1 / (1 + Math.exp(-z));
  return Math.min(0.99, Math.max(0.01, Math.round(p * 100) / 100));
}
