/** The classifier's accuracy on a labelled set: the test's floor and the bench's figures. */
import { classify, type ClassifierIndex } from './index';

/**
 * Accuracy on a labelled set whose labels are six-digit subheadings or four-digit headings:
 * heading top-1 / top-5 over every item, subheading top-1 / top-5 over the six-digit ones.
 */
export function classifierAccuracy(
  ix: ClassifierIndex,
  labelled: ReadonlyArray<{ description: string; hs: string }>,
) {
  let heading1 = 0;
  let heading5 = 0;
  let top1 = 0;
  let top5 = 0;
  let six = 0;
  for (const l of labelled) {
    const codes = classify(ix, l.description).map((s) => s.hsCode);
    const h = l.hs.slice(0, 4);
    if (codes[0]?.startsWith(h)) heading1++;
    if (codes.some((c) => c.startsWith(h))) heading5++;
    if (l.hs.length !== 6) continue;
    six++;
    if (codes[0] === l.hs) top1++;
    if (codes.includes(l.hs)) top5++;
  }
  const n = Math.max(1, labelled.length);
  return {
    heading1: heading1 / n,
    heading5: heading5 / n,
    top1: top1 / Math.max(1, six),
    top5: top5 / Math.max(1, six),
  };
}
