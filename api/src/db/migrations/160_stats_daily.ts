import type { Knex } from 'knex';

/**
 * Daily aggregates of the dashboard and analytics (issue 29 item 4): per UTC day (epoch-ms / 1 day)
 * and owner, the sums the stats routes read for complete days instead of grouping every docket and
 * order of the period. `exporter_id` 0 is the all-exporters row of the day (the admins' view),
 * so a one-year view reads 365 rows per figure whatever the number of parcels. Rows are rebuilt
 * from the source tables a whole day at a time (stats-daily area), never incremented.
 *
 * - stats_daily: dockets by (day, owner, FPO): counts, parcels, FOB, PBE-pending, turnaround sums.
 * - stats_daily_keys: one figure per (kind, owner, day, key): currency (items, FOB foreign),
 *   country (distinct box ids), pickup (dockets per status), carrier (invoices, amount debited).
 * - stats_box_repeats: the (owner, country, box id) seen on more than one day: a box id may
 *   recur (exporters name their boxes), and the dashboard counts distinct box ids per period.
 * - stats_days: the days built; a day without a row (never built, or marked stale by a change)
 *   is answered live, so answers stay exact between a change and its rebuild.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('stats_daily', (t) => {
    t.integer('exporter_id').unsigned().notNullable();
    t.integer('day_no').notNullable();
    t.string('fpo_code', 10).notNullable(); // '' = no FPO assigned
    t.integer('dockets').notNullable();
    t.bigInteger('parcels').notNullable();
    t.decimal('fob_inr', 18, 2).notNullable();
    t.integer('pending').notNullable();
    t.integer('pbe_count').notNullable();
    t.bigInteger('pbe_ms').notNullable();
    t.integer('pickup_count').notNullable();
    t.bigInteger('pickup_ms').notNullable();
    t.primary(['exporter_id', 'day_no', 'fpo_code']);
    t.index(['day_no'], 'stats_daily_day');
  });
  await knex.schema.createTable('stats_daily_keys', (t) => {
    t.string('kind', 10).notNullable();
    t.integer('exporter_id').unsigned().notNullable();
    t.integer('day_no').notNullable();
    t.string('k', 80).notNullable();
    t.bigInteger('n').notNullable();
    t.decimal('amount', 18, 2).notNullable();
    t.primary(['kind', 'exporter_id', 'day_no', 'k']);
    t.index(['day_no'], 'stats_daily_keys_day');
  });
  await knex.schema.createTable('stats_box_repeats', (t) => {
    t.integer('exporter_id').unsigned().notNullable();
    t.string('country', 80).notNullable();
    t.string('box_id', 40).notNullable();
    t.primary(['exporter_id', 'country', 'box_id']);
  });
  await knex.schema.createTable('stats_days', (t) => {
    t.integer('day_no').notNullable().primary();
    t.bigInteger('built_at').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['stats_days', 'stats_box_repeats', 'stats_daily_keys', 'stats_daily'])
    await knex.schema.dropTableIfExists(table);
}
