import { useEffect, useState } from 'react';
import { changePasswordSchema, PARCEL_CARRIERS, PARCEL_LISTS, updateProfileSchema } from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  firstFormError,
  FormSelectField,
  FormTextField,
  Loading,
  PageHeader,
  SchemaForm,
  useApiMutation,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { changePassword } from './accountCalls';
import { NotificationSettings } from './NotificationSettings';
import { useProfileDetails } from './useProfileDetails';
import './accounts.css';

/** These forms say their first problem in one alert under the fields. */
const ALERT_ONLY = { shouldFocusError: false } as const;
const noSpaces = (v: string) => v.replace(/\s/g, '');

/**
 * /profile (issue 14): name, mobile, e-mail, default carrier (it drives the parcels link), password;
 * and (issue 27) the e-mail settings.
 */
export default function Profile() {
  const p = useProfileDetails();
  useEffect(() => {
    document.title = 'Profile · ExportDesk';
  }, []);
  return (
    <div className="acc-page">
      <PageHeader title="Profile" subtitle={p.data?.ieCode ? `IEC ${p.data.ieCode}` : undefined} />
      {p.loading && <Loading />}
      {p.failure && <FailureAlert failure={p.failure} onRetry={p.retry} />}
      {p.data && (
        <div className="acc-sections">
          <DetailsForm key={p.updatedAt} details={p.data} save={p.save} saving={p.saving} />
          <PasswordForm />
          <NotificationSettings />
        </div>
      )}
    </div>
  );
}

function DetailsForm({
  details,
  save,
  saving,
}: {
  details: { name: string; mobile: string | null; email: string | null; defaultCarrier: string };
  save: ReturnType<typeof useProfileDetails>['save'];
  saving: boolean;
}) {
  const form = useSchemaForm(
    updateProfileSchema,
    {
      name: details.name,
      mobile: details.mobile ?? '',
      email: details.email ?? '',
      defaultCarrier: details.defaultCarrier,
    },
    ALERT_ONLY,
  );
  const [error, setError] = useState<string | null>(null);
  return (
    <SchemaForm
      form={form}
      onValid={(v) => {
        setError(null);
        void save(v);
      }}
      onInvalid={(errors) => setError(firstFormError(errors) ?? null)}
      noValidate={false}
      className="acc-form ed-card"
      aria-label="Profile details"
    >
      <h2>Details</h2>
      <div className="acc-grid">
        <FormTextField label="Name" name="name" autoComplete="organization" touched={false} />
        <FormTextField label="Mobile" name="mobile" inputMode="numeric" maxLength={10} touched={false} />
        <FormTextField label="E-mail" name="email" type="email" touched={false} />
        <FormSelectField
          label="Default carrier"
          name="defaultCarrier"
          hint="My Parcels opens this carrier's parcels."
          touched={false}
          options={PARCEL_CARRIERS.map((c) => ({ value: c, label: PARCEL_LISTS[c].name }))}
        />
      </div>
      {error && (
        <p className="ed-alert ed-alert--error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
    </SchemaForm>
  );
}

function PasswordForm() {
  const { signIn } = useAuth();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const form = useSchemaForm(changePasswordSchema, empty, ALERT_ONLY);
  const [error, setError] = useState<string | null>(null);
  // Every older token is revoked; the answer carries a fresh one for this tab.
  const changing = useApiMutation(changePassword, {
    success: (a) => a.message ?? 'Password changed successfully.',
    onSuccess: (a) => {
      if (a.data?.token) signIn(a.data.token);
      form.reset(empty);
    },
  });
  return (
    <SchemaForm
      form={form}
      onValid={(v) => {
        setError(null);
        void changing.run(v);
      }}
      onInvalid={(errors) => setError(firstFormError(errors) ?? null)}
      noValidate={false}
      className="acc-form ed-card"
      aria-label="Change password"
    >
      <h2>Change password</h2>
      <div className="acc-grid">
        <FormTextField
          label="Old password"
          name="oldPassword"
          type="password"
          autoComplete="current-password"
          normalize={noSpaces}
          touched={false}
        />
        <FormTextField
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          normalize={noSpaces}
          touched={false}
        />
        <FormTextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          normalize={noSpaces}
          touched={false}
        />
      </div>
      {error && (
        <p className="ed-alert ed-alert--error" role="alert">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={changing.busy}>
          Change password
        </Button>
      </div>
    </SchemaForm>
  );
}
