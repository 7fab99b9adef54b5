import type { Knex } from 'knex';

/** HS 2022 nomenclature (data/hs) plus our own eight-digit ITC-HS rows, for the HS lookup (002 §2.9). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('hs_sections', (t) => {
    t.string('section', 6).primary();
    t.text('name').notNullable();
  });
  await knex.schema.createTable('hs_codes', (t) => {
    t.string('hscode', 10).primary();
    t.text('description').notNullable();
    t.string('parent', 10).notNullable();
    t.integer('level').notNullable();
    t.string('section', 6).notNullable();
    t.boolean('is_handicraft').notNullable().defaultTo(false);
    t.string('source', 20).notNullable(); // hs2022 | itc-demo
    t.index(['level']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('hs_codes');
  await knex.schema.dropTableIfExists('hs_sections');
}
