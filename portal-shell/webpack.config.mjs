import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { portalConfig } from '@exportdesk/portal-kit/webpack';
import { defaultRemotes } from '@exportdesk/portal-kit/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** PORTAL_REMOTES / PORTAL_API_URL at build time become the fallback when the registry is unreachable. */
const remotes = process.env.PORTAL_REMOTES ? JSON.parse(process.env.PORTAL_REMOTES) : defaultRemotes();

export default portalConfig({
  dir,
  name: 'portal_shell',
  title: 'ExportDesk — export shipping and paperwork',
  publicPath: '/',
  define: { apiUrl: process.env.PORTAL_API_URL ?? 'http://localhost:4000/api/v1', remotes },
});
