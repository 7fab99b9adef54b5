/**
 * Code 128 (ISO/IEC 15417) as bar and space widths, for the shipping labels' barcodes of the
 * tracking number and the parcel id (issue 6). Pure, so the PDF builders (vector rectangles) and
 * the browser (SVG) draw the same symbol. Code set B for text, code set C for runs of 4+ digits.
 */

// Element widths (bar, space, bar, …) of symbol values 0–106; 106 is the stop with its final bar.
const PATTERNS = [
  '212222',
  '222122',
  '222221',
  '121223',
  '121322',
  '131222',
  '122213',
  '122312',
  '132212',
  '221213',
  '221312',
  '231212',
  '112232',
  '122132',
  '122231',
  '113222',
  '123122',
  '123221',
  '223211',
  '221132',
  '221231',
  '213212',
  '223112',
  '312131',
  '311222',
  '321122',
  '321221',
  '312212',
  '322112',
  '322211',
  '212123',
  '212321',
  '232121',
  '111323',
  '131123',
  '131321',
  '112313',
  '132113',
  '132311',
  '211313',
  '231113',
  '231311',
  '112133',
  '112331',
  '132131',
  '113123',
  '113321',
  '133121',
  '313121',
  '211331',
  '231131',
  '213113',
  '213311',
  '213131',
  '311123',
  '311321',
  '331121',
  '312113',
  '312311',
  '332111',
  '314111',
  '221411',
  '431111',
  '111224',
  '111422',
  '121124',
  '121421',
  '141122',
  '141221',
  '112214',
  '112412',
  '122114',
  '122411',
  '142112',
  '142211',
  '241211',
  '221114',
  '413111',
  '241112',
  '134111',
  '111242',
  '121142',
  '121241',
  '114212',
  '124112',
  '124211',
  '411212',
  '421112',
  '421211',
  '212141',
  '214121',
  '412121',
  '111143',
  '111341',
  '131141',
  '114113',
  '114311',
  '411113',
  '411311',
  '113141',
  '114131',
  '311141',
  '411131',
  '211412',
  '211214',
  '211232',
  '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const CODE_C = 99;
const STOP = 106;

/** Symbol values (start, data, check, stop) for printable ASCII text. */
export function code128Values(text: string): number[] {
  if (!text.length) throw new RangeError('Code 128: nothing to encode');
  for (const ch of text)
    if (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) > 126)
      throw new RangeError(`Code 128: cannot encode ${JSON.stringify(ch)}`);
  const digitRun = (i: number) => {
    let j = i;
    while (j < text.length && text[j] >= '0' && text[j] <= '9') j++;
    return j - i;
  };
  const values: number[] = [];
  let set: 'B' | 'C';
  let i = 0;
  // Start in C when the text opens with 4+ digits (an even count of them goes in C).
  if (digitRun(0) >= 4) {
    set = 'C';
    values.push(START_C);
  } else {
    set = 'B';
    values.push(START_B);
  }
  while (i < text.length) {
    const run = digitRun(i);
    if (set === 'C') {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      set = 'B';
    }
    // Switching to C pays for itself from 4 digits (or 2 at the end would not: keep it simple, 4+).
    if (run >= 4) {
      // An odd run keeps its first digit in B so the rest pairs up in C.
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32);
        i++;
      }
      values.push(CODE_C);
      set = 'C';
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i++;
  }
  const check = values.reduce((sum, v, k) => sum + v * (k === 0 ? 1 : k), 0) % 103;
  values.push(check, STOP);
  return values;
}

/** Module widths, alternating bar and space and starting with a bar; the quiet zones are the caller's. */
export function code128Widths(text: string): number[] {
  return code128Values(text).flatMap((v) => [...PATTERNS[v]].map(Number));
}

/** Bars as [x, width] in modules, for a vector drawing. */
export function code128Bars(text: string): { bars: Array<[number, number]>; modules: number } {
  const bars: Array<[number, number]> = [];
  let x = 0;
  code128Widths(text).forEach((w, k) => {
    if (k % 2 === 0) bars.push([x, w]);
    x += w;
  });
  return { bars, modules: x };
}

/** Reads widths back to text (code sets B and C): the tests' proof that a drawn symbol says what it should. */
export function decodeCode128Widths(widths: readonly number[]): string {
  const symbols: number[] = [];
  for (let k = 0; k + 6 <= widths.length; k += 6) {
    const pat = widths.slice(k, k + (widths.length - k === 7 ? 7 : 6)).join('');
    const v = PATTERNS.indexOf(pat);
    if (v < 0) throw new Error(`Code 128: unknown symbol ${pat}`);
    symbols.push(v);
    if (v === STOP) break;
  }
  if (symbols.at(-1) !== STOP) throw new Error('Code 128: no stop symbol');
  const data = symbols.slice(0, -2);
  const check = data.reduce((sum, v, k) => sum + v * (k === 0 ? 1 : k), 0) % 103;
  if (check !== symbols.at(-2)) throw new Error('Code 128: bad check symbol');
  let set = data[0] === START_C ? 'C' : data[0] === START_B ? 'B' : 'A';
  let out = '';
  for (const v of data.slice(1)) {
    // 99 is the digits "99" in set C and the switch to C in set B; 100 switches C back to B.
    if (set === 'C') {
      if (v === CODE_B) set = 'B';
      else out += String(v).padStart(2, '0');
    } else if (v === CODE_C) set = 'C';
    else out += String.fromCharCode(v + 32);
  }
  return out;
}
