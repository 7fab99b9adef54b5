/**
 * Pages of the back-office section (billing, invoices, tickets, subscriptions, users, content,
 * HS lookup, plans). Add a page with its path from the section's part of core's ROUTE_TABLE
 * (which holds its permission: issue 18, one rule in one place).
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, sectionRoutes } from '@exportdesk/portal-kit';

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

const routes = sectionRoutes('backoffice', [
  // Sign up, profile and settings, terms of use (issue 14).
  { path: '/register/:id', title: 'Sign up', Component: Register },
  { path: '/profile', title: 'Profile', Component: Profile },
  { path: '/settings', title: 'Settings', Component: Settings },
  { path: '/termsofuse', title: 'Terms of Use', Component: TermsOfUse },
  // Plans, My account and AD code registration (issue 14).
  { path: '/plans', title: 'Plans', Component: Plans },
  { path: '/myaccount', title: 'My Account', Component: MyAccount },
  { path: '/adreg', title: 'AD Code Registration', Component: AdReg },
  { path: '/users', title: 'Clients & Users', Component: Users },
  { path: '/manage-agents', title: 'Manage Agents', Component: ManageAgents },
  { path: '/hsnlookup', title: 'HS Look Up', Component: HsLookup },
  // Tools > HSN Classifier (issue 16): description → five likely HS codes.
  {
    path: '/hsnClassifier',
    title: 'HSN Classifier',
    Component: HsnClassifier,
  },
  // Tools > Duty-Free Import Allowance (issue 16): de minimis per destination.
  {
    path: '/dutyfreeimportallowance',
    title: 'Duty-Free Import Allowance',
    Component: DutyFreeAllowance,
  },
  { path: '/contact', title: 'Contact us', Component: Contact },
  // Tools > Rate Upload, super admin (002 §6); the path is ours, the spec names none.
  { path: '/rateupload', title: 'Rate Upload', Component: RateUpload },
  {
    path: '/pickupsubscription',
    title: 'Pickup Subscription',
    Component: PickupSubscription,
  },
  { path: '/viewtickets', title: 'Tickets', Component: ViewTickets },
  { path: '/helpdesk/:id', title: 'Helpdesk', Component: Helpdesk },
  { path: '/blog', title: 'Blog', Component: Blog },
  { path: '/serviceprovider', title: 'Service Providers', Component: ServiceProviders },
  { path: '/privacypolicy', title: 'Privacy Policy', Component: PrivacyPolicy },
  // Tools > Customs Exchange Rates, super admin; the path is ours (the spec names only getCurrencies and the SDR value).
  {
    path: '/exchange-rates',
    title: 'Customs Exchange Rates',
    Component: ExchangeRates,
  },
  // Tools > Scheme Rates, super admin (issue 16): MEIS / RoDTEP schedules; the path is ours.
  { path: '/scheme-rates', title: 'Scheme Rates', Component: SchemeRates },
  // Carrier billing (002 §2.3; issue 17), super admin: DHL, Aramex, and India Post/EMS (Manage Billing).
  { path: '/billing/:page', title: 'DHL Billing', Component: DhlBilling },
  {
    path: '/aramex-billing/:page',
    title: 'Aramex Billing',
    Component: AramexBilling,
  },
  {
    path: '/manage-billing/:page',
    title: 'Manage Billing',
    Component: ManageBilling,
  },
  // The STATS tile (001 §2.1–2.2; issue 17): admins all exporters, an exporter admin its own.
  {
    path: '/exporterdashboard',
    title: 'Exporter Dashboard',
    Component: ExporterDashboard,
  },
  // The navbar's Analytics dropdown (002 §6; issue 17), super admin.
  { path: '/analytics', title: 'Analytics', Component: Analytics },
  // Tools → Sales Reports (002 §6; issue 17), super admin.
  { path: '/reports', title: 'Sales Reports', Component: SalesReports },
  // Tax invoice generator (002 §2.4): the id is the box id, upper-cased by the page.
  { path: '/generateinvoice/:id', title: 'Tax Invoice', Component: TaxInvoice },
  // My Invoices: the export invoices; /invoice adds the box id field of the tax invoice generator.
  { path: '/all_invoices', title: 'My Invoices', Component: AllInvoices },
  { path: '/invoice', title: 'Tax Invoices', Component: TaxInvoices },
  // Raw Data Upload (001 §2.10): custom agents get 'This feature is under development.'.
  { path: '/rawdata', title: 'Raw Data Upload', Component: RawData },
  // Inbox (issue 17): a user's conversation with support; super admins see all.
  { path: '/inbox', title: 'Inbox', Component: Inbox },
]);

export default routes;
