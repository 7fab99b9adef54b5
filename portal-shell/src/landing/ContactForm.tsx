import { useState } from 'react';
import {
  ACCOUNT_EXTRA_CONTRACTS,
  contactFormSchema,
  contactSubmitEnabled,
  type ContactForm as ContactValues,
} from '@exportdesk/core';
import {
  Alert,
  answerMessage,
  Button,
  callContract,
  FormTextArea,
  FormTextField,
  SchemaForm,
  useApiMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';

const EMPTY: ContactValues = { name: '', cname: '', email: '', mobile: '', message: '' };

/**
 * Contact form of the landing page and the footer's "Write To Us" (000 §2.2, §5). "The submit
 * button is disabled until name, company name, a valid email and a valid mobile are valid.
 * Fields show valid or invalid styling once touched. Success shows 'Success' with the server
 * message and resets the form; failure shows 'Error' with the server message."
 */
export function ContactForm({ compact }: { compact?: boolean }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  // a field's message shows once it has been left (or a send was tried), then follows each keystroke
  const form = useSchemaForm(contactFormSchema, EMPTY, { mode: 'onTouched' });
  const values = form.watch();

  // The outcome shows in the form ('Success' / 'Error' with the server message), not as a toast.
  const sending = useApiMutation(
    (v: ContactValues) => callContract(ACCOUNT_EXTRA_CONTRACTS.contactFormEmail, { body: v }),
    {
      show: 'silent',
      onSuccess: (res) => {
        setOutcome({ ok: true, message: res.message ?? '' });
        form.reset(EMPTY);
      },
      onFailure: (f) => setOutcome({ ok: false, message: answerMessage(f, '') }),
    },
  );

  const submit = async (v: ContactValues) => {
    setOutcome(null);
    await sending.run(v);
  };

  return (
    <SchemaForm
      form={form}
      onValid={submit}
      className="ed-stack"
      aria-label="Contact form"
      data-testid="contact-form"
    >
      <div className={compact ? 'ed-stack' : 'landing-form-grid'}>
        <FormTextField label="Your Name" autoComplete="name" name="name" />
        <FormTextField label="Company Name" autoComplete="organization" name="cname" />
        <FormTextField label="Email" type="email" autoComplete="email" name="email" />
        <FormTextField
          label="Mobile"
          inputMode="numeric"
          autoComplete="tel"
          hint="10 digits; separate several numbers with commas"
          name="mobile"
        />
      </div>
      <FormTextArea label="Message" name="message" />
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
    </SchemaForm>
  );
}
