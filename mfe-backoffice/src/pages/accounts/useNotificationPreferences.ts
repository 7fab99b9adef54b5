import type { NotificationPreferences } from '@exportdesk/core';
import { useApiMutation, useApiQuery } from '@exportdesk/portal-kit';
import { getNotificationPreferences, saveNotificationPreferences } from './accountCalls';

/** The user's e-mail settings (issue 27) and saving them. */
export function useNotificationPreferences() {
  const q = useApiQuery(['notification-preferences'], getNotificationPreferences);
  const saving = useApiMutation((v: NotificationPreferences) => saveNotificationPreferences(v), {
    success: (a) => a.message ?? 'Your e-mail settings are saved.',
    invalidates: [['notification-preferences']],
  });
  return { ...q, save: saving.run, saving: saving.busy };
}
