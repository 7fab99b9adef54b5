import { useEffect } from 'react';
import { QUOTE_PLANS, quoteRequestSchema, TICKET_CONTRACTS, type QuoteRequestValues } from '@exportdesk/core';
import {
  Button,
  callContract,
  FormTextArea,
  FormTextField,
  SchemaForm,
  useFormMutation,
  useSchemaForm,
} from '@exportdesk/portal-kit';
import { CaptchaField, useCaptcha } from '../helpdesk/CaptchaField';

type QuoteKey = (typeof QUOTE_PLANS)[number]['key'];

/**
 * Get a Quote (002 §2.10) for the customised Excel plan or the API plan. It becomes a helpdesk
 * ticket (createTicket, type Feature Request, title "Quote: …"), so sales see it in /viewtickets
 * (ours: the spec names the forms, not where they land; the ticket path brings the captcha and limits).
 */
export function QuoteForm({ plan, onDone }: { plan: QuoteKey; onDone: () => void }) {
  const q = QUOTE_PLANS.find((p) => p.key === plan)!;
  const { captcha, failed, refresh } = useCaptcha();
  const form = useSchemaForm(quoteRequestSchema, {
    name: '',
    email: '',
    mobile: '',
    volume: '',
    notes: '',
    captchaId: '',
    captcha: '',
  });
  const { setValue } = form;
  useEffect(() => setValue('captchaId', captcha?.captchaId ?? ''), [captcha, setValue]);
  const m = useFormMutation(
    form,
    (f: QuoteRequestValues) =>
      callContract(TICKET_CONTRACTS.createTicket, {
        body: {
          type: 'Feature Request',
          name: f.name,
          email: f.email,
          mobile: f.mobile,
          title: `Quote: ${q.name}`,
          description:
            `${q.name} (${q.from}). Expected volume: ${f.volume || 'not given'}. ${f.notes}`.trim(),
          captchaId: f.captchaId,
          captcha: f.captcha,
        },
      }),
    {
      success: (env) => `Thank you! Your request ${env.message ?? ''} is with our sales team.`,
      onSuccess: onDone,
      // A captcha is good for one try, right or wrong.
      onFailure: () => {
        setValue('captcha', '');
        void refresh();
      },
    },
  );
  return (
    <SchemaForm
      form={form}
      onValid={(v) => void m.run(v)}
      noValidate={false}
      className="ed-stack"
      data-testid={`quote-${plan}`}
    >
      <p className="ed-muted">
        {q.name}: {q.from}. Tell us about your volumes and we will send a quote.
      </p>
      <FormTextField label="Name" name="name" required maxLength={120} />
      <FormTextField label="Email" type="email" name="email" required maxLength={160} />
      <FormTextField label="Mobile" name="mobile" required inputMode="numeric" maxLength={10} />
      <FormTextField
        label={plan === 'api' ? 'Parcels per month' : 'Orders per month'}
        name="volume"
        maxLength={40}
      />
      <FormTextArea label="Anything else" name="notes" maxLength={2000} rows={3} />
      <CaptchaField
        captcha={captcha}
        failed={failed}
        onRefresh={refresh}
        error={form.formState.errors.captcha?.message}
        {...form.register('captcha')}
      />
      <Button type="submit" busy={m.busy}>
        Get a Quote
      </Button>
    </SchemaForm>
  );
}
