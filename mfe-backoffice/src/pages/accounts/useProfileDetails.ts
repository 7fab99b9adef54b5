import type { UpdateProfileInput } from '@exportdesk/core';
import { useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { getProfileDetails, updateProfile } from './accountCalls';

/** The account's profile and settings, and saving a part of them (the navbar's profile reloads too). */
export function useProfileDetails() {
  const q = useApiQuery(['profile-details'], getProfileDetails);
  const saving = useApiMutation((v: UpdateProfileInput) => updateProfile(v), {
    success: (a) => a.message ?? 'Profile updated.',
    invalidates: [['profile-details'], ['profile']],
  });
  return { ...q, save: saving.run, saving: saving.busy };
}
