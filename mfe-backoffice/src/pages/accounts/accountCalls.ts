/** The API calls of the sign-up, profile and settings pages (issue 14; /api/v1/authentication/…). */
import type {
  NotificationPreferences,
  OtpChannel,
  PickupAddress,
  AuthSignatory,
  RegisterInput,
  UpdateProfileInput,
} from '@exportdesk/core';
import { call, get, post, sendForm } from '@exportdesk/portal-kit';

export interface Referral {
  id: number;
  code: string;
  name: string;
}

export interface ProfileDetails {
  _id: number;
  userType: number;
  name: string;
  mobile: string | null;
  email: string | null;
  ieCode: string | null;
  gstin: string | null;
  defaultCarrier: string;
  pickupAddress: PickupAddress | null;
  authSignatory: AuthSignatory[];
  invoiceTerms: string | null;
  igstPayment: string | null;
  fpoCode: string | null;
  hasLogo: boolean;
  mobileVerified: boolean;
  emailVerified: boolean;
  domesticStatus: string | null;
}

export interface LoginAnswer {
  success: boolean;
  token?: string;
  message?: string;
}

export const getReferrals = (signal?: AbortSignal) => get<Referral[]>('authentication/getreferrals', signal);
export const checkUsername = (name: string, signal?: AbortSignal) =>
  get<{ available: boolean }>(`authentication/checkUsername/${encodeURIComponent(name)}`, signal);
export const checkIeCode = (code: string, signal?: AbortSignal) =>
  get<{ available: boolean }>(`authentication/checkIeCode/${encodeURIComponent(code)}`, signal);

export const sendOtp = (v: { channel: OtpChannel; target: string }) => post('authentication/sendotp', v);
export const verifyOtp = (v: { channel: OtpChannel; target: string; otp: string }) =>
  post('authentication/verifyotp', v);
export const register = (v: RegisterInput) => post<{ userId: number }>('authentication/register', v);
export const login = (v: { userType: number; userName: string; password: string }) =>
  post('authentication/login', { ...v, isDomesticLogin: false }) as Promise<LoginAnswer & { data?: unknown }>;

export const sendActivationOtp = (v: { userId: number }) => post('authentication/sendActivationOtp', v);
export const activateAccount = (v: { userId: number; otp: string }) =>
  post('authentication/activateAccount', v);

export const getProfileDetails = (signal?: AbortSignal) =>
  get<ProfileDetails>('authentication/getProfileDetails', signal);
export const updateProfile = (v: UpdateProfileInput) =>
  post<ProfileDetails>('authentication/updateProfile', v);
export const changePassword = (v: { oldPassword: string; newPassword: string; confirmPassword: string }) =>
  post<{ token: string }>('authentication/changePassword', v);

export const getLogo = (signal?: AbortSignal) => get<string>('authentication/getLogoForInvoice', signal);
export function uploadLogo(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<{ hasLogo: boolean }>('authentication/uploadLogo', form);
}

/** Issue 27: which automatic e-mails the signed-in user gets (Settings on the profile page). */
export const getNotificationPreferences = () => get<NotificationPreferences>('notifications/preferences');
export const saveNotificationPreferences = (preferences: Partial<NotificationPreferences>) =>
  call<NotificationPreferences>('notifications/preferences', { method: 'PUT', body: { preferences } });
