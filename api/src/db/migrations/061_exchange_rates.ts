import type { Knex } from 'knex';

/**
 * Issue 6 follow-up: customs exchange rates and the SDR value as data the super admin publishes
 * (CBIC notification, IMF SDR valuation) instead of constants. Append-only history: a publish adds
 * one row per currency; the row with the latest effective date not after an instant is in force
 * then (the higher id when two share a date). Rupees per unit are an integer of millionths of a
 * rupee (exact on MySQL and SQLite). Times epoch ms; effective_from is 00:00 IST of the date.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('exchange_rates', (t) => {
    t.increments('id').primary();
    t.string('currency', 3).notNullable(); // the 22 order currencies and XDR (the SDR)
    t.bigInteger('inr_micros').notNullable(); // rupees per unit × 1 000 000
    t.bigInteger('effective_from').notNullable();
    t.string('reference', 200).notNullable(); // e.g. 'CBIC Notification No. 75/2026-Customs (N.T.)'
    t.integer('updated_by').unsigned().references('id').inTable('users'); // null: the seed
    t.bigInteger('created_at').notNullable();
    t.index(['currency', 'effective_from'], 'exchange_rates_currency_effective');
    t.index(['effective_from'], 'exchange_rates_effective');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('exchange_rates');
}
