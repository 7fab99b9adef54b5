import type { Knex } from 'knex';

/**
 * The exporter dashboard's aggregates (issue 17): the period's dockets come by
 * dockets(created_at) or (exporter_id, created_at); their orders are grouped by currency and by
 * destination with these covering indexes, so no order row is read from the table itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.index(['docket_id', 'currency', 'fob_foreign'], 'orders_stats_currency_index');
    t.index(['docket_id', 'consignee_country', 'box_id'], 'orders_stats_country_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['docket_id', 'currency', 'fob_foreign'], 'orders_stats_currency_index');
    t.dropIndex(['docket_id', 'consignee_country', 'box_id'], 'orders_stats_country_index');
  });
}
