/** The API calls of the sign-up, profile and settings pages (issue 14; /api/v1/authentication/…). */
import {
  ACCOUNT_CONTRACTS,
  ACCOUNT_EXTRA_CONTRACTS,
  AUTH_CONTRACTS,
  pathOf,
  type AnswerData,
  type NotificationPreferences,
  type OtpChannel,
  type RegisterInput,
  type UpdateProfileInput,
} from '@exportdesk/core';
import { callContract, sendForm } from '@exportdesk/portal-kit';

export type { Referral, AccountProfile as ProfileDetails } from '@exportdesk/core';

const a = ACCOUNT_CONTRACTS;
const auth = AUTH_CONTRACTS;

export const getReferrals = (signal?: AbortSignal) => callContract(a.getreferrals, {}, signal);
export const checkUsername = (name: string, signal?: AbortSignal) =>
  callContract(auth.checkUsername, { params: { name } }, signal);
export const checkIeCode = (code: string, signal?: AbortSignal) =>
  callContract(auth.checkIeCode, { params: { code } }, signal);

export const sendOtp = (v: { channel: OtpChannel; target: string }) => callContract(a.sendotp, { body: v });
export const verifyOtp = (v: { channel: OtpChannel; target: string; otp: string }) =>
  callContract(a.verifyotp, { body: v });
export const register = (v: RegisterInput) => callContract(auth.register, { body: v });
export const login = (v: { userType: number; userName: string; password: string }) =>
  callContract(auth.login, { body: { ...v, isDomesticLogin: false } });

export const sendActivationOtp = (v: { userId: number }) => callContract(a.sendActivationOtp, { body: v });
export const activateAccount = (v: { userId: number; otp: string }) =>
  callContract(a.activateAccount, { body: v });

export const getProfileDetails = (signal?: AbortSignal) => callContract(a.getProfileDetails, {}, signal);
export const updateProfile = (v: UpdateProfileInput) => callContract(a.updateProfile, { body: v });
export const changePassword = (v: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
  callContract(auth.changePassword, { body: v });

export const getLogo = (signal?: AbortSignal) => callContract(a.getLogoForInvoice, {}, signal);
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<AnswerData<typeof a.uploadLogo>>(pathOf(a.uploadLogo), form);
}

/** Issue 27: which automatic e-mails the signed-in user gets (Settings on the profile page). */
export const getNotificationPreferences = () => callContract(ACCOUNT_EXTRA_CONTRACTS.notificationPreferences);
export const saveNotificationPreferences = (preferences: Partial<NotificationPreferences>) =>
  callContract(ACCOUNT_EXTRA_CONTRACTS.saveNotificationPreferences, { body: { preferences } });
