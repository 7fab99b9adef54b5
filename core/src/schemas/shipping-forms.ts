/**
 * The shipping pages' forms (mfe-shipping) whose fields are not a wire payload as they stand:
 * searches whose empty fields mean "any", the scan screen's one id, the rate calculator's typed
 * numbers, the parcel form's box entered once, the inventory's workbook. Each is built from the schema or rule of its call, so the form and the server refuse
 * the same input with the same (spec's) words.
 */
import { z } from 'zod';
import { carrierListQuerySchema } from '../carriers';
import { checkBulkFileName } from '../orders/bulk';
import { PBE_TYPES } from '../orders/enums';
import { CONSIGNEE_FIELDS } from '../parcels/inventory';
import { parcelFormSchema, parcelListQuerySchema } from '../parcels/schemas';
import { PARCEL_STATUSES } from '../parcels/state';
import { calculatorNumber, canCalculate, type CalculatorForm } from '../rates/calculator';
import { listIdError, scanIdError } from '../shipabroad/scan';
import { chosenFile } from './docket-forms';

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

/** Under a weight or size the person left empty, zero or not a number (000 §5 "required and non-zero"). */
export const CALCULATOR_NUMBER_MSG = 'Enter a number greater than 0.';
const calculatorSize = z.string().refine((v) => calculatorNumber(v) !== undefined, CALCULATOR_NUMBER_MSG);

/**
 * The rate calculator (000 §4.1): "A new calculation runs only when the country and all four
 * numbers are filled and non-zero" (the button stays disabled until then; core's canCalculate).
 */
export const calculatorFormSchema = z
  .object({
    country: z.string(),
    weight: calculatorSize,
    length: calculatorSize,
    width: calculatorSize,
    height: calculatorSize,
  })
  .refine((f: CalculatorForm) => canCalculate(f), { message: 'Fill the country and all four numbers.' });

/**
 * What the whole box shares in the parcel form (001 §3): entered once, on the first item, and
 * copied to every item, since the API's payload repeats them on each item (one consignee per box).
 */
export const PARCEL_BOX_FIELDS = [
  'pbe',
  'parcelType',
  'grossWeight',
  'trackingNo',
  'invoiceNo',
  'invoiceDate',
  'invoiceTerms',
  'igstMode',
  'freight',
  'insurance',
  'otherCharge',
  ...CONSIGNEE_FIELDS,
] as const;

type FormRow = Record<string, unknown>;
const isRow = (v: unknown): v is FormRow => typeof v === 'object' && v !== null;

/** The form's items as the API takes them: the first item's box fields on each, empty fields left out. */
export function spreadParcelBox(form: unknown): unknown {
  if (!isRow(form) || !Array.isArray(form.items)) return form;
  const items: unknown[] = form.items;
  const first = isRow(items[0]) ? items[0] : {};
  const box = Object.fromEntries(PARCEL_BOX_FIELDS.map((k) => [k, first[k] ?? '']));
  const filled = (item: unknown) =>
    Object.fromEntries(
      Object.entries({ ...(isRow(item) ? item : {}), ...box }).filter(([, x]) => x !== '' && x !== undefined),
    );
  return { ...form, items: items.map(filled) };
}

/**
 * The parcel form (createBox / editorders): the box entered once, checked as the API checks the
 * payload it becomes (parcelFormSchema), so a field's message is the server's.
 */
export const parcelBoxFormSchema = z.preprocess(spreadParcelBox, parcelFormSchema);

export const INVENTORY_IMPORT_MSG = { noFile: 'Choose the Excel file (.xlsx) to import.' } as const;

/**
 * The inventory's workbook import (issue 15): a chosen file whose name the upload gate takes
 * (checkBulkFileName, the gate's own rule and words); its rows are checked by the server.
 */
export const inventoryImportFormSchema = z.object({
  workbook: chosenFile(INVENTORY_IMPORT_MSG.noFile).superRefine((f, ctx) => {
    const bad = checkBulkFileName(f.name);
    if (bad) ctx.addIssue({ code: 'custom', message: bad });
  }),
});
