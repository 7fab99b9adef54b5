import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@exportdesk/portal-kit';
import { startSections } from './federation/sections';
import { ShellRoutes } from './routing/ShellRoutes';

export function App() {
  useEffect(() => void startSections(), []);
  return (
    <PortalProviders>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </PortalProviders>
  );
}
