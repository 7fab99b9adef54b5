/**
 * What a shipping label prints in its tracking number's place (issue 24). Bulk dockets have no
 * tracking numbers until the post office assigns them (the template has no such column), and a
 * label is still needed to hand the parcels over: it then carries the parcel id as its barcode and
 * says so, rather than failing on an empty barcode.
 */

export const TRACKING_PENDING = 'Tracking no. to be assigned';

/** Printed in a barcode's place when its text has characters Code 128 cannot carry (a box id "BOÎTE-1"). */
export const NO_BARCODE = 'No barcode: this id has characters a barcode cannot carry.';

export interface LabelCode {
  /** the text the barcode encodes */
  code: string;
  /** the line printed under it: the tracking number, or the parcel id and TRACKING_PENDING */
  caption: string;
  /** true while the parcel has no tracking number */
  pending: boolean;
}

/** The label's main barcode: the tracking number, or the parcel (box) id until one is assigned. */
export function labelCode(p: { trackingNo?: string | null; boxId: string }): LabelCode {
  const tracking = p.trackingNo?.trim();
  if (tracking) return { code: tracking, caption: tracking, pending: false };
  return { code: p.boxId, caption: `Parcel ID ${p.boxId}\n${TRACKING_PENDING}`, pending: true };
}

/** The tracking number as the forms' "Item No." text: the number, or TRACKING_PENDING. */
export const itemNoText = (trackingNo?: string | null) => trackingNo?.trim() || TRACKING_PENDING;
