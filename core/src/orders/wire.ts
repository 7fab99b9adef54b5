/** Shapes on the wire between the orders API and its pages (one definition for both sides). */
import { z } from 'zod';
import type { RowProblem } from './bulk';

/** One row of the PBE list (001 §3 "Docket/box list item", plus our counts). */
export const docketListItemSchema = z
  .object({
    tempSBill: z.string(),
    type: z.string().describe('CSB-V or PBE'),
    boxIds: z.array(z.string()),
    exporterDetails: z.object({ ieCode: z.string(), name: z.string() }),
    shippingBillDetails: z.object({ bill: z.string().nullable(), date: z.number().nullable() }),
    boxes: z.number().int(),
    items: z.number().int(),
    fob: z.number().describe('FOB in rupees, at the customs rates in force when the docket was made'),
    createdAt: z.number(),
  })
  .meta({ id: 'DocketListItem' });
export type DocketListItem = z.output<typeof docketListItemSchema>;

/** The Data Preview of a chosen workbook, checked by the server with the worker's reader. */
export interface BulkPreview {
  forCha: boolean;
  rowsTotal: number;
  rows: Array<{ row: number; values: Record<string, string> }>;
  problems: RowProblem[];
  message: string;
}

/** A bulk-upload job's progress, as the socket and GET /jobs/{id} report it. */
export interface BulkProgress {
  phase: 'reading' | 'validating' | 'saving' | 'saved' | 'rejected';
  rowsRead: number;
  rowsValidated: number;
  rowsSaved: number;
  docketsMade: number;
  rowsTotal: number;
}

/** A finished bulk upload: saved with its dockets, or rejected with the row report. */
export interface BulkResult {
  uploadId: number;
  status: 'saved' | 'rejected';
  message: string;
  rowsTotal: number;
  rowsSaved: number;
  dockets: Array<{ tempSBill: string; type: string; ieCode: string; boxes: number; items: number }>;
  problems: RowProblem[];
  problemCount: number;
}
