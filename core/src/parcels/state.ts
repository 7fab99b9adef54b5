/**
 * Parcels not yet in a PBE (issue 15, "Manage parcels"; 001 §3, §4). The spec shows the list and
 * its buttons, not a parcel state machine: this is ours, enforced by the API (a 409 with the
 * reason) and mirrored by the buttons the list enables.
 *
 *   draft ──saveForLater──► saved ──restore──► draft
 *   draft | saved ──createPbe──► in_pbe ──(PBE deleted / Generate PBE undone)──► draft
 *
 * A parcel in a PBE is the docket's now: it may be cloned (a new draft) and printed, nothing else.
 */
export const PARCEL_STATUSES = ['draft', 'saved', 'in_pbe'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

export const PARCEL_ACTIONS = [
  'edit',
  'delete',
  'clone',
  'merge',
  'saveForLater',
  'restore',
  'createPbe',
  'print',
  'returnFromPbe',
] as const;
export type ParcelAction = (typeof PARCEL_ACTIONS)[number];

/** status × action → allowed. */
export const PARCEL_TRANSITIONS: Record<ParcelStatus, readonly ParcelAction[]> = {
  draft: ['edit', 'delete', 'clone', 'merge', 'saveForLater', 'createPbe', 'print'],
  saved: ['edit', 'delete', 'clone', 'merge', 'restore', 'createPbe', 'print'],
  in_pbe: ['clone', 'print', 'returnFromPbe'],
};

export const parcelAllows = (status: ParcelStatus, action: ParcelAction): boolean =>
  PARCEL_TRANSITIONS[status]?.includes(action) ?? false;

export const PARCEL_STATUS_LABEL: Record<ParcelStatus, string> = {
  draft: 'Ready for PBE',
  saved: 'Saved for later',
  in_pbe: 'In PBE',
};

/** At most this many parcels per selection (Create PBE, merge, print): a bulk upload's 5000 rows. */
export const MAX_PARCEL_SELECTION = 5000;

export const PARCEL_MSG = {
  notFound: 'Parcel not found',
  noneSelected: 'Please select at least one parcel',
  mergeTwo: 'Please select at least two parcels to merge',
  mergeExporters: 'Parcels of different exporters cannot be merged into one box',
  pbeExporters: 'A PBE is for one exporter: select parcels of one exporter only',
  alreadyInPbe: (boxIds: string[]) =>
    `Already in a PBE: ${boxIds.slice(0, 5).join(', ')}${boxIds.length > 5 ? ` and ${boxIds.length - 5} more` : ''}`,
  forbiddenAction: (action: ParcelAction, status: ParcelStatus) =>
    `A parcel that is ${PARCEL_STATUS_LABEL[status]} cannot be ${ACTION_PAST[action]}`,
  pbe1Fields: (boxId: string, field: string) => `${boxId}: ${field} is mandatory for PBE1`,
  created: 'Parcel created',
  updated: 'Parcel updated',
  deleted: (n: number) => (n === 1 ? 'Parcel deleted' : `${n} parcels deleted`),
  cloned: 'Parcel cloned',
  merged: 'Parcels merged',
  savedForLater: (n: number) => `${n} parcel${n === 1 ? '' : 's'} saved for later`,
  restored: (n: number) => `${n} parcel${n === 1 ? '' : 's'} back in the list`,
  pbeCreated: (docketNo: string) => `PBE created: ${docketNo}`,
  pbeReturned: (docketNo: string, n: number) =>
    `${docketNo} removed; ${n} parcel${n === 1 ? '' : 's'} back in the list`,
  docketNotFound: 'Docket not found',
  docketLocked: 'This PBE already has a shipping bill, a pickup or uploaded documents and cannot be undone',
  duplicateOrderId: (orderId: string) => `orderId ${orderId} is already used by another parcel or docket`,
  oneConsignee: 'All items of a parcel go to one consignee',
  heldForReview: (n: number) => `${n} parcel${n === 1 ? '' : 's'} saved to My Parcels for review before PBE`,
  reviewOn: 'Orders will wait in My Parcels for review before PBE',
  reviewOff: 'Orders will go straight into a PBE',
} as const;

const ACTION_PAST: Record<ParcelAction, string> = {
  edit: 'edited',
  delete: 'deleted',
  clone: 'cloned',
  merge: 'merged',
  saveForLater: 'saved for later',
  restore: 'restored',
  createPbe: 'put in a PBE',
  print: 'printed',
  returnFromPbe: 'returned from a PBE',
};
