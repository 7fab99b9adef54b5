/**
 * Roles and permissions (spec 000 §6, 002 §6). One table decides who may do what; the API
 * declares a permission per route and the portal hides what a role may not use, both from here.
 */

export const USER_TYPE = {
  EXPORTER_ADMIN: 1,
  CUSTOM_AGENT: 2,
  EXPORTER_USER: 3,
  CHA: 4,
  FPO: 5,
  CBIC: 6,
  DGFT: 7,
  ADMIN: 10,
  CHA_11: 11,
  AGENT: 12,
  PERSONAL: 101,
} as const;

export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

/** The spec's userType table, with the role names the product shows. */
export const USER_TYPES: ReadonlyArray<{ userType: UserType; role: string }> = [
  { userType: 1, role: 'exporter admin' },
  { userType: 2, role: 'custom agent' },
  { userType: 3, role: 'exporter user' },
  { userType: 4, role: 'CHA' },
  { userType: 5, role: 'FPO (custom-login user)' },
  { userType: 6, role: 'customs authority (CBIC)' },
  { userType: 7, role: 'DGFT' },
  { userType: 10, role: 'admin / super admin' },
  { userType: 11, role: 'CHA' },
  { userType: 12, role: 'agent' },
  { userType: 101, role: 'personal user' },
];

export const ALL_USER_TYPES: readonly number[] = USER_TYPES.map((t) => t.userType);

/** Permission strings carried in the token's `roles` list and checked by name. */
export const PERMISSION = {
  dgft: 'dgft',
  isAdmin: 'isAdmin',
  isFpoAgent: 'isFpoAgent',
  /** Ours: the spec distinguishes admin and super admin (both userType 10) without naming the flag. */
  isSuperAdmin: 'isSuperAdmin',
} as const;

/** "custom agent (also counts as a CHA)", CHA, CHA, "agent (also counts as a CHA)". */
export const CHA_USER_TYPES: readonly number[] = [2, 4, 11, 12];

/**
 * Which account types a login call for a given userType accepts. The exporter page's "User" tab
 * (userType 1) also signs in the exporter's sub-users (3); its "Service Provider" tab (userType 2)
 * signs in every CHA-like account. Every other type signs in as itself.
 */
export const LOGIN_GROUPS: Readonly<Record<number, readonly number[]>> = {
  1: [1, 3],
  2: [2, 4, 11, 12],
  3: [3],
  4: [4],
  5: [5],
  6: [6],
  7: [7],
  10: [10],
  11: [11],
  12: [12],
  101: [101],
};

/** Customs users who go through the first-login step (002 §2.1). */
export const CUSTOMS_USER_TYPES: readonly number[] = [5, 6, 7];

export interface Principal {
  userType: number;
  roles: readonly string[];
}

export const hasRole = (p: Principal, role: string) => p.roles.includes(role);
export const isCha = (p: Principal) => CHA_USER_TYPES.includes(p.userType);
export const isAdmin = (p: Principal) => p.userType === USER_TYPE.ADMIN || hasRole(p, PERMISSION.isAdmin);
export const isSuperAdmin = (p: Principal) =>
  p.userType === USER_TYPE.ADMIN && hasRole(p, PERMISSION.isSuperAdmin);
export const isExporterAdmin = (p: Principal) => p.userType === USER_TYPE.EXPORTER_ADMIN;
export const isExporter = (p: Principal) => p.userType === 1 || p.userType === 3;
/** "Customs or CBIC users are sent to /pbe" — the FPO custom-login user and CBIC. */
export const isCustoms = (p: Principal) => p.userType === USER_TYPE.FPO || p.userType === USER_TYPE.CBIC;
export const isFpoAgent = (p: Principal) => hasRole(p, PERMISSION.isFpoAgent);
export const isDgft = (p: Principal) => p.userType === USER_TYPE.DGFT || hasRole(p, PERMISSION.dgft);

/** Where a user lands after signing in (000 §2.2, §4.3; 002 §2.1). */
export function landingPath(p: Principal): string {
  if (isCustoms(p)) return '/pbe';
  if (p.userType === USER_TYPE.DGFT) return '/dgft';
  return '/home';
}

/**
 * Server-side permissions, named by what they allow. A route declares one; `can` decides.
 * The spec says "what the server enforces: not shown", so these mirror what each screen shows.
 */
export const PERMISSIONS = {
  /** Any signed-in user. */
  'account.self': (_p: Principal) => true,
  'organizations.manage': (p: Principal) => p.userType === USER_TYPE.ADMIN,
  'users.manage': (p: Principal) => isSuperAdmin(p),
  /** An exporter admin adds sub-users (userType 3) under their IEC. */
  'users.subusers': (p: Principal) => isExporterAdmin(p),
  /**
   * Portal remote registry: a section's script runs in every user's session, so only the super
   * admin re-points one (a team's deploy uses a deploy token scoped to its section instead).
   */
  'portal.publish': (p: Principal) => isSuperAdmin(p),
  /**
   * The sandbox OTP inbox (issue 23): it reads back any account's one-time password, so only the
   * super admin (testers sign in as one), and the API never offers it in production mode.
   */
  'sandbox.otp': (p: Principal) => isSuperAdmin(p),
  /** Orders and API keys belong to exporters; CHAs push for their linked exporters. */
  'orders.push': (p: Principal) => isExporter(p) || isCha(p) || isSuperAdmin(p),
  'apikey.manage': (p: Principal) => isExporterAdmin(p) || isCha(p),
  /** Webhook endpoints (issue 26): an exporter admin its own, a CHA for its linked exporters. */
  'webhooks.manage': (p: Principal) => isExporterAdmin(p) || isCha(p),
  /** The PBE list: exporters their own, CHAs their linked exporters', customs and admins all. */
  'dockets.view': (p: Principal) => p.userType !== USER_TYPE.PERSONAL,
  'rates.upload': (p: Principal) => isSuperAdmin(p),
  'tickets.manage': (p: Principal) => isSuperAdmin(p),
  /** Notices, news, blog and help resources are published from the super admin's back office. */
  'content.manage': (p: Principal) => isSuperAdmin(p),
  /** Customs exchange rates and the SDR value the documents print (CBIC notification, IMF). */
  'exchangeRates.manage': (p: Principal) => isSuperAdmin(p),
  /** A new exporter's first-login checklist (issue 18): exporter accounts and their users. */
  'onboarding.checklist': (p: Principal) => isExporter(p),
  /** GST report (002 §2.8), tax invoices (002 §2.4): exporters their own, CHAs linked exporters', super admin any. */
  'gst.report': (p: Principal) => isExporter(p) || isCha(p) || isSuperAdmin(p),
  /** Courier bookings (issue 15): an exporter books its own parcels; the super admin any parcel. */
  'carriers.book': (p: Principal) => isExporter(p) || isSuperAdmin(p),
  /** Parcels before a PBE (issue 15): exporters their own, CHAs their linked exporters', the super admin all. */
  'parcels.manage': (p: Principal) => isExporter(p) || isCha(p) || isSuperAdmin(p),
  /** Inventory SKUs and consignee/item templates: the exporter's own (a CHA keeps its own too). */
  'inventory.manage': (p: Principal) => isExporter(p) || isCha(p),
  /** Ship Abroad (001 §2.3, §6 "booking is done by a super user on behalf of a customer id"): userType 10. */
  'shipAbroad.manage': (p: Principal) => p.userType === USER_TYPE.ADMIN,
  /** Pickup requests and monthly pickup subscriptions (001 §2.7, §6): the super admin. */
  'pickups.manage': (p: Principal) => isSuperAdmin(p),
  /**
   * Reading one's own pickup requests (/pickup/{page}, issue 15 follow-up): every account the navbar
   * shows "Pickup Requests" to (all but custom-login FPO 5, CBIC 6, DGFT 7); the API scopes the list
   * to the dockets the user may see (exporter: its IEC's; CHA: its linked exporters'; none: empty).
   */
  'pickups.request': (p: Principal) => ![5, 6, 7].includes(p.userType),
  /** Parcel scan (001 §2.15): FPO agents, and the super admin (who may stand in at a counter). */
  'parcels.scan': (p: Principal) => isFpoAgent(p) || isSuperAdmin(p),
  /** MEIS/RoDTEP claims (issue 16): exporters (and their CHAs) claim on their own dockets. */
  'claims.apply': (p: Principal) => isExporter(p) || isCha(p),
  /** DGFT reviews claims (updatestatusbydgft); an exporter calling it gets 403. */
  'claims.review': (p: Principal) => isDgft(p),
  /** Reading claims: their owners, DGFT and admins. */
  'claims.view': (p: Principal) => isExporter(p) || isCha(p) || isDgft(p) || isAdmin(p),
  /** Scheme rate schedules (MEIS Appendix 3B, RoDTEP) are uploaded by the super admin. */
  'schemeRates.manage': (p: Principal) => isSuperAdmin(p),
  /** Profile and settings (issue 14): every account except custom-login users (FPO 5, CBIC 6, DGFT 7). */
  'account.settings': (p: Principal) => ![5, 6, 7].includes(p.userType),
  /** Domestic registration, the Go To Domestic button (000 §4.4): exporter admins (userType 1). */
  'account.domestic': (p: Principal) => p.userType === USER_TYPE.EXPORTER_ADMIN,
  /** Carrier billing reconciliation (002 §2.3, §6: Accounts → DHL/Aramex Billing, Manage Billing): super admin. */
  'billing.manage': (p: Principal) => isSuperAdmin(p),
  /** The exporter dashboard (STATS, 001 §2.1–2.2): admins all exporters, an exporter admin its own. */
  'stats.dashboard': (p: Principal) => isAdmin(p) || isExporterAdmin(p),
  /** Analytics (002 §6: the super admin's Analytics dropdown; issue 17). */
  'stats.analytics': (p: Principal) => isSuperAdmin(p),
  /** Rebuild the dashboard's daily aggregates of a period on demand (issue 29): super admin. */
  'stats.rebuild': (p: Principal) => isSuperAdmin(p),
  /** My Account (issue 14): plan, wallet, transactions, tax invoices; hidden for admins (10) and custom-login users (5, 6, 7). */
  'account.myaccount': (p: Principal) => ![5, 6, 7, 10].includes(p.userType),
  /** AD Code Registration fee (000 §6, 002 §6): the exporter admin pays it (/adreg, navbar modal). */
  'adcode.pay': (p: Principal) => isExporterAdmin(p),
  /** The inbox (issue 17): every signed-in account but the custom-login ones (FPO 5, CBIC 6, DGFT 7); super admins answer all. */
  'inbox.use': (p: Principal) => ![5, 6, 7].includes(p.userType),
  /** Domestic shipments and the domestic rate card upload (issue 15): the super admin. */
  'domestic.manage': (p: Principal) => isSuperAdmin(p),
  /** India Post pay-later (BNPL) account details (001 §7 updateBnpl): the exporter admin's own. */
  'account.bnpl': (p: Principal) => isExporterAdmin(p),
  /** The /users page (issue 14): the super admin's full view, an exporter admin's own sub-users. */
  'users.page': (p: Principal) => isSuperAdmin(p) || isExporterAdmin(p),
} as const satisfies Record<string, (p: Principal) => boolean>;

export type Permission = keyof typeof PERMISSIONS;

export function can(p: Principal | null | undefined, permission: Permission): boolean {
  if (!p) return false;
  return PERMISSIONS[permission](p);
}
