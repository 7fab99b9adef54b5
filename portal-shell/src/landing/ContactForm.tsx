import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFormSchema, contactSubmitEnabled, type ContactForm as ContactValues } from '@exportdesk/core';
import { Alert, Button, post, TextArea, TextField } from '@exportdesk/portal-kit';

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
  const { errors, touchedFields, isSubmitting } = formState;

  const submit = handleSubmit(async (v) => {
    setOutcome(null);
    try {
      const res = await post('authentication/contactFormEmail', v);
      setOutcome({ ok: res.success, message: res.message ?? '' });
      if (res.success) reset(EMPTY);
    } catch (err) {
      setOutcome({ ok: false, message: (err as Error).message });
    }
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
        <Button type="submit" busy={isSubmitting} disabled={!contactSubmitEnabled(values)}>
          Send message
        </Button>
      </div>
    </form>
  );
}
