/** The look-ups beside the forms (002 §2.9): HS codes (by text and by category), the HS classifier, de minimis. */
import { z } from 'zod';
import { hsSuggestionSchema } from '../classifier';
import { hsClassifySchema } from '../classifier/schema';
import { hsLookupSchema, hsRowSchema } from '../content/hsLookup';
import { deMinimisQuerySchema, deMinimisRowSchema } from '../deminimis';
import { mainCatSchema } from '../spec-calls';
import { contract } from './contract';

export const LOOKUP_CONTRACTS = {
  getItemLookUp: contract({
    name: 'getItemLookUp',
    summary: 'Find HS codes by code prefix or words, with the duty column',
    method: 'POST',
    path: 'lookup/getItemLookUp',
    tag: 'HS codes',
    auth: 'bearer',
    permission: 'account.self',
    payload: hsLookupSchema,
    answer: z.array(hsRowSchema),
  }),
  getMainCat: contract({
    name: 'getMainCat',
    summary: 'Browse the HS tree a level at a time, or search within a chapter or heading',
    method: 'POST',
    path: 'lookup/getMainCat',
    tag: 'HS codes',
    auth: 'bearer',
    permission: 'account.self',
    payload: mainCatSchema,
    answer: z.array(hsRowSchema),
    extra: { catCode: z.string().describe('The category opened (or searched within)') },
  }),
  classify: contract({
    name: 'classifyProduct',
    summary: 'Suggest the 5 likeliest HS subheadings for a product description',
    method: 'POST',
    path: 'hsn/classify',
    tag: 'HS codes',
    auth: 'bearer',
    permission: 'account.self',
    payload: hsClassifySchema,
    answer: z.array(hsSuggestionSchema),
  }),
  deMinimis: contract({
    name: 'getDeMinimis',
    summary: "Each destination's duty-free and tax-free import allowance",
    method: 'GET',
    path: 'deminimis',
    tag: 'Duty-free allowance',
    auth: 'bearer',
    permission: 'account.self',
    query: deMinimisQuerySchema,
    answer: z.array(deMinimisRowSchema),
  }),
};
