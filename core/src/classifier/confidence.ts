/**
 * The classifier's match meter (issue 24): a calibrated confidence, not the score over the best
 * score (which put every top answer at 100 %, a weak word match too). It reads how the ranking
 * went — how far this row stands above the best row of another heading, how much of the
 * description its subheading covers, whether the product noun points at its heading — and maps
 * that to the share of such rows whose heading (the first four digits) was right.
 *
 * How `CONFIDENCE_MODEL` was computed: a logistic regression over the top-5 rows of every
 * description of the tuning set (tests/fixtures/hs-classifier-labelled.json), target "this row's
 * heading is the labelled heading", fitted offline by `node bench/classifier.mjs --fit` (Newton
 * steps, small L2) and pasted here. The held-out set (hs-classifier-heldout.json) never enters the
 * fit; the bench prints its reliability by bins.
 */
export interface ConfidenceFeatures {
  /** this row's score over the best row's, 0–1 */
  rel: number;
  /** (best score of this row's heading − best score of any other heading) / best score, −1–1 */
  margin: number;
  /** share of the description's words that this subheading's text (or a synonym) holds, 0–1 */
  coverage: number;
  /** 1 when the description's product noun points at this row's heading */
  nounIn: number;
  /** 1 when the description's product noun points at other headings */
  nounOut: number;
}

/** Logistic weights (bias first): see the file's comment for how they were fitted. */
export const CONFIDENCE_MODEL = {
  bias: -0.811,
  rel: -2.087,
  margin: 8.034,
  coverage: 1.039,
  nounIn: 2.01,
  nounOut: -1.606,
} as const;

/** Below this a suggestion says "check this code": on the tuning set, fewer than ~2 in 3 such tops were right. */
export const CHECK_BELOW = 0.6;

/** Bounded to [0.01, 0.99]: a text search is never certain, and never quite ruled out either. */
export function confidenceOf(
  f: ConfidenceFeatures,
  model: Record<keyof typeof CONFIDENCE_MODEL, number> = CONFIDENCE_MODEL,
): number {
  const z =
    model.bias +
    model.rel * f.rel +
    model.margin * f.margin +
    model.coverage * f.coverage +
    model.nounIn * f.nounIn +
    model.nounOut * f.nounOut;
  const p = 1 / (1 + Math.exp(-z));
  return Math.min(0.99, Math.max(0.01, Math.round(p * 100) / 100));
}
