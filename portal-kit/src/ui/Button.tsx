import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';
  size?: 'md' | 'sm';
  block?: boolean;
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  size = 'md',
  block,
  busy,
  className = '',
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const cls = [
    'ed-btn',
    `ed-btn--${variant}`,
    size === 'sm' && 'ed-btn--sm',
    block && 'ed-btn--block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={cls} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="ed-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
