/**
 * A docket's pickup (001 §7 "Docket detail": request, mark picked up, its documents), the Pickup
 * Requests desk and the monthly pickup subscriptions (001 §7 "Pickup subscription").
 */
import { z } from 'zod';
import { docketPickupSchema } from '../documents/pickup';
import {
  downloadPickupDocSchema,
  pickupDocQuerySchema,
  pickupScheduleSchema,
  pickupStatusSchema,
} from '../documents/pickup-schemas';
import { docketParamSchema } from '../documents/schemas';
import { pagerSchema } from '../pager';
import {
  PICKUP_ANSWERS,
  pickupAnswerSchema,
  pickupRequestRowSchema,
  pickupRequestsQuerySchema,
} from '../shipabroad/pickup-requests';
import {
  subscriptionActivateSchema,
  subscriptionEditSchema,
  subscriptionListQuerySchema,
} from '../shipabroad/subscription';
import { contract, fileAnswer } from './contract';

const TAG = 'Pickups';
const desk = { tag: TAG, auth: 'bearer', permission: 'pickups.manage' } as const;
const owner = { tag: TAG, auth: 'bearer', permission: 'dockets.view' } as const;

/** A pickup call's answer: the docket and its pickup now. */
const docketPickupAnswer = z.object({ docketNo: z.string(), pickup: docketPickupSchema });

const subscriptionRow = z.object({
  userId: z.number().int(),
  rate: z.number(),
  startDate: z.number(),
  endDate: z.number(),
  totalPickupRequests: z.number().int().describe('Requests still left'),
  noPbePerMonth: z.number().int(),
  remainingNoPbePerMonth: z.number().int(),
  noParcelsPerPickup: z.number().int(),
  remark: z.string().nullable(),
  updatedAt: z.number(),
});

/** A subscriber of the pickup subscription list, with its subscription as the page shows it. */
export const pickupSubscriberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  ieCode: z.string().nullable(),
  email: z.string().nullable(),
  subscription: subscriptionRow.nullable().describe('As stored (epoch-ms dates)'),
  monthlyPickupSubscription: subscriptionRow
    .extend({
      startDate: z.string().describe('DD-MM-YYYY'),
      endDate: z.string().describe('DD-MM-YYYY'),
      status: z.enum(['Active', 'Expired']),
    })
    .nullable(),
});
export type PickupSubscriber = z.output<typeof pickupSubscriberSchema>;

export const PICKUP_CONTRACTS = {
  requests: contract({
    ...desk,
    permission: 'pickups.request',
    name: 'pickupRequests',
    summary: 'Pickup Requests: every open request (the desk), or the caller’s own',
    method: 'GET',
    path: 'pickups',
    query: pickupRequestsQuerySchema,
    answer: z.object({
      count: z.number().int(),
      pager: pagerSchema,
      requests: z.array(pickupRequestRowSchema),
      canAnswer: z.boolean().describe('true for the desk: it may answer'),
    }),
    extra: { count: z.number().int() },
  }),
  answer: contract({
    ...desk,
    name: 'answerPickupRequest',
    summary: "Answer a docket's pickup request: confirm, reschedule or decline",
    method: 'POST',
    path: 'dockets/{docket}/pickup/answer',
    params: docketParamSchema,
    payload: pickupAnswerSchema,
    answer: docketPickupSchema.extend({
      answer: z.enum(PICKUP_ANSWERS).nullable(),
      answerReason: z.string().nullable(),
    }),
  }),
  subscribers: contract({
    ...desk,
    name: 'pickupSubscriptionUsers',
    summary: 'Exporters and their monthly pickup subscriptions, searchable',
    method: 'GET',
    path: 'pickupSubscription/users',
    query: subscriptionListQuerySchema,
    answer: z.object({ count: z.number().int(), pager: pagerSchema, users: z.array(pickupSubscriberSchema) }),
    extra: { count: z.number().int(), users: z.array(pickupSubscriberSchema) },
  }),
  activate: contract({
    ...desk,
    name: 'addPickupSubscription',
    summary: "Start (or renew) an exporter's monthly pickup subscription",
    method: 'POST',
    path: 'pickupSubscription/add',
    payload: subscriptionActivateSchema,
    answer: z.object({ userId: z.number().int() }),
  }),
  edit: contract({
    ...desk,
    name: 'editPickupSubscription',
    summary: "Change a subscription's PBE or parcel count",
    method: 'POST',
    path: 'pickupSubscription/edit',
    payload: subscriptionEditSchema,
    answer: z.object({
      userId: z.number().int(),
      noPbePerMonth: z.number().int().optional(),
      noParcelsPerPickup: z.number().int().optional(),
    }),
  }),
  schedule: contract({
    ...owner,
    name: 'requestPickup',
    summary: "Ask for a docket's pickup on a date (again: move the date)",
    method: 'POST',
    path: 'dockets/{docket}/pickup',
    params: docketParamSchema,
    payload: pickupScheduleSchema,
    answer: docketPickupAnswer,
  }),
  setStatus: contract({
    ...owner,
    name: 'setPickupStatus',
    summary: "Record a docket's parcels picked up (or back to scheduled)",
    method: 'PUT',
    path: 'dockets/{docket}/pickup',
    params: docketParamSchema,
    payload: pickupStatusSchema,
    answer: docketPickupAnswer,
  }),
  document: contract({
    ...owner,
    name: 'pickupDocument',
    summary: "A docket's pickup checklist, authority letter or handover note (PDF)",
    method: 'GET',
    path: 'dockets/{docket}/documents/pickup-docs',
    params: docketParamSchema,
    query: pickupDocQuerySchema,
    answer: fileAnswer('application/pdf'),
  }),
  downloadDoc: contract({
    ...owner,
    name: 'downloadpickupDoc',
    summary: "Download a docket's pickup document by type (PDF)",
    method: 'POST',
    path: 'lookup/downloadpickupDoc',
    payload: downloadPickupDocSchema,
    answer: fileAnswer('application/pdf'),
  }),
};
