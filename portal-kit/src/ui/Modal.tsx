import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** lg: a wider dialog for forms of many fields */
  size?: 'md' | 'lg';
}

/** An accessible dialog: labelled, Escape closes, focus moves in and returns, Tab stays inside. */
export function Modal({ title, open, onClose, children, footer, size = 'md' }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const before = document.activeElement as HTMLElement | null;
    const focusables = () =>
      Array.from(
        box.current?.querySelectorAll<HTMLElement>(
          'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ) ?? [],
      ).filter((el) => !el.hasAttribute('disabled'));
    (focusables().find((el) => !el.classList.contains('ed-icon-btn')) ?? focusables()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
      if (e.key === 'Tab') {
        const f = focusables();
        if (!f.length) return;
        const first = f[0];
        const last = f[f.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <div className="ed-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        className={`ed-modal${size === 'lg' ? ' ed-modal--lg' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        ref={box}
      >
        <div className="ed-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ed-icon-btn" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="ed-modal__body">{children}</div>
        {footer && <div className="ed-modal__foot">{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}
