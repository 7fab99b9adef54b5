/**
 * The docket documents tab (001 §6 "Docket documents tab"): which role sees which document and
 * may do which action. The portal hides, the API refuses (403), both from this one table.
 */
import {
  CUSTOMS_USER_TYPES,
  isCha,
  isExporter,
  isExporterAdmin,
  isSuperAdmin,
  USER_TYPE,
  type Principal,
} from '../roles';

export const DOCKET_DOCUMENT_TYPES = [
  'pbe', // PBE view (the postal bill print, 002 §2.5)
  'pbe-summary',
  'cn22',
  'cn23',
  'cn-with-label', // CN22/23 with label (BETA)
  'cp72', // CP72 customs declaration with the CP71 dispatch note, per postal parcel (printallcpform)
  'packing-list',
  'labels', // shipping labels
  'invoice', // one export invoice
  'invoices', // all export invoices (zip), and their generation
  'ibm', // International Bulk Mail workbook for India Post
  'harmonized-label',
  'pickup-docs', // pickup checklist, authority letter, handover note
  'edf', // RBI EDF form and its PDF
  'additional', // additional documents (view)
] as const;

export type DocketDocumentType = (typeof DOCKET_DOCUMENT_TYPES)[number];

/** What the tab's rules read about the docket itself. */
export interface DocketFacts {
  /** "hidden … while pickup is Pending"; no pickup request yet counts as Pending. */
  pickupPending: boolean;
  /** "at least one harmonized country". */
  hasHarmonizedCountry: boolean;
  /** "the parcel type is tracked packets". */
  trackedPackets: boolean;
  /** at least one postal parcel (Air Parcel (CD)): those travel on CP71/CP72, not CN22/CN23 (UPU parcel rules). */
  hasParcelPost: boolean;
}

/** "customs users": the FPO custom-login user, CBIC and DGFT (none of them an exporter's side). */
const customs = (p: Principal) => CUSTOMS_USER_TYPES.includes(p.userType);
/** "exporter admin, CHA or super admin". */
const ownerSide = (p: Principal) => isExporterAdmin(p) || isCha(p) || isSuperAdmin(p);

/** May this role see (view or download) this document of this docket? */
export function canSeeDocument(p: Principal, type: DocketDocumentType, d: DocketFacts): boolean {
  switch (type) {
    case 'pbe':
    case 'pbe-summary':
    case 'additional':
      return true; // "PBE view and PBE summary: all roles shown"
    case 'cn22':
    case 'cn23':
    case 'cn-with-label':
    case 'packing-list':
    case 'edf':
    case 'ibm':
      return ownerSide(p);
    case 'labels':
    case 'invoice':
    case 'invoices':
      return !customs(p); // "all but customs users"
    case 'harmonized-label':
      return ownerSide(p) && d.hasHarmonizedCountry && d.trackedPackets;
    case 'cp72':
      return ownerSide(p) && d.hasParcelPost; // who sees the CN22/CN23, for a docket with a postal parcel
    case 'pickup-docs':
      return !customs(p) && !d.pickupPending;
  }
}

export const DOCKET_DOCUMENT_ACTIONS = [
  'generate-invoices',
  'upload-additional',
  'delete-additional',
  'upload-ibm',
  'submit-edf',
  'email-documents',
] as const;
export type DocketDocumentAction = (typeof DOCKET_DOCUMENT_ACTIONS)[number];

/** Actions on the tab, beyond seeing a document. */
export function canDocumentAction(p: Principal, action: DocketDocumentAction, d: DocketFacts): boolean {
  switch (action) {
    // "a super admin sees Download/Generate status only, others see the Generate button".
    case 'generate-invoices':
      return !customs(p) && !isSuperAdmin(p);
    case 'upload-additional':
      return !customs(p) && !isSuperAdmin(p);
    case 'delete-additional':
      return !customs(p) && !isSuperAdmin(p) && d.pickupPending;
    case 'upload-ibm':
      return ownerSide(p);
    // "EDF submit buttons: hidden for customs and CBIC users and for admins".
    case 'submit-edf':
      return ownerSide(p) && !customs(p) && p.userType !== USER_TYPE.ADMIN;
    // sendDocViaEmail (001 §7): the spec names the call and nothing about who may use it. Ours: the
    // owner side (exporter admin or user, CHA, super admin), since the mail goes to the exporter;
    // not customs users (FPO, CBIC, DGFT) and not a plain admin.
    case 'email-documents':
      return (isExporter(p) || isCha(p) || isSuperAdmin(p)) && !customs(p);
  }
}

/** The whole tab for one role and docket: what the portal shows, what `GET …/documents` answers. */
export function documentsTab(p: Principal, d: DocketFacts) {
  return {
    documents: DOCKET_DOCUMENT_TYPES.filter((t) => canSeeDocument(p, t, d)),
    actions: DOCKET_DOCUMENT_ACTIONS.filter((a) => canDocumentAction(p, a, d)),
  };
}
