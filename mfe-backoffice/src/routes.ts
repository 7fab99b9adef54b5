/**
 * Pages of the back-office section (billing, invoices, tickets, subscriptions, users, content,
 * HS lookup, plans). Add a page with the spec's route-table path and its permission.
 */
import * as React from 'react';
import { lazy } from 'react';
import { registerReactCopy, type SectionRoute } from '@exportdesk/portal-kit';

registerReactCopy('mfe_backoffice', React);

const HsLookup = lazy(() => import('./pages/HsLookup'));
const Contact = lazy(() => import('./pages/Contact'));
const RateUpload = lazy(() => import('./pages/rateupload/RateUpload'));
const ViewTickets = lazy(() => import('./pages/tickets/ViewTickets'));
const Helpdesk = lazy(() => import('./pages/helpdesk/Helpdesk'));
const Blog = lazy(() => import('./pages/public/Blog'));
const ServiceProviders = lazy(() => import('./pages/public/ServiceProviders'));
const PrivacyPolicy = lazy(() => import('./pages/public/PrivacyPolicy'));
const ExchangeRates = lazy(() => import('./pages/exchange-rates/ExchangeRates'));

const routes: SectionRoute[] = [
  { path: '/hsnlookup', permission: 'account.self', title: 'HS Look Up', Component: HsLookup },
  { path: '/contact', permission: 'account.self', title: 'Contact us', Component: Contact },
  // Tools > Rate Upload, super admin (002 §6); the path is ours, the spec names none.
  { path: '/rateupload', permission: 'rates.upload', title: 'Rate Upload', Component: RateUpload },
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
];

export default routes;
