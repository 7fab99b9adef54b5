/**
 * Its own file: a renderer (a stroke font and noise), nothing to do with tickets' behaviour.
 * Draws a captcha code as an SVG of 130×50 (002 §9). Glyphs are strokes (paths), never <text>,
 * so the code cannot be read from the markup; every point is jittered, every glyph rotated and
 * moved, and noise curves and dots are drawn over and under the code.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@exportdesk/core';

/** Stroke font on a 4×6 grid: each glyph is a list of polylines "x,y x,y ...". */
const GLYPHS: Record<string, string[]> = {
  A: ['0,6 2,0 4,6', '1,3.6 3,3.6'],
  B: ['0,0 0,6 3,6 4,5 4,4 3,3 0,3', '0,0 3,0 4,1 4,2 3,3'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 3,6 4,5 4,1 3,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  G: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3 2,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,4', '1,3 4,6'],
  L: ['0,0 0,6 4,6'],
  M: ['0,6 0,0 2,3 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3'],
  Q: ['1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0', '2,4 4,6'],
  R: ['0,6 0,0 3,0 4,1 4,2 3,3 0,3', '2,3 4,6'],
  S: ['4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,3 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
  Z: ['0,0 4,0 0,6 4,6'],
  '2': ['0,1 1,0 3,0 4,1 4,2 0,6 4,6'],
  '3': ['0,1 1,0 3,0 4,1 4,2 3,3 1,3', '3,3 4,4 4,5 3,6 1,6 0,5'],
  '4': ['3,6 3,0 0,4 4,4'],
  '5': ['4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6'],
  '6': ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3'],
  '7': ['0,0 4,0 1,6'],
  '8': ['1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,2 0,1 1,0'],
  '9': ['4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5'],
};

const r = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);
const f = (n: number) => n.toFixed(1);
const dark = () => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(18, 36)}%)`;
const light = () => `hsl(${randomInt(0, 360)},${randomInt(30, 60)}%,${randomInt(55, 80)}%)`;

function noiseCurve(color: string, width: number): string {
  const y = () => f(r(4, CAPTCHA_HEIGHT - 4));
  return `<path d="M${f(r(0, 10))} ${y()} C${f(r(20, 50))} ${y()} ${f(r(70, 110))} ${y()} ${f(r(120, CAPTCHA_WIDTH))} ${y()}" stroke="${color}" stroke-width="${f(width)}" fill="none"/>`;
}

export function captchaSvg(code: string): string {
  const parts: string[] = [`<rect width="100%" height="100%" fill="hsl(${randomInt(0, 360)},40%,94%)"/>`];
  for (let i = 0; i < 4; i++) parts.push(noiseCurve(light(), r(1, 2.5)));
  for (let i = 0; i < 40; i++)
    parts.push(
      `<circle cx="${f(r(0, CAPTCHA_WIDTH))}" cy="${f(r(0, CAPTCHA_HEIGHT))}" r="${f(r(0.5, 1.6))}" fill="${light()}"/>`,
    );
  const cell = (CAPTCHA_WIDTH - 10) / code.length;
  [...code].forEach((ch, i) => {
    const sx = r(3.2, 4.2);
    const sy = r(4.6, 5.6);
    const x = 5 + i * cell + r(0, cell - 4 * sx);
    const y = r(4, CAPTCHA_HEIGHT - 6 * sy - 4);
    const d = (GLYPHS[ch] ?? [])
      .map(
        (line) =>
          'M' +
          line
            .split(' ')
            .map((pt) => pt.split(',').map(Number))
            .map(([gx, gy]) => `${f(gx * sx + r(-0.8, 0.8))} ${f(gy * sy + r(-0.8, 0.8))}`)
            .join(' L'),
      )
      .join(' ');
    const cx = f(2 * sx);
    const cy = f(3 * sy);
    parts.push(
      `<path transform="translate(${f(x)} ${f(y)}) rotate(${f(r(-18, 18))} ${cx} ${cy})" d="${d}" stroke="${dark()}" stroke-width="${f(r(2, 2.8))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    );
  });
  for (let i = 0; i < 2; i++) parts.push(noiseCurve(dark(), r(0.8, 1.3)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">${parts.join('')}</svg>`;
}

export const captchaDataUrl = (code: string) =>
  `data:image/svg+xml;base64,${Buffer.from(captchaSvg(code)).toString('base64')}`;
