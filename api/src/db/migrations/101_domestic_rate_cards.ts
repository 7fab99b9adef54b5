import type { Knex } from 'knex';

/**
 * The domestic rate card (issue 15, /domesticrateupload): zone × weight slab rows, versioned.
 * Its own table rather than a 'domestic' carrier in rate_cards: those rows feed the export quote
 * engine's tariff book (a destination/slab layout), which a domestic zone card does not fit.
 * status: draft (previewed, clean) | active (the one in force) | archived. rows: JSON text of
 * [{ zone, upToGrams, rateInr }]. Times are epoch ms.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('domestic_rate_cards', (t) => {
    t.increments('id').primary();
    t.integer('version').notNullable().unique();
    t.string('status', 12).notNullable().index();
    t.text('rows').notNullable();
    t.integer('row_count').notNullable();
    t.string('source_name', 200);
    t.integer('restored_from');
    t.integer('created_by');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('activated_at');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('domestic_rate_cards');
}
