import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './auth.css';

/** The frame of the sign-in pages: brand panel and a form card. */
export function AuthLayout({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="auth">
      <aside className="auth__brand">
        <Link to="/" className="auth__logo">
          <span aria-hidden="true">ED</span> ExportDesk
        </Link>
        <div>
          {aside ?? (
            <>
              <h2>Exports without the paperwork pile.</h2>
              <ul>
                <li>Rates from India Post and couriers side by side</li>
                <li>PBE, CN22/CN23, EDF and invoices in minutes</li>
                <li>Live alerts when documents are ready</li>
              </ul>
            </>
          )}
        </div>
        <small>Support Monday to Saturday, 10:00 to 20:00</small>
      </aside>
      <main className="auth__main" id="main">
        <div className="auth__card">
          <h1>{title}</h1>
          {subtitle && <p className="ed-muted">{subtitle}</p>}
          {children}
        </div>
      </main>
    </div>
  );
}
