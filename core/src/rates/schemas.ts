/** Payloads of the rate calls (000 §7) and of the quote calls, validated the same everywhere. */
import { z } from 'zod';
import { findCountry } from './countries';
import { ROW_REASON, parsePositive } from './rows';
import { CARRIER_IDS } from '../carriers/vocabulary';

export const BATCH_MAX_ROWS = 5000;

/** A number or a numeric string ("digits, dot and space", 000 §5), greater than 0. */
const positive = (message: string) =>
  z.union([z.number(), z.string()], { message }).transform((v, ctx) => {
    const n = parsePositive(v);
    if (n === undefined) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });

const country = z.string({ message: ROW_REASON.unknownCountry }).transform((v, ctx) => {
  const c = findCountry(v);
  if (!c) {
    ctx.addIssue({ code: 'custom', message: ROW_REASON.unknownCountry });
    return z.NEVER;
  }
  return c.country;
});

/** POST authentication/rateCalculation: country, weight, length, width, height — all required, non-zero (000 §4.1, §5). */
export const rateCalculationSchema = z.object({
  country,
  weight: positive(ROW_REASON.badWeight),
  length: positive(ROW_REASON.badSize('Length')),
  width: positive(ROW_REASON.badSize('Width')),
  height: positive(ROW_REASON.badSize('Height')),
});
export type RateCalculationInput = z.output<typeof rateCalculationSchema>;

/** POST dhl/finddhlrates: countryName, weights (one weight or a list). */
export const dhlRatesSchema = z.object({
  countryName: country,
  weights: z.union([positive(ROW_REASON.badWeight), z.array(positive(ROW_REASON.badWeight)).min(1).max(100)]),
});

/** POST aramex/calculateAramexCharges: countryCode, weight (already max of actual and l×w×h/5). */
export const aramexChargesSchema = z.object({
  countryCode: country,
  weight: positive(ROW_REASON.badWeight),
});

/** fedex, delhivery, xpressbees: consigneeCountry, grossWeight, netHeight, netLength, netWidth, isCalculator. */
export const courierRateSchema = z.object({
  consigneeCountry: country,
  grossWeight: positive(ROW_REASON.badWeight),
  netHeight: positive(ROW_REASON.badSize('Height')),
  netLength: positive(ROW_REASON.badSize('Length')),
  netWidth: positive(ROW_REASON.badSize('Width')),
  isCalculator: z.boolean().optional(),
});

const size = (field: string) => positive(ROW_REASON.badSize(field)).optional();

/** POST rates/quote: one parcel, every carrier. Sizes optional (actual weight is charged then). */
export const quoteSchema = z.object({
  country,
  weight: positive(ROW_REASON.badWeight),
  length: size('Length'),
  width: size('Width'),
  height: size('Height'),
});
export type QuoteInput = z.output<typeof quoteSchema>;

/** POST rates/quote/batch: up to 5000 loose rows; each row is checked on its own (per-row reasons). */
export const quoteBatchSchema = z.object({
  rows: z
    .array(z.record(z.string(), z.unknown()), { message: 'rows must be a list of rows' })
    .min(1, { message: 'rows must hold at least one row' })
    .max(BATCH_MAX_ROWS, { message: `A batch holds at most ${BATCH_MAX_ROWS} rows.` }),
});

export const RATE_CARD_MAX_BYTES = 5 * 1024 * 1024;

/** A rate card (or a batch of rate questions) is a spreadsheet by its name: .xlsx or .csv. */
export const isRateCardFileName = (name: string) => /\.(xlsx|csv)$/i.test(name);
export const RATE_CARD_MSG = {
  noFile: 'Please choose a rate card file.',
  fileType: 'Only .xlsx or .csv files are accepted.',
  tooLarge: `A rate card file may be at most ${RATE_CARD_MAX_BYTES / 1024 / 1024} MB.`,
} as const;

/** Admin "Rate Upload": a carrier's service card (or its zone map, service "zones") as base64 xlsx/csv. */
export const rateCardUploadSchema = z.object({
  carrier: z.enum(CARRIER_IDS, { message: 'Unknown carrier.' }),
  service: z
    .string({ message: 'Service is required.' })
    .trim()
    .min(1, { message: 'Service is required.' })
    .max(40),
  fileName: z
    .string({ message: 'File name is required.' })
    .trim()
    .min(1, { message: 'File name is required.' })
    .max(200),
  base64: z.string({ message: 'The file is empty.' }).min(1, { message: 'The file is empty.' }),
  label: z.enum(['official', 'indicative', 'demo']).optional().default('official'),
  /** Overrides of the service's default rule (a new service must name itself). */
  rule: z
    .object({
      label: z.string().trim().min(1).max(80).optional(),
      deliveryTime: z.string().trim().max(40).optional(),
      chargeable: z.enum(['actual', 'volumetric']).optional(),
      volumetricDivisor: z.number().positive().optional(),
      defaultMaxGrams: z.number().positive().optional(),
      gstRate: z.number().min(0).max(1).optional(),
      tracking: z.boolean().optional(),
    })
    .optional(),
});
export type RateCardUpload = z.output<typeof rateCardUploadSchema>;

export const rateCardIdSchema = z.object({
  id: z.coerce.number({ message: 'id is required.' }).int().positive({ message: 'id is required.' }),
});

/** A user's monthly international EMS revenue (000 §9 tiers), set by billing or a super admin. */
export const emsRevenueSchema = z.object({
  userId: z.coerce.number().int().positive(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Month must be YYYY-MM.' }),
  amountInr: z.coerce.number().min(0, { message: 'Revenue cannot be negative.' }).max(1e12),
});
