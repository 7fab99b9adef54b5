/**
 * Parcel scans at the FPO (001 §2.15, §5, §9). A parcel's scan id is its docket number and box
 * id, `PMB…-<boxId>` (ours: a box id alone is only unique within its docket); the scan screen's
 * rules are the spec's, verbatim.
 */
import { z } from 'zod';

export const SCAN_MSG = {
  /** "parcel id at least 23 characters, else 'Please enter a valid Parcel Id' and the field is cleared" */
  invalidId: 'Please enter a valid Parcel Id',
  /** "Adding a parcel id to a list needs more than 5 characters, else 'Please entera valid Parcel Id' (spelled so)" */
  invalidListId: 'Please entera valid Parcel Id',
  // Ours:
  scanned: (n: number) => (n === 1 ? 'Parcel scanned' : `${n} parcels scanned`),
  already: (id: string, when: string, by: string) => `Parcel ${id} was already scanned on ${when} by ${by}`,
  unknown: (id: string) => `No parcel found for Parcel Id ${id}`,
  ambiguous: (id: string) => `More than one parcel ends with ${id}: scan or type the full Parcel Id`,
  tooMany: 'At most 100 parcels can be scanned at once',
  trackingEvent: 'Item received at FPO',
} as const;

export const SCAN_ID_MIN = 23;
export const LIST_ID_MIN = 6; // "more than 5"

export const parcelScanId = (docketNo: string, boxId: string) => `${docketNo}-${boxId}`;
/** "displayed parcel id is the last 6 characters" */
export const shortParcelId = (id: string) => id.slice(-6);

/** Scan mode (and the CLI): a whole id. */
export const scanIdError = (id: string): string | null =>
  id.trim().length >= SCAN_ID_MIN ? null : SCAN_MSG.invalidId;
/** Enter mode's list: an id (or its displayed last characters) of more than 5. */
export const listIdError = (id: string): string | null =>
  id.trim().length >= LIST_ID_MIN ? null : SCAN_MSG.invalidListId;

/** scanParcel {boxIds} (001 §7): every entry more than 5 characters, 1 to 100 of them. */
export const scanParcelSchema = z.object({
  boxIds: z
    .array(z.string().trim().min(LIST_ID_MIN, { message: SCAN_MSG.invalidListId }).max(80))
    .min(1, { message: SCAN_MSG.invalidId })
    .max(100, { message: SCAN_MSG.tooMany }),
});

export const scanResultSchema = z
  .object({
    parcelId: z.string(),
    ok: z.boolean(),
    repeated: z.boolean().describe('Already scanned before: nothing recorded again'),
    message: z.string(),
    docketNo: z.string().optional(),
    boxId: z.string().optional(),
    scannedAt: z.number().optional(),
    scannedBy: z.string().optional(),
    fpo: z.string().nullable().optional(),
  })
  .meta({ id: 'ScanResult' });
export type ScanResult = z.output<typeof scanResultSchema>;
