import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@exportdesk/portal-kit';
import { startSections } from './federation/sections';
import { ShellRoutes } from './routing/ShellRoutes';

export function App() {
  // Sections load once the first page is up (or at once when a section's page is opened, see
  // SectionPlaceholder), so they never compete with the landing page for the network.
  useEffect(() => {
    const t = setTimeout(() => void startSections(), 1200);
    return () => clearTimeout(t);
  }, []);
  return (
    <PortalProviders>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
