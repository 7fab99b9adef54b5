import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  CARRIER_BILLING_FORMATS,
  formatInr,
  shownArrear,
  shownBillWeight,
  type BillingCarrier,
  type BillingFilter,
  type CarrierInvoiceRow,
} from '@exportdesk/core';
import {
  Button,
  FailureAlert,
  PageHeader,
  Pager,
  serialNo,
  Tabs,
  useApiMutation,
} from '@exportdesk/portal-kit';
import { BillUpload } from './BillUpload';
import { InvoiceActions } from './InvoiceActions';
import { downloadList } from './billingCalls';
import { useBillingList } from './useBillingList';
import './billing.css';

const kgOrDash = (g: number | null) => (g === null ? '—' : shownBillWeight(g));

/**
 * Carrier billing (002 §2.3): `/billing/:page` DHL, `/aramex-billing/:page` Aramex,
 * `/manage-billing/:page` India Post/EMS. Upload with preview, the invoice-number actions, the
 * list (20 a page) with All Invoices / VAT Invoices, the record count, the balance and Excel.
 */
export function BillingPage({ carrier }: { carrier: BillingCarrier }) {
  const format = CARRIER_BILLING_FORMATS[carrier];
  const navigate = useNavigate();
  const page = Math.max(1, Number(useParams().page) || 1);
  const [filter, setFilter] = useState<BillingFilter>('all');
  const list = useBillingList(carrier, filter, page);
  const excel = useApiMutation(downloadList, { errorTitle: 'Oops!' });
  const reload = (toFirst: boolean) => {
    void list.reload();
    if (toFirst && page !== 1) navigate(`${format.route}/1`);
  };

  return (
    <>
      <PageHeader
        title={`${format.label} Billing`}
        subtitle="Carrier invoices reconciled against our parcels."
        actions={
          <span className="billing-balance" aria-live="polite">
            Balance: <strong>{list.balance === null ? '—' : formatInr(list.balance)}</strong>
          </span>
        }
      />
      <div className="ed-stack">
        <BillUpload carrier={carrier} onUploaded={() => reload(true)} />
        <InvoiceActions carrier={carrier} onDone={() => reload(false)} />
        <div className="billing-toolbar">
          <Tabs
            label="Invoice filter"
            value={filter}
            onChange={(f) => {
              setFilter(f);
              if (page !== 1) navigate(`${format.route}/1`);
            }}
            tabs={[
              { value: 'all', label: 'All Invoices' },
              { value: 'vat', label: 'VAT Invoices' },
            ]}
          />
          <span className="ed-muted" aria-live="polite">
            {list.count} record{list.count === 1 ? '' : 's'}
          </span>
          <Button
            variant="secondary"
            size="sm"
            busy={excel.busy}
            disabled={!list.count}
            onClick={() => void excel.run({ carrier, filter })}
          >
            Download Excel
          </Button>
        </div>
        <FailureAlert failure={list.failure} onRetry={list.retry} />
        {/* scrolls sideways on narrow screens: focusable so the keyboard can scroll it (WCAG 2.1.1) */}
        <div
          className="billing-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={`${format.label} carrier invoices`}
        >
          <table className="ed-table billing-table">
            <caption className="ed-sr-only">{format.label} carrier invoices</caption>
            <thead>
              <tr>
                {[
                  'Sr. No.',
                  'Carrier Invoice No.',
                  'Exporter Name',
                  'Ref. ID',
                  'Declared Weight',
                  'Weight Difference',
                  'Amount Debited',
                  'Invoice Amount',
                  'Receipt',
                  'Own Invoice No.',
                  'Status',
                ].map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.rows.length === 0 && (
                <tr>
                  <td colSpan={11}>{list.loading ? 'Loading' : 'No Data Found'}</td>
                </tr>
              )}
              {list.rows.map((r, i) => (
                <InvoiceRow key={r.id} r={r} sr={serialNo(page, i)} />
              ))}
            </tbody>
          </table>
        </div>
        <Pager
          pager={list.pager}
          label="Carrier invoice pages"
          onPage={(p) => navigate(`${format.route}/${p}`)}
        />
      </div>
    </>
  );
}

function InvoiceRow({ r, sr }: { r: CarrierInvoiceRow; sr: number }) {
  return (
    <tr className={`billing-row billing-row--${r.match}`}>
      <td>{sr}</td>
      <td>{r.invoiceNumber}</td>
      <td>{r.exporterName ?? <span className="ed-muted">Unmatched</span>}</td>
      <td>{r.shipmentID || r.handoverID || r.awb}</td>
      <td>{kgOrDash(r.declaredWeight)}</td>
      <td>{kgOrDash(r.weightDiff)}</td>
      <td className="ed-nowrap">{formatInr(r.amountDebited)}</td>
      <td>
        {formatInr(r.invoiceAmount)}
        {r.arrear ? <span className="ed-muted"> + {formatInr(shownArrear(r.arrear))} arrear</span> : null}
      </td>
      <td className="ed-nowrap">{r.vat === null ? '—' : formatInr(r.vat)}</td>
      <td>{r.pmbInvoiceNo ?? '—'}</td>
      <td>
        <span className={`ed-badge billing-status--${r.status.toLowerCase()}`}>{r.status}</span>
        {r.match !== 'matched' && <span className="billing-match">{r.match}</span>}
      </td>
    </tr>
  );
}

export const DhlBilling = () => <BillingPage carrier="dhl" />;
export const AramexBilling = () => <BillingPage carrier="aramex" />;
export const ManageBilling = () => <BillingPage carrier="indiapost" />;
export default DhlBilling;
