/**
 * Ship Abroad statuses and what each allows (001 §4). The spec shows the statuses and the
 * buttons; "server-side transitions are not shown", so the transitions are ours (decisions in the
 * comments) and the API enforces them: a forbidden action answers 409 with `shipmentActionError`.
 *
 *   create ─► Pickup Request Pending ─schedulePickup─► Pickup Requested ─schedulePickup─► Pickup Date Changed
 *   Requested | Date Changed ─acknowledgePickup─► Pickup Scheduled
 *   Requested | Scheduled | Date Changed ─confirmPickup─► Pickup Confirmed ─updateTracking─► Booking Completed
 *   Requested | Scheduled | Date Changed ─declinePickup─► Pickup Declined ─schedulePickup─► Pickup Requested
 *   Booking Completed | in transit ─transitUpdate─► an in-transit status (a dated comment)
 */
export const SHIPMENT_STATUS = {
  pending: 'Pickup Request Pending',
  requested: 'Pickup Requested',
  scheduled: 'Pickup Scheduled',
  declined: 'Pickup Declined',
  dateChanged: 'Pickup Date Changed',
  confirmed: 'Pickup Confirmed',
  completed: 'Booking Completed',
} as const;

/** "in-transit group: … (shown with the date of the last comment)". */
export const IN_TRANSIT_STATUSES = [
  'In Transit',
  'Arrived for Pickup',
  'Pickup Done',
  'Arrived at Hub',
  'Departed from Hub',
  'Arrived at Post Office',
] as const;
export type InTransitStatus = (typeof IN_TRANSIT_STATUSES)[number];

export const SHIPMENT_STATUSES = [...Object.values(SHIPMENT_STATUS), ...IN_TRANSIT_STATUSES] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const SHIPMENT_ACTIONS = [
  'edit',
  'delete',
  'schedulePickup',
  'acknowledgePickup',
  'confirmPickup',
  'declinePickup',
  'updateTracking',
  'transitUpdate',
  'printCn22',
] as const;
export type ShipmentAction = (typeof SHIPMENT_ACTIONS)[number];

export const isInTransit = (s: string): s is InTransitStatus =>
  (IN_TRANSIT_STATUSES as readonly string[]).includes(s);
export const isShipmentStatus = (s: string): s is ShipmentStatus =>
  (SHIPMENT_STATUSES as readonly string[]).includes(s);

const S = SHIPMENT_STATUS;
/** Statuses whose pickup is still open: a date may be (re)asked, ops may answer it. */
const PICKUP_OPEN: readonly string[] = [S.requested, S.scheduled, S.dateChanged];
/** "Edit is active unless the status is Pickup Confirmed, Booking Completed or in the in-transit group". */
const LOCKED = (s: string) => s === S.confirmed || s === S.completed || isInTransit(s);

/** status × action → allowed: the one table the API, the buttons and the tests read. */
export function shipmentAllows(status: string, action: ShipmentAction): boolean {
  switch (action) {
    case 'edit':
    case 'delete': // "delete is active only for statuses outside that set"
      return isShipmentStatus(status) && !LOCKED(status);
    case 'schedulePickup': // before the pickup is confirmed; after a decline a new date may be asked
      return status === S.pending || status === S.declined || PICKUP_OPEN.includes(status);
    case 'acknowledgePickup':
      return status === S.requested || status === S.dateChanged;
    case 'confirmPickup':
    case 'declinePickup':
      return PICKUP_OPEN.includes(status);
    // Ours: the post office gives the tracking id when it books the parcel, so it is recorded from
    // the confirmed pickup on (Confirmed → Booking Completed); later it may still be corrected.
    case 'updateTracking':
      return status === S.confirmed || status === S.completed || isInTransit(status);
    case 'transitUpdate':
      return status === S.completed || isInTransit(status);
    case 'printCn22': // the customs declaration prints for every shipment that exists
      return isShipmentStatus(status);
  }
}

/** The status an allowed action leads to (undefined: unchanged). */
export function shipmentNextStatus(
  status: string,
  action: ShipmentAction,
  transitTo?: InTransitStatus,
): ShipmentStatus | undefined {
  switch (action) {
    case 'schedulePickup':
      return status === S.pending || status === S.declined ? S.requested : S.dateChanged;
    case 'acknowledgePickup':
      return S.scheduled;
    case 'confirmPickup':
      return S.confirmed;
    case 'declinePickup':
      return S.declined;
    case 'updateTracking':
      return status === S.confirmed ? S.completed : undefined;
    case 'transitUpdate':
      return transitTo;
    default:
      return undefined;
  }
}

/** Why an action is refused in a status (the 409's message), or null when it is allowed. */
export function shipmentActionError(status: string, action: ShipmentAction): string | null {
  if (shipmentAllows(status, action)) return null;
  switch (action) {
    case 'edit':
      return `A shipment in status ${status} can not be edited.`;
    case 'delete':
      return `A shipment in status ${status} can not be deleted.`;
    case 'schedulePickup':
      return `The pickup can not be rescheduled once the status is ${status}.`;
    case 'updateTracking':
      return `Tracking ID can be updated once the pickup is confirmed (status is ${status}).`;
    case 'transitUpdate':
      return `Transit updates start once the booking is completed (status is ${status}).`;
    default:
      return `This pickup can not be answered in status ${status}.`;
  }
}
