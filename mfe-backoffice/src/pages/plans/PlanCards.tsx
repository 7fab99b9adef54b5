import { ANNUAL_SAVES_TEXT, PLANS, formatInr, withGst, type PlanRow } from '@exportdesk/core';
import { Button } from '@exportdesk/portal-kit';

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** The plan cards, from core's one table (002 §9): price + 18% GST, per IE code. */
export function PlanCards({
  period,
  currentPlanId,
  busy,
  onChoose,
}: {
  period: 'monthly' | 'yearly';
  currentPlanId: string | null;
  busy: boolean;
  onChoose: (p: PlanRow) => void;
}) {
  return (
    <ul className="bo-plans" data-testid="plan-cards">
      {PLANS.map((p) => {
        const price = p[period];
        const held = currentPlanId !== null && p.ids[period] === currentPlanId;
        return (
          <li key={p.tier} className={`ed-card bo-plan${p.tier === 'premium' ? ' bo-plan--best' : ''}`}>
            <h2>{p.name}</h2>
            <p className="bo-plan__price">
              {price ? rupees(price) : '₹0'}
              <span className="ed-muted">/{period === 'monthly' ? 'month' : 'year'}</span>
            </p>
            <p className="ed-muted bo-plan__gst">
              {price ? `+ 18% GST (${formatInr(withGst(price))} in all) per IE code` : 'No charge'}
              {price && period === 'yearly' ? ` · ${ANNUAL_SAVES_TEXT}` : ''}
            </p>
            <ul className="bo-plan__features">
              {p.highlights.map((h) => (
                <li key={h}>{h}</li>
              ))}
              <li>
                {p.limits.ordersPerMonth === null
                  ? 'Unlimited orders'
                  : p.limits.ordersPerMonth
                    ? `Up to ${p.limits.ordersPerMonth} orders a month`
                    : 'No new orders'}
              </li>
              {p.limits.users > 0 && <li>{p.limits.users} exporter users</li>}
            </ul>
            {p.tier !== 'free' && (
              <Button
                block
                busy={busy}
                disabled={held}
                onClick={() => onChoose(p)}
                data-testid={`choose-${p.tier}`}
              >
                {held ? 'Current plan' : `Choose ${p.name}`}
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
