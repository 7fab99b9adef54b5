/**
 * A staging site's tax invoices (ALLOW_SANDBOX_DRIVERS=1, issue 23): its payments are not real,
 * so no invoice it prints may pass for one. Marked across every page and in words at the top, so a
 * cropped or printed copy still says it.
 */
import type { DocDefinition } from './common';

export const SPECIMEN_NOTE =
  'SPECIMEN: issued by a staging site running sandbox drivers. Not a valid tax invoice.';

export function asSpecimen(def: DocDefinition): DocDefinition {
  return {
    ...def,
    watermark: { text: 'SPECIMEN', color: '#b00020', opacity: 0.18, bold: true },
    content: [
      { text: SPECIMEN_NOTE, bold: true, color: '#b00020', alignment: 'center', margin: [0, 0, 0, 8] },
      ...def.content,
    ],
  };
}
