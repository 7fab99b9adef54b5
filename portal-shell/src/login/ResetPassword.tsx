import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MSG, resetPasswordFormSchema } from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  FormTextField,
  Loading,
  SchemaForm,
  useApiMutation,
  useApiQuery,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { AuthLayout } from './AuthLayout';
import { checkResetLink, setNewPassword } from './signInCalls';

type Check =
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  | { state: 'valid' }
  | { state: 'done'; message: string };

/** Reset-password page (002 §2.2, §5): the link is checked first; invalid → red card; valid → the form. */
export function ResetPassword() {
  const { str = '' } = useParams();
  // "required, at least 8 characters"; "confirmation required and equal": each shown once left
  const form = useSchemaForm(
    resetPasswordFormSchema,
    { password: '', confirmPassword: '' },
    { mode: 'onTouched' },
  );
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const link = useApiQuery(['reset-link', str], (signal) => checkResetLink(str, signal));
  const check: Check =
    done !== null
      ? { state: 'done', message: done }
      : link.loading
        ? { state: 'checking' }
        : link.failure
          ? { state: 'invalid', message: answerMessage(link.failure, MSG.resetLinkInvalid) }
          : link.data?.valid === false
            ? { state: 'invalid', message: link.answer?.message ?? MSG.resetLinkInvalid }
            : { state: 'valid' };

  // "spaces cannot be typed"
  const strip = (v: string) => v.replace(/\s/g, '');

  // Refusals go in the form's own red card, not a toast.
  const saving = useApiMutation(setNewPassword, {
    show: 'silent',
    onSuccess: (r) => setDone(r.message ?? MSG.passwordChanged),
    onFailure: (f) => setError(answerMessage(f, MSG.resetLinkInvalid)),
  });
  const busy = saving.busy;

  const submit = (v: { password: string; confirmPassword: string }) => void saving.run({ str, ...v });

  return (
    <AuthLayout title="Set a new password">
      {check.state === 'checking' && <Loading label="Checking your link" />}
      {check.state === 'invalid' && (
        <div className="ed-stack">
          <Alert kind="error" title="Error!!!">
            {check.message}
          </Alert>
          <Link to="/login">Back to login</Link>
        </div>
      )}
      {check.state === 'done' && (
        <div className="ed-stack">
          <Alert kind="success" title="Success">
            {check.message}
          </Alert>
          <div className="ed-row">
            <Link className="ed-btn ed-btn--primary" to="/login">
              Log in
            </Link>
            <Link to="/">Home</Link>
          </div>
        </div>
      )}
      {check.state === 'valid' && (
        <SchemaForm
          form={form}
          onValid={submit}
          noValidate={false}
          className="ed-stack"
          aria-label="New password"
        >
          {error && (
            <Alert kind="error" title="Error!!!">
              {error}
            </Alert>
          )}
          <FormTextField
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            normalize={strip}
          />
          <FormTextField
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            normalize={strip}
          />
          <Button type="submit" busy={busy} disabled={!form.formState.isValid}>
            Set password
          </Button>
        </SchemaForm>
      )}
    </AuthLayout>
  );
}
