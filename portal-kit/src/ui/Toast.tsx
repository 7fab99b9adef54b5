import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

export interface ToastInput {
  kind?: 'info' | 'success' | 'error';
  title?: string;
  message: string;
  /** milliseconds; 0 keeps it until closed */
  duration?: number;
  action?: { label: string; onClick: () => void };
  onClose?: () => void;
}

interface ToastItem extends ToastInput {
  id: number;
}

interface ToastApi {
  show: (t: ToastInput) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const seq = useRef(0);
  const live = useRef<ToastItem[]>([]);
  live.current = items;
  /** Closed by the user: runs onClose (e.g. a notice's read flag), unlike the timeout. */
  const dismiss = useCallback((id: number) => {
    live.current.find((t) => t.id === id)?.onClose?.();
    setItems((all) => all.filter((t) => t.id !== id));
  }, []);
  const show = useCallback((t: ToastInput) => {
    const id = ++seq.current;
    setItems((all) => [...all, { ...t, id }]);
    const ms = t.duration ?? 4000;
    if (ms > 0) setTimeout(() => setItems((all) => all.filter((x) => x.id !== id)), ms);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="ed-toasts" aria-live="polite">
        {items.map((t) => (
          <div
            key={t.id}
            className={`ed-toast ed-toast--${t.kind ?? 'info'}`}
            role={t.kind === 'error' ? 'alert' : 'status'}
          >
            <div className="ed-toast__body">
              {t.title && <strong>{t.title}</strong>}
              {t.message}
            </div>
            {t.action && (
              <button
                type="button"
                className="ed-btn ed-btn--ghost ed-btn--sm"
                onClick={() => {
                  t.action?.onClick();
                  dismiss(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
            <button type="button" className="ed-icon-btn" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const ctx = useContext(ToastContext);
  if (!ctx) throw new Error('useToast needs <ToastProvider>');
  return ctx;
}
