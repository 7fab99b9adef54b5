import { ACCOUNT_EXTRA_CONTRACTS } from '@exportdesk/core';
import { callContract, useApiQuery } from '@exportdesk/portal-kit';
import './sandbox-ribbon.css';

/**
 * Issue 23: a staging site runs production mode on sandbox drivers (payments, OTPs, bookings are
 * not real), and every page says so, signed in or not, so nobody takes it for the real one. The
 * flag comes from the public health answer; read once per session, a failed read shows nothing.
 */
export function SandboxRibbon() {
  const health = useApiQuery(
    ['health', 'sandbox'],
    (signal) => callContract(ACCOUNT_EXTRA_CONTRACTS.health, {}, signal),
    {
      staleTime: 10 * 60_000,
    },
  );
  if (!health.data?.sandbox) return null;
  return (
    <div className="sandbox-ribbon" role="note" data-testid="sandbox-ribbon">
      <strong>Sandbox</strong> Staging site: payments, OTPs and bookings are not real.
    </div>
  );
}
