import { Fragment } from 'react';
import { formatDateDMY, formatInr, planName } from '@exportdesk/core';
import { Alert, DataTable, FailureAlert, Loading, PageHeader, useApiQuery } from '@exportdesk/portal-kit';
import { Link } from 'react-router-dom';
import { InvoicesTable } from './InvoicesTable';
import { currentSubscription, taxInvoices, transactionsOf, walletOf } from './planCalls';
import { useCheckoutReturn } from './useCheckoutReturn';
import './plans.css';

const day = (ms: number) => formatDateDMY(new Date(ms + 19_800_000));
const STATE_TEXT = {
  none: 'No plan',
  trial: 'Free trial',
  active: 'Active',
  expiring: 'Expiring soon',
  expired: 'Expired',
} as const;

/** My account (/myaccount): the plan and its end date, the wallet, transactions and tax invoices. */
export default function MyAccount() {
  const sub = useApiQuery(['subscription'], (s) => currentSubscription(s));
  const wallet = useApiQuery(['wallet'], (s) => walletOf(s));
  const tx = useApiQuery(['transactions'], (s) => transactionsOf(s));
  const inv = useApiQuery(['taxInvoices', 'own'], (s) => taxInvoices(false, '', s));
  const back = useCheckoutReturn(() => {
    void sub.retry();
    void wallet.retry();
    void tx.retry();
    void inv.retry();
  });
  const s = sub.data;
  return (
    <>
      <PageHeader
        title="My Account"
        actions={
          <Link className="ed-btn ed-btn--primary" to="/plans">
            Change plan
          </Link>
        }
      />
      {back.verifying && <Loading label="Confirming your payment" />}
      {back.outcome && (
        <Alert kind={back.outcome.kind} title={back.outcome.title}>
          {' '}
          <span data-testid="payment-outcome">{back.outcome.message}</span>
        </Alert>
      )}
      <FailureAlert failure={sub.failure} onRetry={sub.retry} />
      <div className="bo-account">
        <section className="ed-card" data-testid="current-plan">
          <h2>Current plan</h2>
          {sub.loading ? (
            <Loading />
          ) : (
            <dl>
              <dt>Plan</dt>
              <dd data-testid="plan-name">{s?.planName ?? 'No plan'}</dd>
              <dt>Status</dt>
              <dd>
                <span className="ed-badge">{STATE_TEXT[s?.state ?? 'none']}</span>
              </dd>
              {s?.plan && (
                <>
                  <dt>{s.state === 'expired' ? 'Ended' : 'Ends'}</dt>
                  <dd data-testid="plan-end">{day(s.plan.endDate)}</dd>
                </>
              )}
              {s?.next.map((n) => (
                <Fragment key={n.id}>
                  <dt>Next</dt>
                  <dd>
                    {planName(n.planId)} from {day(n.startDate)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          )}
        </section>
        <section className="ed-card">
          <h2>Wallet</h2>
          <dl>
            <dt>Export wallet</dt>
            <dd data-testid="wallet-balance">{wallet.data ? formatInr(wallet.data.balance) : '…'}</dd>
          </dl>
        </section>
      </div>
      <section className="ed-card ed-stack">
        <h2>Transactions</h2>
        <DataTable
          caption="Transactions"
          rows={tx.data?.ledger ?? []}
          rowKey={(r) => String(r.id)}
          empty="No transactions yet"
          columns={[
            { key: 'date', header: 'Date', render: (r) => day(r.date), sortable: true },
            { key: 'reason', header: 'Details' },
            { key: 'orderId', header: 'Order' },
            {
              key: 'amount',
              header: 'Amount',
              sortable: true,
              render: (r) => (
                <span className={r.amount >= 0 ? 'bo-amount--credit' : 'bo-amount--debit'}>
                  {formatInr(r.amount)}
                </span>
              ),
            },
          ]}
        />
      </section>
      <section className="ed-card ed-stack" style={{ marginTop: 16 }}>
        <h2>My tax invoices</h2>
        <InvoicesTable rows={inv.data ?? []} />
      </section>
    </>
  );
}
