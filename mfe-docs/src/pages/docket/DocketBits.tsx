import { Link } from 'react-router-dom';
import type { DocketTab } from './docketCalls';
import type { InvoicesState } from './useInvoices';

/** Small pieces of the docket page: breadcrumbs, the header's facts, a status badge, a picker. */
export function Crumbs({ docket }: { docket: string | null }) {
  return (
    <nav aria-label="Breadcrumb" className="dk-crumbs">
      <ol>
        <li>
          <Link to="/home">Home</Link>
        </li>
        <li>
          <Link to="/pbe">My PBE</Link>
        </li>
        {docket && <li aria-current="page">{docket}</li>}
      </ol>
    </nav>
  );
}

export function DocketFacts({ tab }: { tab: DocketTab }) {
  return (
    <span className="dk-facts">
      <span>
        {tab.parcels.length} parcel{tab.parcels.length === 1 ? '' : 's'}
      </span>
      <span>
        {tab.invoices.length} invoice{tab.invoices.length === 1 ? '' : 's'}
      </span>
      <span>Pickup: {tab.pickupStatus}</span>
      {/* The pickup desk's answer (Pickup Requests), with the reason when it declined. */}
      {tab.pickup.answer && (
        <span className="dk-pickup-answer">
          Pickup desk: {tab.pickup.answer}
          {tab.pickup.answer === 'Rescheduled' && tab.pickup.pickupDate ? ` to ${tab.pickup.pickupDate}` : ''}
          {tab.pickup.answerReason ? ` — ${tab.pickup.answerReason}` : ''}
        </span>
      )}
    </span>
  );
}

export function StatusBadge({ state }: { state: InvoicesState }) {
  const text = state ?? 'Not generated';
  return <span className={`dk-badge dk-badge--${(state ?? 'none').toLowerCase()}`}>{text}</span>;
}

export function InvoicePicker({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: string[];
  onChange: (v: string) => void;
}) {
  if (options.length === 1) return <span className="ed-muted dk-small">Invoice {options[0]}</span>;
  return (
    <span className="dk-pick">
      <label htmlFor={id} className="dk-small">
        {label}
      </label>
      <select
        id={id}
        className="ed-input dk-pick__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </span>
  );
}
