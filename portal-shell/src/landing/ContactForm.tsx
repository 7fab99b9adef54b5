import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, contactSubmitEnabled, type ContactForm as ContactValues } from '@exportdesk/core';
import { Alert, answerMessage, Button, post, TextArea, TextField, useApiMutation } from '@exportdesk/portal-kit';

const EMPTY: ContactValues = { name: '', cname: '', email: '', mobile: '', message: '' };

/**
 * Contact form of the landing page and the footer's "Write To Us" (000 §2.2, §5). "The submit
 * button is disabled until name, company name, a valid email and a valid mobile are valid.
 * Fields show valid or invalid styling once touched. Success shows 'Success' with the server
 * message and resets the form; failure shows 'Error' with the server message."
 */
export function ContactForm({ compact }: { compact?: boolean }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const { register, handleSubmit, watch, reset, formState } = useForm<ContactValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const values = watch();
  const { errors, touchedFields } = formState;

  // The outcome shows in the form ('Success' / 'Error' with the server message), not as a toast.
  const sending = useApiMutation((v: ContactValues) => post('authentication/contactFormEmail', v), {
    show: 'silent',
    onSuccess: (res) => {
      setOutcome({ ok: true, message: res.message ?? '' });
      reset(EMPTY);
    },
    onFailure: (f) => setOutcome({ ok: false, message: answerMessage(f, '') }),
  });

  const submit = handleSubmit(async (v) => {
    setOutcome(null);
    await sending.run(v);
  });

  const field = (name: keyof ContactValues) => ({ ...register(name), error: errors[name]?.message, touched: Boolean(touchedFields[name]) });

  return (
    <form onSubmit={submit} noValidate className="ed-stack" aria-label="Contact form" data-testid="contact-form">
      <div className={compact ? 'ed-stack' : 'landing-form-grid'}>
        <TextField label="Your Name" autoComplete="name" {...field('name')} />
        <TextField label="Company Name" autoComplete="organization" {...field('cname')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
        <TextField label="Mobile" inputMode="numeric" autoComplete="tel" hint="10 digits; separate several numbers with commas" {...field('mobile')} />
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
