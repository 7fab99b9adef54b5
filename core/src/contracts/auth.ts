/**
 * Sign-in (000 §4.3, §7 authentication/*; 002 §2.1–2.2): login, first-login password, logout, the
 * signed-in user, registration and password reset. The login answer keeps the spec's top-level
 * fields (`isActive`, `isFirstLogin`, `userDetails`, `redirectToken`, `d2Auth`) beside `data`.
 */
import { z } from 'zod';
import {
  changePasswordSchema,
  checkEncryptedStringSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  setNewPasswordSchema,
  verifyAndSetPasswordSchema,
} from '../schemas/auth';
import { contract, noData } from './contract';

/** What the screens read about the signed-in user (the login's userDetails, profile). */
export const publicUserSchema = z
  .object({
    _id: z.number().int(),
    userId: z.number().int(),
    userType: z.number().int(),
    userName: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobile: z.string().nullable(),
    ieCode: z.string().nullable(),
    gstin: z.string().nullable(),
    roles: z.array(z.string()),
    seriesCode: z.string().nullable(),
    fpo: z.string().nullable(),
    defaultCarrier: z.string(),
    isActive: z.boolean(),
    parentUserId: z.number().int().nullable(),
    organizationId: z.number().int().nullable(),
    landingPath: z.string().describe('Where the portal opens for this user'),
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.output<typeof publicUserSchema>;

/** A spec answer that may say `success: false` with status 200 (a refusal the screen words itself). */
const successFlag = z.boolean().describe('false: refused; the message says why');

const signedIn = z.object({ token: z.string(), user: publicUserSchema });

/** The spec's login answer: signed in, first login (set a password), or refused. */
const loginExtra = {
  success: successFlag,
  isActive: z.boolean(),
  isFirstLogin: z.boolean().optional(),
  token: z.string().optional(),
  userDetails: z
    .union([publicUserSchema, z.object({ userId: z.number().int() })])
    .nullable()
    .optional(),
  redirectToken: z.string().nullable().optional().describe('A customs user lands on the CSB portal with it'),
  d2Auth: z.string().optional().describe("The organization service's token (super admin)"),
};
const loginData = z.union([signedIn, z.object({ isFirstLogin: z.literal(true) })]).nullable();

/** "User token data after exchange" (000 §3). */
const userTokenSchema = z.object({
  isExporter: z.boolean(),
  isActive: z.boolean(),
  isDomestic: z.boolean(),
  isDomesticActive: z.boolean(),
  gstin: z.string().nullable(),
  userType: z.number().int(),
});
const availability = z.object({ available: z.boolean() });
const nameParam = z.object({ name: z.string().trim().min(1).max(100) });
const codeParam = z.object({ code: z.string().trim().min(1).max(20) });

const T = 'Sign-in';

export const AUTH_CONTRACTS = {
  login: contract({
    name: 'login',
    summary: 'Sign in with user type, username (or IEC) and password',
    method: 'POST',
    path: 'authentication/login',
    tag: T,
    auth: 'none',
    payload: loginSchema,
    answer: loginData,
    extra: loginExtra,
  }),
  verifyAndSetPassword: contract({
    name: 'verifyAndSetPassword',
    summary: "A customs user's first sign-in: the temporary password and a new one",
    method: 'POST',
    path: 'authentication/verifyAndSetPassword',
    tag: T,
    auth: 'none',
    payload: verifyAndSetPasswordSchema,
    answer: signedIn,
    extra: { token: z.string(), userDetails: publicUserSchema },
  }),
  logout: contract({
    name: 'logout',
    summary: 'Sign out: this token stops working everywhere',
    method: 'GET',
    path: 'authentication/logout',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    answer: noData,
  }),
  profile: contract({
    name: 'profile',
    summary: 'The signed-in user',
    method: 'GET',
    path: 'authentication/profile',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    answer: publicUserSchema,
  }),
  userToken: contract({
    name: 'userToken',
    summary: "The signed-in user's token data: exporter, domestic, active",
    method: 'GET',
    path: 'authentication/userToken',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    answer: userTokenSchema,
    extra: {
      userToken: userTokenSchema,
    },
  }),
  checkUsername: contract({
    name: 'checkUsername',
    summary: 'Whether a username is still free (registration)',
    method: 'GET',
    path: 'authentication/checkUsername/{name}',
    tag: T,
    auth: 'none',
    params: nameParam,
    answer: availability,
    extra: { available: z.boolean() },
  }),
  checkIeCode: contract({
    name: 'checkIeCode',
    summary: 'Whether an IEC is still free (exporter registration)',
    method: 'GET',
    path: 'authentication/checkIeCode/{code}',
    tag: T,
    auth: 'none',
    params: codeParam,
    answer: availability,
    extra: { available: z.boolean() },
  }),
  register: contract({
    name: 'register',
    summary: 'Register an exporter or a service provider (14-day trial)',
    description: "The spec's newregistrationUser is the same call.",
    method: 'POST',
    path: 'authentication/register',
    tag: T,
    auth: 'none',
    status: 201,
    payload: registerSchema,
    answer: z.object({ userId: z.number().int() }),
  }),
  resetpassword: contract({
    name: 'resetpassword',
    summary: 'Send a password reset link (same answer whether or not the account exists)',
    method: 'POST',
    path: 'authentication/resetpassword',
    tag: T,
    auth: 'none',
    payload: resetPasswordSchema,
    answer: noData,
  }),
  checkEncrptedString: contract({
    name: 'checkEncrptedString',
    summary: 'Whether a reset link is still valid',
    method: 'POST',
    path: 'authentication/checkEncrptedString',
    tag: T,
    auth: 'none',
    payload: checkEncryptedStringSchema,
    answer: z.object({ valid: z.boolean() }),
    extra: { success: successFlag },
  }),
  setNewpassword: contract({
    name: 'setNewpassword',
    summary: 'Set a new password from a reset link',
    method: 'POST',
    path: 'authentication/setNewpassword',
    tag: T,
    auth: 'none',
    payload: setNewPasswordSchema,
    answer: noData,
  }),
  changePassword: contract({
    name: 'changePassword',
    summary: 'Change the password: older sessions end, this one gets a fresh token',
    method: 'POST',
    path: 'authentication/changePassword',
    tag: T,
    auth: 'bearer',
    permission: 'account.self',
    payload: changePasswordSchema,
    answer: z.object({ token: z.string() }),
    extra: { token: z.string() },
  }),
};

export { loginData as loginAnswerDataSchema, loginExtra as loginAnswerExtra, successFlag };
