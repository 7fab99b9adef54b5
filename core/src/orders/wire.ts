/** Shapes on the wire between the orders API and its pages (one definition for both sides). */
import type { RowProblem } from './bulk';

/** One row of the PBE list (001 §3 "Docket/box list item", plus our counts). */
export interface DocketListItem {
  tempSBill: string;
  type: string;
  boxIds: string[];
  exporterDetails: { ieCode: string; name: string };
  shippingBillDetails: { bill: string | null; date: number | null };
  boxes: number;
  items: number;
  /** FOB in rupees, at the customs exchange rates in force when the docket was made */
  fob: number;
  createdAt: number;
}

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
