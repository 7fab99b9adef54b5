/** Code 128 as pdfmake vector rectangles (pdfmake draws no barcodes), with the text under it. */
import { code128Bars, labelCode, NO_BARCODE } from '@exportdesk/core';
import type { Content } from './common';

/** `width` in points for the whole symbol including 10-module quiet zones either side. */
export function barcode128(text: string, width: number, height = 36, caption: string = text): Content {
  let symbol: ReturnType<typeof code128Bars>;
  try {
    symbol = code128Bars(text);
  } catch (err) {
    // Box ids are free text (any letters): one a barcode cannot carry still gets its label,
    // with the id in words, instead of failing the whole document (issue 24: never a 500).
    if (!(err instanceof RangeError)) throw err;
    return {
      stack: [
        { text: caption, alignment: 'center', bold: true, fontSize: 10 },
        { text: NO_BARCODE, alignment: 'center', fontSize: 7, margin: [0, 2, 0, 0] },
      ],
      unbreakable: true,
    };
  }
  const { bars, modules } = symbol;
  const m = width / (modules + 20);
  return {
    stack: [
      {
        canvas: bars.map(([x, w]) => ({
          type: 'rect',
          x: (x + 10) * m,
          y: 0,
          w: w * m,
          h: height,
          color: 'black',
        })),
      },
      { text: caption, alignment: 'center', fontSize: 8, margin: [0, 2, 0, 0] },
    ],
    unbreakable: true,
  };
}

/**
 * A parcel's tracking-number barcode; until the number is assigned (bulk dockets), the parcel id's
 * with "Tracking no. to be assigned" under it (core `labelCode`), never an empty symbol.
 */
export function trackingBarcode(
  p: { trackingNo: string; boxId: string },
  width: number,
  height?: number,
): Content {
  const { code, caption } = labelCode(p);
  return barcode128(code, width, height, caption);
}
