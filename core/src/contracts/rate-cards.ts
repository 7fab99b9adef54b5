/** The admin rate cards (Rate Upload): versions, one version, preview, publish, restore. */
import { z } from 'zod';
import { rateCardIdSchema, rateCardUploadSchema } from '../rates/schemas';
import { CARRIER_IDS } from '../carriers/vocabulary';
import { contract } from './contract';

export const cardVersionSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  service: z.string(),
  version: z.number().int(),
  status: z.enum(['draft', 'published', 'archived']),
  label: z.enum(['official', 'indicative', 'demo']),
  rowCount: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), message: z.string() })),
  sourceName: z.string().nullable(),
  restoredFrom: z.number().int().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.number(),
  publishedAt: z.number().nullable(),
});
export type CardVersion = z.output<typeof cardVersionSchema>;

const serviceRuleSchema = z.object({
  carrier: z.enum(CARRIER_IDS),
  service: z.string(),
  label: z.string(),
  chargeable: z.enum(['actual', 'volumetric']),
  volumetricDivisor: z.number().optional(),
  defaultMaxGrams: z.number(),
  maxSideCm: z.number().optional(),
  gstRate: z.number(),
  deliveryTime: z.string(),
  tracking: z.boolean(),
  demo: z.boolean(),
  indicative: z.boolean(),
});
const tariffRowSchema = z.object({
  destination: z.string(),
  firstSlabGrams: z.number(),
  firstSlabInr: z.number(),
  extraSlabGrams: z.number(),
  extraSlabInr: z.number(),
  maxGrams: z.number().optional(),
});
/** A rate card's rows; a zones card gives zone → countries. */
const cardRows = z.union([z.array(tariffRowSchema), z.record(z.string(), z.array(z.string()))]);

export const cardDraftSchema = cardVersionSchema.extend({
  rule: serviceRuleSchema.nullable(),
  publishable: z.boolean(),
  sample: cardRows.describe('The first rows of the card'),
});
export type CardDraft = z.output<typeof cardDraftSchema>;
const publishedCard = cardVersionSchema.extend({
  rule: serviceRuleSchema.nullable(),
  revision: z.number().describe('The tariff revision quotes now use'),
});

const cardAdmin = { tag: 'Rate cards', auth: 'bearer', permission: 'rates.upload' } as const;

export const RATE_CARD_CONTRACTS = {
  cards: contract({
    ...cardAdmin,
    name: 'rateCardVersions',
    summary: "A carrier service's rate card versions, newest first",
    method: 'GET',
    path: 'rates/cards',
    query: z.object({ carrier: z.string().max(20).optional(), service: z.string().max(40).optional() }),
    answer: z.array(cardVersionSchema),
  }),
  card: contract({
    ...cardAdmin,
    name: 'rateCard',
    summary: 'One rate card version with its rule and rows',
    method: 'GET',
    path: 'rates/cards/{id}',
    params: rateCardIdSchema,
    answer: cardVersionSchema.extend({ rule: serviceRuleSchema.nullable(), rows: cardRows }),
  }),
  preview: contract({
    ...cardAdmin,
    name: 'rateCardPreview',
    summary: 'Upload a rate card: a draft with its row errors, nothing published',
    method: 'POST',
    path: 'rates/cards/preview',
    payload: rateCardUploadSchema,
    answer: cardDraftSchema,
  }),
  publish: contract({
    ...cardAdmin,
    name: 'rateCardPublish',
    summary: 'Publish a previewed draft: quotes use it at once',
    method: 'POST',
    path: 'rates/cards/publish',
    payload: rateCardIdSchema,
    answer: publishedCard,
  }),
  restore: contract({
    ...cardAdmin,
    name: 'rateCardRestore',
    summary: 'Publish an older version again (as a new version)',
    method: 'POST',
    path: 'rates/cards/restore',
    payload: rateCardIdSchema,
    answer: publishedCard,
  }),
};
