/**
 * How far a workbook may unpack (issue 12, item 1). Defaults live here so the API, the worker and
 * the CLI apply the same ones; the API's config (api/src/config.ts) reads the WORKBOOK_* overrides.
 * No spreadsheet a user sends us comes near them: a 5000-row bulk sheet is about 5 MB of XML and
 * packs about 10 to 1, while a zip bomb packs about 1000 to 1.
 */
import { ORDER_LIMITS } from '@exportdesk/core';

export interface WorkbookLimits {
  /** Parts (zip entries) in one workbook; Excel writes about 10 for a one-sheet file. */
  maxEntries: number;
  /** Bytes one part may really inflate to. */
  maxEntryBytes: number;
  /** Bytes all the parts read may really inflate to, together. */
  maxTotalBytes: number;
  /** Inflated bytes per packed byte of one part, checked once the part passes ratioFloorBytes. */
  maxRatio: number;
  /** Small parts (a tiny styles.xml packs far better than a sheet) are not held to the ratio. */
  ratioFloorBytes: number;
}

export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxEntries: 1000,
  maxEntryBytes: 100 * 1024 * 1024,
  maxTotalBytes: ORDER_LIMITS.bulkMaxUnpackedBytes,
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
};

/** Why a file was refused before or while it was read; the gate turns it into a user's message. */
export type RefusalReason =
  | 'not-zip' // no zip directory, a damaged one, or a zip without a workbook
  | 'unsupported' // encrypted parts, ZIP64, a packing method other than stored or deflate
  | 'too-many-entries'
  | 'too-big' // a part or the whole unpacks past its limit
  | 'ratio' // a part packs far better than any spreadsheet
  | 'forged'; // a part inflates past the size its directory entry declares

export class WorkbookRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'WorkbookRefusal';
  }
}
