/**
 * The navigation bar by role (002 §6 "Navbar by role" and "Navbar contents"; 000 §2.2, §6).
 * One table: the shell renders it and the tests check role → must / must-not items from it.
 * Where the spec is silent we chose, and say so next to the item.
 */
import { isParcelCarrier, PARCEL_LISTS } from '../carriers/vocabulary';
import {
  type Principal,
  USER_TYPE,
  isCha,
  isDgft,
  isExporterAdmin,
  isFpoAgent,
  isSuperAdmin,
  hasRole,
  PERMISSION,
} from '../roles';
import { refusesPath } from './routeTable';

export type NavAction = 'trackParcel' | 'adCodeRegistration' | 'exchangeRate' | 'logout';

export interface NavLink {
  label: string;
  to?: string;
  action?: NavAction;
  /** "Updates with an unread dot". */
  unreadDot?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavLink[];
}

export type NavEntry = NavLink | NavGroup;
export const isNavGroup = (e: NavEntry): e is NavGroup => 'items' in e;

/** "The carrier's parcels link depends on the profile's defaultCarrier." (the carrier vocabulary's lists) */
export function parcelsPathFor(carrier: string | null | undefined): string {
  return isParcelCarrier(carrier) ? PARCEL_LISTS[carrier].path : PARCEL_LISTS.indiapost.path;
}

/** "Helpdesk" items shared by the landing page and the signed-in bar (000 §2.2). */
export function helpdeskItems(p: Principal | null): NavLink[] {
  const items: NavLink[] = [];
  if (p && isSuperAdmin(p)) items.push({ label: 'Tickets', to: '/viewtickets' });
  if (p)
    items.push(
      { label: 'Track My Parcel', action: 'trackParcel' },
      { label: 'Helpful Resources', to: '/resources' },
    );
  items.push(
    { label: 'Report an Issue', to: '/helpdesk/Issue' },
    { label: 'Get a Demo', to: '/helpdesk/DemoRequest' },
    { label: 'Suggest a Feature', to: '/helpdesk/FeatureRequest' },
  );
  if (showContactUs(p)) items.push({ label: 'Contact us', to: '/contact' });
  return items;
}

/**
 * Contact us: 000 §2.2 says a signed-in user sees it unless holding dgft; 002 §6 says isAdmin,
 * CHA or isFpoAgent users see it. We apply both to signed-in users; visitors always see it.
 */
export function showContactUs(p: Principal | null): boolean {
  if (!p) return true;
  if (hasRole(p, PERMISSION.dgft)) return false;
  return hasRole(p, PERMISSION.isAdmin) || p.userType === USER_TYPE.ADMIN || isCha(p) || isFpoAgent(p);
}

/** "The Pricing link shows when logged out or when the user is an exporter admin, super admin or CHA." */
export const showPricing = (p: Principal | null) => !p || isExporterAdmin(p) || isSuperAdmin(p) || isCha(p);

/** Custom-login users (FPO 5, CBIC 6, DGFT 7): the customs login page's accounts. */
const isCustomLogin = (p: Principal) =>
  [USER_TYPE.FPO, USER_TYPE.CBIC, USER_TYPE.DGFT].includes(p.userType as 5 | 6 | 7);

export interface NavbarOptions {
  defaultCarrier?: string | null;
}

/**
 * The bar a user sees: the role's entries, less every link the route guards would refuse
 * (e.g. "REST API" for a role that holds no API key), and groups left empty.
 */
export function navbarFor(p: Principal | null, opts: NavbarOptions = {}): NavEntry[] {
  const allowed = (l: NavLink) => !l.to || !refusesPath(p, l.to);
  return roleEntries(p, opts).flatMap((e): NavEntry[] => {
    if (!isNavGroup(e)) return allowed(e) ? [e] : [];
    const items = e.items.filter(allowed);
    return items.length ? [{ ...e, items }] : [];
  });
}

function roleEntries(p: Principal | null, opts: NavbarOptions): NavEntry[] {
  if (!p) {
    // "Unauthenticated visitor: Home and a reduced menu (Track my parcel, Pricing, Resources, Helpdesk)."
    return [
      { label: 'Home', to: '/' },
      { label: 'Track my parcel', to: '/trackmyparcel/track' },
      { label: 'Pricing', to: '/plans' },
      { label: 'Resources', to: '/video-resources' },
      { label: 'Helpdesk', items: helpdeskItems(null) },
    ];
  }
  const sa = isSuperAdmin(p);
  const exporterAdminOrSa = isExporterAdmin(p) || sa;
  // "Users with the dgft permission do not see Home, Inventory, My PBE or My Docs."
  const dgft = isDgft(p);
  const entries: NavEntry[] = [];

  if (!dgft) entries.push({ label: 'Home', to: '/home' }, { label: 'Inventory', to: '/inventory' });
  if (sa) {
    entries.push({
      label: 'Analytics',
      items: [
        { label: 'Analytics', to: '/analytics' },
        { label: 'Raw Data', to: '/rawdata' },
      ],
    });
  }
  if (exporterAdminOrSa) entries.push({ label: 'Exporter Dashboard', to: '/exporterdashboard' });

  // Custom-login users work on PBEs only; the parcels menu is for shippers (our reading).
  if (!isCustomLogin(p)) {
    const parcels: NavLink[] = [{ label: 'View Parcels', to: parcelsPathFor(opts.defaultCarrier) }];
    if (sa) parcels.push({ label: 'View Parcels for all carriers', to: '/boxes/all' });
    // Ours (issue 27): the spec's bar has no entry for it, so once the onboarding step was ticked
    // Bulk Upload was reachable only by address. The route's permission (orders.push) filters it.
    parcels.push({ label: 'Bulk Upload', to: '/bulkupload' });
    entries.push({ label: 'My Parcels', items: parcels });
  }

  if (!dgft) {
    const docs: NavLink[] = [{ label: 'My PBE', to: '/pbe' }];
    if (exporterAdminOrSa) docs.push({ label: 'My CSB', to: '/csb' });
    if (sa) docs.push({ label: 'Domestic Shipments', to: '/domesticshipments' });
    if (exporterAdminOrSa) {
      docs.push(
        { label: 'My MEIS', to: '/meis' },
        { label: 'My GSTR', to: '/gstr' },
        { label: 'My Invoices', to: '/all_invoices' },
      );
    }
    entries.push({ label: 'My Docs', items: docs });
  }

  const services: NavLink[] = [];
  if (!isCustomLogin(p)) services.push({ label: 'Pickup Requests', to: '/pickup/1' });
  if (sa) {
    services.push(
      { label: 'Manage Billing', to: '/manage-billing/1' },
      { label: 'Manage Agents', to: '/manage-agents' },
      { label: 'AD Code Registration', action: 'adCodeRegistration' },
      { label: 'Export Proof Docs', to: '/exportProof/1' },
      { label: 'Pickup Subscription', to: '/pickupsubscription' },
    );
  }
  // "Exporter admin: a separate AD Code Registration link in the services menu."
  if (isExporterAdmin(p)) services.push({ label: 'AD Code Registration', to: '/adreg' });
  if (services.length) entries.push({ label: 'My Services', items: services });

  entries.push({ label: 'Updates', to: '/updates', unreadDot: true });
  if (showPricing(p)) entries.push({ label: 'Pricing', to: '/plans' });

  const tools: NavLink[] = [
    { label: 'REST API', to: '/api' },
    { label: 'HS Look Up', to: '/hsnlookup' },
    { label: 'HSN Classifier', to: '/hsnClassifier' },
    { label: 'Duty-Free Import Allowance', to: '/dutyfreeimportallowance' },
    { label: 'Calculate postage', to: '/ratecalculator/new' },
  ];
  if (sa) tools.push({ label: 'Rate Upload', to: '/rateupload' });
  // Ours: the rates every export document is computed with (CBIC notification, IMF SDR).
  if (sa) tools.push({ label: 'Customs Exchange Rates', to: '/exchange-rates' });
  // Ours (issue 16): MEIS Appendix 3B / RoDTEP schedules the claims are priced with.
  if (sa) tools.push({ label: 'Scheme Rates', to: '/scheme-rates' });
  // "Exporter admin, CHA or agent: Exchange Rate." (agent 12 counts as a CHA)
  if (isExporterAdmin(p) || isCha(p)) tools.push({ label: 'Exchange Rate', action: 'exchangeRate' });
  // Same rule as the home tile (000 §2.4): not a super admin and holds the FPO agent permission.
  if (!sa && isFpoAgent(p)) tools.push({ label: 'Track Parcels', to: '/trackparcels' });
  if (sa) tools.push({ label: 'Sales Reports', to: '/reports' });
  entries.push({ label: 'Tools', items: tools });

  entries.push({ label: 'Helpdesk', items: helpdeskItems(p) });
  entries.push({ label: 'Resources', to: '/video-resources' });

  if (sa) {
    entries.push({
      label: 'Accounts',
      items: [
        { label: 'DHL Billing', to: '/billing/1' },
        { label: 'Approvals', to: '/users' },
        { label: 'Aramex Billing', to: '/aramex-billing/1' },
        { label: 'Tax Invoices', to: '/invoice' },
      ],
    });
  }

  // "My Account is hidden for admins and custom-login users." Admins = userType 10 (our reading:
  // the exporter admin's own isAdmin role does not hide it, it is their account page).
  const user: NavLink[] = [];
  if (p.userType !== USER_TYPE.ADMIN && !isCustomLogin(p))
    user.push({ label: 'My Account', to: '/myaccount' });
  user.push({ label: 'Profile', to: '/profile' });
  if (sa) user.push({ label: 'Settings', to: '/settings' });
  user.push({ label: 'Logout', action: 'logout' });
  entries.push({ label: 'Account', items: user });
  return entries;
}

/** Every label a bar shows, groups flattened as "Group > Item" and plain "Group". */
export function navLabels(entries: readonly NavEntry[]): string[] {
  return entries.flatMap((e) =>
    isNavGroup(e) ? [e.label, ...e.items.map((i) => `${e.label} > ${i.label}`)] : [e.label],
  );
}
