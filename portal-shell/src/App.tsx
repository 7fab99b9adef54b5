import { BrowserRouter } from 'react-router-dom';
import { PortalProviders } from '@exportdesk/portal-kit';
import { SectionPrefetch } from './federation/prefetch';
import { ShellRoutes } from './routing/ShellRoutes';
import { SandboxRibbon } from './layout/SandboxRibbon';

export function App() {
  // A section's code loads when one of its pages is opened (SectionPlaceholder), a link to it is
  // hovered, or — signed in — when the browser is idle: the landing page fetches none of it.
  return (
    <PortalProviders>
      <BrowserRouter>
        <SectionPrefetch />
        <ShellRoutes />
        <SandboxRibbon />
      </BrowserRouter>
    </PortalProviders>
  );
}
