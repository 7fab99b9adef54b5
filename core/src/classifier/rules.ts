/** The classifier's input rule and its messages: the same in the page, the CLI and the API. */
import { words } from './text';

export const CLASSIFIER_LIMITS = { minChars: 3, maxChars: 500, results: 5 } as const;
export const CLASSIFIER_MSG = {
  tooShort: `Describe the product in at least ${CLASSIFIER_LIMITS.minChars} characters.`,
  tooLong: `Keep the description within ${CLASSIFIER_LIMITS.maxChars} characters.`,
  noWords: 'Describe the product in words (for example "men\'s cotton t-shirt").',
  noMatch: 'No HS code matches this description. Try other words, or use HS Look Up.',
  /** the API's message and the page's notice when the best suggestion is weak (issue 24) */
  check:
    'Check this code: the description matches it only weakly. Add what the product is and what it is made of, or use HS Look Up.',
  /** a row's own flag, in the Match column */
  checkRow: 'check this code',
  /** the Duty column of a six-digit suggestion: why there is no rate */
  dutyAtEight: 'No rate for a 6-digit code: it is set on the 8-digit ITC-HS line',
} as const;

/** The description's problem, or null: the same rule in the page, the CLI and the API. */
export function classifierInputError(text: unknown): string | null {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t.length < CLASSIFIER_LIMITS.minChars) return CLASSIFIER_MSG.tooShort;
  if (t.length > CLASSIFIER_LIMITS.maxChars) return CLASSIFIER_MSG.tooLong;
  if (!words(t).length) return CLASSIFIER_MSG.noWords;
  return null;
}

/**
 * The answer's message, the same in the API's envelope, the page and the CLI: no code matches,
 * the best suggestion is weak ("check this code"), or Success.
 */
export function classifierMessage(suggestions: ReadonlyArray<{ check: boolean }>): string {
  if (!suggestions.length) return CLASSIFIER_MSG.noMatch;
  return suggestions[0].check ? CLASSIFIER_MSG.check : 'Success';
}

/** "6109.10": a six-digit code as invoices and shipping bills write it. */
export const dottedHsCode = (code: string) => `${code.slice(0, 4)}.${code.slice(4)}`;
