/** Every API area, one Hapi plugin each. Append new areas here. */
import type { Plugin } from '@hapi/hapi';
import { authPlugin } from './modules/auth';
import { healthPlugin } from './modules/health';
import { organizationsPlugin } from './modules/organizations';
import { ratesPlugin } from './modules/rates';
import { contactPlugin } from './modules/contact';
import { ticketsPlugin } from './modules/tickets';
import { contentPlugin } from './modules/content';
import { hsnPlugin } from './modules/hsn';
import { trackingPlugin } from './modules/tracking';
import { portalPlugin } from './modules/portal';
import { apikeyPlugin } from './modules/apikey';
import { ordersPlugin } from './modules/orders';
import { classifierPlugin } from './modules/classifier';
import { docketsPlugin } from './modules/dockets';
import { exportDocumentsPlugin } from './modules/export-documents';
import { jobsPlugin } from './modules/jobs';
import { usersPlugin } from './modules/users';
import { documentsPlugin } from './modules/documents';
import { pickupsPlugin } from './modules/pickups';
import { exchangeRatesPlugin } from './modules/exchange-rates';
import { notificationsPlugin } from './modules/notifications';
import { onboardingPlugin } from './modules/onboarding';
import { shipmentsPlugin } from './modules/shipments';
import { scansPlugin } from './modules/scans';
import { claimsPlugin } from './modules/claims';
import { claimFilesPlugin } from './modules/claim-files';
import { claimReviewPlugin } from './modules/claim-review';
import { meisOrdersPlugin } from './modules/meis-orders';
import { meisReportsPlugin } from './modules/meis-reports';
import { schemeRatesPlugin } from './modules/scheme-rates';
import { accountsPlugin } from './modules/accounts';
import { parcelsPlugin } from './modules/parcels';
import { inventoryPlugin } from './modules/inventory';
import { webhooksPlugin } from './modules/webhooks';
import { gstPlugin } from './modules/gst';
import { invoicesPlugin } from './modules/invoices';
import { carriersPlugin } from './modules/carriers';
import { billingPlugin } from './modules/billing';
import { statsPlugin } from './modules/stats';
import { statsDailyPlugin } from './modules/stats-daily';
import { makePayments, paymentsPlugin } from './modules/payments';
import type { PaymentsService } from './modules/payments/service';
import { subscriptionsPlugin } from './modules/subscriptions';
import { marketplacePlugin } from './modules/marketplace';
import { inboxPlugin } from './modules/inbox';
import { domesticPlugin } from './modules/domestic';
import { deMinimisPlugin } from './modules/deminimis';
import { csbPlugin } from './modules/csb';
import { openApiPlugin } from './http/openapi';
import { specAliasesPlugin } from './http/spec-aliases';
import type { AppContext } from './context';

/** What server.ts hands every area's plugin; an area takes what it needs of it (all take ctx). */
export interface AreaOptions {
  ctx: AppContext;
  version: string;
  /** The server's one payments service: the payments and subscriptions areas share it. */
  payments: PaymentsService;
}

/** What server.ts hands every area: the context and the services built once per server. */
export const areaOptions = (ctx: AppContext, version: string): AreaOptions => ({
  ctx,
  version,
  payments: makePayments(ctx),
});

export const API_PLUGINS: Plugin<AreaOptions>[] = [
  healthPlugin,
  authPlugin,
  organizationsPlugin,
  ratesPlugin,
  contactPlugin,
  ticketsPlugin,
  contentPlugin,
  hsnPlugin,
  trackingPlugin,
  portalPlugin,
  apikeyPlugin,
  ordersPlugin,
  docketsPlugin,
  classifierPlugin,
  exportDocumentsPlugin,
  jobsPlugin,
  usersPlugin,
  documentsPlugin,
  pickupsPlugin,
  exchangeRatesPlugin,
  notificationsPlugin,
  onboardingPlugin,
  shipmentsPlugin,
  scansPlugin,
  claimsPlugin,
  claimFilesPlugin,
  claimReviewPlugin,
  meisOrdersPlugin,
  meisReportsPlugin,
  schemeRatesPlugin,
  accountsPlugin,
  parcelsPlugin,
  inventoryPlugin,
  gstPlugin,
  invoicesPlugin,
  carriersPlugin,
  billingPlugin,
  statsPlugin,
  statsDailyPlugin,
  paymentsPlugin,
  subscriptionsPlugin,
  marketplacePlugin,
  inboxPlugin,
  domesticPlugin,
  deMinimisPlugin,
  csbPlugin,
  webhooksPlugin,
  // Keep last: the spec's aliases point at routes every area above has registered.
  specAliasesPlugin,
  openApiPlugin,
];
