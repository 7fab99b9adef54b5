/**
 * The spec's route table (000 §2.1) with the section that serves each page. The shell owns the
 * table: it guards every path, and when a section is down it still knows which paths it serves,
 * so it can say "This section is unavailable right now" in place of the page.
 * Section ownership follows docs/ARCHITECTURE.md (the parts): shipping = rates, Ship Abroad, bulk upload,
 * API key, pickups, tracking, scan; docs = PBE and dockets, documents, proof of export, EDF, MEIS,
 * GSTR, resources; backoffice = billing, invoices, tickets, subscriptions, users, content, HS lookup.
 */
import { can, type Permission, type Principal } from '../roles';

export type PortalSection = 'shell' | 'shipping' | 'docs' | 'backoffice';

export interface PortalRoute {
  path: string;
  /** open routes need no login; guarded ones remember the target and send the visitor to `/`. */
  open: boolean;
  section: PortalSection;
  /** the permission (core's matrix) a signed-in user needs beyond being signed in */
  permission?: Permission;
}

// Each entry keeps its literal path and section in its type, so `SectionPath<'docs'>` lists the
// docs section's paths and a section naming a path it does not own fails `tsc` (issue 18).
const o = <P extends string, S extends PortalSection>(path: P, section: S) =>
  ({ path, open: true, section }) as const;
const g = <P extends string, S extends PortalSection>(path: P, section: S, permission?: Permission) =>
  ({ path, open: false, section, permission }) as const;

const TABLE = [
  // open routes
  o('/', 'shell'),
  o('/home/:token', 'shell'),
  o('/shipAbroad', 'shipping'),
  o('/login', 'shell'),
  o('/login/:logout', 'shell'),
  o('/plans', 'backoffice'),
  o('/superuser', 'shell'),
  o('/reset-password/:str', 'shell'),
  o('/termsofuse', 'backoffice'),
  o('/privacypolicy', 'backoffice'),
  o('/blog', 'backoffice'),
  o('/serviceprovider', 'backoffice'),
  o('/helpdesk/:id', 'backoffice'),
  o('/dgft/:id', 'shell'),
  o('/video-resources', 'docs'),
  o('/trackmyparcel/track', 'shipping'),
  // Issue 14: sign-up links (/register/{referrer}) and unfinished accounts (/register/{userId}).
  o('/register/:id', 'backoffice'),
  // guarded routes
  g('/home', 'shell'),
  g('/proofOfExport/:id', 'docs', 'dockets.view'),
  g('/exportProof/:page', 'docs', 'dockets.view'),
  g('/export-documents', 'docs', 'dockets.view'),
  g('/pickupsubscription', 'backoffice', 'pickups.manage'),
  g('/api', 'shipping', 'apikey.manage'),
  g('/users', 'backoffice', 'users.page'),
  g('/dashboard', 'shell'),
  g('/meis', 'docs', 'claims.view'),
  g('/bulkupload', 'shipping', 'orders.push'),
  g('/inbox', 'backoffice', 'inbox.use'),
  g('/pickup/:page', 'shipping', 'pickups.request'),
  g('/manage-billing/:page', 'backoffice', 'billing.manage'),
  g('/aramex-billing/:page', 'backoffice', 'billing.manage'),
  g('/billing/:page', 'backoffice', 'billing.manage'),
  g('/myaccount', 'backoffice', 'account.myaccount'),
  g('/dhl_form/:id', 'shipping', 'carriers.book'),
  g('/dutyfreeimportallowance', 'backoffice'),
  g('/settings', 'backoffice', 'account.settings'),
  g('/pboe', 'docs', 'dockets.view'),
  g('/all_invoices', 'backoffice', 'gst.report'),
  g('/pbe', 'docs', 'dockets.view'),
  g('/csb', 'docs'),
  g('/manage-agents', 'backoffice', 'users.manage'),
  g('/adreg', 'backoffice', 'adcode.pay'),
  g('/ratecalculator/:details', 'shipping'),
  g('/boxes/:type', 'shipping', 'parcels.manage'),
  g('/dhlboxes/:type', 'shipping', 'carriers.book'),
  g('/aramexparcels', 'shipping', 'carriers.book'),
  g('/generateinvoice/:id', 'backoffice', 'gst.report'),
  g('/contact', 'backoffice'),
  g('/resources', 'docs'),
  g('/gstr', 'docs', 'gst.report'),
  g('/hsnlookup', 'backoffice'),
  g('/generatemeis', 'docs', 'claims.view'),
  g('/dgft', 'docs', 'claims.review'),
  g('/scanparcel', 'shipping', 'parcels.scan'),
  g('/updates', 'shell'),
  g('/documents', 'docs', 'dockets.view'),
  g('/invoice', 'backoffice', 'gst.report'),
  g('/analytics', 'backoffice', 'stats.analytics'),
  g('/profile', 'backoffice', 'account.settings'),
  g('/viewtickets', 'backoffice', 'tickets.manage'),
  g('/newexportinvoice/:type/:id', 'docs', 'gst.report'),
  g('/exportinvoice/:type/:id', 'docs', 'gst.report'),
  g('/pbetemplate', 'docs', 'inventory.manage'),
  g('/exporterdashboard', 'backoffice', 'stats.dashboard'),
  g('/initiatelist', 'shipping', 'carriers.book'),
  g('/inventory', 'shipping', 'inventory.manage'),
  g('/domesticshipments', 'shipping', 'domestic.manage'),
  g('/rawdata', 'backoffice'),
  g('/domesticrateupload', 'shipping', 'domestic.manage'),
  g('/hsnClassifier', 'backoffice', 'account.self'),
  g('/trackparcels', 'shipping'),
  g('/delhivery', 'shipping', 'carriers.book'),
  g('/delhiveryparcels', 'shipping', 'carriers.book'),
  g('/reports', 'backoffice', 'stats.analytics'),
  g('/orders', 'shipping', 'parcels.manage'),
  // Ours, not in the spec's table: the super admin's "Rate Upload" (002 §6 Tools) for carrier
  // rate cards; the spec names no path (its domesticrateupload is the domestic app's upload).
  g('/rateupload', 'backoffice', 'rates.upload'),
  // Ours: the postal bill print page (002 §2.5) names no path; it prints one docket.
  g('/postalbill/:docket', 'docs', 'dockets.view'),
  // Ours: the super admin's customs exchange rates and SDR value (the spec names only the calls).
  g('/exchange-rates', 'backoffice', 'exchangeRates.manage'),
  // Ours: the super admin's MEIS/RoDTEP scheme rate schedules (issue 16; the spec names no path).
  g('/scheme-rates', 'backoffice', 'schemeRates.manage'),
] as const;

export const ROUTE_TABLE: readonly PortalRoute[] = TABLE;

/** A section served by a remote (not the shell itself). */
export type RemoteSection = Exclude<PortalSection, 'shell'>;

/** The route-table paths a section serves, as literal types (e.g. `'/pbe' | '/gstr' | …` for docs). */
export type SectionPath<S extends RemoteSection> = Extract<(typeof TABLE)[number], { section: S }>['path'];

/**
 * The guard of a table entry as a section route states it: `null` = open (no login), a guarded
 * entry without a permission of its own = `'account.self'` (any signed-in user).
 */
export function routeGuard(r: PortalRoute): Permission | null {
  return r.open ? null : (r.permission ?? 'account.self');
}

/** The table entry whose pattern is exactly `path` (e.g. '/pickup/:page'), if any. */
export function tableEntry(path: string): PortalRoute | undefined {
  return ROUTE_TABLE.find((r) => r.path === path);
}

/**
 * The guard of a section's page, read from the table (issue 18: one rule, one place). Throws when
 * the path is not in the table or belongs to another part: a section can only serve its own
 * table paths (`tsc` refuses the others through `SectionPath`; this catches casts and tests it).
 */
export function sectionRouteGuard(section: RemoteSection, path: string): Permission | null {
  const r = tableEntry(path);
  if (!r)
    throw new Error(
      `[portal] ${section} route ${path} is not in ROUTE_TABLE (core/src/portal/routeTable.ts)`,
    );
  if (r.section !== section)
    throw new Error(`[portal] ${section} route ${path} belongs to the ${r.section} part of ROUTE_TABLE`);
  return routeGuard(r);
}

/**
 * The guard the shell puts on a page a section serves: its own table's entry for the path (the
 * shell owns the table), else the permission the section shipped with the route — only for a page
 * the shell's table does not know yet (a newer section). `undefined` = neither: do not mount it.
 */
export function servedRouteGuard(path: string, shipped?: Permission | null): Permission | null | undefined {
  const r = tableEntry(path);
  return r ? routeGuard(r) : shipped;
}

/** Federation container name of each remote section (what the registry's `name` refers to). */
export const SECTION_REMOTE: Readonly<Record<RemoteSection, string>> = {
  shipping: 'mfe_shipping',
  docs: 'mfe_docs',
  backoffice: 'mfe_backoffice',
};

/** Does a concrete pathname match a table pattern such as `/pickup/:page`? */
export function matchRoutePath(pattern: string, pathname: string): boolean {
  const a = pattern.split('/').filter(Boolean);
  const b = pathname.split('/').filter(Boolean);
  if (a.length !== b.length) return false;
  return a.every((seg, i) =>
    seg.startsWith(':') ? b[i].length > 0 : seg.toLowerCase() === b[i].toLowerCase(),
  );
}

/** The table entry for a pathname: exact segments first, so `/home` never matches `/home/:token`. */
export function findPortalRoute(
  pathname: string,
  table: readonly PortalRoute[] = ROUTE_TABLE,
): PortalRoute | undefined {
  const exact = table.find((r) => !r.path.includes(':') && matchRoutePath(r.path, pathname));
  return exact ?? table.find((r) => matchRoutePath(r.path, pathname));
}

/**
 * Would the shell's guard refuse this signed-in user this path ("You are not allowed to do this.")?
 * The same rule the guards apply: a guarded route whose permission (core's matrix) the user lacks.
 * A visitor is never refused: a guarded path remembers the target and asks them to sign in.
 */
export function refusesPath(p: Principal | null, pathname: string): boolean {
  const r = findPortalRoute(pathname.split('?')[0]);
  return !!(p && r && !r.open && r.permission && !can(p, r.permission));
}

/**
 * The docket page's address. The docket travels in `?docket=`, never in browser storage: the
 * sections that open it (parcels, PBE list, pickups, home) hand it over by the link alone, and a
 * reload, Back or a shared link lands on the same docket.
 */
export const DOCKET_PARAM = 'docket';
export const docketPagePath = (docket: string) => `/documents?${DOCKET_PARAM}=${encodeURIComponent(docket)}`;
