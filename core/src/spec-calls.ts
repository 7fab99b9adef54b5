/**
 * Payloads of the spec's calls that the spec names without their fields (issue 25 item 1); each
 * is our design, written down in the serving area's README.md. Every field is checked here so
 * the API, the portal and the CLI read one definition.
 */
import { z } from 'zod';
import { CARRIER_IDS, CARRIERS } from './carriers/vocabulary';
import { MSG } from './messages';
import { PERMISSIONS, USER_TYPES, can, type Permission, type Principal } from './roles';
import { isValidDocketNo, isValidS10 } from './validators';

export const SPEC_CALL_MSG = {
  bnplSaved: 'BNPL details updated successfully.',
  bnplCustomerId: 'Please enter a valid BNPL customer id (digits only, 6 to 15).',
  bnplContract: 'Please enter the BNPL contract number.',
  subscriptionSaved: 'Subscription updated.',
  orgNotFound: 'Organization not found.',
  noCategory: 'No record found',
} as const;

/**
 * authentication/updateBnpl (001 §7): the exporter's India Post "Book Now Pay Later" account,
 * whose postage India Post bills monthly. `isBnpl: false` keeps the details but stops using them.
 */
export const bnplSchema = z.object({
  isBnpl: z.boolean().default(true),
  /** India Post's BNPL customer id, printed on the agreement. */
  customerId: z
    .string({ message: SPEC_CALL_MSG.bnplCustomerId })
    .trim()
    .regex(/^\d{6,15}$/, SPEC_CALL_MSG.bnplCustomerId),
  contractNo: z
    .string({ message: SPEC_CALL_MSG.bnplContract })
    .trim()
    .min(1, SPEC_CALL_MSG.bnplContract)
    .max(30),
  /** The office of booking that holds the account (where the parcels are handed over). */
  bookingOffice: z.string().trim().max(100).optional().default(''),
  /** The agreement's end (yyyy-mm-dd), when it has one. */
  validTill: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a valid date')
    .optional(),
});
export type BnplInput = z.input<typeof bnplSchema>;
export type BnplDetails = z.output<typeof bnplSchema> & { updatedAt: number };

/** organization/manageSubscription: an organization's plan, its end and whether it is on. */
export const manageSubscriptionSchema = z.object({
  id: z.coerce.number().int().positive(),
  planId: z.string().trim().min(1).max(40),
  validTill: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please select a valid date'),
  isActive: z.boolean().default(true),
});
export type ManageSubscriptionInput = z.output<typeof manageSubscriptionSchema>;
export const organizationSubscriptionSchema = z.object({
  planId: z.string(),
  validTill: z.string().describe('yyyy-mm-dd'),
  isActive: z.boolean(),
  updatedAt: z.number().describe('epoch ms'),
});
export type OrganizationSubscription = z.output<typeof organizationSubscriptionSchema>;

/** addressbook/userList: the accounts of one organization (or every one), a page at a time. */
export const addressBookQuerySchema = z.object({
  organizationId: z.coerce.number().int().positive().optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export type AddressBookQuery = z.output<typeof addressBookQuerySchema>;

/** organization/getIntegratedVendors: the carriers we book with, India Post first (our own rates and PBE). */
export const INTEGRATED_VENDORS: ReadonlyArray<{
  code: string;
  name: string;
  booking: boolean;
  tracking: boolean;
}> = CARRIER_IDS.map((c) => ({
  code: c,
  name: CARRIERS[c].name,
  booking: CARRIERS[c].bookingList !== null,
  tracking: true,
}));

/**
 * commontracking/getCommonTrackData: any carrier's number. India Post S10 numbers keep their
 * check; couriers' AWBs are 6 to 30 letters and digits.
 */
export const commonTrackSchema = z
  .object({ trackingId: z.string({ message: MSG.invalidTrackingNo }).max(60) })
  .transform((v, ctx) => {
    const id = v.trackingId.replace(/\s+/g, '').toUpperCase();
    const s10Shaped = /^[A-Z]{2}\d{9}[A-Z]{2}$/.test(id);
    if ((s10Shaped && !isValidS10(id)) || !/^[A-Z0-9-]{6,30}$/.test(id)) {
      ctx.addIssue({ code: 'custom', path: ['trackingId'], message: MSG.invalidTrackingNo });
      return z.NEVER;
    }
    return { trackingId: id, isS10: s10Shaped };
  });

/** generateCSI (001 §7 "Docket detail"): the docket by its tempSBill. */
export const generateCsiSchema = z.object({
  tempSBill: z
    .string()
    .trim()
    .toUpperCase()
    .refine(isValidDocketNo, { message: 'Docket No. must be PMB followed by 13 digits.' }),
});

/**
 * getMainCat (002 §7): the HS tree a level at a time. Without `isSearch`, the children of
 * `catCode` (none: the chapters; a chapter: its headings; a heading: its subheadings). With
 * `isSearch`, `query` (words or a code prefix) searched within `group` (a chapter or heading).
 */
export const mainCatSchema = z
  .object({
    catCode: z
      .string()
      .trim()
      .regex(/^(\d{2}|\d{4}|\d{6})?$/, 'Please select a valid category')
      .optional()
      .default(''),
    isSearch: z.boolean().optional().default(false),
    query: z.string().trim().max(200).optional().default(''),
    group: z
      .string()
      .trim()
      .regex(/^(\d{2}|\d{4}|\d{6})?$/, 'Please select a valid category')
      .optional()
      .default(''),
  })
  .refine((v) => !v.isSearch || v.query.length >= 3, { path: ['query'], message: MSG.hsSearchMin });
export type MainCatInput = z.output<typeof mainCatSchema>;

/**
 * authentication/roles (000 §7): the spec's userType table, the signed-in user's own row, and the
 * permissions of the matrix this user holds (what the portal may show them).
 */
export function rolesContext(p: Principal) {
  return {
    userType: p.userType,
    role: USER_TYPES.find((t) => t.userType === p.userType)?.role ?? null,
    roles: p.roles,
    permissions: (Object.keys(PERMISSIONS) as Permission[]).filter((perm) => can(p, perm)),
    userTypes: USER_TYPES,
  };
}
