/**
 * The pickup of a docket's parcels (001 §3 "Document status record: pickupStatus", §6 "Pickup
 * checklist, authority letter and handover note: hidden … while pickup is Pending", "delete
 * only while pickup is Pending"): its states, who moves it, the date rule and the documents.
 */
import { z } from 'zod';
import { dmyToEpoch, isValidDmyDate } from '../orders/dates';
import { isCha, isExporter, isFpoAgent, isSuperAdmin, type Principal } from '../roles';

export const PICKUP_STATUSES = ['Pending', 'Scheduled', 'Picked Up'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** The docket's owner side asks for a pickup: its exporter (admin or user), a linked CHA, the super admin. */
export const canSchedulePickup = (p: Principal) => isExporter(p) || isCha(p) || isSuperAdmin(p);
/** The FPO agent who collects (permission isFpoAgent) or the super admin records Picked Up (or undoes it). */
export const canMarkPickup = (p: Principal) => isFpoAgent(p) || isSuperAdmin(p);

export type PickupAction = 'schedule-pickup' | 'mark-picked-up' | 'undo-picked-up';

/** What the docket page offers this user for the pickup in its present state. */
export function pickupActions(p: Principal, status: PickupStatus): PickupAction[] {
  const out: PickupAction[] = [];
  if (canSchedulePickup(p) && status !== 'Picked Up') out.push('schedule-pickup');
  if (canMarkPickup(p) && status === 'Scheduled') out.push('mark-picked-up');
  if (canMarkPickup(p) && status === 'Picked Up') out.push('undo-picked-up');
  return out;
}

/** India's calendar date (UTC+05:30) of an instant, as epoch ms of 00:00 UTC that day. */
export function indiaDay(at: number = Date.now()): number {
  const d = new Date(at + 330 * 60_000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/**
 * The pickup date rule. The spec gives a window only for Ship Abroad bookings ("today (or
 * tomorrow after 12:00) to 4 days ahead", 001 §9) and none for a docket's pickup, so a docket
 * pickup may be asked for any day from today (in India) on.
 */
export function pickupDateError(dmy: string, at: number = Date.now()): string | null {
  if (!isValidDmyDate(dmy)) return PICKUP_MSG.badDate;
  return dmyToEpoch(dmy)! < indiaDay(at) ? PICKUP_MSG.pastDate : null;
}

export const PICKUP_MSG = {
  badDate: 'Pickup date must be a real date in DD-MM-YYYY.',
  pastDate: 'Pickup date cannot be in the past.',
  scheduled: (date: string) => `Pickup scheduled for ${date}.`,
  /** the super admins' live alert (000 §4.5 "the pickup message carries a temporary shipping bill number") */
  requested: (docketNo: string, date: string, by: string) =>
    `Pickup requested for ${docketNo} on ${date} by ${by}.`,
  alreadyPickedUp: 'The parcels of this docket are already picked up.',
  notScheduled: 'The pickup of this docket is not scheduled yet.',
  updated: (status: string) => `Pickup status updated to ${status}.`,
  pending: 'Pickup documents are available once the pickup is scheduled.',
} as const;

/** The three pickup documents (GET …/documents/pickup-docs?kind=). */
export const PICKUP_DOC_KINDS = ['checklist', 'authorityLetter', 'handoverNote'] as const;
export type PickupDocKind = (typeof PICKUP_DOC_KINDS)[number];
export const PICKUP_DOC_TITLES: Record<PickupDocKind, string> = {
  checklist: 'Pickup checklist',
  authorityLetter: 'Authority letter',
  handoverNote: 'Handover note',
};

/** The spec's lookup/downloadpickupDoc types: pickupPackingList is the handover note. */
export const PICKUP_DOC_TYPES = {
  authorityLetter: 'authorityLetter',
  checklist: 'checklist',
  pickupPackingList: 'handoverNote',
} as const satisfies Record<string, PickupDocKind>;

/** The pickup as the documents tab answers it. */
/** A docket's pickup as its page (and every pickup call) answers it. */
export const docketPickupSchema = z.object({
  status: z.enum(PICKUP_STATUSES),
  /** DD-MM-YYYY, or null while Pending. */
  pickupDate: z.string().nullable(),
  updatedAt: z.number().nullable(),
  /** The pickup desk's answer to the request (issue 15), present once answered; a new request clears it. */
  answer: z.enum(['Confirmed', 'Rescheduled', 'Declined']).optional(),
  /** Why the desk declined (or a note with another answer), when it gave one. */
  answerReason: z.string().optional(),
});
export type DocketPickup = z.output<typeof docketPickupSchema>;
