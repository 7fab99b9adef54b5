import { useState } from 'react';
import { QUOTE_PLANS, TICKET_CONTRACTS } from '@exportdesk/core';
import { Button, callContract, TextArea, TextField, useApiMutation } from '@exportdesk/portal-kit';
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
  const [f, setF] = useState({ name: '', email: '', mobile: '', volume: '', notes: '', captcha: '' });
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) =>
    setF({ ...f, [k]: e.target.value });
  const m = useApiMutation(
    () =>
      callContract(TICKET_CONTRACTS.createTicket, {
        body: {
          type: 'Feature Request',
          name: f.name,
          email: f.email,
          mobile: f.mobile,
          title: `Quote: ${q.name}`,
          description:
            `${q.name} (${q.from}). Expected volume: ${f.volume || 'not given'}. ${f.notes}`.trim(),
          captchaId: captcha?.captchaId ?? '',
          captcha: f.captcha,
        },
      }),
    {
      success: (env) => `Thank you! Your request ${env.message ?? ''} is with our sales team.`,
      onSuccess: onDone,
      onFailure: () => {
        setF((x) => ({ ...x, captcha: '' }));
        void refresh();
      },
    },
  );
  return (
    <form
      className="ed-stack"
      data-testid={`quote-${plan}`}
      onSubmit={(e) => {
        e.preventDefault();
        void m.run();
      }}
    >
      <p className="ed-muted">
        {q.name}: {q.from}. Tell us about your volumes and we will send a quote.
      </p>
      <TextField label="Name" value={f.name} onChange={set('name')} required maxLength={120} />
      <TextField
        label="Email"
        type="email"
        value={f.email}
        onChange={set('email')}
        required
        maxLength={160}
      />
      <TextField
        label="Mobile"
        value={f.mobile}
        onChange={set('mobile')}
        required
        inputMode="numeric"
        maxLength={10}
      />
      <TextField
        label={plan === 'api' ? 'Parcels per month' : 'Orders per month'}
        value={f.volume}
        onChange={set('volume')}
        maxLength={40}
      />
      <TextArea label="Anything else" value={f.notes} onChange={set('notes')} maxLength={2000} rows={3} />
      <CaptchaField
        captcha={captcha}
        failed={failed}
        onRefresh={refresh}
        value={f.captcha}
        onChange={set('captcha')}
      />
      <Button type="submit" busy={m.busy}>
        Get a Quote
      </Button>
    </form>
  );
}
