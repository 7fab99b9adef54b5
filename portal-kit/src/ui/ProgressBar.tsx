import type { ReactNode } from 'react';

/**
 * Progress of long work (a bulk upload, invoices being generated): a label, an optional detail
 * line and a bar that assistive technology reads as a progressbar with its percentage.
 */
export function ProgressBar({
  label,
  percent,
  detail,
  ariaLabel,
  boxed = false,
}: {
  label: ReactNode;
  percent: number;
  detail?: ReactNode;
  /** what a screen reader calls the bar (defaults to the label when it is text) */
  ariaLabel?: string;
  /** drawn as a card of its own rather than inline */
  boxed?: boolean;
}) {
  const pct = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={`ed-progress${boxed ? ' ed-progress--boxed' : ''}`}>
      <div className="ed-progress__text">
        <span>{label}</span>
        {detail && <span className="ed-muted">{detail}</span>}
      </div>
      <div
        className="ed-progress__track"
        role="progressbar"
        aria-label={ariaLabel ?? (typeof label === 'string' ? label : undefined)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div className="ed-progress__bar" style={{ width: `${pct}%` }} />
      </div>
    </div>
  );
}
