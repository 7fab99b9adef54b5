import { useState } from 'react';
import { ANNUAL_SAVES_TEXT, QUOTE_PLANS } from '@exportdesk/core';
import { Button, Modal, PageHeader, Tabs, useApiQuery, useAuth } from '@exportdesk/portal-kit';
import { Link } from 'react-router-dom';
import { ChangePlanModal } from './ChangePlanModal';
import { PlanCards } from './PlanCards';
import { currentSubscription } from './planCalls';
import { QuoteForm } from './QuoteForm';
import { RegisterStart } from './RegisterStart';
import { useChangePlan } from './useChangePlan';
import './plans.css';

/**
 * Pricing, /plans (public; 002 §2.10, §9): the plan cards from core's table with the
 * monthly/annual toggle, the change-plan flow for a signed-in exporter admin (others are told
 * 'This feature is in development phase.' by the server), Get a Quote for the customised Excel
 * and API plans, and the registration form for visitors.
 */
export default function Plans() {
  const { principal } = useAuth();
  const [period, setPeriod] = useState<'monthly' | 'yearly'>('monthly');
  const [quote, setQuote] = useState<'excel' | 'api' | null>(null);
  const sub = useApiQuery(['subscription'], (signal) => currentSubscription(signal), {
    enabled: !!principal,
  });
  const change = useChangePlan('/myaccount');
  const live = sub.data && sub.data.state !== 'expired' && sub.data.state !== 'none';
  return (
    <>
      <PageHeader
        title="Plans and pricing"
        subtitle="Prices in rupees plus 18% GST, per IE code. New exporters get 2 weeks free."
      />
      <div className="ed-row bo-plans__toggle">
        <Tabs
          label="Billing period"
          value={period}
          onChange={setPeriod}
          tabs={[
            { value: 'monthly', label: 'Monthly' },
            { value: 'yearly', label: 'Annual' },
          ]}
        />
        <span className="ed-badge">{ANNUAL_SAVES_TEXT}</span>
      </div>
      <PlanCards
        period={period}
        currentPlanId={live ? (sub.data?.plan?.planId ?? null) : null}
        busy={change.busy}
        onChoose={(p) => {
          if (!principal) {
            document.getElementById('plans-register')?.scrollIntoView({ behavior: 'smooth' });
            return;
          }
          void change.choose(p.ids[period], p[period]);
        }}
      />
      <section className="bo-quotes">
        {QUOTE_PLANS.map((q) => (
          <article key={q.key} className="ed-card bo-quote">
            <h2>{q.name}</h2>
            <p className="bo-plan__price">{q.from}</p>
            <p className="ed-muted">
              {q.key === 'excel'
                ? 'Your own spreadsheet layout, mapped to PBE, CSB and invoices.'
                : 'Book parcels and fetch documents from your systems through the REST API.'}
            </p>
            <Button variant="secondary" onClick={() => setQuote(q.key)}>
              Get a Quote
            </Button>
          </article>
        ))}
      </section>
      {!principal && (
        <div id="plans-register">
          <RegisterStart />
        </div>
      )}
      <p className="ed-muted bo-plans__terms">
        Plans renew by payment; a downgrade starts when the current cycle ends. Expired plans are read-only:
        documents still download. See the <Link to="/termsofuse">terms of use</Link> and the{' '}
        <Link to="/privacypolicy">privacy policy</Link>.
      </p>
      <ChangePlanModal
        pending={change.pending}
        busy={change.busy}
        onConfirm={(r) => void change.confirm(r)}
        onCancel={change.cancel}
      />
      <Modal open={quote !== null} title="Get a Quote" onClose={() => setQuote(null)}>
        {quote && <QuoteForm plan={quote} onDone={() => setQuote(null)} />}
      </Modal>
    </>
  );
}
