import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { ROUTE_TABLE, SECTION_REMOTE, type PortalSection } from '@exportdesk/core';
import { Loading } from '@exportdesk/portal-kit';
import { useSections } from '../federation/sections';
import { Layout } from '../layout/Layout';
import { Guard } from './Guard';
import { SectionPage, SectionPlaceholder, UnknownPath } from './SectionPage';
import { Landing } from '../landing/Landing';

// The landing page is the only shell page a visitor's first load needs: the others (and the
// schemas they validate with) come when their route is opened (issue 18, ≤ 150 KB landing).
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const ExporterLogin = page(() => import('../login/ExporterLogin'), 'ExporterLogin');
const CustomsLogin = page(() => import('../login/CustomsLogin'), 'CustomsLogin');
const SuperUserLogin = page(() => import('../login/SuperUserLogin'), 'SuperUserLogin');
const ResetPassword = page(() => import('../login/ResetPassword'), 'ResetPassword');
const Home = page(() => import('../pages/Home'), 'Home');
const HomeToken = page(() => import('../pages/HomeToken'), 'HomeToken');
const Dashboard = page(() => import('../pages/Dashboard'), 'Dashboard');
const Updates = page(() => import('../pages/Updates'), 'Updates');
const TokenExchange = lazy(() => import('../pages/HomeToken').then((m) => ({ default: m.TokenExchange })));

const titleOf = (path: string) => path.split('/')[1]?.replace(/[-_]/g, ' ') || 'Page';

/**
 * The shell's route table (000 §2.1). Shell pages are here; section pages come from each remote's
 * `./routes` at run time. Every table path of a section is mounted even while the section is
 * loading or down, so the guard still applies and the user sees why the page is missing.
 */
export function ShellRoutes() {
  const sections = useSections();
  const served = new Set<string>();
  const sectionRoutes = Object.entries(sections).flatMap(([name, s]) =>
    s.state === 'ready'
      ? s.routes.map((r) => {
          served.add(r.path.toLowerCase());
          // r.permission is this shell's ROUTE_TABLE guard for the path (guardedRoutes, issue 18)
          return (
            <Route
              key={`${name}:${r.path}`}
              path={r.path}
              element={
                <Guard open={r.permission === null} permission={r.permission}>
                  <SectionPage name={name} route={r} />
                </Guard>
              }
            />
          );
        })
      : [],
  );
  const placeholders = ROUTE_TABLE.filter(
    (r) => r.section !== 'shell' && !served.has(r.path.toLowerCase()),
  ).map((r) => {
    const name = SECTION_REMOTE[r.section as Exclude<PortalSection, 'shell'>];
    return (
      <Route
        key={`table:${r.path}`}
        path={r.path}
        element={
          <Guard open={r.open}>
            <SectionPlaceholder name={name} state={sections[name]} title={titleOf(r.path)} />
          </Guard>
        }
      />
    );
  });

  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/login" element={<ExporterLogin />} />
        <Route path="/login/:logout" element={<ExporterLogin />} />
        <Route path="/superuser" element={<SuperUserLogin />} />
        <Route path="/dgft/:id" element={<CustomsLogin />} />
        <Route path="/reset-password/:str" element={<ResetPassword />} />
        <Route path="/home/:token" element={<HomeToken />} />
        <Route element={<Layout />}>
          {/* 000 §2.4: "If not logged in, it goes to /login." */}
          <Route path="/home" element={<HomeEntry />} />
          <Route
            path="/dashboard"
            element={
              <Guard open={false}>
                <Dashboard />
              </Guard>
            }
          />
          <Route
            path="/updates"
            element={
              <Guard open={false}>
                <Updates />
              </Guard>
            }
          />
          {sectionRoutes}
          {placeholders}
        </Route>
        <Route path="*" element={<UnknownPath />} />
      </Routes>
    </Suspense>
  );
}

function HomeEntry() {
  const [query] = useSearchParams();
  const token = query.get('token');
  if (token) return <TokenExchange token={token} />;
  return (
    <Guard open={false} redirectTo="/login">
      <Home />
    </Guard>
  );
}
