import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink as RouterLink, useLocation } from 'react-router-dom';
import { isNavGroup, navbarFor, type NavAction, type NavEntry, type NavLink } from '@exportdesk/core';
import { Modal, TrackingBox, useAuth } from '@exportdesk/portal-kit';
import { useProfile } from './useProfile';
import { useUnreadUpdates } from '../notices/noticeStore';
import { focusMenuItem, menuKey, triggerKey, type MenuFocus } from './menuKeys';

// The modals load when opened: they bring the exchange-rate rules and the plans table, which
// no page needs before a click (issue 18: the landing stays within its JavaScript budget).
const ExchangeRateModal = lazy(() =>
  import('./ExchangeRateModal').then((m) => ({ default: m.ExchangeRateModal })),
);
const LogoutConfirm = lazy(() => import('./LogoutConfirm').then((m) => ({ default: m.LogoutConfirm })));
const AdCodeModal = lazy(() => import('./AdCodeModal').then((m) => ({ default: m.AdCodeModal })));

/**
 * The navigation by role (002 §6), from core's navbarFor table. `app` (signed-in pages, issue 27
 * item 1): a left navigation on wide screens with the menu groups, a top bar with the user menu
 * and the updates alert, and the navigation as a drawer under 900 px. `top` (the landing and the
 * guest pages): one horizontal bar.
 */
export function Navbar({ hideMenu, variant = 'top' }: { hideMenu?: boolean; variant?: 'top' | 'app' }) {
  const { principal, claims } = useAuth();
  const profile = useProfile();
  const unread = useUnreadUpdates();
  const [open, setOpen] = useState<string | null>(null);
  // Opened from the keyboard: which item takes focus once the menu is on screen.
  const [focusOnOpen, setFocusOnOpen] = useState<MenuFocus | null>(null);
  const [mobile, setMobile] = useState(false);
  const [action, setAction] = useState<NavAction | null>(null);
  // The menu item that opened a dialog is gone once its panel closes: focus returns to the group's trigger.
  const returnFocus = useRef<HTMLElement | null>(null);
  const closeAction = useCallback(() => {
    setAction(null);
    setTimeout(() => returnFocus.current?.isConnected && returnFocus.current.focus());
  }, []);
  const bar = useRef<HTMLElement | HTMLDivElement>(null);
  const location = useLocation();
  const entries = navbarFor(principal, { defaultCarrier: profile?.defaultCarrier });

  useEffect(() => {
    setOpen(null);
    setMobile(false);
  }, [location.pathname]);
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    focusMenuItem(
      bar.current?.querySelector<HTMLElement>(`[data-nav-group="${open}"] [role="menu"]`) ?? null,
      focusOnOpen,
    );
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);
  const openMenu = (label: string, focus: MenuFocus | null) => {
    setOpen(label);
    setFocusOnOpen(focus);
  };
  const closeMenu = (label: string, returnFocus: boolean) => {
    setOpen(null);
    if (returnFocus)
      bar.current?.querySelector<HTMLElement>(`[data-nav-group="${label}"] .nav__trigger`)?.focus();
  };
  useEffect(() => {
    const close = (e: MouseEvent) => bar.current && !bar.current.contains(e.target as Node) && setOpen(null);
    const esc = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(null);
      setMobile(false);
    };
    // (Esc inside a menu is handled by menuKey, which also returns focus to the trigger.)
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', esc);
    };
  }, []);

  // Items inside a dropdown are menu items, out of the Tab order (the arrows move between them).
  const inMenu = (inPanel: boolean) => (inPanel ? ({ role: 'menuitem', tabIndex: -1 } as const) : {});
  const item = (l: NavLink, inPanel = false) =>
    l.to ? (
      <RouterLink
        to={l.to}
        className={inPanel ? undefined : 'nav__link'}
        onClick={() => setOpen(null)}
        {...inMenu(inPanel)}
      >
        {l.label}
        {l.unreadDot && unread && <span className="ed-dot" role="img" aria-label="unread updates" />}
      </RouterLink>
    ) : (
      <button
        type="button"
        {...inMenu(inPanel)}
        className={inPanel ? undefined : 'nav__link'}
        onClick={(e) => {
          returnFocus.current =
            e.currentTarget.closest('.nav__group')?.querySelector<HTMLElement>('.nav__trigger') ?? null;
          setOpen(null);
          setAction(l.action ?? null);
        }}
      >
        {l.label}
      </button>
    );

  const initials = (claims?.name ?? 'U')
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

  const menu = entries.filter((e) => e.label !== 'Account');
  const account = entries.find((e) => e.label === 'Account');

  const group = (e: NavEntry, i: number, end = false) => {
    if (!isNavGroup(e)) return <li key={e.label}>{item(e)}</li>;
    const id = `menu-${e.label.replace(/\W+/g, '-').toLowerCase()}`;
    // panels of the right half open leftwards so they stay on screen
    const right = end || i >= menu.length / 2;
    return (
      <li
        key={e.label}
        className={`nav__group${right ? ' nav__group--right' : ''}`}
        data-nav-group={e.label}
        // focus leaving the group (Tab, a click elsewhere) closes its menu
        onBlur={(ev) =>
          open === e.label && !ev.currentTarget.contains(ev.relatedTarget as Node | null) && setOpen(null)
        }
      >
        <button
          type="button"
          className="nav__trigger"
          id={`${id}-button`}
          aria-haspopup="menu"
          aria-expanded={open === e.label}
          aria-controls={open === e.label ? id : undefined}
          // Enter/Space arrive as a click with detail 0: open with the first item focused
          onClick={(ev) =>
            open === e.label ? setOpen(null) : openMenu(e.label, ev.detail === 0 ? 'first' : null)
          }
          onKeyDown={(ev) => {
            const focus = triggerKey(ev);
            if (!focus) return;
            ev.preventDefault();
            openMenu(e.label, focus);
          }}
        >
          {end ? (
            <>
              <span className="nav__avatar" aria-hidden="true">
                {initials}
              </span>
              <span className="ed-sr-only">Account</span>
            </>
          ) : (
            e.label
          )}
          <span aria-hidden="true">▾</span>
        </button>
        {open === e.label && (
          <div className="nav__panel">
            {end && claims?.name && (
              <p className="ed-muted" style={{ margin: 0, padding: '8px 12px', fontSize: 13 }}>
                Signed in as <strong>{claims.name}</strong>
              </p>
            )}
            <ul
              role="menu"
              id={id}
              aria-labelledby={`${id}-button`}
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
              onKeyDown={(ev) => menuKey(ev, (back) => closeMenu(e.label, back))}
            >
              {e.items.map((x) => (
                <li key={x.label} role="none">
                  {item(x, true)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </li>
    );
  };

  const dialogs = (
    <>
      <Modal open={action === 'trackParcel'} title="Parcel Tracking" onClose={closeAction}>
        <TrackingBox autoFocus />
      </Modal>
      <Suspense fallback={null}>
        {action === 'logout' && <LogoutConfirm open onClose={closeAction} />}
        {action === 'exchangeRate' && <ExchangeRateModal open onClose={closeAction} />}
        {action === 'adCodeRegistration' && <AdCodeModal open onClose={closeAction} />}
      </Suspense>
    </>
  );

  if (variant === 'app' && principal && !hideMenu) {
    const updates = menu.find((e): e is NavLink => !isNavGroup(e) && !!e.unreadDot);
    return (
      // One box around the bar and the side navigation: a click in either is not "outside".
      <div className="appnav" ref={bar as React.RefObject<HTMLDivElement>}>
        <div className="topbar">
          <button
            type="button"
            className="ed-btn ed-btn--secondary ed-btn--sm topbar__menu"
            aria-expanded={mobile}
            aria-controls="app-sidebar"
            onClick={() => setMobile((m) => !m)}
          >
            Menu
          </button>
          <Link to="/home" className="nav__brand topbar__brand" aria-label="ExportDesk home">
            <span className="nav__logo" aria-hidden="true">
              ED
            </span>{' '}
            ExportDesk
          </Link>
          <div className="topbar__end">
            {updates?.to && (
              <RouterLink
                to={updates.to}
                className="topbar__alert"
                // the side navigation's Updates link carries the named dot; the bell is the alert
                aria-label={unread ? 'Alerts: new updates' : 'Alerts'}
              >
                <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                  <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
                  <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
                </svg>
                {unread && <span className="ed-dot" aria-hidden="true" />}
              </RouterLink>
            )}
            <ul id="account-menu" className="nav__menu topbar__account">
              {account && group(account, menu.length, true)}
            </ul>
          </div>
        </div>
        <header className={`nav nav--side${mobile ? ' open' : ''}`} id="app-sidebar">
          <nav className="nav__inner" aria-label="Main">
            <Link to="/home" className="nav__brand" aria-label="ExportDesk home">
              <span className="nav__logo" aria-hidden="true">
                ED
              </span>{' '}
              ExportDesk
            </Link>
            <ul id="main-menu" className="nav__menu">
              {menu.map((e, i) => group(e, i))}
            </ul>
          </nav>
        </header>
        {mobile && <div className="appnav__scrim" aria-hidden="true" onClick={() => setMobile(false)} />}
        {dialogs}
      </div>
    );
  }

  return (
    <header className={`nav${principal ? ' nav--signed' : ''}`} ref={bar as React.RefObject<HTMLElement>}>
      <nav className="ed-container nav__inner" aria-label="Main">
        <Link to={principal ? '/home' : '/'} className="nav__brand" aria-label="ExportDesk home">
          <span className="nav__logo" aria-hidden="true">
            ED
          </span>{' '}
          ExportDesk
        </Link>
        {!hideMenu && (
          <>
            <ul id="main-menu" className={`nav__menu${mobile ? ' open' : ''}`}>
              {menu.map((e, i) => group(e, i))}
              {account && group(account, menu.length, true)}
            </ul>
            {!principal && (
              <Link className="ed-btn ed-btn--primary ed-btn--sm nav__login" to="/login">
                Log In
              </Link>
            )}
            <button
              type="button"
              className="ed-btn ed-btn--secondary ed-btn--sm nav__toggle"
              aria-expanded={mobile}
              aria-controls="main-menu"
              onClick={() => setMobile((m) => !m)}
            >
              Menu
            </button>
          </>
        )}
      </nav>
      {dialogs}
    </header>
  );
}
