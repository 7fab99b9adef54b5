import { Link } from 'react-router-dom';
import { isValidIec, MSG, USER_TYPE } from '@exportdesk/core';
import { Button, SchemaForm, SelectField, TextField } from '@exportdesk/portal-kit';
import { OtpConfirm } from './OtpConfirm';
import { useSignUp, type Availability } from './useSignUp';

const availabilityHint = (s: Availability, what: string) =>
  s === 'checking' ? 'Checking…' : s === 'free' ? `${what} is available.` : undefined;

/** /register/{referrer}: a new exporter or service provider signs up (issue 14, 000 §2.1). */
export function SignUp({ referrer }: { referrer?: string }) {
  const s = useSignUp(referrer);
  const { register, formState } = s.form;
  const err = (k: keyof typeof formState.errors) => formState.errors[k]?.message;
  const touched = (k: keyof typeof formState.touchedFields) => Boolean(formState.touchedFields[k]);
  return (
    <SchemaForm form={s.form} onValid={s.submit} className="acc-form ed-card" aria-label="Sign up">
      <SelectField
        label="I am"
        options={[
          { value: String(USER_TYPE.EXPORTER_ADMIN), label: 'an exporter' },
          { value: String(USER_TYPE.CUSTOM_AGENT), label: 'a service provider (CHA, agent)' },
        ]}
        {...register('userType', { valueAsNumber: true })}
      />
      <div className="acc-grid">
        {s.isExporter ? (
          <TextField
            label="IEC (Importer-Exporter Code)"
            autoComplete="off"
            maxLength={10}
            touched={touched('ieCode')}
            error={s.iecState === 'taken' ? MSG.iecTaken : err('ieCode')}
            hint={availabilityHint(s.iecState, 'IEC') ?? 'You will sign in with your IEC.'}
            {...register('ieCode', { setValueAs: (x: string) => x.toUpperCase() })}
          />
        ) : (
          <TextField
            label="CHA licence number / user code"
            autoComplete="username"
            touched={touched('userName')}
            error={s.usernameState === 'taken' ? MSG.usernameTaken : err('userName')}
            hint={availabilityHint(s.usernameState, 'Username') ?? 'You will sign in with it.'}
            {...register('userName')}
          />
        )}
        <TextField
          label="Company name"
          autoComplete="organization"
          touched={touched('name')}
          error={err('name')}
          {...register('name')}
        />
        <TextField
          label="GSTIN (optional)"
          maxLength={15}
          autoComplete="off"
          touched={touched('gstin')}
          error={err('gstin')}
          {...register('gstin', { setValueAs: (x: string) => x.toUpperCase() })}
        />
        <SelectField
          label="Referred by"
          placeholder="Choose…"
          options={s.referrals.map((r) => ({ value: r.code, label: r.name }))}
          {...register('referrer')}
        />
      </div>
      <div className="acc-grid">
        <div>
          <TextField
            label="Mobile"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel-national"
            touched={touched('mobile')}
            error={err('mobile')}
            {...register('mobile')}
          />
          <OtpConfirm
            channel="mobile"
            target={s.mobile}
            ready={/^\d{10}$/.test(s.mobile)}
            verified={s.mobileVerified}
            onVerified={(t) => s.setMobileOk(t)}
          />
        </div>
        <div>
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            touched={touched('email')}
            error={err('email')}
            {...register('email')}
          />
          <OtpConfirm
            channel="email"
            target={s.email}
            ready={/^\S+@\S+\.\S+$/.test(s.email)}
            verified={s.emailVerified}
            onVerified={(t) => s.setEmailOk(t)}
          />
        </div>
      </div>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        touched={touched('password')}
        error={err('password')}
        hint="At least 8 characters, no spaces."
        {...register('password')}
      />
      {s.isExporter && !isValidIec(s.values.ieCode ?? '') && (s.values.ieCode ?? '').length === 10 && (
        <p className="ed-muted">{MSG.invalidIec}</p>
      )}
      <p className="ed-muted">
        New exporters start with a free trial of 2 weeks. By signing up you accept the{' '}
        <Link to="/termsofuse">terms of use</Link>.
      </p>
      <Button type="submit" busy={s.busy} disabled={!s.canSubmit}>
        Sign up
      </Button>
      {!s.canSubmit && <p className="ed-muted">Verify your mobile and e-mail with the OTP to sign up.</p>}
    </SchemaForm>
  );
}
