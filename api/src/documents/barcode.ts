/** Code 128 as pdfmake vector rectangles (pdfmake draws no barcodes), with the text under it. */
import { code128Bars, labelCode } from '@exportdesk/core';
import type { Content } from './common';

/** `width` in points for the whole symbol including 10-module quiet zones either side. */
export function barcode128(text: string, width: number, height = 36, caption: string = text): Content {
  const { bars, modules } = code128Bars(text);
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
