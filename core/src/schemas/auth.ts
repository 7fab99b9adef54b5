/** Payloads of sign-in and account calls (000 §4.3, §5; 002 §2.1–2.2, §5, §7). */
import { z } from 'zod';
import { MSG } from '../messages';
import { LIMITS } from '../limits';
import { LOGIN_GROUPS } from '../roles';
import { isValidGstin, isValidIec } from '../validators';
import { isFpoCode } from '../orders/fpo';

const userTypeField = z.coerce
  .number({ message: MSG.unknownUserType })
  .refine((t) => Object.prototype.hasOwnProperty.call(LOGIN_GROUPS, t), { message: MSG.unknownUserType });

/** Exporters sign in with their IEC; the exporter page says so in its message. */
export const missingCredentialsMessage = (userType: number) =>
  userType === 1 ? MSG.provideIecPassword : MSG.provideUsernamePassword;

export const loginSchema = z
  .object({
    userType: userTypeField,
    userName: z.string().trim().max(100).optional().default(''),
    password: z.string().max(200).optional(),
    otp: z.string().max(200).optional(),
    isDomesticLogin: z.coerce.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    const secret = v.password ?? v.otp ?? '';
    if (!v.userName || secret.length < LIMITS.passwordMin) {
      ctx.addIssue({ code: 'custom', message: missingCredentialsMessage(v.userType), path: ['password'] });
    }
  });
export type LoginInput = z.infer<typeof loginSchema>;

/** New password rules: "required, at least 8 characters", "spaces cannot be typed". */
export const newPasswordField = z
  .string({ message: MSG.passwordMin8 })
  .min(LIMITS.newPasswordMin, { message: MSG.passwordMin8 })
  .max(200)
  .refine((p) => !/\s/.test(p), { message: MSG.passwordNoSpaces });

function confirmEquals<T extends { confirmPassword: string }>(pick: (v: T) => string) {
  return (v: T, ctx: z.RefinementCtx) => {
    if (pick(v) !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordsNotSame, path: ['confirmPassword'] });
    }
  };
}

/** Customs first login: the OTP (temporary password) plus the new password twice. */
export const verifyAndSetPasswordSchema = z
  .object({
    userType: userTypeField,
    userName: z.string().trim().min(1, { message: MSG.provideUsernamePassword }).max(100),
    otp: z.string().min(LIMITS.passwordMin, { message: MSG.provideUsernamePassword }).max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ message: MSG.passwordsNotSame }),
  })
  .superRefine(confirmEquals((v) => v.newPassword));

export const resetPasswordSchema = z.object({
  userType: userTypeField,
  userName: z
    .string({ message: MSG.invalidUsername })
    .trim()
    .min(1, { message: MSG.invalidUsername })
    .max(100),
});

export const checkEncryptedStringSchema = z.object({ str: z.string().trim().min(1).max(200) });

export const setNewPasswordSchema = z
  .object({
    str: z.string().trim().min(1).max(200),
    password: newPasswordField,
    confirmPassword: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== undefined && v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordsNotSame, path: ['confirmPassword'] });
    }
  });

/**
 * The reset-password page's two fields (002 §5): "required, at least 8 characters",
 * "confirmation required and equal" in the page's own words; the link's `str` is sent beside them.
 */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (!v.confirmPassword || v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', message: MSG.passwordsMustMatch, path: ['confirmPassword'] });
    }
  });

export const changePasswordSchema = z
  .object({
    oldPassword: z.string().min(1, { message: MSG.wrongOldPassword }).max(200),
    newPassword: newPasswordField,
    confirmPassword: z.string({ message: MSG.passwordsNotSame }),
  })
  .superRefine(confirmEquals((v) => v.newPassword));

/** A new account's username (registration and an exporter's sub-users): one rule, one message. */
export const userNameField = z
  .string()
  .trim()
  .min(3, { message: 'Username must be at least 3 characters.' })
  .max(60)
  .regex(/^[A-Za-z0-9._-]+$/, {
    message: 'Username may contain letters, digits, dot, dash and underscore only.',
  });

/** Exporter or service-provider self-registration (pricing page form and /register). */
export const registerSchema = z
  .object({
    userType: z.coerce.number().refine((t) => t === 1 || t === 2, { message: MSG.unknownUserType }),
    userName: userNameField,
    ieCode: z.string().trim().toUpperCase().optional(),
    name: z.string().trim().min(3, { message: MSG.nameRequired }).max(120),
    email: z.string().trim().email({ message: MSG.invalidEmail }).max(160),
    mobile: z
      .string()
      .trim()
      .regex(/^\d{10}$/, { message: MSG.invalidMobile }),
    password: newPasswordField,
    referrer: z.string().trim().max(60).optional(),
    /**
     * Issue 14: GSTIN, optional (the spec: "optional for exporters"; ours: optional for service
     * providers too, a CHA may register before its GST registration), but when given it must carry
     * the real mod-36 check character.
     */
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .refine((g) => !g || isValidGstin(g), { message: 'Invalid GSTIN. Please check the 15 characters.' }),
    /** the exporter's foreign post office (port code from the FPO list); their dockets go there */
    fpo: z
      .string()
      .trim()
      .toUpperCase()
      .optional()
      .refine((v) => !v || isFpoCode(v), { message: 'Please choose a foreign post office from the list.' }),
  })
  .superRefine((v, ctx) => {
    if (v.userType === 1 && !(v.ieCode && isValidIec(v.ieCode))) {
      ctx.addIssue({ code: 'custom', message: MSG.invalidIec, path: ['ieCode'] });
    }
  });
export type RegisterInput = z.infer<typeof registerSchema>;

export const organizationSchema = z.object({
  name: z.string().trim().min(3, { message: 'Organization name must be at least 3 characters.' }).max(120),
  code: z
    .string()
    .trim()
    .min(2)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Code may contain letters, digits, dash and underscore only.' }),
  permissions: z.array(z.string().max(60)).max(100).default([]),
  isActive: z.boolean().default(true),
});
export const organizationUpdateSchema = organizationSchema
  .partial()
  .extend({ id: z.coerce.number().int().positive() });

/** Claims of the login token (000 §3 "Decoded login token"). */
export interface TokenClaims {
  userType: number;
  userId: number;
  name: string;
  roles: string[];
  seriesCode: string | null;
  fpo: string | null;
  url: string | null;
  isWebUrl: boolean;
  /** Set on a read-only support session (issue 14): the super admin who took it. */
  impersonatedBy?: number;
}
