/**
 * Helpdesk captcha (002 §9): "6 unique characters from letters and digits, drawn 130 by 50
 * pixels"; "the captcha entry must equal the displayed 6-character code" (§5). The code uses
 * capital letters and digits only, leaving out those that read alike (0/O, 1/I), so the entry is
 * compared without regard to letter case: someone typing the shown "K7QM2X" as "k7qm2x" has
 * typed what they saw.
 */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 50;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Six characters, no two alike. */
export function makeCaptchaText(random: (n: number) => number): string {
  // Draw without replacement, so a poor random source can never loop forever on repeats.
  const pool = [...CAPTCHA_ALPHABET];
  const picked: string[] = [];
  while (picked.length < CAPTCHA_LENGTH) picked.push(pool.splice(random(pool.length) % pool.length, 1)[0]);
  return picked.join('');
}

/** The entry must equal the code; letter case and surrounding spaces are forgiven. */
export const captchaMatches = (entry: string, code: string) => entry.trim().toUpperCase() === code;
