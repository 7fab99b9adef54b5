/** The parcel list (issue 15; 000 §7 order/*): parcels (boxes) not yet in a PBE, and their papers. */
import { z } from 'zod';
import { pagerSchema } from '../pager';
import {
  createdPbeSchema,
  createPbeSchema,
  docketRefSchema,
  parcelDetailSchema,
  parcelEditSchema,
  parcelFormSchema,
  parcelIdSchema,
  parcelIdsSchema,
  parcelListItemSchema,
  parcelListQuerySchema,
  reviewSettingSchema,
} from '../parcels';
import { contract, fileAnswer } from './contract';

const TAG = 'Parcels';
const madeParcel = z.object({ id: z.number().int(), boxId: z.string() }).meta({ id: 'ParcelRef' });
export const saveForLaterSchema = parcelIdsSchema.extend({
  restore: z.boolean().optional().describe('true: back from Saved for later'),
});
export const parcelSearchSchema = z.object({
  search: z.string().trim().min(1, 'Please enter a search text').max(100),
});

/** The parcel calls share their address prefix, sign-in and permission. */
function parcelCall<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  A extends z.ZodType | undefined = undefined,
  R extends z.ZodType | ReturnType<typeof fileAnswer> = z.ZodType,
  X extends z.ZodRawShape = Record<never, never>,
>(c: {
  name: string;
  summary: string;
  method?: 'GET' | 'POST';
  path: string;
  payload?: P;
  query?: Q;
  params?: A;
  answer: R;
  extra?: X;
  status?: number;
  examples?: { cli?: string };
}) {
  return contract<P, Q, A, R, X>({
    ...c,
    method: c.method ?? 'POST',
    path: `order/${c.path}`,
    tag: TAG,
    auth: 'bearer',
    permission: 'parcels.manage',
  });
}

const returned = z.object({ docketNo: z.string(), parcels: z.number().int(), message: z.string() });
const printCall = (name: string, summary: string) =>
  parcelCall({ name, summary, path: name, payload: parcelIdsSchema, answer: fileAnswer('application/pdf') });

export const PARCEL_CONTRACTS = {
  allorders: parcelCall({
    name: 'allorders',
    summary: 'One page of the parcel list, with its search and filters',
    method: 'GET',
    path: 'allorders',
    query: parcelListQuerySchema,
    answer: z.array(parcelListItemSchema),
    extra: {
      pager: pagerSchema,
      count: z.number().int(),
      reviewBeforePbe: z.boolean().describe("The exporter's review-before-PBE setting"),
    },
    examples: { cli: 'exportdesk parcels list --json' },
  }),
  parcel: parcelCall({
    name: 'getParcel',
    summary: 'One parcel with its items',
    method: 'GET',
    path: 'parcel/{id}',
    params: parcelIdSchema,
    answer: parcelDetailSchema,
  }),
  searchParcel: parcelCall({
    name: 'searchParcel',
    summary: 'Find parcels by box id, order id, invoice or consignee (at most 20)',
    path: 'searchParcel',
    payload: parcelSearchSchema,
    answer: z.array(parcelListItemSchema),
  }),
  createBox: parcelCall({
    name: 'createBox',
    summary: 'Save a parcel (box) of one or more items to one consignee',
    path: 'createBox',
    status: 201,
    payload: parcelFormSchema,
    answer: madeParcel,
  }),
  editorders: parcelCall({
    name: 'editorders',
    summary: "Change a parcel's items",
    path: 'editorders',
    payload: parcelEditSchema,
    answer: madeParcel,
  }),
  deleteorders: parcelCall({
    name: 'deleteorders',
    summary: 'Delete parcels not yet in a PBE',
    path: 'deleteorders',
    payload: parcelIdsSchema,
    answer: z.object({ deleted: z.number().int() }),
    examples: { cli: 'exportdesk parcels delete 12 13 --yes --json' },
  }),
  cloneParcel: parcelCall({
    name: 'cloneParcel',
    summary: 'Copy a parcel as a new draft',
    path: 'cloneParcel',
    payload: parcelIdSchema,
    answer: madeParcel,
    examples: { cli: 'exportdesk parcels clone 12 --json' },
  }),
  mergeParcels: parcelCall({
    name: 'mergeParcels',
    summary: 'Merge parcels of one exporter and consignee into one box',
    path: 'mergeParcels',
    payload: parcelIdsSchema,
    answer: madeParcel,
    examples: { cli: 'exportdesk parcels merge 12 13 --json' },
  }),
  saveForLater: parcelCall({
    name: 'saveForlater',
    summary: 'Move parcels to Saved for later, or back',
    path: 'saveForlater',
    payload: saveForLaterSchema,
    answer: z.object({ moved: z.number().int() }),
  }),
  createPbe: parcelCall({
    name: 'createPbe',
    summary: 'Make one docket (PBE or CSB-V) of the chosen parcels',
    path: 'createPbe',
    status: 201,
    payload: createPbeSchema,
    answer: createdPbeSchema,
    examples: { cli: 'exportdesk pbe create --parcels 12 13 --type PBE2 --json' },
  }),
  deletePbe: parcelCall({
    name: 'deletePbe',
    summary: 'Delete a docket made from parcels: its parcels come back to the list',
    path: 'deletePbe',
    payload: docketRefSchema,
    answer: returned,
  }),
  undoGeneratePbe: parcelCall({
    name: 'undoGeneratePbe',
    summary: 'Undo Generate PBE: the parcels come back to the list',
    path: 'undoGeneratePbe',
    payload: docketRefSchema,
    answer: returned,
  }),
  reviewBeforePbe: parcelCall({
    name: 'reviewBeforePbe',
    summary: 'Turn review before PBE on or off: pushed orders wait in the parcel list',
    path: 'reviewBeforePbe',
    payload: reviewSettingSchema,
    answer: z.object({ reviewBeforePbe: z.boolean() }),
  }),
  printLabel: parcelCall({
    name: 'printLabel',
    summary: "One parcel's shipping label (PDF)",
    path: 'printLabel',
    payload: parcelIdSchema,
    answer: fileAnswer('application/pdf'),
  }),
  printallshippinglabels: printCall('printallshippinglabels', "The chosen parcels' shipping labels (PDF)"),
  printallcnform: printCall('printallcnform', "The chosen parcels' customs forms, CN22 or CN23 (PDF)"),
  printpboe: printCall('printpboe', 'The postal bill of export of the chosen parcels (PDF)'),
};
