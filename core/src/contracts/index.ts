/**
 * Every route's contract (issue 25), one file per area. `CONTRACTS` is the list the API checks its
 * routes against and generates the OpenAPI document from; the portal and the CLI import the
 * contract they call by name.
 */
import { OPENAPI_CONTRACT, type Contract } from './contract';
import { BILLING_CONTRACTS } from './billing';
import { CLAIM_CONTRACTS, SCHEME_RATE_CONTRACTS } from './claims';
import { EXCHANGE_RATE_CONTRACTS } from './exchange-rates';
import { INBOX_CONTRACTS } from './inbox';
import { GST_CONTRACTS, INVOICE_CONTRACTS } from './invoices';
import { ORDER_CONTRACTS } from './orders';
import { PAYMENT_CONTRACTS } from './payments';
import { STATS_CONTRACTS } from './stats';
import { TICKET_CONTRACTS } from './tickets';
import { AUTH_CONTRACTS } from './auth';
import { ACCOUNT_CONTRACTS } from './accounts';
import { DOMESTIC_CONTRACTS } from './domestic';
import { USER_CONTRACTS } from './users';
import { ORGANIZATION_CONTRACTS } from './organizations';
import { SUBSCRIPTION_CONTRACTS } from './subscriptions';
import { ACCOUNT_EXTRA_CONTRACTS } from './account-extras';
import { PORTAL_CONTRACTS } from './portal';
import { CONTENT_CONTRACTS } from './content';
import { DOCKET_CONTRACTS } from './dockets';
import { DOCUMENT_CONTRACTS } from './documents';
import { DOCUMENT_SPEC_CONTRACTS } from './documents-spec';
import { LOOKUP_CONTRACTS } from './lookups';
import { MARKETPLACE_CONTRACTS } from './marketplace';
import { PARCEL_CONTRACTS } from './parcels';
import { TRACKING_CONTRACTS } from './tracking';
import { BOOKING_CONTRACTS, CARRIER_CONTRACTS } from './carriers';
import { RATE_CONTRACTS } from './rates';
import { RATE_CARD_CONTRACTS } from './rate-cards';
import { SHIPMENT_CONTRACTS } from './shipments';
import { PICKUP_CONTRACTS } from './pickups';
import { DOMESTIC_RATE_CONTRACTS } from './domestic-rates';
import { INVENTORY_CONTRACTS } from './inventory';
import { WEBHOOK_CONTRACTS } from './webhooks';
import { REPORT_CONTRACTS } from './reports';

export * from './billing';
export * from './claims';
export * from './contract';
export * from './exchange-rates';
export * from './inbox';
export * from './invoices';
export * from './orders';
export * from './payments';
export * from './stats';
export * from './tickets';
export * from './auth';
export * from './accounts';
export * from './domestic';
export * from './users';
export * from './organizations';
export * from './subscriptions';
export * from './account-extras';
export * from './portal';
export * from './content';
export * from './dockets';
export * from './documents';
export * from './documents-spec';
export * from './lookups';
export * from './marketplace';
export * from './parcels';
export * from './tracking';
export * from './carriers';
export * from './rates';
export * from './rate-cards';
export * from './shipments';
export * from './pickups';
export * from './domestic-rates';
export * from './inventory';
export * from './webhooks';
export * from './reports';

/** Every contract of every area. */
export const CONTRACTS: readonly Contract[] = [
  OPENAPI_CONTRACT,
  ...Object.values(ORDER_CONTRACTS),
  ...Object.values(EXCHANGE_RATE_CONTRACTS),
  ...Object.values(BILLING_CONTRACTS),
  ...Object.values(PAYMENT_CONTRACTS),
  ...Object.values(INVOICE_CONTRACTS),
  ...Object.values(GST_CONTRACTS),
  ...Object.values(STATS_CONTRACTS),
  ...Object.values(TICKET_CONTRACTS),
  ...Object.values(INBOX_CONTRACTS),
  ...Object.values(CLAIM_CONTRACTS),
  ...Object.values(SCHEME_RATE_CONTRACTS),
  ...Object.values(AUTH_CONTRACTS),
  ...Object.values(ACCOUNT_CONTRACTS),
  ...Object.values(DOMESTIC_CONTRACTS),
  ...Object.values(USER_CONTRACTS),
  ...Object.values(ORGANIZATION_CONTRACTS),
  ...Object.values(SUBSCRIPTION_CONTRACTS),
  ...Object.values(ACCOUNT_EXTRA_CONTRACTS),
  ...Object.values(PORTAL_CONTRACTS),
  ...Object.values(CONTENT_CONTRACTS),
  ...Object.values(DOCKET_CONTRACTS),
  ...Object.values(DOCUMENT_CONTRACTS),
  ...Object.values(DOCUMENT_SPEC_CONTRACTS),
  ...Object.values(LOOKUP_CONTRACTS),
  ...Object.values(MARKETPLACE_CONTRACTS),
  ...Object.values(PARCEL_CONTRACTS),
  ...Object.values(TRACKING_CONTRACTS),
  ...Object.values(BOOKING_CONTRACTS).flatMap((c) => Object.values(c)),
  ...Object.values(CARRIER_CONTRACTS),
  ...Object.values(RATE_CONTRACTS),
  ...Object.values(RATE_CARD_CONTRACTS),
  ...Object.values(SHIPMENT_CONTRACTS),
  ...Object.values(PICKUP_CONTRACTS),
  ...Object.values(DOMESTIC_RATE_CONTRACTS),
  ...Object.values(INVENTORY_CONTRACTS),
  ...Object.values(WEBHOOK_CONTRACTS),
  ...Object.values(REPORT_CONTRACTS),
];
