/**
 * The MEIS/RoDTEP claim (MEIS application, 001 §3, §4 "MEIS statuses", 002 §3 "MEIS record"):
 * its statuses and who may do what in each, as one table the API enforces and the pages read.
 *
 * The spec names the statuses and says "The state change on submission is not shown"; ours:
 * - Generated: made from the exporter's uploaded MEIS Excel; documents may be added and deleted.
 * - submit (sendmeistodgft) → Pending Review. It needs a proof of export (pod) file: DGFT cannot
 *   review a claim without the proof that the goods left.
 * - DGFT review (updatestatusbydgft) from Pending Review, Under Review or Additional Documents
 *   Requested → Under Review (each time counts one review: the row's review-count marker),
 *   Additional Documents Requested, Approved or Rejected. Pending Review is never a choice.
 * - Additional Documents Requested: the exporter may upload again (not delete: files already
 *   seen by DGFT stay on record) and resubmit → Pending Review.
 * - Approved and Rejected are final: nothing changes any more; Approved hides the remarks box.
 */
import { isAdmin, isCha, isDgft, isExporter, type Principal } from '../roles';

export const CLAIM_STATUSES = [
  'Generated',
  'Pending Review',
  'Under Review',
  'Additional Documents Requested',
  'Approved',
  'Rejected',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The status filter of /generatemeis and /dgft (001 §2.12), '' = All. */
export const CLAIM_FILTER_OPTIONS: ReadonlyArray<{ label: string; value: ClaimStatus | '' }> = [
  { label: 'All', value: '' },
  { label: 'Pending Review', value: 'Pending Review' },
  { label: 'Approved', value: 'Approved' },
  { label: 'Under Review', value: 'Under Review' },
  { label: 'Additional Documents Requested', value: 'Additional Documents Requested' },
  { label: 'Rejected', value: 'Rejected' },
];

/** The DGFT status select (001 §2.13): Pending Review shown disabled, Under Review the default. */
export const DGFT_STATUS_OPTIONS: ReadonlyArray<{ label: string; value: ClaimStatus; disabled?: boolean }> = [
  { label: 'Pending Review', value: 'Pending Review', disabled: true },
  { label: 'Approved', value: 'Approved' },
  { label: 'Under Review', value: 'Under Review' },
  { label: 'Add. Docs Requested', value: 'Additional Documents Requested' },
  { label: 'Rejected', value: 'Rejected' },
];
export const DGFT_DEFAULT_STATUS: ClaimStatus = 'Under Review';

export const DGFT_TARGETS: readonly ClaimStatus[] = [
  'Under Review',
  'Additional Documents Requested',
  'Approved',
  'Rejected',
];

export type ClaimRole = 'exporter' | 'dgft' | 'admin' | 'other';
export type ClaimAction = 'upload' | 'deleteFile' | 'submit' | 'review' | 'remark' | 'view';

/** The role a principal plays for claims: the owner side (exporters and their CHAs), DGFT, admins. */
export function claimRole(p: Principal): ClaimRole {
  if (isDgft(p)) return 'dgft';
  if (isExporter(p) || isCha(p)) return 'exporter';
  if (isAdmin(p)) return 'admin';
  return 'other';
}

const FINAL: readonly ClaimStatus[] = ['Approved', 'Rejected'];
const REVIEWABLE: readonly ClaimStatus[] = [
  'Pending Review',
  'Under Review',
  'Additional Documents Requested',
];

/** "editPermitted": the exporter may upload and submit (Generated, or when DGFT asked for more). */
export const editPermitted = (s: ClaimStatus) => s === 'Generated' || s === 'Additional Documents Requested';

/** status × role × action → allowed (the one table; tests walk every cell). */
export function claimActionAllowed(status: ClaimStatus, role: ClaimRole, action: ClaimAction): boolean {
  // DGFT reads an exporter's claim only once it was submitted (issue 23): a Generated one is the
  // exporter's draft, for DGFT as if it did not exist.
  if (role === 'dgft' && status === 'Generated') return false;
  switch (action) {
    case 'view':
      return role !== 'other';
    case 'upload':
    case 'submit':
      return role === 'exporter' && editPermitted(status);
    case 'deleteFile':
      // "deleting a file is offered only while the status is Generated"
      return role === 'exporter' && status === 'Generated';
    case 'review':
      return role === 'dgft' && REVIEWABLE.includes(status);
    case 'remark':
      // "hidden once Approved"; a rejected claim keeps its thread open for the explanation.
      return (role === 'exporter' || role === 'dgft') && status !== 'Approved';
  }
}

/** The status after an action, or null when the table refuses it. */
export function nextClaimStatus(
  status: ClaimStatus,
  role: ClaimRole,
  action: 'submit' | 'review',
  target?: ClaimStatus,
): ClaimStatus | null {
  if (!claimActionAllowed(status, role, action)) return null;
  if (action === 'submit') return 'Pending Review';
  if (!target || !DGFT_TARGETS.includes(target)) return null;
  return target;
}

export const isFinalClaimStatus = (s: ClaimStatus) => FINAL.includes(s);

/** Row colours (001 §4: "red, yellow, orange, green"): Rejected red, waiting on DGFT yellow, asked for more orange, Approved green. */
export function claimRowColour(s: ClaimStatus): 'red' | 'yellow' | 'orange' | 'green' | null {
  if (s === 'Rejected') return 'red';
  if (s === 'Pending Review' || s === 'Under Review') return 'yellow';
  if (s === 'Additional Documents Requested') return 'orange';
  if (s === 'Approved') return 'green';
  return null;
}

/** "the view button shows in Under Review, Pending Review, Approved and Rejected" */
export const claimShowsView = (s: ClaimStatus) =>
  s === 'Under Review' || s === 'Pending Review' || s === 'Approved' || s === 'Rejected';

/** "Approved or Rejected … then show Reviewed By with date and time" */
export const claimShowsReviewedBy = (s: ClaimStatus) => FINAL.includes(s);
