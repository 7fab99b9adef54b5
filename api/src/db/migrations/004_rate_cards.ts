import type { Knex } from 'knex';

/**
 * Rate cards: every upload is a version (draft, published, archived) of one carrier service's
 * tariff (or of a carrier's zone map, service "zones"). Rows are kept whole as JSON: a card is
 * read and replaced as a unit, never queried row by row (quotes are served from memory).
 * rate_book_state.revision changes on every publish so each API instance can see, with one tiny
 * query, whether its in-memory tariffs are stale.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_cards', (t) => {
    t.increments('id');
    t.string('carrier', 20).notNullable();
    t.string('service', 40).notNullable();
    t.integer('version').notNullable();
    t.string('status', 12).notNullable(); // draft | published | archived
    t.text('rule'); // ServiceRule JSON (null for zone maps)
    t.text('rows', 'longtext').notNullable();
    t.integer('row_count').notNullable();
    t.text('errors'); // row errors found at preview (JSON); a card with errors is never published
    t.string('label', 20).notNullable(); // official | indicative | demo
    t.string('source_name', 200);
    t.integer('restored_from');
    t.integer('created_by');
    t.bigInteger('created_at').notNullable();
    t.bigInteger('published_at');
    t.unique(['carrier', 'service', 'version']);
    t.index(['status']);
  });
  await knex.schema.createTable('rate_book_state', (t) => {
    t.integer('id').primary();
    t.bigInteger('revision').notNullable();
    t.bigInteger('updated_at').notNullable();
  });
  await knex('rate_book_state').insert({ id: 1, revision: 0, updated_at: Date.now() });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_book_state');
  await knex.schema.dropTableIfExists('rate_cards');
}
