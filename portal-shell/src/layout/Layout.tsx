import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading, useAuth, useLiveSocket } from '@exportdesk/portal-kit';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import './layout.css';

// Notices concern signed-in pages only: their code loads beside the page, not with the landing.
const NoticeWatcher = lazy(() =>
  import('../notices/NoticeWatcher').then((m) => ({ default: m.NoticeWatcher })),
);

/** Every page but the landing and the sign-in pages: navigation by role, notices, live socket. */
export function Layout() {
  useLiveSocket();
  const { principal } = useAuth();
  // Signed in: the app shell (side navigation, top bar); a guest on a public page: the top bar.
  return (
    <div className={principal ? 'shell shell--app' : 'shell'}>
      <a href="#main" className="shell-skip">
        Skip to content
      </a>
      <Navbar variant="app" />
      <main id="main" className="shell-main">
        <div className="ed-container">
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <Footer />
      <Suspense fallback={null}>
        <NoticeWatcher />
      </Suspense>
    </div>
  );
}
