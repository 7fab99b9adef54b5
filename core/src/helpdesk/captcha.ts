/**
 * Helpdesk captcha (002 §9): "6 unique characters from letters and digits, drawn 130 by 50
 * pixels"; "the captcha entry must equal the displayed 6-character code" (§5). The check is
 * exact (letter case included), as the spec says "equal"; characters that read alike in most
 * fonts (0/O/o, 1/l/I) are left out of the alphabet so that "equal" stays fair to people.
 */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_WIDTH = 130;
export const CAPTCHA_HEIGHT = 50;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

/** Six characters, no two alike (ignoring case, so 'A' and 'a' never both appear). */
export function makeCaptchaText(random: (n: number) => number): string {
  const picked: string[] = [];
  while (picked.length < CAPTCHA_LENGTH) {
    const ch = CAPTCHA_ALPHABET[random(CAPTCHA_ALPHABET.length)];
    if (!picked.some((p) => p.toLowerCase() === ch.toLowerCase())) picked.push(ch);
  }
  return picked.join('');
}

export function isCaptchaText(s: string): boolean {
  if (s.length !== CAPTCHA_LENGTH || ![...s].every((c) => CAPTCHA_ALPHABET.includes(c))) return false;
  return new Set(s.toLowerCase()).size === CAPTCHA_LENGTH;
}

/** The entry must equal the code exactly; surrounding spaces are forgiven. */
export const captchaMatches = (entry: string, code: string) => entry.trim() === code;
