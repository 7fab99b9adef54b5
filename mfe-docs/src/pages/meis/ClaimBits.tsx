import {
  claimRowColour,
  formatDateDMY,
  formatInr,
  hasShippingBill,
  meisDescription,
  type MeisApplication,
} from '@exportdesk/core';
import { Button } from '@exportdesk/portal-kit';

export const dmy = (ms: number | null) => (ms === null ? '' : formatDateDMY(new Date(ms + 330 * 60_000)));
export const dmyTime = (ms: number) => {
  const d = new Date(ms + 330 * 60_000);
  return `${formatDateDMY(d)} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
};

/** Row colours (001 §4): red, yellow, orange, green by status. */
export const rowClass = (a: MeisApplication) => {
  const c = claimRowColour(a.status);
  return c ? `meis-row meis-row--${c}` : 'meis-row';
};

/** PBE No. and Date: each order's docket with its shipping bill, or "SB pending" (not claimable yet). */
export function PbeCell({ app }: { app: MeisApplication }) {
  return (
    <ul className="meis-cell-list">
      {app.orderDetails.map((o) => {
        const sb = o.shippingBillDetails;
        return (
          <li key={o.orderId}>
            {o.docketNo} ·{' '}
            {hasShippingBill({ sbNo: sb.bill, sbDate: sb.date }) ? (
              `SB ${sb.bill} / ${dmy(sb.date)}`
            ) : (
              <span className="meis-norate">SB pending</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DescriptionCell({ app }: { app: MeisApplication }) {
  return (
    <ul className="meis-cell-list">
      {app.orderDetails.map((o) => (
        <li key={o.orderId} title={o.description}>
          {meisDescription(o.description)} <span className="ed-muted">HS {o.hsCode}</span>
        </li>
      ))}
    </ul>
  );
}

/** Entitlement amount = rate of entitlement × FOB (INR, 2 decimals), per order and in total. */
export function EntitlementCell({ app }: { app: MeisApplication }) {
  return (
    <div>
      <strong>{formatInr(app.entitlementTotal)}</strong>
      <ul className="meis-cell-list ed-muted">
        {app.excelData.map((e) => (
          <li key={e.orderId}>
            {e.scheme} {e.rateOfEntitlement}% → {formatInr(e.amount)}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function RemarksButton({ app, onOpen }: { app: MeisApplication; onOpen: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onOpen} aria-label={`Remarks of ${app.refNo}`}>
      Remarks ({app.remarks.length})
    </Button>
  );
}
