import type { Knex } from 'knex';

/**
 * Today's daily aggregates (issue 29 item 4): the workers build the current day up to a few
 * minutes ago, so the dashboard reads only the last minutes live.
 *
 * - stats_days.built_to: the day's rows hold what was stamped before this instant (epoch ms,
 *   exclusive), the rest of the day is answered live; null: the whole day (a completed day).
 * - carrier_invoices(created_at): the live minutes' carrier figures are a range scan, not a
 *   scan of every invoice on file.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('stats_days', (t) => {
    t.bigInteger('built_to').nullable();
  });
  await knex.schema.alterTable('carrier_invoices', (t) => {
    t.index(['created_at'], 'carrier_invoices_created_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('carrier_invoices', (t) => {
    t.dropIndex(['created_at'], 'carrier_invoices_created_index');
  });
  await knex.schema.alterTable('stats_days', (t) => {
    t.dropColumn('built_to');
  });
}
