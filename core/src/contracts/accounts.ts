/**
 * The account (000 §7 authentication/*, 002 §7; issue 14): registration OTPs and activation, IEC
 * and GSTIN look-ups, OTP sign-in, the profile and document settings, the invoice logo, the
 * India Post pay-later details and the roles table. The domestic account is in `domestic.ts`.
 */
import { z } from 'zod';
import {
  activationSchema,
  ieCodeParamSchema,
  loginWithOtpSchema,
  pickupAddressSchema,
  profileDetailsSchema,
  sendOtpForLoginSchema,
  sendOtpSchema,
  updateProfileSchema,
  verifyGstSchema,
  verifyIecSchema,
  verifyOtpSchema,
} from '../accounts';
import { bnplSchema } from '../spec-calls';
import { loginAnswerDataSchema, loginAnswerExtra, successFlag } from './auth';
import { contract, noData } from './contract';

/** getProfileDetails / updateProfile: the document settings plus the account's own fields. */
export const accountProfileSchema = profileDetailsSchema
  .extend({
    _id: z.number().int(),
    userType: z.number().int(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    defaultCarrier: z.string(),
    pickupAddress: pickupAddressSchema.nullable(),
    mobileVerified: z.boolean(),
    emailVerified: z.boolean(),
    domesticStatus: z.string().nullable(),
  })
  .meta({ id: 'AccountProfile' });
export type AccountProfile = z.output<typeof accountProfileSchema>;

export const bnplDetailsSchema = z
  .object({
    isBnpl: z.boolean(),
    customerId: z.string(),
    contractNo: z.string(),
    bookingOffice: z.string(),
    validTill: z.string().optional(),
    updatedAt: z.number().describe('epoch ms'),
  })
  .meta({ id: 'BnplDetails' });

export const referralSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type Referral = z.output<typeof referralSchema>;

const dataUrl = z.string().describe('The logo as a data: URL (PNG or JPEG)');

const sandboxOtpQuery = z.object({
  channel: z.enum(['mobile', 'email']),
  target: z.string().trim().toLowerCase().max(160),
});

const T = 'Account';
const bearer = { auth: 'bearer', permission: 'account.settings' } as const;

export const ACCOUNT_CONTRACTS = {
  sendotp: contract({
    name: 'sendotp',
    summary: 'Send a registration OTP to a mobile or an e-mail',
    method: 'POST',
    path: 'authentication/sendotp',
    tag: T,
    auth: 'none',
    payload: sendOtpSchema,
    answer: noData,
  }),
  verifyotp: contract({
    name: 'verifyotp',
    summary: 'Prove a mobile or an e-mail with its OTP',
    method: 'POST',
    path: 'authentication/verifyotp',
    tag: T,
    auth: 'none',
    payload: verifyOtpSchema,
    answer: z.object({ verified: z.literal(true), channel: z.enum(['mobile', 'email']), target: z.string() }),
  }),
  sendotpforlogin: contract({
    name: 'sendotpforlogin',
    summary: "Send a sign-in OTP to the account's mobile and e-mail",
    method: 'POST',
    path: 'authentication/sendotpforlogin',
    tag: T,
    auth: 'none',
    payload: sendOtpForLoginSchema,
    answer: noData,
  }),
  loginwithotp: contract({
    name: 'loginwithotp',
    summary: 'Sign in with an OTP instead of the password',
    method: 'POST',
    path: 'authentication/loginwithotp',
    tag: T,
    auth: 'none',
    payload: loginWithOtpSchema,
    answer: loginAnswerDataSchema,
    extra: loginAnswerExtra,
  }),
  sendActivationOtp: contract({
    name: 'sendActivationOtp',
    summary: 'Send the OTP that confirms a new account',
    method: 'POST',
    path: 'authentication/sendActivationOtp',
    tag: T,
    auth: 'none',
    payload: activationSchema.pick({ userId: true }),
    answer: noData,
  }),
  activateAccount: contract({
    name: 'activateAccount',
    summary: 'Confirm a new account with its OTP',
    method: 'POST',
    path: 'authentication/activateAccount',
    tag: T,
    auth: 'none',
    payload: activationSchema,
    answer: noData,
  }),
  verifyIec2023: contract({
    name: 'verifyIec2023',
    summary: 'Look an IEC up at DGFT',
    method: 'POST',
    path: 'authentication/verifyIec2023',
    tag: T,
    auth: 'none',
    payload: verifyIecSchema,
    answer: z.object({
      found: z.boolean(),
      ieCode: z.string(),
      name: z.string().optional(),
      status: z.string().optional(),
    }),
    extra: { success: successFlag },
  }),
  verifyGst2023: contract({
    name: 'verifyGst2023',
    summary: 'Look a GSTIN up at GSTN',
    method: 'POST',
    path: 'authentication/verifyGst2023',
    tag: T,
    auth: 'none',
    payload: verifyGstSchema,
    answer: z.object({
      found: z.boolean(),
      gstin: z.string(),
      legalName: z.string().optional(),
      stateCode: z.string().optional(),
      status: z.string().optional(),
    }),
    extra: { success: successFlag },
  }),
  getreferrals: contract({
    name: 'getreferrals',
    summary: 'Where a new user heard of us (the registration form list)',
    method: 'GET',
    path: 'authentication/getreferrals',
    tag: T,
    auth: 'none',
    answer: z.array(referralSchema),
  }),
  getProfileDetails: contract({
    name: 'getProfileDetails',
    summary: "The signed-in account's profile and document settings",
    method: 'GET',
    path: 'authentication/getProfileDetails',
    tag: T,
    ...bearer,
    answer: accountProfileSchema,
  }),
  updateProfile: contract({
    name: 'updateProfile',
    summary: 'Change the profile: only the fields sent change',
    method: 'POST',
    path: 'authentication/updateProfile',
    tag: T,
    ...bearer,
    payload: updateProfileSchema,
    answer: accountProfileSchema,
  }),
  uploadLogo: contract({
    name: 'uploadLogo',
    summary: 'Upload the invoice logo (PNG or JPEG, up to 1 MB)',
    description: 'Multipart field `file`, or the raw bytes as application/octet-stream.',
    method: 'POST',
    path: 'authentication/uploadLogo',
    tag: T,
    ...bearer,
    answer: z.object({ hasLogo: z.boolean() }),
  }),
  getLogoForInvoice: contract({
    name: 'getLogoForInvoice',
    summary: "The exporter's invoice logo",
    method: 'GET',
    path: 'authentication/getLogoForInvoice',
    tag: T,
    ...bearer,
    answer: dataUrl,
  }),
  getLogoForExporter: contract({
    name: 'getLogoForExporter',
    summary: "A linked exporter's invoice logo, by IE code (CHA)",
    method: 'GET',
    path: 'authentication/getLogoForExporter/{ieCode}',
    tag: T,
    ...bearer,
    params: ieCodeParamSchema,
    answer: dataUrl,
  }),
  checkIeCodeForDataEntry: contract({
    name: 'checkIeCodeForDataEntry',
    summary: "A linked exporter's document settings, by IE code (CHA)",
    method: 'GET',
    path: 'authentication/checkIeCodeForDataEntry/{ieCode}',
    tag: T,
    ...bearer,
    params: ieCodeParamSchema,
    answer: profileDetailsSchema,
  }),
  updateBnpl: contract({
    name: 'updateBnpl',
    summary: "Save the exporter's India Post pay-later (BNPL) account",
    method: 'POST',
    path: 'authentication/updateBnpl',
    tag: T,
    auth: 'bearer',
    permission: 'account.bnpl',
    payload: bnplSchema,
    answer: bnplDetailsSchema,
  }),
  bnpl: contract({
    name: 'getBnpl',
    summary: 'The pay-later account saved by updateBnpl (null when never sent)',
    method: 'GET',
    path: 'authentication/bnpl',
    tag: T,
    auth: 'bearer',
    permission: 'account.bnpl',
    answer: bnplDetailsSchema.nullable(),
  }),
  roles: contract({
    name: 'roles',
    summary: "The user types, and this user's own type and permissions",
    method: 'POST',
    path: 'authentication/roles',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    answer: z.object({
      userType: z.number().int(),
      role: z.string().nullable(),
      roles: z.array(z.string()).readonly(),
      permissions: z.array(z.string()),
      userTypes: z.array(z.object({ userType: z.number().int(), role: z.string() })).readonly(),
    }),
  }),
  sandboxOtp: contract({
    name: 'sandboxOtp',
    summary: 'What the sandbox OTP driver "sent" (testers; never in production)',
    method: 'GET',
    path: 'authentication/sandbox/otp',
    tag: T,
    auth: 'bearer',
    permission: 'sandbox.otp',
    query: sandboxOtpQuery,
    answer: z.object({ otp: z.string().nullable() }),
  }),
};
