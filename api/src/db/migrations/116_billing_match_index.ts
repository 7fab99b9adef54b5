import type { Knex } from 'knex';

/**
 * Carrier billing matches a carrier's shipment id to our box id (issue 17): an index on
 * orders.box_id, so a 100,000-row carrier file is matched with index lookups, not scans.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.index(['box_id'], 'orders_box_id_billing_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.dropIndex(['box_id'], 'orders_box_id_billing_index');
  });
}
