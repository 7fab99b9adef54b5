/**
 * The documents tab as the API answers it (`GET /api/v1/dockets/{docket}/documents`, also
 * `checkDocumentStatus`) and the docket pages read it: one shape for both sides.
 */
import type { DocketDocumentAction, DocketDocumentType } from './access';
import type { UpdatedIbm } from './ibm-edit';
import type { DocketPickup, PickupAction, PickupStatus } from './pickup';

export interface DocketUploadedFile {
  id: number;
  type: string;
  fileName: string;
  desc: string | null;
  size: number;
  createdAt: number;
  /** whether THIS user may delete it: documents belong to whoever filed them (core's fileDeletion) */
  canDelete: boolean;
}

/** A parcel (box) under the docket, with its customs form and the invoices it carries. */
export interface DocketParcel {
  _id: string;
  trackingNo: string;
  country: string;
  form: 'CN22' | 'CN23';
  invoices: string[];
}

export interface DocketInvoice {
  invoiceNo: string;
  invoiceDate: string;
  boxIds: string[];
  /** saved RBI EDF details: the form shows Update instead of Submit */
  isEdfDetails: boolean;
}

export interface DocketDocumentsTab {
  docketNo: string;
  tempSBill: string;
  /** what this role sees and may do (core's documentsTab, 001 §6) */
  documents: DocketDocumentType[];
  actions: DocketDocumentAction[];
  pickupStatus: PickupStatus;
  pickup: DocketPickup;
  /** what this user may do with the pickup now (request or move the date; mark picked up; undo) */
  pickupActions: PickupAction[];
  /** the edited IBM workbook, once uploaded (absent for customs users) */
  updatedIbm: UpdatedIbm | null;
  /** the docket's destinations that take a harmonized label */
  harmonizedCountries: string[];
  /** "isAllInvoicesGen (Processing or Generated)"; a failed or outdated run is null */
  isAllInvoicesGen: 'Processing' | 'Generated' | null;
  invoicesMessage: string | null;
  other: DocketUploadedFile[];
  parcels: DocketParcel[];
  invoices: DocketInvoice[];
}
