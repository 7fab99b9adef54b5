/**
 * Pickup Requests (/pickup/{page}, 002 §6 navbar "Pickup Requests"): the super admin's list of
 * docket pickups the exporters asked for, and the answer (confirm, reschedule, decline with a
 * reason). The spec shows the menu item only; the answers are ours, as a pickup desk works.
 */
import { z } from 'zod';

export const PICKUP_ANSWERS = ['Confirmed', 'Rescheduled', 'Declined'] as const;
export type PickupAnswer = (typeof PICKUP_ANSWERS)[number];

export const PICKUP_REQUEST_MSG = {
  confirmed: 'Pickup confirmed',
  rescheduled: (date: string) => `Pickup rescheduled to ${date}`,
  declined: 'Pickup declined',
  reasonRequired: 'Please enter the reason for declining',
  dateRequired: 'Date is required',
  notRequested: 'This pickup is not requested (or was picked up already).',
} as const;

export const pickupAnswerSchema = z
  .object({
    answer: z.enum(PICKUP_ANSWERS),
    pickupDate: z.string().trim().optional().default(''),
    reason: z.string().trim().max(300).optional().default(''),
  })
  .refine((v) => v.answer !== 'Declined' || v.reason.length > 0, {
    message: PICKUP_REQUEST_MSG.reasonRequired,
    path: ['reason'],
  })
  .refine((v) => v.answer !== 'Rescheduled' || v.pickupDate.length > 0, {
    message: PICKUP_REQUEST_MSG.dateRequired,
    path: ['pickupDate'],
  });
export type PickupAnswerInput = z.output<typeof pickupAnswerSchema>;

export const pickupRequestsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** open: waiting for an answer; all: every request */
  filter: z.enum(['open', 'all']).optional().default('open'),
});

/** One row of Pickup Requests (GET pickups). */
export const pickupRequestRowSchema = z.object({
  docketNo: z.string(),
  exporter: z.string(),
  ieCode: z.string().nullable(),
  status: z.string(),
  pickupDate: z.string().nullable(),
  requestedAt: z.number().nullable(),
  answer: z.enum(PICKUP_ANSWERS).nullable(),
  answerReason: z.string().nullable(),
  boxCount: z.number().int(),
});
export type PickupRequestRow = z.output<typeof pickupRequestRowSchema>;
