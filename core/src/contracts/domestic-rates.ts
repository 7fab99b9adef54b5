/**
 * Domestic (issue 15; the spec names no calls for it, so these are ours, under domestic/*): the
 * domestic rate card's sample, preview, activate, rollback and history, and the domestic accounts.
 * Super admin only (`domestic.manage`).
 */
import { z } from 'zod';
import { pagerSchema } from '../pager';
import { contract, fileAnswer } from './contract';

export const domesticRateRowSchema = z.object({
  zone: z.string(),
  upToGrams: z.number(),
  rateInr: z.number(),
});
export type DomesticRateRow = z.output<typeof domesticRateRowSchema>;

export const domesticCardVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['draft', 'active', 'archived']),
  rowCount: z.number().int(),
  sourceName: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.number(),
  activatedAt: z.number().nullable(),
});
export type DomesticCardVersion = z.output<typeof domesticCardVersionSchema>;
const withRows = domesticCardVersionSchema.extend({ rows: z.array(domesticRateRowSchema) });

export const domesticAccountSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  ieCode: z.string().nullable(),
  email: z.string().nullable(),
  gstin: z.string().nullable(),
  status: z.string(),
  active: z.boolean(),
  requestedAt: z.number().nullable(),
  decidedAt: z.number().nullable(),
});
export type DomesticAccount = z.output<typeof domesticAccountSchema>;

const idSchema = z.object({ id: z.coerce.number().int().positive() });
const TAG = 'Domestic';
const admin = { tag: TAG, auth: 'bearer', permission: 'domestic.manage' } as const;

export const DOMESTIC_RATE_CONTRACTS = {
  sample: contract({
    ...admin,
    name: 'domesticRateCardSample',
    summary: 'The domestic rate card sample (CSV)',
    method: 'GET',
    path: 'domestic/rate-cards/sample',
    answer: fileAnswer('text/csv'),
  }),
  list: contract({
    ...admin,
    name: 'domesticRateCards',
    summary: 'Every version of the domestic rate card, newest first',
    method: 'GET',
    path: 'domestic/rate-cards',
    answer: z.array(domesticCardVersionSchema),
  }),
  get: contract({
    ...admin,
    name: 'domesticRateCard',
    summary: 'One domestic rate card version with its rows',
    method: 'GET',
    path: 'domestic/rate-cards/{id}',
    params: idSchema,
    answer: withRows,
  }),
  preview: contract({
    ...admin,
    name: 'domesticRateCardPreview',
    summary: 'Upload a domestic rate card as a draft (a file with row errors is refused)',
    method: 'POST',
    path: 'domestic/rate-cards/preview',
    payload: z.object({ fileName: z.string().trim().min(1).max(200), base64: z.string().min(1) }),
    answer: withRows,
  }),
  activate: contract({
    ...admin,
    name: 'domesticRateCardActivate',
    summary: 'Put a draft domestic rate card in force',
    method: 'POST',
    path: 'domestic/rate-cards/activate',
    payload: idSchema,
    answer: withRows,
  }),
  rollback: contract({
    ...admin,
    name: 'domesticRateCardRollback',
    summary: 'Put an older domestic rate card in force again (as a new version)',
    method: 'POST',
    path: 'domestic/rate-cards/rollback',
    payload: idSchema,
    answer: withRows,
  }),
  accounts: contract({
    ...admin,
    name: 'domesticAccounts',
    summary: 'Domestic accounts, a page at a time, with the card in force',
    method: 'GET',
    path: 'domestic/accounts',
    query: z.object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      status: z.enum(['pending', 'approved', 'rejected']).optional(),
    }),
    answer: z.array(domesticAccountSchema),
    extra: { pager: pagerSchema, count: z.number().int(), activeCard: domesticCardVersionSchema.nullable() },
  }),
};
