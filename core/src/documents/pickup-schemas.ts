/**
 * The pickup payloads (zod). Apart from the rules in pickup.ts, which the navbar's exchange-rate
 * modal reaches (indiaDay) on every page: a module building a zod schema brings zod into the
 * landing page (issue 18).
 */
import { z } from 'zod';
import { isValidDmyDate } from '../orders/dates';
import { PICKUP_DOC_KINDS, PICKUP_DOC_TYPES, PICKUP_MSG } from './pickup';

/** POST dockets/{docket}/pickup. */
export const pickupScheduleSchema = z.object({
  pickupDate: z
    .string({ message: PICKUP_MSG.badDate })
    .trim()
    .refine(isValidDmyDate, { message: PICKUP_MSG.badDate }),
});

/** PUT dockets/{docket}/pickup: Picked Up, or back to Scheduled. */
export const pickupStatusSchema = z.object({
  status: z.enum(['Scheduled', 'Picked Up'], { message: "status must be 'Picked Up' or 'Scheduled'" }),
});

export const pickupDocQuerySchema = z.object({
  kind: z.enum(PICKUP_DOC_KINDS, { message: `kind must be one of ${PICKUP_DOC_KINDS.join(', ')}` }),
  download: z.enum(['1', 'true', '0', 'false']).optional(),
});

const docketNo = z.string({ message: 'docketNo is required' }).trim().toUpperCase();

/** lookup/downloadpickupDoc {type authorityLetter|checklist|pickupPackingList, docketNo}. */
export const downloadPickupDocSchema = z.object({
  type: z.enum(
    Object.keys(PICKUP_DOC_TYPES) as [keyof typeof PICKUP_DOC_TYPES, ...Array<keyof typeof PICKUP_DOC_TYPES>],
    {
      message: `type must be one of ${Object.keys(PICKUP_DOC_TYPES).join(', ')}`,
    },
  ),
  docketNo,
});
