/** Home and dashboard tiles by role (000 §2.4). */
import { type Principal, isAdmin, isFpoAgent, isSuperAdmin } from '../roles';
import { parcelsPathFor } from './navbar';
import { refusesPath } from './routeTable';

export interface Tile {
  title: string;
  to: string;
  description: string;
}

/**
 * "STATS (/exporterdashboard, admin only); Manage Parcels (/orders, effectively hidden); Manage
 * Documents (/dashboard, always); Clients & Users (/users, super admin only); Track Parcels
 * (/trackparcels) and Scan Parcel (/scanparcel), shown when the user is not a super admin and
 * holds the FPO agent permission."
 */
export function homeTilesFor(p: Principal): Tile[] {
  const tiles: Tile[] = [];
  if (isAdmin(p))
    tiles.push({
      title: 'STATS',
      to: '/exporterdashboard',
      description: 'Shipments, revenue and trends at a glance',
    });
  tiles.push({
    title: 'Manage Documents',
    to: '/dashboard',
    description: 'PBE, GST returns, MEIS and export paperwork',
  });
  if (isSuperAdmin(p))
    tiles.push({ title: 'Clients & Users', to: '/users', description: 'Accounts, approvals and roles' });
  if (!isSuperAdmin(p) && isFpoAgent(p)) {
    tiles.push(
      { title: 'Track Parcels', to: '/trackparcels', description: 'Follow parcels through the post' },
      { title: 'Scan Parcel', to: '/scanparcel', description: 'Scan a parcel at the counter' },
    );
  }
  return tiles;
}

/**
 * Dashboard: "STATS for admins, 'Exports Through India Post' (/pbe) for non-admins, GST Return For
 * Exports (/gstr), Meis Application (/meis, unless the user has the fpo-agent permission), Scan
 * Parcel (/scanparcel, only with the fpo-agent permission)".
 */
export function dashboardTilesFor(p: Principal): Tile[] {
  const tiles: Tile[] = [];
  if (isAdmin(p))
    tiles.push({
      title: 'STATS',
      to: '/exporterdashboard',
      description: 'Shipments, revenue and trends at a glance',
    });
  else
    tiles.push({
      title: 'Exports Through India Post',
      to: '/pbe',
      description: 'Postal bills of export and dockets',
    });
  tiles.push({
    title: 'GST Return For Exports',
    to: '/gstr',
    description: 'Download export GST data by month',
  });
  if (!isFpoAgent(p))
    tiles.push({ title: 'Meis Application', to: '/meis', description: 'MEIS claims and documents' });
  else tiles.push({ title: 'Scan Parcel', to: '/scanparcel', description: 'Scan a parcel at the counter' });
  return tiles;
}

export interface QuickAction {
  label: string;
  to: string;
}

/**
 * The home page's quick actions (issue 27: the things an exporter does every day), each a real
 * route, less those the route guards would refuse the user. "New parcel" opens the parcel form
 * on the user's carrier's parcel list.
 */
export function quickActionsFor(p: Principal, opts: { defaultCarrier?: string | null } = {}): QuickAction[] {
  const actions: QuickAction[] = [
    { label: 'Upload orders', to: '/bulkupload' },
    { label: 'New parcel', to: `${parcelsPathFor(opts.defaultCarrier)}?new=1` },
    { label: 'Calculate postage', to: '/ratecalculator/new' },
    { label: 'My PBE', to: '/pbe' },
  ];
  return actions.filter((a) => !refusesPath(p, a.to));
}
