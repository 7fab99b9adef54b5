import {
  NOTIFICATION_KINDS,
  NOTIFICATION_LABELS,
  notificationPreferencesSchema,
  type NotificationPreferences,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  FormCheckbox,
  Loading,
  SchemaForm,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { useNotificationPreferences } from './useNotificationPreferences';

/** Settings on the profile page (issue 27): each automatic e-mail on or off, a labelled checkbox each. */
export function NotificationSettings() {
  const p = useNotificationPreferences();
  return (
    <section className="acc-form ed-card" aria-label="E-mail settings">
      <h2>E-mail settings</h2>
      {p.loading && <Loading />}
      {p.failure && <FailureAlert failure={p.failure} onRetry={p.retry} />}
      {p.data && (
        <PreferencesForm key={JSON.stringify(p.data)} initial={p.data} save={p.save} saving={p.saving} />
      )}
    </section>
  );
}

function PreferencesForm({
  initial,
  save,
  saving,
}: {
  initial: NotificationPreferences;
  save: (v: NotificationPreferences) => unknown;
  saving: boolean;
}) {
  const form = useSchemaForm(notificationPreferencesSchema, { preferences: initial });
  return (
    <SchemaForm form={form} onValid={(v) => void save({ ...initial, ...v.preferences })} noValidate={false}>
      <p>Send me an e-mail when:</p>
      <ul className="acc-checklist">
        {NOTIFICATION_KINDS.map((k) => (
          <li key={k}>
            <FormCheckbox name={`preferences.${k}`} label={NOTIFICATION_LABELS[k]} />
          </li>
        ))}
      </ul>
      <div>
        <Button type="submit" busy={saving}>
          Save e-mail settings
        </Button>
      </div>
    </SchemaForm>
  );
}
