/**
 * Migrations are listed here (not read from a folder) so they bundle with esbuild. Append new
 * ones at the end with a name that sorts after the last; never edit a landed migration.
 */
import type { Knex } from 'knex';
import * as m001 from './001_accounts';
import * as m004 from './004_rate_cards';
import * as m020 from './020_tickets';
import * as m021 from './021_content';
import * as m022 from './022_hs_codes';
import * as m023 from './023_tracking_events';
import * as m024 from './024_portal_remotes';
import * as m030 from './030_orders';
import * as m040 from './040_documents';
import * as m050 from './050_ems_revenue';
import * as m060 from './060_pickups_ibm';
import * as m061 from './061_exchange_rates';
import * as m062 from './062_docket_fpo';
import * as m063 from './063_docket_fob_inr';
import * as m070 from './070_unique_exporter_iec';
import * as m071 from './071_portal_deploy_tokens';
import * as m072 from './072_docket_file_owners';
import * as m073 from './073_bulk_upload_sha256';
import * as m075 from './075_notice_acknowledgements';
import * as m076 from './076_onboarding_marks';
import * as m105 from './105_claims';
import * as m080 from './080_otps';
import * as m081 from './081_account_profile';
import * as m082 from './082_referrals';
import * as m083 from './083_awaiting_otp';
import * as m090 from './090_parcels';
import * as m091 from './091_inventory_templates';
import * as m100 from './100_carrier_bookings';
import * as m115 from './115_carrier_billing';
import * as m116 from './116_billing_match_index';
import * as m117 from './117_stats_indexes';
import * as m118 from './118_inbox';
import * as m124 from './124_inbox_attachments';
import * as m125 from './125_bulk_upload_sweep_index';
import * as m135 from './135_payment_order_keys';
import * as m126 from './126_orders_one_shape';
import * as m130 from './130_job_keys';
import * as m131 from './131_bnpl_org_subscription';
import * as m140 from './140_tax_invoice_place_of_supply';
import * as m141 from './141_notification_preferences';
import * as m150 from './150_webhooks';
import * as m160 from './160_stats_daily';
import * as m170 from './170_stats_today';
import * as m085 from './085_plan_payments';
import * as m086 from './086_cha_link_history';
import * as m087 from './087_impersonation_audit';
import * as m095 from './095_shipments';
import * as m096 from './096_parcel_scans';
import * as m097 from './097_pickup_subscriptions';
import * as m098 from './098_pickup_answers';
import * as m110 from './110_export_invoices';
import * as m101 from './101_domestic_rate_cards';

const MIGRATIONS: Record<string, { up: (k: Knex) => Promise<void>; down: (k: Knex) => Promise<void> }> = {
  '001_accounts': m001,
  '004_rate_cards': m004,
  '020_tickets': m020,
  '021_content': m021,
  '022_hs_codes': m022,
  '023_tracking_events': m023,
  '024_portal_remotes': m024,
  '030_orders': m030,
  '040_documents': m040,
  '050_ems_revenue': m050,
  '060_pickups_ibm': m060,
  '061_exchange_rates': m061,
  '062_docket_fpo': m062,
  '063_docket_fob_inr': m063,
  '070_unique_exporter_iec': m070,
  '071_portal_deploy_tokens': m071,
  '072_docket_file_owners': m072,
  '073_bulk_upload_sha256': m073,
  '075_notice_acknowledgements': m075,
  '076_onboarding_marks': m076,
  '105_claims': m105,
  '080_otps': m080,
  '081_account_profile': m081,
  '082_referrals': m082,
  '083_awaiting_otp': m083,
  '090_parcels': m090,
  '091_inventory_templates': m091,
  '100_carrier_bookings': m100,
  '115_carrier_billing': m115,
  '116_billing_match_index': m116,
  '117_stats_indexes': m117,
  '118_inbox': m118,
  '124_inbox_attachments': m124,
  '085_plan_payments': m085,
  '086_cha_link_history': m086,
  '087_impersonation_audit': m087,
  '095_shipments': m095,
  '096_parcel_scans': m096,
  '097_pickup_subscriptions': m097,
  '098_pickup_answers': m098,
  '110_export_invoices': m110,
  '101_domestic_rate_cards': m101,
  '125_bulk_upload_sweep_index': m125,
  '135_payment_order_keys': m135,
  '126_orders_one_shape': m126,
  '130_job_keys': m130,
  '131_bnpl_org_subscription': m131,
  '140_tax_invoice_place_of_supply': m140,
  '141_notification_preferences': m141,
  '150_webhooks': m150,
  '160_stats_daily': m160,
  '170_stats_today': m170,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(MIGRATIONS).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS[name],
};
