import { useState, type ReactNode } from 'react';
import { Button } from './Button';
import { Modal } from './Modal';

export function Alert({
  kind = 'info',
  title,
  children,
}: {
  kind?: 'info' | 'success' | 'error' | 'warning';
  title?: string;
  children: ReactNode;
}) {
  return (
    <div className={`ed-alert ed-alert--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <strong>{title}</strong>}
      {children}
    </div>
  );
}

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="ed-page-head">
      <div>
        <h1>{title}</h1>
        {subtitle && <p>{subtitle}</p>}
      </div>
      {actions && <div className="ed-row">{actions}</div>}
    </header>
  );
}

/** "Route transitions show a 'Loading' indicator." */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="ed-loading" role="status">
      <span className="ed-spinner" aria-hidden="true" /> {label}
    </div>
  );
}

export const SECTION_UNAVAILABLE = 'This section is unavailable right now';

export function SectionUnavailable({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="ed-card ed-unavailable" role="alert" data-testid="section-unavailable">
      <h2>{SECTION_UNAVAILABLE}</h2>
      <p className="ed-muted">
        {detail ?? 'The rest of the portal keeps working. Please try again in a moment.'}
      </p>
      <Button
        busy={busy}
        onClick={async () => {
          setBusy(true);
          try {
            await onRetry();
          } finally {
            setBusy(false);
          }
        }}
      >
        Retry
      </Button>
    </div>
  );
}

export interface ConfirmProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: ConfirmProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

export function Tabs<T extends string | number>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: { value: T; label: string }[];
  value: T;
  onChange: (v: T) => void;
}) {
  return (
    <div className="ed-tabs" role="tablist" aria-label={label}>
      {tabs.map((t, i) => (
        <button
          key={String(t.value)}
          type="button"
          role="tab"
          className="ed-tab"
          aria-selected={t.value === value}
          tabIndex={t.value === value ? 0 : -1}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => {
            const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
            if (!d) return;
            const next = tabs[(i + d + tabs.length) % tabs.length];
            onChange(next.value);
            (
              e.currentTarget.parentElement?.children[(i + d + tabs.length) % tabs.length] as
                HTMLElement | undefined
            )?.focus();
          }}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
