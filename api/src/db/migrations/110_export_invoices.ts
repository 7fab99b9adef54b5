import type { Knex } from 'knex';

/**
 * Export invoices made or edited by the exporter (issue 16: /newexportinvoice/{type}/{id},
 * /exportinvoice/{type}/{id}, /all_invoices): one per invoice number of an exporter, for a parcel
 * (kind 'parcel', ref = box id) or a docket (kind 'docket', ref = docket number). The lines,
 * consignee and charges are kept whole as JSON text; `revision` counts the edits (the PDF is drawn
 * again from the row on every download, so a regenerated file always matches it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('export_invoices', (t) => {
    t.increments('id');
    t.integer('exporter_id').unsigned().notNullable().references('id').inTable('users');
    t.string('kind', 8).notNullable(); // parcel | docket
    t.string('ref', 40).notNullable(); // box id or docket number, upper-case
    t.integer('docket_id').unsigned().notNullable().references('id').inTable('dockets');
    t.string('invoice_no', 40).notNullable();
    t.string('invoice_date', 10).notNullable(); // DD-MM-YYYY
    t.text('data').notNullable();
    t.decimal('total_inr', 16, 2).notNullable();
    t.integer('revision').notNullable().defaultTo(1);
    t.integer('created_by').unsigned().notNullable();
    t.integer('updated_by').unsigned().notNullable();
    t.bigInteger('created_at').notNullable();
    t.bigInteger('updated_at').notNullable();
    t.unique(['exporter_id', 'invoice_no']);
    t.index(['exporter_id', 'updated_at']);
    t.index(['kind', 'ref']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('export_invoices');
}
