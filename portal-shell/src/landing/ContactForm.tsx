import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  ACCOUNT_EXTRA_CONTRACTS,
  contactFormSchema,
  contactSubmitEnabled,
  type ContactForm as ContactValues,
  LABELLED,
} from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  callContract,
  TextArea,
  TextField,
  useApiMutation,
} from '@exportdesk/portal-kit';

const EMPTY: ContactValues = { name: '', cname: '', email: '', mobile: '', message: '' };
type Key = keyof ContactValues;

/** The first message per field from core's schema (five fields: a form library would weigh more than this). */
function fieldErrors(v: ContactValues): Partial<Record<Key, string>> {
  const r = contactFormSchema.safeParse(v, LABELLED);
  const out: Partial<Record<Key, string>> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path[0] as Key] ??= i.message;
  return out;
}

/**
 * Contact form of the landing page and the footer's "Write To Us" (000 §2.2, §5). "The submit
 * button is disabled until name, company name, a valid email and a valid mobile are valid.
 * Fields show valid or invalid styling once touched. Success shows 'Success' with the server
 * message and resets the form; failure shows 'Error' with the server message."
 */
export function ContactForm({ compact }: { compact?: boolean }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  // a field's message shows once it has been left (or a send was tried), then follows each keystroke
  const [touched, setTouched] = useState<Partial<Record<Key, boolean>>>({});
  const errors = fieldErrors(values);

  // The outcome shows in the form ('Success' / 'Error' with the server message), not as a toast.
  const sending = useApiMutation(
    (v: ContactValues) => callContract(ACCOUNT_EXTRA_CONTRACTS.contactFormEmail, { body: v }),
    {
      show: 'silent',
      onSuccess: (res) => {
        setOutcome({ ok: true, message: res.message ?? '' });
        setValues(EMPTY);
        setTouched({});
      },
      onFailure: (f) => setOutcome({ ok: false, message: answerMessage(f, '') }),
    },
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = contactFormSchema.safeParse(values, LABELLED);
    if (!parsed.success) {
      setTouched({ name: true, cname: true, email: true, mobile: true, message: true });
      return;
    }
    setOutcome(null);
    await sending.run(parsed.data);
  };

  const field = (name: Key) => ({
    name,
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: () => setTouched((t) => (t[name] ? t : { ...t, [name]: true })),
    error: touched[name] ? errors[name] : undefined,
    touched: Boolean(touched[name]),
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="ed-stack"
      aria-label="Contact form"
      data-testid="contact-form"
    >
      <div className={compact ? 'ed-stack' : 'landing-form-grid'}>
        <TextField label="Your Name" autoComplete="name" {...field('name')} />
        <TextField label="Company Name" autoComplete="organization" {...field('cname')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField
          label="Mobile"
          inputMode="numeric"
          autoComplete="tel"
          hint="10 digits; separate several numbers with commas"
          {...field('mobile')}
        />
      </div>
      <TextArea label="Message" {...field('message')} />
      {outcome && (
        <Alert kind={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Success' : 'Error'}>
          {outcome.message}
        </Alert>
      )}
      <div>
        <Button type="submit" busy={sending.busy} disabled={!contactSubmitEnabled(values)}>
          Send message
        </Button>
      </div>
    </form>
  );
}
