import { useEffect, useState } from 'react';
import {
  changePasswordSchema,
  firstIssueMessage,
  PARCEL_CARRIERS,
  PARCEL_LISTS,
  updateProfileSchema,
  LABELLED,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  Loading,
  PageHeader,
  SelectField,
  TextField,
  useApiMutation,
  useAuth,
} from '@exportdesk/portal-kit';
import { changePassword } from './accountCalls';
import { NotificationSettings } from './NotificationSettings';
import { useProfileDetails } from './useProfileDetails';
import './accounts.css';

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
  const [v, setV] = useState({
    name: details.name,
    mobile: details.mobile ?? '',
    email: details.email ?? '',
    defaultCarrier: details.defaultCarrier,
  });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value });
  return (
    <form
      className="acc-form ed-card"
      aria-label="Profile details"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = updateProfileSchema.safeParse(v, LABELLED);
        if (!parsed.success) return setError(firstIssueMessage(parsed.error));
        setError(null);
        void save(parsed.data);
      }}
    >
      <h2>Details</h2>
      <div className="acc-grid">
        <TextField label="Name" value={v.name} onChange={set('name')} autoComplete="organization" />
        <TextField
          label="Mobile"
          value={v.mobile}
          onChange={set('mobile')}
          inputMode="numeric"
          maxLength={10}
        />
        <TextField label="E-mail" type="email" value={v.email} onChange={set('email')} />
        <SelectField
          label="Default carrier"
          hint="My Parcels opens this carrier's parcels."
          value={v.defaultCarrier}
          onChange={set('defaultCarrier')}
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
    </form>
  );
}

function PasswordForm() {
  const { signIn } = useAuth();
  const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };
  const [v, setV] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  // Every older token is revoked; the answer carries a fresh one for this tab.
  const changing = useApiMutation(changePassword, {
    success: (a) => a.message ?? 'Password changed successfully.',
    onSuccess: (a) => {
      if (a.data?.token) signIn(a.data.token);
      setV(empty);
    },
  });
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) =>
    setV({ ...v, [k]: e.target.value.replace(/\s/g, '') });
  return (
    <form
      className="acc-form ed-card"
      aria-label="Change password"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = changePasswordSchema.safeParse(v, LABELLED);
        if (!parsed.success) return setError(firstIssueMessage(parsed.error));
        setError(null);
        void changing.run(v);
      }}
    >
      <h2>Change password</h2>
      <div className="acc-grid">
        <TextField
          label="Old password"
          type="password"
          autoComplete="current-password"
          value={v.oldPassword}
          onChange={set('oldPassword')}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          value={v.newPassword}
          onChange={set('newPassword')}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={v.confirmPassword}
          onChange={set('confirmPassword')}
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
    </form>
  );
}
