import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  AUTH_CONTRACTS,
  DEMO_TIME_SLOTS,
  FEATURE_TYPES,
  HELPDESK_TYPES,
  helpdeskFieldsFor,
  helpdeskSubmissionSchema,
  helpdeskTypeOf,
  isSuperAdmin,
  ISSUE_TYPES,
  TICKET_CONTRACTS,
  type HelpdeskImage,
  type HelpdeskSubmission,
} from '@exportdesk/core';
import {
  Alert,
  Button,
  callContract,
  PageHeader,
  SchemaForm,
  TextArea,
  TextField,
  useApiMutation,
  useApiQuery,
  useAuth,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { CaptchaField, useCaptcha } from './CaptchaField';
import { ImagePicker } from './ImagePicker';

interface FormValues {
  type: string;
  name: string;
  email: string;
  mobile: string;
  title: string;
  description: string;
  url: string;
  date: string;
  timeSlot: string;
  captcha: string;
  captchaId: string;
  images: HelpdeskImage[];
}

const EMPTY: FormValues = {
  type: 'Issue',
  name: '',
  email: '',
  mobile: '',
  title: '',
  description: '',
  url: '',
  date: '',
  timeSlot: '',
  captcha: '',
  captchaId: '',
  images: [],
};
/** "after a successful submit the form resets and is pre-filled again after 500 ms" */
const REFILL_DELAY_MS = 500;
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: 12,
  alignItems: 'start',
} as const;
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** Signed-in people who are not super admins send as themselves: identity from the profile, read-only. */
function useIdentity() {
  const { claims, principal } = useAuth();
  const own = Boolean(claims && principal && !isSuperAdmin(principal));
  const profile = useApiQuery(
    ['helpdesk-profile'],
    (signal) => callContract(AUTH_CONTRACTS.profile, {}, signal),
    { enabled: own },
  );
  const p = own ? profile.data : undefined;
  // One object per answer, so the form is filled once per profile, not on every render.
  return useMemo<Pick<FormValues, 'name' | 'email' | 'mobile'> | null>(
    () => (p ? { name: p.name ?? '', email: p.email ?? '', mobile: p.mobile ?? '' } : null),
    [p],
  );
}

/** The public helpdesk form, /helpdesk/Issue|DemoRequest|FeatureRequest (002 §2.12, §4, §5). */
export default function Helpdesk() {
  const { id } = useParams();
  const navigate = useNavigate();
  const type = helpdeskTypeOf(id);
  const show = helpdeskFieldsFor(type);
  const identity = useIdentity();
  const { captcha, failed, refresh } = useCaptcha();
  const [outcome, setOutcome] = useState<
    { ok: true; ticketId: string } | { ok: false; message: string } | null
  >(null);

  const form = useSchemaForm(helpdeskSubmissionSchema, { ...EMPTY, type });
  const { register, setValue, watch, reset, formState } = form;
  const { errors, isSubmitting } = formState;
  const images = watch('images');

  useEffect(() => setValue('type', type), [type, setValue]);
  useEffect(() => setValue('captchaId', captcha?.captchaId ?? ''), [captcha, setValue]);
  useEffect(() => {
    if (identity) for (const k of ['name', 'email', 'mobile'] as const) setValue(k, identity[k]);
  }, [identity, setValue]);

  const create = useApiMutation(
    (v: HelpdeskSubmission) => callContract(TICKET_CONTRACTS.createTicket, { body: v }),
    {
      onSuccess: (res) => {
        setOutcome({ ok: true, ticketId: res.message ?? res.data?.ticketId ?? '' });
        reset({ ...EMPTY, type });
        setTimeout(
          () => identity && (['name', 'email', 'mobile'] as const).forEach((k) => setValue(k, identity[k])),
          REFILL_DELAY_MS,
        );
      },
      onFailure: (f) => (setOutcome({ ok: false, message: f.message }), true),
    },
  );
  const submit = async (v: HelpdeskSubmission) => {
    setOutcome(null);
    await create.run(v);
    // A captcha is good for one try, right or wrong.
    setValue('captcha', '');
    await refresh();
  };

  const readOnly = Boolean(identity);
  const field = (name: keyof FormValues) => ({
    ...register(name),
    error: errors[name]?.message as string | undefined,
    touched: Boolean(errors[name]) || undefined,
  });

  return (
    <>
      <PageHeader
        title="Helpdesk"
        subtitle="Report an issue, ask for a demo or suggest a feature. We reply within 1 business day."
      />
      {outcome?.ok && (
        <div
          className="ed-alert ed-alert--success"
          role="status"
          data-testid="helpdesk-success"
          style={{ display: 'flex', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}
        >
          <span>
            <strong>Thank you!</strong> Your ticket number is{' '}
            <b data-testid="ticket-number">{outcome.ticketId}</b>.
          </span>
          <button type="button" className="ed-icon-btn" aria-label="Dismiss" onClick={() => setOutcome(null)}>
            ×
          </button>
        </div>
      )}
      <SchemaForm
        form={form}
        onValid={submit}
        className="ed-card ed-stack"
        aria-label="Helpdesk form"
        data-testid="helpdesk-form"
        style={{ maxWidth: 720 }}
      >
        <div className="ed-field">
          <label className="ed-field__label" htmlFor="helpdesk-type">
            Request type
          </label>
          <select
            id="helpdesk-type"
            className="ed-input"
            value={HELPDESK_TYPES.find((t) => t.type === type)!.id}
            onChange={(e) => navigate(`/helpdesk/${e.target.value}`, { replace: true })}
          >
            {HELPDESK_TYPES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
        <div style={GRID}>
          <TextField label="Name" autoComplete="name" readOnly={readOnly} {...field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            readOnly={readOnly}
            {...field('email')}
          />
          <TextField
            label="Mobile"
            inputMode="numeric"
            maxLength={10}
            autoComplete="tel"
            readOnly={readOnly}
            {...field('mobile')}
          />
        </div>
        {show.demo && (
          <div style={GRID}>
            <TextField label="Demo date" type="date" min={today()} {...field('date')} />
            <div className="ed-field">
              <label className="ed-field__label" htmlFor="helpdesk-slot">
                Time slot
              </label>
              <select
                id="helpdesk-slot"
                className={`ed-input${errors.timeSlot ? ' is-invalid' : ''}`}
                {...register('timeSlot')}
              >
                <option value="">Select a time slot</option>
                {DEMO_TIME_SLOTS.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </select>
              {errors.timeSlot && (
                <span className="ed-field__error" role="alert">
                  {errors.timeSlot.message}
                </span>
              )}
            </div>
          </div>
        )}
        {(show.issueTypes || show.featureTypes) && (
          <div className="ed-field">
            <label className="ed-field__label" htmlFor="helpdesk-title">
              {show.issueTypes ? 'Issue type' : 'Feature type'}
            </label>
            <select
              id="helpdesk-title"
              className={`ed-input${errors.title ? ' is-invalid' : ''}`}
              {...register('title')}
            >
              <option value="">Select…</option>
              {(show.issueTypes ? ISSUE_TYPES : FEATURE_TYPES).map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
            {errors.title && (
              <span className="ed-field__error" role="alert">
                {errors.title.message}
              </span>
            )}
          </div>
        )}
        {show.urlAndImages && (
          <TextField label="Page URL" placeholder="https://…" inputMode="url" {...field('url')} />
        )}
        {show.description && <TextArea label="Description" rows={4} {...field('description')} />}
        {show.urlAndImages && <ImagePicker value={images} onChange={(v) => setValue('images', v)} />}
        <CaptchaField
          captcha={captcha}
          failed={failed}
          onRefresh={() => void refresh()}
          error={errors.captcha?.message ?? errors.captchaId?.message}
          {...register('captcha')}
        />
        {outcome && !outcome.ok && (
          <Alert kind="error" title="Oops!">
            {outcome.message}
          </Alert>
        )}
        <div>
          <Button type="submit" busy={isSubmitting} disabled={!captcha}>
            Submit
          </Button>
        </div>
      </SchemaForm>
    </>
  );
}
