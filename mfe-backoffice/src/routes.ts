/**
 * Pages of the back-office section (billing, invoices, tickets, subscriptions, users, content,
 * HS lookup, plans). Add a page with the spec's route-table path and its permission.
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, type SectionRoute } from '@exportdesk/portal-kit';

registerReactCopy('mfe_backoffice', React);

const HsLookup = lazy(() => import('./pages/HsLookup'));
const HsnClassifier = lazy(() => import('./pages/classifier/HsnClassifier'));
const DutyFreeAllowance = lazy(() => import('./pages/deminimis/DutyFreeAllowance'));
const TaxInvoice = lazy(() => import('./pages/taxinvoice/TaxInvoice'));
const AllInvoices = lazy(() => import('./pages/invoices/AllInvoices'));
const TaxInvoices = lazy(() =>
  import('./pages/invoices/AllInvoices').then((m) => ({ default: m.TaxInvoices })),
);
const PickupSubscription = lazy(() => import('./pages/pickupsubscription/PickupSubscription'));
const Contact = lazy(() => import('./pages/Contact'));
const RateUpload = lazy(() => import('./pages/rateupload/RateUpload'));
const ViewTickets = lazy(() => import('./pages/tickets/ViewTickets'));
const Helpdesk = lazy(() => import('./pages/helpdesk/Helpdesk'));
const Blog = lazy(() => import('./pages/public/Blog'));
const ServiceProviders = lazy(() => import('./pages/public/ServiceProviders'));
const PrivacyPolicy = lazy(() => import('./pages/public/PrivacyPolicy'));
const ExchangeRates = lazy(() => import('./pages/exchange-rates/ExchangeRates'));
const SchemeRates = lazy(() => import('./pages/scheme-rates/SchemeRates'));
const Register = lazy(() => import('./pages/accounts/Register'));
const Profile = lazy(() => import('./pages/accounts/Profile'));
const Settings = lazy(() => import('./pages/accounts/Settings'));
const TermsOfUse = lazy(() => import('./pages/public/TermsOfUse'));
const DhlBilling = lazy(() => import('./pages/billing/Billing').then((m) => ({ default: m.DhlBilling })));
const AramexBilling = lazy(() =>
  import('./pages/billing/Billing').then((m) => ({ default: m.AramexBilling })),
);
const ManageBilling = lazy(() =>
  import('./pages/billing/Billing').then((m) => ({ default: m.ManageBilling })),
);
const ExporterDashboard = lazy(() => import('./pages/dashboard/ExporterDashboard'));
const Analytics = lazy(() => import('./pages/analytics/Analytics'));
const SalesReports = lazy(() => import('./pages/reports/SalesReports'));

const Plans = lazy(() => import('./pages/plans/Plans'));
const MyAccount = lazy(() => import('./pages/plans/MyAccount'));
const AdReg = lazy(() => import('./pages/plans/AdReg'));
const Users = lazy(() => import('./pages/users/Users'));
const ManageAgents = lazy(() => import('./pages/agents/ManageAgents'));

const RawData = lazy(() => import('./pages/rawdata/RawData'));
const Inbox = lazy(() => import('./pages/inbox/Inbox'));

const routes: SectionRoute[] = [
  // Sign up, profile and settings, terms of use (issue 14).
  { path: '/register/:id', permission: null, title: 'Sign up', Component: Register },
  { path: '/profile', permission: 'account.settings', title: 'Profile', Component: Profile },
  { path: '/settings', permission: 'account.settings', title: 'Settings', Component: Settings },
  { path: '/termsofuse', permission: null, title: 'Terms of Use', Component: TermsOfUse },
  // Plans, My account and AD code registration (issue 14).
  { path: '/plans', permission: null, title: 'Plans', Component: Plans },
  { path: '/myaccount', permission: 'account.myaccount', title: 'My Account', Component: MyAccount },
  { path: '/adreg', permission: 'adcode.pay', title: 'AD Code Registration', Component: AdReg },
  { path: '/users', permission: 'users.page', title: 'Clients & Users', Component: Users },
  { path: '/manage-agents', permission: 'users.manage', title: 'Manage Agents', Component: ManageAgents },
  { path: '/hsnlookup', permission: 'account.self', title: 'HS Look Up', Component: HsLookup },
  // Tools > HSN Classifier (issue 16): description → five likely HS codes.
  {
    path: '/hsnClassifier',
    permission: 'account.self',
    title: 'HSN Classifier',
    Component: HsnClassifier,
  },
  // Tools > Duty-Free Import Allowance (issue 16): de minimis per destination.
  {
    path: '/dutyfreeimportallowance',
    permission: 'account.self',
    title: 'Duty-Free Import Allowance',
    Component: DutyFreeAllowance,
  },
  { path: '/contact', permission: 'account.self', title: 'Contact us', Component: Contact },
  // Tools > Rate Upload, super admin (002 §6); the path is ours, the spec names none.
  { path: '/rateupload', permission: 'rates.upload', title: 'Rate Upload', Component: RateUpload },
  {
    path: '/pickupsubscription',
    permission: 'pickups.manage',
    title: 'Pickup Subscription',
    Component: PickupSubscription,
  },
  { path: '/viewtickets', permission: 'tickets.manage', title: 'Tickets', Component: ViewTickets },
  { path: '/helpdesk/:id', permission: null, title: 'Helpdesk', Component: Helpdesk },
  { path: '/blog', permission: null, title: 'Blog', Component: Blog },
  { path: '/serviceprovider', permission: null, title: 'Service Providers', Component: ServiceProviders },
  { path: '/privacypolicy', permission: null, title: 'Privacy Policy', Component: PrivacyPolicy },
  // Tools > Customs Exchange Rates, super admin; the path is ours (the spec names only getCurrencies and the SDR value).
  {
    path: '/exchange-rates',
    permission: 'exchangeRates.manage',
    title: 'Customs Exchange Rates',
    Component: ExchangeRates,
  },
  // Tools > Scheme Rates, super admin (issue 16): MEIS / RoDTEP schedules; the path is ours.
  { path: '/scheme-rates', permission: 'schemeRates.manage', title: 'Scheme Rates', Component: SchemeRates },
  // Carrier billing (002 §2.3; issue 17), super admin: DHL, Aramex, and India Post/EMS (Manage Billing).
  { path: '/billing/:page', permission: 'billing.manage', title: 'DHL Billing', Component: DhlBilling },
  {
    path: '/aramex-billing/:page',
    permission: 'billing.manage',
    title: 'Aramex Billing',
    Component: AramexBilling,
  },
  {
    path: '/manage-billing/:page',
    permission: 'billing.manage',
    title: 'Manage Billing',
    Component: ManageBilling,
  },
  // The STATS tile (001 §2.1–2.2; issue 17): admins all exporters, an exporter admin its own.
  {
    path: '/exporterdashboard',
    permission: 'stats.dashboard',
    title: 'Exporter Dashboard',
    Component: ExporterDashboard,
  },
  // The navbar's Analytics dropdown (002 §6; issue 17), super admin.
  { path: '/analytics', permission: 'stats.analytics', title: 'Analytics', Component: Analytics },
  // Tools → Sales Reports (002 §6; issue 17), super admin.
  { path: '/reports', permission: 'stats.analytics', title: 'Sales Reports', Component: SalesReports },
  // Tax invoice generator (002 §2.4): the id is the box id, upper-cased by the page.
  { path: '/generateinvoice/:id', permission: 'gst.report', title: 'Tax Invoice', Component: TaxInvoice },
  // My Invoices: the export invoices; /invoice adds the box id field of the tax invoice generator.
  { path: '/all_invoices', permission: 'gst.report', title: 'My Invoices', Component: AllInvoices },
  { path: '/invoice', permission: 'gst.report', title: 'Tax Invoices', Component: TaxInvoices },
  // Raw Data Upload (001 §2.10): custom agents get 'This feature is under development.'.
  { path: '/rawdata', permission: 'account.self', title: 'Raw Data Upload', Component: RawData },
  // Inbox (issue 17): a user's conversation with support; super admins see all.
  { path: '/inbox', permission: 'inbox.use', title: 'Inbox', Component: Inbox },
];

export default routes;
