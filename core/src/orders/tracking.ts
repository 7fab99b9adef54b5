/**
 * The tracking number's one rule, for the order payload and the bulk sheet's optional column
 * alike: "Tracking number length 13 or 14" (000 §9), an S10-shaped one with its check digit, kept
 * without spaces and in capitals so the label's barcode and the PBE print the same text.
 */
import { normalizeTrackingNumber } from '../validators';
import { ORDER_MSG } from './messages';

export const checkTrackingNo = (s: string): string | null =>
  normalizeTrackingNumber(s).ok ? null : ORDER_MSG.trackingNo;

export const canonicalTrackingNo = (s: string): string => s.replace(/\s+/g, '').toUpperCase();
