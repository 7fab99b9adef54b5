import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig } from '@exportdesk/portal-kit/webpack';

const dir = path.dirname(fileURLToPath(import.meta.url));

// A remote: `./routes` is what the shell loads; index.html is this section's standalone host.
export default portalConfig({
  dir,
  name: 'mfe_backoffice',
  title: 'ExportDesk · Back office (standalone)',
  exposes: { './routes': './src/routes.ts' },
  define: { apiUrl: process.env.PORTAL_API_URL ?? 'http://localhost:4000/api/v1' },
});
