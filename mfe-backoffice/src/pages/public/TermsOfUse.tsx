import { AD_CODE_FEE, GST_RATE, PLANS, QUOTE_PLANS, TRIAL_DAYS } from '@exportdesk/core';
import { PageHeader } from '@exportdesk/portal-kit';
import { Link } from 'react-router-dom';
import './public.css';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const gst = `${Math.round(GST_RATE * 100)}% GST`;

/**
 * /termsofuse (issue 14, beside /privacypolicy): static terms, with the plan terms read from the
 * one plan table in core (prices, trial, limits), never copied here.
 */
export default function TermsOfUse() {
  const paid = PLANS.filter((p) => p.monthly > 0);
  return (
    <div className="bo-policy">
      <PageHeader
        title="Terms of Use"
        subtitle="The terms on which ExportDesk is offered to exporters and service providers."
      />
      <ol className="ed-card" aria-label="Terms of use sections" data-testid="terms-sections">
        <li>
          <section aria-labelledby="terms-1">
            <h2 id="terms-1">1. Accounts</h2>
            <p>
              An account belongs to one exporter (one IEC) or one service provider. You keep your password and
              OTPs to yourself and tell us at once if someone else used your account. The mobile number and
              e-mail you register are confirmed with an OTP and must stay reachable.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="terms-2">
            <h2 id="terms-2">2. Free trial</h2>
            <p>
              A new exporter account gets a free trial of {TRIAL_DAYS} days ({TRIAL_DAYS / 7} weeks). When it
              ends, documents already made can still be downloaded; new orders need a plan.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="terms-3">
            <h2 id="terms-3">3. Plans and prices</h2>
            <p>Prices are per IE code, plus {gst}:</p>
            <ul data-testid="terms-plans">
              {paid.map((p) => (
                <li key={p.tier}>
                  {p.name}: {rupees(p.monthly)} a month or {rupees(p.yearly)} a year
                  {p.limits.ordersPerMonth === null
                    ? ', no monthly order limit'
                    : `, up to ${p.limits.ordersPerMonth} orders a month`}
                  , {p.limits.users} exporter users.
                </li>
              ))}
              {QUOTE_PLANS.map((q) => (
                <li key={q.key}>
                  {q.name}: {q.from}, quoted on request.
                </li>
              ))}
            </ul>
            <p>
              An upgrade is paid for the rest of the current cycle, or starts with the next one; a downgrade
              starts when the current cycle ends. A plan is active only after its payment is confirmed. Every
              payment gets a GST tax invoice.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="terms-4">
            <h2 id="terms-4">4. AD Code Registration</h2>
            <p>
              The AD Code Registration service costs {rupees(AD_CODE_FEE)} + {gst}; once paid it can&apos;t be
              refunded.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="terms-5">
            <h2 id="terms-5">5. Your data and documents</h2>
            <p>
              You are responsible for the correctness of what you declare (IEC, GSTIN, invoices, HS codes,
              values). We make documents from your data and keep them for you; see the{' '}
              <Link to="/privacypolicy">Privacy Policy</Link>.
            </p>
          </section>
        </li>
        <li>
          <section aria-labelledby="terms-6">
            <h2 id="terms-6">6. Fair use and changes</h2>
            <p>
              Do not misuse the service or its API. We may change these terms and prices with notice by
              e-mail; a change of price applies from your next cycle.
            </p>
          </section>
        </li>
      </ol>
    </div>
  );
}
