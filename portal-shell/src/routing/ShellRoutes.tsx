import { Navigate, Route, Routes, useSearchParams } from 'react-router-dom';
import { ROUTE_TABLE, SECTION_REMOTE, type PortalSection } from '@exportdesk/core';
import { useSections } from '../federation/sections';
import { Layout } from '../layout/Layout';
import { Guard } from './Guard';
import { SectionPage, SectionPlaceholder } from './SectionPage';
import { Landing } from '../landing/Landing';
import { ExporterLogin } from '../login/ExporterLogin';
import { CustomsLogin } from '../login/CustomsLogin';
import { SuperUserLogin } from '../login/SuperUserLogin';
import { ResetPassword } from '../login/ResetPassword';
import { Home } from '../pages/Home';
import { HomeToken, TokenExchange } from '../pages/HomeToken';
import { Dashboard } from '../pages/Dashboard';
import { Updates } from '../pages/Updates';

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
  const placeholders = ROUTE_TABLE.filter((r) => r.section !== 'shell' && !served.has(r.path.toLowerCase())).map((r) => {
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
        <Route path="/dashboard" element={<Guard open={false}><Dashboard /></Guard>} />
        <Route path="/updates" element={<Guard open={false}><Updates /></Guard>} />
        {sectionRoutes}
        {placeholders}
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
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
