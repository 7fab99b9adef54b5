import type { Knex } from 'knex';

/**
 * Parcels not yet in a PBE (issue 15): a parcel (box) is one or more items (orders) of one
 * exporter, kept here until Create PBE turns a selection into a docket. Items are the order
 * fields of 001 §3, kept as JSON text; the columns are what the list searches and filters on.
 * `status`: draft | saved (saved for later) | in_pbe (then `docket_id` is the docket). A parcel
 * returns to draft when its PBE is deleted or its Generate PBE step undone.
 *
 * `users.review_before_pbe`: the exporter's choice "review before PBE" — orders pushed or uploaded
 * land here instead of straight in a docket. Default off: today's straight-to-PBE.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parcels', (t) => {
    t.increments('id');
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.integer('created_by').unsigned().notNullable().references('id').inTable('users');
    t.string('box_id', 40).notNullable();
    t.string('carrier', 12).notNullable(); // indiapost | fedex | DHLex | dhl | aramex
    t.string('pbe_type', 4).notNullable();
    t.string('status', 10).notNullable();
    t.integer('docket_id').unsigned().references('id').inTable('dockets');
    t.string('source', 10).notNullable(); // form | api | bulk | clone | merge | returned
    t.integer('upload_id').unsigned();
    t.string('order_ids', 500).notNullable(); // the items' orderIds, space-separated (search)
    t.string('invoice_no', 40).notNullable();
    t.string('consignee_name', 120).notNullable();
    t.string('consignee_country', 80).notNullable();
    t.string('currency', 3).notNullable();
    t.decimal('fob_foreign', 14, 2).notNullable();
    t.integer('item_count').notNullable();
    t.integer('gross_weight').notNullable(); // grams
    t.text('items').notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['exporter_id', 'box_id']);
    t.index(['exporter_id', 'status', 'created_at']);
    t.index(['docket_id']);
  });
  await knex.schema.alterTable('users', (t) => {
    t.boolean('review_before_pbe').notNullable().defaultTo(false);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('review_before_pbe');
  });
  await knex.schema.dropTableIfExists('parcels');
}
