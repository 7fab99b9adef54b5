/**
 * Account rules of issue 14 (000 §4.3–4.4, §5, §7; 001 §2.1, §5; 002 §3, §7): OTPs, the profile
 * and document settings, the invoice logo, the domestic registration's GSTIN certificate, and the
 * payloads of the accounts calls. Pure: the API validates with these, the forms use them.
 */
import { z } from 'zod';
import { LIMITS } from './limits';
import { MSG } from './messages';
import { INVOICE_TERMS, IGST_MODES } from './orders/enums';
import { isFpoCode } from './orders/fpo';
import { PARCEL_CARRIERS } from './carriers/vocabulary';
import { USER_TYPE, type Principal } from './roles';
import { personMobileField, personNameField } from './schemas/auth';
import { isValidGstin, isValidIec, isValidPinCode } from './validators';

/**
 * OTP rules. The spec shows only "Password/OTP minimum 5 characters"; ours: 6 digits (≥ 5),
 * valid 5 minutes, 5 wrong guesses burn it, single use, stored only as a hash, and a new one
 * for the same target at most every 30 seconds (an SMS costs money and floods a phone).
 */
export const OTP_RULES = {
  length: 6,
  ttlMs: 5 * 60_000,
  maxAttempts: 5,
  resendAfterMs: 30_000,
  /** a verified contact proof (mobile or e-mail) is good for registering within this time */
  proofTtlMs: 30 * 60_000,
} as const;

export const OTP_PURPOSES = ['register', 'login', 'activate'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const OTP_CHANNELS = ['mobile', 'email'] as const;
export type OtpChannel = (typeof OTP_CHANNELS)[number];

/** Invoice logo: PNG or JPEG, at most 1 MB, checked by the file's first bytes (not its name). */
export const LOGO_MAX_BYTES = 1024 * 1024;

export const ACCOUNT_MSG = {
  // quoted (000 §4.4, §5; 001 §2.1, §5, §8; 002 §8)
  domesticConfirm: 'Are you sure? Want to register domestic account with existing details.!',
  domesticConfirmButton: 'Yes, Register',
  domesticInReview: 'Your Domestic account is in review.',
  onlyPdf: 'Only PDF document is allowed!',
  pdfTooLarge: 'File is too large, max 1MB file is permitted',
  sharingSuccessful: 'Sharing Successful',
  registered: 'Registered',
  uploadLogo: 'Please upload your logo',
  // ours, where the spec shows none
  otpSent: (channel: OtpChannel) => `OTP sent to your ${channel === 'mobile' ? 'mobile number' : 'e-mail'}.`,
  otpInvalid: 'Invalid OTP. Please try again.',
  otpExpired: 'This OTP has expired or was already used. Please request a new one.',
  otpTooManyTries: 'Too many wrong OTPs. Please request a new one.',
  otpWait: (sec: number) => `Please wait ${sec} seconds before requesting another OTP.`,
  otpVerified: 'OTP verified.',
  accountActivated: 'Your account is activated. Please log in.',
  contactNotVerified: 'Please verify your mobile number and e-mail with the OTP first.',
  noAccountForOtp: 'No active account with this username.',
  invalidGstin: 'Invalid GSTIN. Please check the 15 characters.',
  handoffInvalid: 'This sign-in link has expired or was already used. Please sign in again.',
  gstinLength: 'GSTIN must be 15 characters.',
  logoType: 'Only PNG or JPEG images are allowed.',
  logoTooLarge: 'Logo is too large, max 1MB file is permitted',
  logoSaved: 'Logo uploaded.',
  profileSaved: 'Profile updated.',
  noLinkedExporter: 'This IE code does not belong to an exporter linked to you.',
  domesticOnlyExporter: 'Only exporter accounts can register a domestic account.',
  domesticAlready: 'A domestic account is already registered for this user.',
  uploadCertificate: 'Please upload the GSTIN certificate (PDF).',
  domesticApproved: 'Domestic account approved.',
  domesticNotPending: 'This user has no domestic account waiting for approval.',
  lookupFailed: 'Oops!',
} as const;

/** First bytes of the files we accept (a PNG renamed .pdf is still a PNG). */
export type SniffedType = 'png' | 'jpeg' | 'pdf' | null;
export function sniffFileType(bytes: Uint8Array): SniffedType {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  // "%PDF-"
  if (b.length >= 5 && b[0] === 0x25 && b[1] === 0x50 && b[2] === 0x44 && b[3] === 0x46 && b[4] === 0x2d)
    return 'pdf';
  return null;
}

/** The GSTIN certificate of a domestic registration: a real PDF of at most 1 MB (001 §5). */
export function gstinCertificateProblem(bytes: Uint8Array): string | null {
  if (sniffFileType(bytes) !== 'pdf') return ACCOUNT_MSG.onlyPdf;
  if (bytes.length > LIMITS.pdfMaxBytes) return ACCOUNT_MSG.pdfTooLarge;
  return null;
}

/** The invoice logo: PNG or JPEG of at most 1 MB. */
export function logoProblem(bytes: Uint8Array): string | null {
  const t = sniffFileType(bytes);
  if (t !== 'png' && t !== 'jpeg') return ACCOUNT_MSG.logoType;
  if (bytes.length > LOGO_MAX_BYTES) return ACCOUNT_MSG.logoTooLarge;
  return null;
}

/**
 * "A 'Go To Domestic' button shows for userType 1" (000 §2.3, §4.4): the home page's button and the
 * API's domestic registration both ask this.
 */
export const canRegisterDomestic = (p: Principal) => p.userType === USER_TYPE.EXPORTER_ADMIN;

/** A GSTIN field: 15 characters and the real mod-36 check character. */
export const gstinField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((g) => g.length === 15, { message: ACCOUNT_MSG.gstinLength })
  .refine(isValidGstin, { message: ACCOUNT_MSG.invalidGstin });

const emailField = z.string().trim().toLowerCase().email({ message: MSG.invalidEmail }).max(160);
const otpField = z
  .string({ message: ACCOUNT_MSG.otpInvalid })
  .trim()
  .min(LIMITS.passwordMin, { message: ACCOUNT_MSG.otpInvalid })
  .max(10, { message: ACCOUNT_MSG.otpInvalid });

/** The target of an OTP must match its channel. */
export function otpTargetProblem(channel: OtpChannel, target: string): string | null {
  if (channel === 'mobile') return /^\d{10}$/.test(target) ? null : MSG.invalidMobile;
  return z.string().email().safeParse(target).success ? null : MSG.invalidEmail;
}

/** sendotp: a registration form confirms its mobile or e-mail. */
export const sendOtpSchema = z
  .object({
    channel: z.enum(OTP_CHANNELS),
    target: z.string().trim().toLowerCase().min(1).max(160),
  })
  .superRefine((v, ctx) => {
    const problem = otpTargetProblem(v.channel, v.target);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['target'] });
  });
export type SendOtpInput = z.infer<typeof sendOtpSchema>;

export const verifyOtpSchema = z.object({
  channel: z.enum(OTP_CHANNELS),
  target: z.string().trim().toLowerCase().min(1).max(160),
  otp: otpField,
});
export type VerifyOtpInput = z.infer<typeof verifyOtpSchema>;

/** sendotpforlogin: the exporter (1) or service-provider (2) tab; the OTP goes to the account's mobile and e-mail. */
export const sendOtpForLoginSchema = z.object({
  userType: z.coerce.number().refine((t) => t === 1 || t === 2, { message: MSG.unknownUserType }),
  userName: z
    .string({ message: MSG.provideUsernamePassword })
    .trim()
    .min(1, MSG.provideUsernamePassword)
    .max(100),
});
export const loginWithOtpSchema = sendOtpForLoginSchema.extend({ otp: otpField });

export const verifyIecSchema = z.object({
  ieCode: z.string().trim().toUpperCase().refine(isValidIec, { message: MSG.invalidIec }),
});
export const verifyGstSchema = z.object({ gstin: gstinField });

export const authSignatorySchema = z.object({
  name: z.string().trim().min(1, 'Signatory name is required.').max(120),
  designation: z.string().trim().max(80).optional().default(''),
});
export type AuthSignatory = z.infer<typeof authSignatorySchema>;

export const pickupAddressSchema = z.object({
  line1: z.string().trim().max(200).default(''),
  line2: z.string().trim().max(200).optional().default(''),
  city: z.string().trim().max(80).default(''),
  state: z.string().trim().max(80).default(''),
  pinCode: z
    .string()
    .trim()
    .refine((v) => v === '' || isValidPinCode(v), { message: 'Invalid PIN code.' })
    .default(''),
});
export type PickupAddress = z.infer<typeof pickupAddressSchema>;

/** updateProfile: every field optional; only the ones sent change. */
export const updateProfileSchema = z.object({
  name: personNameField.optional(),
  mobile: personMobileField.optional(),
  email: emailField.optional(),
  // The spec's default carriers (000 §3 "defaultCarrier"): its parcel lists; the navbar's link follows.
  defaultCarrier: z.enum(PARCEL_CARRIERS, { message: 'Please choose a carrier from the list.' }).optional(),
  pickupAddress: pickupAddressSchema.optional(),
  invoiceTerms: z.enum(INVOICE_TERMS, { message: 'Please choose invoice terms from the list.' }).optional(),
  igstPayment: z
    .enum(IGST_MODES, { message: 'Please choose an IGST payment mode from the list.' })
    .optional(),
  fpoCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isFpoCode(v), {
      message: 'Please choose a foreign post office from the list.',
    })
    .optional(),
  authSignatories: z.array(authSignatorySchema).max(5, 'At most 5 authorised signatories.').optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** The document settings a CHA loads by IE code (002 §7 getProfileDetails, checkIeCodeForDataEntry). */
export const profileDetailsSchema = z
  .object({
    ieCode: z.string().nullable(),
    name: z.string(),
    gstin: z.string().nullable(),
    authSignatory: z.array(z.object({ name: z.string(), designation: z.string() })),
    invoiceTerms: z.string().nullable(),
    igstPayment: z.string().nullable(),
    fpoCode: z.string().nullable(),
    hasLogo: z.boolean(),
  })
  .meta({ id: 'ProfileDetails' });
export type ProfileDetails = z.output<typeof profileDetailsSchema>;

/** Domestic registration: the stored GSTIN, or one typed in the modal with its certificate. */
export const registerDomesticSchema = z.object({
  gstin: gstinField.optional(),
  /** key of the certificate stored by the upload call or the digital locker */
  uploadedFile: z.string().trim().max(200).optional(),
});
export type RegisterDomesticInput = z.infer<typeof registerDomesticSchema>;

/**
 * The one-time code a hand-off URL carries (issue 23: the domestic app gets `?code=`, never a
 * token) and trades for a token with POST authentication/exchangeCode.
 */
export const handoffCodeSchema = z.object({
  code: z
    .string({ message: ACCOUNT_MSG.handoffInvalid })
    .trim()
    .min(20, { message: ACCOUNT_MSG.handoffInvalid })
    .max(100, { message: ACCOUNT_MSG.handoffInvalid }),
});

export const digiLockerSchema = z.object({
  gstin: gstinField,
  docType: z.literal('gstin').default('gstin'),
  /** the consent reference the locker's sharing step returned */
  data: z.string().trim().min(1).max(500),
});

/** /register/{userId}: the OTP that confirms an account registered without proved contacts. */
export const activationSchema = z.object({
  userId: z.coerce.number().int().positive(),
  otp: otpField,
});

export const approveDomesticSchema = z.object({
  userId: z.coerce.number().int().positive(),
  approve: z.boolean().default(true),
});

export const ieCodeParamSchema = z.object({
  ieCode: z.string().trim().toUpperCase().refine(isValidIec, { message: MSG.invalidIec }),
});
