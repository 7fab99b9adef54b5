/**
 * The shipping pages' forms (mfe-shipping) whose fields are not a wire payload as they stand:
 * searches whose empty fields mean "any", the scan screen's one id, the rate calculator's typed
 * numbers. Each is built from the schema or rule of its call, so the form and the server refuse
 * the same input with the same (spec's) words.
 */
import { z } from 'zod';
import { carrierListQuerySchema } from '../carriers';
import { PBE_TYPES } from '../orders/enums';
import { parcelListQuerySchema } from '../parcels/schemas';
import { PARCEL_STATUSES } from '../parcels/state';
import { canCalculate, type CalculatorForm } from '../rates/calculator';
import { listIdError, scanIdError } from '../shipabroad/scan';

const pickedDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]);

/** The parcel list's search and filters: the list query's fields, each empty for "any". */
export const parcelFilterFormSchema = z.object({
  search: parcelListQuerySchema.shape.search.unwrap(),
  status: z.union([z.literal(''), z.enum(PARCEL_STATUSES)]),
  pbe: z.union([z.literal(''), z.enum(PBE_TYPES)]),
  from: pickedDate,
  to: pickedDate,
});

/** A courier's parcel list search (docket, box, order, consignee or AWB). */
export const carrierSearchFormSchema = z.object({
  search: carrierListQuerySchema.shape.search.unwrap(),
});

/**
 * The scan screen's one id (001 §2.15): in Scan mode a whole parcel id, 'Please enter a valid
 * Parcel Id' otherwise; in Enter mode an id for the list of more than 5 characters, 'Please entera
 * valid Parcel Id' otherwise (the spec's spelling).
 */
export const parcelScanFormSchema = z
  .object({ mode: z.enum(['scan', 'enter']), id: z.string().trim() })
  .superRefine((v, ctx) => {
    const bad = v.mode === 'scan' ? scanIdError(v.id) : listIdError(v.id);
    if (bad) ctx.addIssue({ code: 'custom', path: ['id'], message: bad });
  });

/**
 * The rate calculator (000 §4.1): "A new calculation runs only when the country and all four
 * numbers are filled and non-zero" (the button stays disabled until then; core's canCalculate).
 */
export const calculatorFormSchema = z
  .object({
    country: z.string(),
    weight: z.string(),
    length: z.string(),
    width: z.string(),
    height: z.string(),
  })
  .refine((f: CalculatorForm) => canCalculate(f), { message: 'Fill the country and all four numbers.' });
