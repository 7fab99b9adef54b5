import type { Knex } from 'knex';

/**
 * Inventory and templates (issue 15): an exporter's SKUs (description, HSN, unit, weight in
 * grams, value in the SKU's currency) and saved consignee and item templates, both used to fill
 * the parcel form. `data` is the template's fields as JSON text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('inventory_items', (t) => {
    t.increments('id');
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.string('sku', 64).notNullable();
    t.string('description', 500).notNullable();
    t.string('hsn_code', 8).notNullable();
    t.string('unit', 30).notNullable();
    t.integer('weight').notNullable(); // grams
    t.decimal('value', 14, 2).notNullable();
    t.string('currency', 3).notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['exporter_id', 'sku']);
  });
  await knex.schema.createTable('parcel_templates', (t) => {
    t.increments('id');
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.string('kind', 10).notNullable(); // consignee | item
    t.string('name', 80).notNullable();
    t.text('data').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['exporter_id', 'kind', 'name']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('parcel_templates');
  await knex.schema.dropTableIfExists('inventory_items');
}
